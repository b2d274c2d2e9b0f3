/**
 * The webhooks part of Customer › Alerts › Settings (issue 28 §4), under the rules and apart from their form: what a
 * webhook receives and how it is signed, the registered webhooks (each with Remove, asked first), the address to add
 * (checked by the domain's rules before it is sent; a refusal said under it, the text kept; no more than
 * MAX_ALERT_WEBHOOKS), the new webhook's secret shown once, and the delivery log.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  Body1,
  Button,
  Field,
  Input,
  makeStyles,
  mergeClasses,
  Spinner,
  Subtitle1,
  Subtitle2,
  tokens,
  useId,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { Add20Regular, ArrowClockwise20Regular, Delete20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  AlertWebhookPortToken,
  MAX_ALERT_WEBHOOKS,
  PortError,
  webhookUrlErrors,
  type AlertDeliveryRow,
  type AlertWebhook,
  type AlertWebhookPort,
  type ListPort,
} from '@tagtrail/domain';
import { ConfirmDialog } from '../forms/ConfirmDialog';
import { failureMessage } from '../forms/useRecordForm';
import { formatDateTime } from '../i18n/format';
import { isKnownMessage, translateMessage } from '../i18n/messages';
import { useList } from '../lists/useList';
import { useNotify } from '../notifications/notifications';
import { useLoad } from '../services/useLoad';
import { useService } from '../services/services';
import { AlertDeliveryLog } from './AlertDeliveryLog';

// Fluent's Dialog loads with the first secret to show, not with the settings (as ConfirmDialog's does).
const AlertWebhookSecretDialog = lazy(() => import('./AlertWebhookSecretDialog'));

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  // The webhooks read as the rules' form does: no wider than it; the log takes the page's width.
  narrow: { maxWidth: '640px' },
  heading: { margin: 0, marginBlockStart: tokens.spacingVerticalL },
  subheading: { margin: 0, marginBlockStart: tokens.spacingVerticalM },
  intro: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  frame: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '6px' },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  itemText: { flexGrow: 1, flexBasis: '220px', minWidth: 0, display: 'flex', flexDirection: 'column' },
  url: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase300, overflowWrap: 'anywhere' },
  added: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  muted: { color: tokens.colorNeutralForeground2 },
  failed: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  error: { color: tokens.colorPaletteRedForeground1 },
  add: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
  field: { alignSelf: 'stretch' },
});

/** The webhooks as shown: loaded, then changed here by adds and removes without loading them again. */
type Shown =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly webhooks: readonly AlertWebhook[] };

