/** The standalone pages that say something went wrong and offer a way on; loaded when one is shown (pages.tsx). */
import { Body1, Button } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { SessionPortToken, type SessionPort } from '@tagtrail/domain';
import { useNavigate } from '../navigation/navigation';
import { useService } from '../services/services';
import { StandalonePage } from './StandalonePage';
import { signInPath, useSession } from './session';

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
