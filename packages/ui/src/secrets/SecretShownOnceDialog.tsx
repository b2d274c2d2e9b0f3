/**
 * The one time a secret is seen — a new user's temporary password, an API key, a webhook's signing secret: the
 * server keeps only its hash or keeps it sealed and never answers it again, so the dialog says so, offers Copy, and
 * closes only through its button, so that a stray click or Escape cannot lose it. When the clipboard refuses (an
 * insecure origin, a denied permission) the secret is selected for the keyboard's copy.
 */
import { useRef, type ReactNode } from 'react';
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
import type { TextKey } from '../i18n/i18n';
import { useNotify } from '../notifications/notifications';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  intro: { overflowWrap: 'anywhere' },
  secret: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  field: { flexGrow: 1, minWidth: 'min(100%, 240px)' },
  value: { fontFamily: tokens.fontFamilyMonospace },
});

/** What the dialog says, translated by its caller. */
export interface SecretShownOnceTexts {
  readonly title: string;
  /** Whose secret this is. */
  readonly intro: string;
  /** That it will not be shown again. */
  readonly once: string;
  /** The secret's field. */
  readonly label: string;
  readonly copy: string;
  /** The Copy button's accessible name, when "Copy" alone would not say what it copies. */
  readonly copyName?: string;
  readonly done: string;
  /** Toasts, as message keys (the notifier translates them when shown). */
  readonly copiedKey: TextKey;
  readonly copyFailedKey: TextKey;
}

export interface SecretShownOnceDialogProps {
  readonly secret: string;
  readonly texts: SecretShownOnceTexts;
  readonly onDone: () => void;
  /** Open unless said otherwise (a dialog mounted only while it shows needs no flag). */
  readonly open?: boolean;
  /** What else the reader must know, under the secret (when it expires, what happens next). */
  readonly children?: ReactNode;
}

export function SecretShownOnceDialog({ secret, texts, onDone, open = true, children }: SecretShownOnceDialogProps) {
  const styles = useStyles();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      notify({ intent: 'success', messageKey: texts.copiedKey });
    } catch {
      input.current?.focus();
      input.current?.select();
      notify({ intent: 'warning', messageKey: texts.copyFailedKey });
    }
  };

  return (
    <Dialog open={open} modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogContent className={styles.content}>
            <Body1 className={styles.intro}>{texts.intro}</Body1>
            <MessageBar intent="warning" layout="multiline">
              <MessageBarBody>{texts.once}</MessageBarBody>
            </MessageBar>
            <div className={styles.secret}>
              <Field className={styles.field} label={texts.label}>
                <Input
                  ref={input}
                  readOnly
                  value={secret}
                  input={{ className: styles.value, spellCheck: false }}
                  onFocus={(event) => event.currentTarget.select()}
                />
              </Field>
              <Button icon={<Copy20Regular />} aria-label={texts.copyName} onClick={() => void copy()}>
                {texts.copy}
              </Button>
            </div>
            {children}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onDone}>
              {texts.done}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
