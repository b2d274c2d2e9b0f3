/**
 * Customer › API keys (issue 29 §5): the keys the customer's own systems read its readings with, as GS1 EPCIS 2.0
 * events from the query interface (whose address the page gives). Each key by its name, its first characters, when it
 * was made and last used, or when it was revoked; Revoke, asked first; a name to make a new one (checked by the
 * domain's rules before it is sent, a refusal said under it); the new key shown once, in a dialog with Copy.
 */
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  Badge,
  Body1,
  Button,
  Field,
  Input,
  makeStyles,
  Spinner,
  Subtitle1,
  tokens,
  useId,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { Add20Regular, ArrowClockwise20Regular, KeyReset20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  API_KEY_NAME_MAX,
  API_KEY_PREFIX,
  ApiKeyPortToken,
  apiKeyNameErrors,
  MAX_ACTIVE_API_KEYS,
  PortError,
  type ApiKey,
  type ApiKeyPort,
} from '@tagtrail/domain';
import { ConfirmDialog } from '../forms/ConfirmDialog';
import { failureMessage } from '../forms/useRecordForm';
import { formatDateTime } from '../i18n/format';
import { isKnownMessage, translateMessage } from '../i18n/messages';
import { useNotify } from '../notifications/notifications';
import { useLoad } from '../services/useLoad';
import { useService } from '../services/services';
import { Page } from '../shell/Page';
import { EPCIS_EVENTS_PATH } from './api-key.paths';

// Fluent's Dialog loads with the first key to show, not with the page (as ConfirmDialog's does).
const ApiKeySecretDialog = lazy(() => import('./ApiKeySecretDialog'));

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '720px' },
  intro: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  endpoint: { fontFamily: tokens.fontFamilyMonospace },
  heading: { margin: 0, marginBlockStart: tokens.spacingVerticalM },
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
  itemText: { flexGrow: 1, flexBasis: '260px', minWidth: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  start: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  dates: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  muted: { color: tokens.colorNeutralForeground2 },
  failed: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  error: { color: tokens.colorPaletteRedForeground1 },
  add: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
  field: { alignSelf: 'stretch' },
});

