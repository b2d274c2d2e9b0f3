/**
 * The one time a user's temporary password is seen: the server keeps only its hash, so the dialog says it will not
 * be shown again, when it expires, and that the user chooses a new password at the first sign-in.
 */
import { Body1 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type DateInput } from '../i18n/format';
import { SecretShownOnceDialog } from '../secrets/SecretShownOnceDialog';

export interface TemporaryPasswordDialogProps {
  open: boolean;
  login: string;
  password: string;
  expiresAt: DateInput;
  onDone: () => void;
  /** A stored user's new password (issue 8 §8) rather than a new user's first one. */
  reissued?: boolean;
}

export function TemporaryPasswordDialog({
  open,
  login,
  password,
  expiresAt,
  onDone,
  reissued = false,
}: TemporaryPasswordDialogProps) {
  const { t } = useTranslation();
  const expiry = formatDateTime(expiresAt);
  return (
    <SecretShownOnceDialog
      open={open}
      secret={password}
      onDone={onDone}
      texts={{
        title: t('temporaryPassword.title'),
        intro: reissued ? t('temporaryPassword.reissuedIntro', { login }) : t('temporaryPassword.intro', { login }),
        once: t('temporaryPassword.once'),
        label: t('temporaryPassword.title'),
        copy: t('temporaryPassword.copy'),
        done: t('temporaryPassword.done'),
        copiedKey: 'temporaryPassword.copied',
        copyFailedKey: 'temporaryPassword.copyFailed',
      }}
    >
      <Body1>{t('temporaryPassword.firstSignIn')}</Body1>
      {expiry && <Body1>{t('temporaryPassword.expires', { date: expiry })}</Body1>}
    </SecretShownOnceDialog>
  );
}
