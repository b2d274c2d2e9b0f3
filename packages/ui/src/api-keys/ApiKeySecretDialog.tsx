/**
 * The one time a new API key is seen (issue 29 §5): the server keeps only its hash and never answers it again, so this
 * dialog says so, offers Copy, and closes only through its button — a stray click or Escape cannot lose the key.
 * Loaded when the first key is made (ApiKeysView), as the webhooks' secret dialog is (AlertWebhookSecretDialog).
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
  key: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  field: { flexGrow: 1, minWidth: 'min(100%, 240px)' },
  value: { fontFamily: tokens.fontFamilyMonospace },
});

export interface ApiKeySecretDialogProps {
  /** The key's name, to say which key this is. */
  readonly name: string;
  readonly apiKey: string;
  readonly onDone: () => void;
}

export default function ApiKeySecretDialog({ name, apiKey, onDone }: ApiKeySecretDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey);
      notify({ intent: 'success', messageKey: 'apiKeys.copied' });
    } catch {
      // No clipboard (an insecure origin, a refused permission): the key is selected for the keyboard's copy.
      input.current?.focus();
      input.current?.select();
      notify({ intent: 'warning', messageKey: 'apiKeys.copyFailed' });
    }
  };

  return (
    <Dialog open modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('apiKeys.keyTitle')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Body1 className={styles.intro}>{t('apiKeys.keyIntro', { name })}</Body1>
            <MessageBar intent="warning" layout="multiline">
              <MessageBarBody>{t('apiKeys.keyOnce')}</MessageBarBody>
            </MessageBar>
            <div className={styles.key}>
              <Field className={styles.field} label={t('apiKeys.keyLabel')}>
                <Input
                  ref={input}
                  readOnly
                  value={apiKey}
                  input={{ className: styles.value, spellCheck: false }}
                  onFocus={(event) => event.currentTarget.select()}
                />
              </Field>
              <Button icon={<Copy20Regular />} aria-label={t('apiKeys.copyKey')} onClick={() => void copy()}>
                {t('apiKeys.copy')}
              </Button>
            </div>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onDone}>
              {t('apiKeys.keySaved')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