export function AlertWebhooksSection() {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const port = useService<AlertWebhookPort>(AlertWebhookPortToken);
  const headingId = useId('alert-webhooks');
  const hintId = useId('alert-webhook-hint');
  const restoreFocusTarget = useRestoreFocusTarget();

  const load = useLoad((signal) => port.webhooks(signal), [port]);
  /** The list after this screen's own changes; undefined until it makes one (and again after a Retry). */
  const [edited, setEdited] = useState<readonly AlertWebhook[]>();
  const shown: Shown =
    load.status === 'ready'
      ? { status: 'ready', webhooks: edited ?? load.value }
      : load.status === 'failed'
        ? { status: 'failed' }
        : { status: 'loading' };
  const webhooks = shown.status === 'ready' ? shown.webhooks : [];
  const atLimit = webhooks.length >= MAX_ALERT_WEBHOOKS;

  const [url, setUrl] = useState('');
  const [adding, setAdding] = useState(false);
  /** A refusal of the address, said under the field while the text is the one refused. */
  const [refusal, setRefusal] = useState<{ readonly url: string; readonly message: string }>();
  const [secret, setSecret] = useState<{ readonly url: string; readonly secret: string }>();
  const [removing, setRemoving] = useState<{ readonly webhook: AlertWebhook; readonly busy: boolean }>();
  /** Where focus goes once a removed webhook's button is gone, when the question's dialog has closed. */
  const frame = useRef<HTMLDivElement>(null);
  const [removals, setRemovals] = useState(0);
  useEffect(() => {
    if (removals > 0) frame.current?.focus({ preventScroll: true });
  }, [removals]);

  const logPort = useMemo<ListPort<AlertDeliveryRow>>(
    () => ({ list: (query, signal) => port.deliveries(query, signal) }),
    [port],
  );
  // Not the page's own list: its query stays out of the URL, where paging it would question the rules' unsaved changes.
  const log = useList<AlertDeliveryRow>(logPort, { inUrl: false });

  const retry = () => {
    setEdited(undefined);
    load.retry();
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (adding || atLimit) return;
    const typed = url;
    // The client's check is the development server's: a receiver on this machine is taken here, the server decides.
    const errors = webhookUrlErrors(typed.trim(), { allowLocalhost: true });
    if (errors[0] !== undefined) {
      setRefusal({ url: typed, message: translateMessage(t, errors[0].key, errors[0].params) });
      return;
    }
    setRefusal(undefined);
    setAdding(true);
    try {
      const added = await port.addWebhook(typed.trim());
      setEdited([...webhooks, added.webhook]);
      setUrl('');
      setSecret({ url: added.webhook.url, secret: added.secret });
    } catch (error) {
      const key = refusedKey(error);
      if (key !== undefined) setRefusal({ url: typed, message: translateMessage(t, key) });
      else notify({ intent: 'error', messageKey: failureMessage(error, 'alertWebhooks.addFailed') });
    } finally {
      setAdding(false);
    }
  };

  const remove = async () => {
    if (removing === undefined) return;
    const { webhook } = removing;
    setRemoving({ webhook, busy: true });
    try {
      await port.removeWebhook(webhook.id);
      setEdited(webhooks.filter((candidate) => candidate.id !== webhook.id));
      setRemoving(undefined);
      notify({ intent: 'success', messageKey: 'alertWebhooks.removed' });
      setRemovals((count) => count + 1);
      // Its deliveries left the log with it.
      log.reload();
    } catch (error) {
      setRemoving({ webhook, busy: false });
      notify({ intent: 'error', messageKey: failureMessage(error, 'alertWebhooks.removeFailed') });
    }
  };

  const fieldError = refusal !== undefined && refusal.url === url ? refusal.message : undefined;

  let registered: ReactNode;
  if (shown.status === 'loading') {
    registered = <Spinner size="small" label={t('app.loading')} labelPosition="after" />;
  } else if (shown.status === 'failed') {
    registered = (
      <div className={styles.failed} role="alert">
        <Body1 className={styles.error}>{t('alertWebhooks.loadFailed')}</Body1>
        <Button icon={<ArrowClockwise20Regular />} onClick={retry}>
          {t('list.retry')}
        </Button>
      </div>
    );
  } else if (webhooks.length === 0) {
    registered = <Body1 className={styles.muted}>{t('alertWebhooks.none')}</Body1>;
  } else {
    registered = (
      <ul className={styles.list}>
        {webhooks.map((webhook) => (
          <li key={webhook.id} className={styles.item}>
            <div className={styles.itemText}>
              <span className={styles.url}>{webhook.url}</span>
              <span className={styles.added}>
                {t('alertWebhooks.addedOn', { date: formatDateTime(webhook.createdAt) })}
              </span>
            </div>
            <Button
              icon={<Delete20Regular />}
              aria-label={t('alertWebhooks.removeWebhook', { url: webhook.url })}
              onClick={() => setRemoving({ webhook, busy: false })}
            >
              {t('alertWebhooks.remove')}
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={mergeClasses(styles.section, styles.narrow)}>
        <Subtitle1 as="h2" id={headingId} className={styles.heading}>
          {t('alertWebhooks.title')}
        </Subtitle1>
        <Body1 className={styles.intro}>{t('alertWebhooks.intro')}</Body1>
        <div ref={frame} tabIndex={-1} role="group" aria-label={t('alertWebhooks.registered')} className={styles.frame}>
          {registered}
        </div>
        {shown.status === 'ready' && (
          <form className={styles.add} noValidate onSubmit={(event) => void add(event)}>
            <Field
              className={styles.field}
              label={t('alertWebhooks.url')}
              hint={{
                id: hintId,
                children: atLimit
                  ? t('alertWebhooks.limitReached', { max: MAX_ALERT_WEBHOOKS })
                  : t('alertWebhooks.urlHint', { max: MAX_ALERT_WEBHOOKS }),
              }}
              validationMessage={fieldError}
            >
              <Input
                type="url"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                placeholder="https://"
                value={url}
                disabled={atLimit}
                readOnly={adding}
                onChange={(_event, data) => setUrl(data.value)}
              />
            </Field>
            <Button
              type="submit"
              appearance="primary"
              icon={adding ? <Spinner size="tiny" aria-label={t('app.working')} /> : <Add20Regular />}
              disabledFocusable={atLimit || adding}
              aria-describedby={atLimit ? hintId : undefined}
              {...restoreFocusTarget}
            >
              {t('alertWebhooks.add')}
            </Button>
          </form>
        )}
      </div>

      <Subtitle2 as="h3" className={styles.subheading}>
        {t('alertWebhooks.log')}
      </Subtitle2>
      <Body1 className={styles.intro}>{t('alertWebhooks.logIntro')}</Body1>
      <AlertDeliveryLog list={log} />

      <ConfirmDialog
        open={removing !== undefined}
        title={t('alertWebhooks.removeTitle')}
        message={t('alertWebhooks.removeMessage', { url: removing?.webhook.url ?? '' })}
        confirmLabel={t('alertWebhooks.remove')}
        cancelLabel={t('form.cancel')}
        busy={removing?.busy ?? false}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(undefined)}
      />
      {secret !== undefined && (
        <Suspense fallback={null}>
          <AlertWebhookSecretDialog url={secret.url} secret={secret.secret} onDone={() => setSecret(undefined)} />
        </Suspense>
      )}
    </section>
  );
}

/** The message key of a refusal to show under the address: a refused address, or a rule such as the limit. */
function refusedKey(error: unknown): string | undefined {
  if (!(error instanceof PortError)) return undefined;
  const onUrl = error.details?.find((detail) => detail.field === 'url')?.key;
  if (isKnownMessage(onUrl)) return onUrl;
  return error.status < 500 && isKnownMessage(error.messageKey) ? error.messageKey : undefined;
}
