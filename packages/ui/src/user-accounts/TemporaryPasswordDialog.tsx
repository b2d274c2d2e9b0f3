/**
 * The one time a new user's temporary password is seen: the server keeps only its hash, so this dialog says it
 * will not be shown again, when it expires, and that the user chooses a new password at the first sign-in. It
 * closes only through its button, so a stray click or Escape cannot lose the password.
 */
import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Copy20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type DateInput } from '../i18n/format';
import { useNotify } from '../notifications/notifications';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  secret: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  field: { flexGrow: 1 },
  password: { fontFamily: tokens.fontFamilyMonospace },
  strong: { fontWeight: tokens.fontWeightSemibold },
});

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
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const expiry = formatDateTime(expiresAt);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      notify({ intent: 'success', messageKey: 'temporaryPassword.copied' });
    } catch {
      // No clipboard (an insecure origin, a refused permission): the field is selectable.
      notify({ intent: 'warning', messageKey: 'temporaryPassword.copyFailed' });
    }
  };

  return (
    <Dialog open={open} modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('temporaryPassword.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Body1>
              {reissued ? t('temporaryPassword.reissuedIntro', { login }) : t('temporaryPassword.intro', { login })}
            </Body1>
            <div className={styles.secret}>
              <Field className={styles.field} label={t('temporaryPassword.title')}>
                <Input
                  readOnly
                  value={password}
                  input={{ className: styles.password }}
                  onFocus={(event) => event.currentTarget.select()}
                />
              </Field>
              <Button icon={<Copy20Regular />} onClick={() => void copy()}>
                {t('temporaryPassword.copy')}
              </Button>
            </div>
            <Body1 className={styles.strong}>{t('temporaryPassword.once')}</Body1>
            <Body1>{t('temporaryPassword.firstSignIn')}</Body1>
            {expiry && <Body1>{t('temporaryPassword.expires', { date: expiry })}</Body1>}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onDone}>
              {t('temporaryPassword.done')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
