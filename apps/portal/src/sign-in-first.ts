/**
 * Which addresses send a visitor who is not signed in to sign-in, as the app's routes do (routes.tsx): the root (to
 * the role's area), the sign-in start `/oidc`, and every area (ProtectedArea). main.ts does it for them before the
 * app downloads; the other pages (the sign-in steps' callbacks, not-found, not-permission) are the app's.
 */
import { AREA_ROLES } from '@tagtrail/domain';
import { safeReturnPath } from '@tagtrail/ui';

/** Where to come back to after signing in, when the address needs a signed-in user; undefined when it does not. */
export function signInReturnPath(pathname: string, search: string): string | undefined {
  // The routes match as wouter does: case aside, with or without a trailing slash.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  if (path === '/') return '/';
  if (path === '/oidc') return safeReturnPath(new URLSearchParams(search).get('returnTo'));
  const inArea = Object.keys(AREA_ROLES).some((area) => path === area || path.startsWith(`${area}/`));
  return inArea ? `${pathname}${search}` : undefined;
}
