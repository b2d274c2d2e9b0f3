/**
 * The pages that say something went wrong and offer a way on; loaded when one is shown (pages.tsx). Not-found and
 * not-permission render where the user typed the address, which they keep (issue 8 §6): inside the shell for a
 * signed-in user (`inShell`), standalone otherwise.
 */
import type { ReactNode } from 'react';
import { Body1, Button } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { SessionPortToken, type SessionPort } from '@tagtrail/domain';
import { useNavigate } from '../navigation/navigation';
import { useService } from '../services/services';
import { Page } from '../shell/Page';
import { StandalonePage } from './StandalonePage';
import { useSession } from './session';
import { signInPath } from './sign-in-path';

function useGoBack() {
  const navigate = useNavigate();
  return () => {
    // A page opened directly has nothing to go back to: go home instead.
    if (window.history.length > 1) window.history.back();
    else navigate('/');
  };
}

/** The sign-in could not start or finish: say so, and offer to try again. */
export function SignInFailed({ onRetry }: { onRetry: () => void }) {
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

export interface ProblemProps {
  /** Inside the signed-in shell (an area's unknown path, an area of another role) rather than a page of its own. */
  inShell?: boolean;
}

function ProblemFrame({
  inShell,
  title,
  actions,
  children,
}: ProblemProps & { title: string; actions: ReactNode; children: ReactNode }) {
  if (inShell)
    return (
      <Page title={title} actions={actions}>
        {children}
      </Page>
    );
  return (
    <StandalonePage title={title} actions={actions}>
      {children}
    </StandalonePage>
  );
}

/** `/not-permission` (spec A §2, §8). "Sign in again" ends this session so another user can sign in. */
export function NotPermissionPage({ inShell = false }: ProblemProps) {
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
    <ProblemFrame
      inShell={inShell}
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
    </ProblemFrame>
  );
}

/** `/not-found` and every unknown path (spec A §2, §8). */
export function NotFoundPage({ inShell = false }: ProblemProps) {
  const { t } = useTranslation();
  const back = useGoBack();
  return (
    <ProblemFrame
      inShell={inShell}
      title={t('session.notFoundTitle')}
      actions={<Button onClick={back}>{t('session.back')}</Button>}
    >
      <Body1>{t('session.notFound')}</Body1>
    </ProblemFrame>
  );
}