export function ApiKeysView() {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const port = useService<ApiKeyPort>(ApiKeyPortToken);
  const listId = useId('api-keys');
  const hintId = useId('api-key-hint');
  const restoreFocusTarget = useRestoreFocusTarget();

  const load = useLoad((signal) => port.keys(signal), [port]);
  /** The keys after this page's own changes; undefined until it makes one (and again after a Retry). */
  const [edited, setEdited] = useState<readonly ApiKey[]>();
  const keys = load.status === 'ready' ? (edited ?? load.value) : [];
  const atLimit = keys.filter((key) => key.revokedAt === null).length >= MAX_ACTIVE_API_KEYS;

  const [name, setName] = useState('');
  const [creating, setCreating] = useState(false);
  /** A refusal of the name, said under the field while the text is the one refused. */
  const [refusal, setRefusal] = useState<{ readonly name: string; readonly message: string }>();
  const [made, setMade] = useState<{ readonly name: string; readonly key: string }>();
  const [revoking, setRevoking] = useState<{ readonly key: ApiKey; readonly busy: boolean }>();
  /** Where focus goes once a revoked key's button is gone, when the question's dialog has closed. */
  const frame = useRef<HTMLDivElement>(null);
  const [revocations, setRevocations] = useState(0);
  useEffect(() => {
    if (revocations > 0) frame.current?.focus({ preventScroll: true });
  }, [revocations]);

  const endpoint = `${globalThis.location?.origin ?? ''}${EPCIS_EVENTS_PATH}`;

  const retry = () => {
    setEdited(undefined);
    load.retry();
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (creating || atLimit) return;
    const typed = name;
    const errors = apiKeyNameErrors(typed);
    if (errors[0] !== undefined) {
      setRefusal({ name: typed, message: translateMessage(t, errors[0].key, errors[0].params) });
      return;
    }
    setRefusal(undefined);
    setCreating(true);
    try {
      const created = await port.createKey(typed.trim());
      setEdited([created.apiKey, ...keys]);
      setName('');
      setMade({ name: created.apiKey.name, key: created.key });
    } catch (error) {
      const key = refusedKey(error);
      if (key !== undefined) setRefusal({ name: typed, message: translateMessage(t, key) });
      else notify({ intent: 'error', messageKey: failureMessage(error, 'apiKeys.createFailed') });
    } finally {
      setCreating(false);
    }
  };

  const revoke = async () => {
    if (revoking === undefined) return;
    const { key } = revoking;
    setRevoking({ key, busy: true });
    try {
      await port.revokeKey(key.id);
      const at = new Date().toISOString();
      setEdited(keys.map((candidate) => (candidate.id === key.id ? { ...candidate, revokedAt: at } : candidate)));
      setRevoking(undefined);
      notify({ intent: 'success', messageKey: 'apiKeys.revokedDone' });
      setRevocations((count) => count + 1);
    } catch (error) {
      setRevoking({ key, busy: false });
      notify({ intent: 'error', messageKey: failureMessage(error, 'apiKeys.revokeFailed') });
    }
  };

  const fieldError = refusal !== undefined && refusal.name === name ? refusal.message : undefined;

  let listed: ReactNode;
  if (load.status === 'failed') {
    listed = (
      <div className={styles.failed} role="alert">
        <Body1 className={styles.error}>{t('apiKeys.loadFailed')}</Body1>
        <Button icon={<ArrowClockwise20Regular />} onClick={retry}>
          {t('list.retry')}
        </Button>
      </div>
    );
  } else if (load.status !== 'ready') {
    listed = <Spinner size="small" label={t('app.loading')} labelPosition="after" />;
  } else if (keys.length === 0) {
    listed = <Body1 className={styles.muted}>{t('apiKeys.none')}</Body1>;
  } else {
    listed = (
      <ul className={styles.list}>
        {keys.map((key) => (
          <li key={key.id} className={styles.item}>
            <div className={styles.itemText}>
              <span className={styles.name}>{key.name}</span>
              <span className={styles.start}>
                {t('apiKeys.startsWith', { start: `${API_KEY_PREFIX}${key.hint}…` })}
              </span>
              <span className={styles.dates}>
                {[
                  t('apiKeys.createdOn', { date: formatDateTime(key.createdAt) }),
                  key.lastUsedAt === null
                    ? t('apiKeys.neverUsed')
                    : t('apiKeys.lastUsedOn', { date: formatDateTime(key.lastUsedAt) }),
                  ...(key.revokedAt === null ? [] : [t('apiKeys.revokedOn', { date: formatDateTime(key.revokedAt) })]),
                ].join(' · ')}
              </span>
            </div>
            {key.revokedAt === null ? (
              <Button
                icon={<KeyReset20Regular />}
                aria-label={t('apiKeys.revokeKey', { name: key.name })}
                onClick={() => setRevoking({ key, busy: false })}
              >
                {t('apiKeys.revoke')}
              </Button>
            ) : (
              <Badge appearance="outline" color="subtle">
                {t('apiKeys.revoked')}
              </Badge>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Page title={t('apiKeys.title')}>
      <div className={styles.content}>
        <Body1 className={styles.intro}>{t('apiKeys.intro', { url: endpoint })}</Body1>
        <Subtitle1 as="h2" id={listId} className={styles.heading}>
          {t('apiKeys.keys')}
        </Subtitle1>
        <div ref={frame} tabIndex={-1} role="group" aria-labelledby={listId} className={styles.frame}>
          {listed}
        </div>
        {load.status === 'ready' && (
          <form className={styles.add} noValidate onSubmit={(event) => void create(event)}>
            <Field
              className={styles.field}
              label={t('apiKeys.name')}
              hint={{
                id: hintId,
                children: atLimit ? t('apiKeys.limitReached', { max: MAX_ACTIVE_API_KEYS }) : t('apiKeys.nameHint'),
              }}
              validationMessage={fieldError}
            >
              <Input
                autoComplete="off"
                maxLength={API_KEY_NAME_MAX}
                value={name}
                disabled={atLimit}
                readOnly={creating}
                onChange={(_event, data) => setName(data.value)}
              />
            </Field>
            <Button
              type="submit"
              appearance="primary"
              icon={creating ? <Spinner size="tiny" aria-label={t('app.working')} /> : <Add20Regular />}
              disabledFocusable={atLimit || creating}
              aria-describedby={atLimit ? hintId : undefined}
              {...restoreFocusTarget}
            >
              {t('apiKeys.create')}
            </Button>
          </form>
        )}
      </div>

      <ConfirmDialog
        open={revoking !== undefined}
        title={t('apiKeys.revokeTitle')}
        message={t('apiKeys.revokeMessage', { name: revoking?.key.name ?? '' })}
        confirmLabel={t('apiKeys.revoke')}
        cancelLabel={t('form.cancel')}
        busy={revoking?.busy ?? false}
        onConfirm={() => void revoke()}
        onCancel={() => setRevoking(undefined)}
      />
      {made !== undefined && (
        <Suspense fallback={null}>
          <ApiKeySecretDialog name={made.name} apiKey={made.key} onDone={() => setMade(undefined)} />
        </Suspense>
      )}
    </Page>
  );
}

/** The message key of a refusal to show under the name: a refused name, or a rule such as the limit. */
function refusedKey(error: unknown): string | undefined {
  if (!(error instanceof PortError)) return undefined;
  const onName = error.details?.find((detail) => detail.field === 'name')?.key;
  if (isKnownMessage(onName)) return onName;
  return error.status < 500 && isKnownMessage(error.messageKey) ? error.messageKey : undefined;
}
