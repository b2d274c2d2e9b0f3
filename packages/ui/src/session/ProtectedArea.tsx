/**
 * A signed-in area (spec A §6): unauthenticated users go to sign-in with the wanted location kept; a role that may not
 * enter sees 'not permission' at the address it typed, inside its own shell (issue 8 §6); everyone else gets the
 * shell around the area's pages.
 */
import { useEffect, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { mayEnter } from '@tagtrail/domain';
import { useNavigate } from '../navigation/navigation';
import { Shell, useAbsolutePath } from '../shell/Shell';
import { useSession } from './session';
import { signInPath } from './sign-in-path';
import { NotPermissionPage } from './pages';
import { LoadingPage } from './StandalonePage';

export function ProtectedArea({ area, children }: { area: string; children: ReactNode }) {
  const { state } = useSession();
  const navigate = useNavigate();
  const path = useAbsolutePath();
  const search = useSearch();

  const verdict =
    state.status === 'loading'
      ? 'loading'
      : !state.check.authenticated
        ? 'signIn'
        : mayEnter(state.check.user.role, area)
          ? 'enter'
          : 'refuse';

  useEffect(() => {
    if (verdict === 'signIn') navigate(signInPath(search ? `${path}?${search}` : path), { replace: true });
  }, [verdict, navigate, path, search]);

  if (state.status === 'ready' && state.check.authenticated && verdict !== 'signIn') {
    return <Shell user={state.check.user}>{verdict === 'enter' ? children : <NotPermissionPage inShell />}</Shell>;
  }
  return <LoadingPage />;
}
