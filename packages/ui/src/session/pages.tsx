/** The sign-in routes and the standalone pages (spec A §2 "Shared and sign-in routes"). */
import { useEffect, useState, type ReactNode } from 'react';
import { Body1, Button, makeStyles, Spinner, tokens, Title3 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { homeFor, SessionPortToken, type SessionPort } from '@tagtrail/domain';
import { PageHeading } from '../navigation/PageHeading';
import { useNavigate } from '../navigation/navigation';
import { useService } from '../services/services';
import { once, safeReturnPath, signInPath, useSession } from './session';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
    boxSizing: 'border-box',
    textAlign: 'center',
  },
  company: { color: tokens.colorBrandForeground1 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', justifyContent: 'center' },
});

/** A page of its own, outside the shell: the company name, a heading, a message, actions. */
export function StandalonePage({
  title,
  children,
  actions,
}: {
  title?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <Title3 as="p" className={styles.company}>
        {t('app.company')}
      </Title3>
      {title !== undefined && <PageHeading>{title}</PageHeading>}
      {children}
      {actions !== undefined && <div className={styles.actions}>{actions}</div>}
    </main>
  );
}

/** The loading state while the session loads or a redirect finishes. */
export function LoadingPage({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <StandalonePage>
      <Spinner label={label ?? t('app.loading')} labelPosition="below" />
    </StandalonePage>
  );
}

function useGoBack() {
  const navigate = useNavigate();
  return () => {
    // A page opened directly has nothing to go back to: go home instead.
    if (window.history.length > 1) window.history.back();
    else navigate('/');
  };
}

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

function SignInFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StandalonePage
      title={t('session.signInFailedTitle')}
      actions={
        <Button appearance="primary" onClick={onRetry}>
          {t('session.signInAgain')}
        </Button>
      }
    >
      <Body1>{t('session.signInFailed')}</Body1>
    </StandalonePage>
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

/** `/not-permission` (spec A §2, §8). "Sign in again" ends this session so another user can sign in. */
export function NotPermissionPage() {
  const { t } = useTranslation();
  const port = useService<SessionPort>(SessionPortToken);
  const { state } = useSession();
  const navigate = useNavigate();
  const back = useGoBack();
  const signInAgain = () => {
    if (state.status === 'ready' && state.check.authenticated) void port.signOut();
    else navigate(signInPath('/'));
  };
  return (
    <StandalonePage
      title={t('session.notPermissionTitle')}
      actions={
        <>
          <Button onClick={back}>{t('session.back')}</Button>
          <Button appearance="primary" onClick={signInAgain}>
            {t('session.signInAgain')}
          </Button>
        </>
      }
    >
      <Body1>{t('session.notPermission')}</Body1>
    </StandalonePage>
  );
}

/** `/not-found` and every unknown path (spec A §2, §8). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const back = useGoBack();
  return (
    <StandalonePage title={t('session.notFoundTitle')} actions={<Button onClick={back}>{t('session.back')}</Button>}>
      <Body1>{t('session.notFound')}</Body1>
    </StandalonePage>
  );
}
