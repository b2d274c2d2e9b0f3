/**
 * The one time a new webhook's signing secret is seen (issue 28 §4): the server keeps it sealed and never answers it
 * again, so this dialog says so, offers Copy, and closes only through its button — a stray click or Escape cannot lose
 * the secret. Loaded when the first webhook is added (AlertWebhooksSection), as Fluent's Dialog is for ConfirmDialog.
 */
import { useRef } from 'react';
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
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components';
import { Copy20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../notifications/notifications';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  intro: { overflowWrap: 'anywhere' },
  secret: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  field: { flexGrow: 1, minWidth: 'min(100%, 240px)' },
  value: { fontFamily: tokens.fontFamilyMonospace },
});

export interface AlertWebhookSecretDialogProps {
  /** The webhook's address, to say whose secret this is. */
  readonly url: string;
  readonly secret: string;
  readonly onDone: () => void;
}

export default function AlertWebhookSecretDialog({ url, secret, onDone }: AlertWebhookSecretDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      notify({ intent: 'success', messageKey: 'alertWebhooks.copied' });
    } catch {
      // No clipboard (an insecure origin, a refused permission): the secret is selected for the keyboard's copy.
      input.current?.focus();
      input.current?.select();
      notify({ intent: 'warning', messageKey: 'alertWebhooks.copyFailed' });
    }
  };

  return (
    <Dialog open modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('alertWebhooks.secretTitle')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Body1 className={styles.intro}>{t('alertWebhooks.secretIntro', { url })}</Body1>
            <MessageBar intent="warning" layout="multiline">
              <MessageBarBody>{t('alertWebhooks.secretOnce')}</MessageBarBody>
            </MessageBar>
            <div className={styles.secret}>
              <Field className={styles.field} label={t('alertWebhooks.secretLabel')}>
                <Input
                  ref={input}
                  readOnly
                  value={secret}
                  input={{ className: styles.value, spellCheck: false }}
                  onFocus={(event) => event.currentTarget.select()}
                />
              </Field>
              <Button icon={<Copy20Regular />} aria-label={t('alertWebhooks.copySecret')} onClick={() => void copy()}>
                {t('alertWebhooks.copy')}
              </Button>
            </div>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onDone}>
              {t('alertWebhooks.secretSaved')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
