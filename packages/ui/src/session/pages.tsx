/**
 * The sign-in routes and the standalone pages (spec A §2 "Shared and sign-in routes"). The pages that only say
 * something and offer a way on (not permitted, not found, sign-in failed) are in problem-pages.tsx, loaded when
 * one is shown: the first page, a spinner while the session loads or a redirect finishes, does not carry them.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { homeFor, SessionPortToken, type SessionPort } from '@tagtrail/domain';
import { useNavigate } from '../navigation/navigation';
import { useService } from '../services/services';
import type * as ProblemPages from './problem-pages';
import { once, useSession } from './session';
import { safeReturnPath, signInPath } from './sign-in-path';
import { LoadingPage } from './StandalonePage';

/** `/`: sends the user to the area of their role (spec A §2), or to sign-in. */
export function HomeRedirect() {
  const { state } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (state.status !== 'ready') return;
    navigate(state.check.authenticated ? homeFor(state.check.user.role) : signInPath('/'), { replace: true });
  }, [state, navigate]);
  return <LoadingPage />;
}

/** `/oidc`: signed in already → `/`; otherwise off to the identity provider, keeping `returnTo`. */
export function SignInStartPage() {
  const { t } = useTranslation();
  const { state } = useSession();
  const port = useService<SessionPort>(SessionPortToken);
  const navigate = useNavigate();
  const returnTo = safeReturnPath(new URLSearchParams(useSearch()).get('returnTo'));
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (state.status !== 'ready') return;
    if (state.check.authenticated) {
      navigate('/', { replace: true });
      return;
    }
    let live = true;
    // The identity provider may be unreachable: say so and offer to try again rather than spin forever.
    once(port, 'signIn', () => port.signIn(returnTo)).catch(() => {
      if (live) setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [state, port, navigate, returnTo, attempt]);

  if (!failed) return <LoadingPage label={t('session.signingIn')} />;
  return (
    <SignInFailed
      onRetry={() => {
        setFailed(false);
        setAttempt((n) => n + 1);
      }}
    />
  );
}

/** `/signin-oidc`: finishes the sign-in and goes where the user wanted (default `/`). */
export function SignInCallbackPage() {
  const { t } = useTranslation();
  const port = useService<SessionPort>(SessionPortToken);
  const { refresh } = useSession();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    once(port, 'completeSignIn', () => port.completeSignIn())
      .then(async (wanted) => {
        await refresh();
        if (live) navigate(safeReturnPath(wanted), { replace: true });
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [port, refresh, navigate]);

  if (!failed) return <LoadingPage label={t('session.signingIn')} />;
  return <SignInFailed onRetry={() => navigate(signInPath('/'), { replace: true })} />;
}

/** `/signout-oidc` and `/silent-oidc`: finish, then `/` (a failure to finish still lands on `/`, which re-checks). */
export function RedirectCallbackPage({ step }: { step: 'signOut' | 'silentRenew' }) {
  const { t } = useTranslation();
  const port = useService<SessionPort>(SessionPortToken);
  const { refresh } = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    let live = true;
    const finish = step === 'signOut' ? () => port.completeSignOut() : () => port.completeSilentRenew();
    const done = async () => {
      await refresh();
      // Silent renewal finishes in a hidden frame the session adapter removes: nothing to show there.
      if (live && window.top === window.self) navigate('/', { replace: true });
    };
    once(port, step, finish).then(done, done);
    return () => {
      live = false;
    };
  }, [port, step, refresh, navigate]);

  return <LoadingPage label={step === 'signOut' ? t('session.signingOut') : undefined} />;
}

/** A page of problem-pages.tsx, loaded when it is first shown, the loading page meanwhile. */
function problemPage<P extends object>(pick: (pages: typeof ProblemPages) => ComponentType<P>): ComponentType<P> {
  const Page = lazy(() => import('./problem-pages').then((pages) => ({ default: pick(pages) })));
  return function ProblemPage(props: P) {
    return (
      <Suspense fallback={<LoadingPage />}>
        <Page {...props} />
      </Suspense>
    );
  };
}

const SignInFailed = problemPage((pages) => pages.SignInFailed);

/** `/not-permission` (spec A §2, §8). */
export const NotPermissionPage = problemPage((pages) => pages.NotPermissionPage);

/** `/not-found` and every unknown path inside an area (spec A §2, §8). */
export const NotFoundPage = problemPage((pages) => pages.NotFoundPage);
