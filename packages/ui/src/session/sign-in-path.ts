/**
 * Where sign-in starts and where it may return to: plain functions, free of React, so the portal's entry can send a
 * visitor who is not signed in to the identity provider before the app downloads.
 */

/**
 * Only paths inside the portal may be return targets after sign-in: `//evil.example` or `https://…` would
 * send the user elsewhere (an open redirect).
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}

/** The sign-in start for a wanted location (spec A §2: "the wanted location is kept"). */
export function signInPath(wanted: string): string {
  return `/oidc?returnTo=${encodeURIComponent(safeReturnPath(wanted))}`;
}
