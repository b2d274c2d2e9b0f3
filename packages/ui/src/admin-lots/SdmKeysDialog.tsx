/**
 * The one time a secure lot's generated keys are seen (issue 27 §3): the server hands them out once
 * (`AdminLotPort.revealSdmKeys`), so this dialog asks for them once, says they will not be shown again and must be
 * stored in the encoding station, and only then leads to the lot's page. Like the temporary password's dialog it
 * closes only through its button, so a stray click or Escape cannot lose the keys.
 */
import { useEffect, useRef, useState } from 'react';
import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { PortError, SDM_KEYS_ALREADY_SHOWN, type SecureLotKeys } from '@tagtrail/domain';
import { CopyField } from './CopyField';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  strong: { fontWeight: tokens.fontWeightSemibold },
});

type Reveal =
  | { readonly status: 'loading' }
  | { readonly status: 'shown'; readonly keys: SecureLotKeys }
  | { readonly status: 'alreadyShown' }
  | { readonly status: 'failed' };

export interface SdmKeysDialogProps {
  /** The new lot's order number, as the dialog names it. */
  readonly number: string;
  /** Asks the server for the keys: called once per attempt (once, unless the admin retries after a failure). */
  readonly reveal: () => Promise<SecureLotKeys>;
  /** To the lot's page. */
  readonly onDone: () => void;
}

export function SdmKeysDialog({ number, reveal, onDone }: SdmKeysDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [state, setState] = useState<Reveal>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  /** The attempts already sent: React may run an effect twice (StrictMode), the server answers only once. */
  const asked = useRef(new Set<number>());

  useEffect(() => {
    if (asked.current.has(attempt)) return;
    asked.current.add(attempt);
    reveal().then(
      (keys) => setState({ status: 'shown', keys }),
      (error: unknown) =>
        setState({
          status: error instanceof PortError && error.messageKey === SDM_KEYS_ALREADY_SHOWN ? 'alreadyShown' : 'failed',
        }),
    );
  }, [attempt, reveal]);

  return (
    <Dialog open modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('secureLot.keysTitle')}</DialogTitle>
          <DialogContent className={styles.content}>
            {state.status === 'loading' && <Spinner size="small" label={t('secureLot.keysLoading')} />}
            {state.status === 'shown' && (
              <>
                <Body1>{t('secureLot.keysIntro', { number, mode: state.keys.mode })}</Body1>
                <CopyField label={t('secureLot.metaReadKey')} value={state.keys.metaReadKey} />
                <CopyField label={t('secureLot.masterKey')} value={state.keys.masterKey} />
                <Body1 className={styles.strong}>{t('secureLot.keysOnce')}</Body1>
              </>
            )}
            {state.status === 'alreadyShown' && <Body1 role="alert">{t(`messages.${SDM_KEYS_ALREADY_SHOWN}`)}</Body1>}
            {state.status === 'failed' && <Body1 role="alert">{t('secureLot.keysFailed')}</Body1>}
          </DialogContent>
          <DialogActions>
            {state.status === 'failed' && (
              <Button
                onClick={() => {
                  setState({ status: 'loading' });
                  setAttempt((n) => n + 1);
                }}
              >
                {t('secureLot.retry')}
              </Button>
            )}
            <Button appearance="primary" disabled={state.status === 'loading'} onClick={onDone}>
              {t('secureLot.toLot')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
