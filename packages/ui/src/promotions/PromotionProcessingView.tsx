/**
 * Customer › Promotion › Process (spec B §2 "/promocao/{id}/processar", §4, §8; issue 13 §3): the possible winners
 * (the entries the readings that match the promotion's filter in its period make), with how they were counted and
 * what the entry rule kept out (issue 24 §3), Process — disabled at 0 with the notice
 * NO_READING_SELECTED — and then each step as the domain's processing machine learns it by polling the status every
 * second: 2 selecting awards, 3 scheduling notifications, 4 done. Once processed, the paged winners list (device,
 * owner, who withdrew and when) and Reprocess, which resends the notifications (4 → 3 → 4) without drawing again.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import {
  Body1,
  Button,
  Caption1,
  makeStyles,
  MessageBar,
  MessageBarBody,
  mergeClasses,
  Spinner,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowLeft20Regular,
  ArrowRepeatAll20Regular,
  CheckmarkCircle20Filled,
  Circle20Regular,
  Edit20Regular,
  Play20Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  canStartProcessing,
  ENTRY_RULE_KEYS,
  PROMOTION_STATUS,
  promotionPermissions,
  promotionProcessingActors,
  promotionProcessingMachine,
  PromotionPortToken,
  processingNotice,
  readingFilterFor,
  type ListQuery,
  type Promotion,
  type PromotionPort,
  type PromotionStatus,
  type PromotionWinner,
} from '@tagtrail/domain';
import { FormLoadState } from '../forms/FormLoadState';
import { formatDate, formatDateTime, formatNumber } from '../i18n/format';
import { translateMessage, type TextKey } from '../i18n/i18n';
import { DataList, type DataListColumn } from '../lists/DataList';
import { useList } from '../lists/useList';
import { LinkButton } from '../navigation/navigation';
import { useNotify } from '../notifications/notifications';
import { useService } from '../services/services';
import { useLoad } from '../services/useLoad';
import { Page } from '../shell/Page';
import { DrawRecordPanel } from './DrawRecordPanel';
import { promotionPaths } from './promotion.paths';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  figures: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))',
    margin: 0,
  },
  figure: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0 },
  figureValue: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: 600, margin: 0 },
  hint: { margin: 0 },
  entryCounts: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0 },
  entryCount: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXS },
  entryTerm: { fontWeight: tokens.fontWeightSemibold, '::after': { content: '":"' } },
  entryValue: { margin: 0 },
  keptOut: {
    display: 'inline',
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    '& > li': { display: 'inline' },
    '& > li + li::before': { content: '" · "' },
  },
  muted: { color: tokens.colorNeutralForeground2 },
  steps: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    // A phone reads the steps one under the other.
    '@media (max-width: 600px)': { flexDirection: 'column' },
  },
  step: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
  },
  stepCurrent: { color: tokens.colorNeutralForeground1, fontWeight: 600 },
  stepDone: { color: tokens.colorPaletteGreenForeground1 },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  winners: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export function PromotionProcessingView({ id }: { id: number }) {
  const { t } = useTranslation();
  const port = useService<PromotionPort>(PromotionPortToken);
  const promotion = useLoad((signal) => port.get(id, signal), [port, id], {
    // spec B §8: a promotion's load error is only logged; the page offers Retry.
    onError: (error) => console.error(error),
  });

  if (promotion.status !== 'ready') {
    return (
      <FormLoadState
        title={t('promotions.listTitle')}
        failed={promotion.status === 'failed'}
        backTo={promotionPaths.list}
        onRetry={promotion.retry}
      />
    );
  }
  return <Processing promotion={promotion.value} port={port} />;
}

/** The steps of spec B §4, in order, by the status that means each is under way. */
const STEPS: readonly { status: PromotionStatus; label: TextKey }[] = [
  { status: PROMOTION_STATUS.notProcessed, label: 'promotions.stepNotProcessed' },
  { status: PROMOTION_STATUS.selectingAwards, label: 'promotions.stepSelectingAwards' },
  { status: PROMOTION_STATUS.schedulingNotifications, label: 'promotions.stepSchedulingNotifications' },
  { status: PROMOTION_STATUS.processed, label: 'promotions.stepDone' },
];

function Processing({ promotion, port }: { promotion: Promotion; port: PromotionPort }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const machine = useMemo(
    () =>
      promotionProcessingMachine.provide({
        actors: promotionProcessingActors(port),
        // spec B §8: status polling errors are only logged.
        actions: { logError: (_, params) => console.error(`promotion processing: ${params.step}`, params.error) },
      }),
    [port],
  );
  const [snapshot, send, actor] = useMachine(machine, {
    input: { promotionId: promotion.id, filter: readingFilterFor(promotion) },
  });

  useEffect(() => {
    const subscription = actor.on('notify', ({ key }) =>
      notify({ intent: 'error', messageKey: `messages.${key}` as TextKey }),
    );
    return () => subscription.unsubscribe();
  }, [actor, notify]);

  const { possibleWinners, status } = snapshot.context;
  const loadingWinners = snapshot.matches('loadingPossibleWinners');
  const starting = snapshot.matches('startingProcess') || snapshot.matches('startingReprocess');
  const polling = snapshot.matches('selectingAwards') || snapshot.matches('schedulingNotifications');
  const knownStatus = status ?? undefined;
  const processed = snapshot.matches('processed') || snapshot.matches('startingReprocess');
  const notice = snapshot.matches('notProcessed') ? processingNotice(possibleWinners) : [];
  const allowed = promotionPermissions(knownStatus);

  const stepLabel = useCallback((label: TextKey) => t(label), [t]);
  const liveText =
    knownStatus === undefined
      ? t('promotions.loadingStatus')
      : starting
        ? t('promotions.starting')
        : polling
          ? `${stepLabel(STEPS[knownStatus - 1]!.label)}. ${t('promotions.working')}`
          : processed
            ? t('promotions.done')
            : t('promotions.statuses.PROMOTION_STATUS_NOT_PROCESSED');

  return (
    <Page title={t('promotions.processingTitle', { description: promotion.description })}>
      <div className={styles.page}>
        <section className={styles.panel} aria-labelledby="promotion-figures">
          <Subtitle2 as="h2" id="promotion-figures">
            {t('promotions.summary')}
          </Subtitle2>
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt>
                <Caption1 className={styles.muted}>{t('promotions.possibleWinners')}</Caption1>
              </dt>
              <dd className={styles.figureValue} aria-busy={loadingWinners}>
                {loadingWinners ? (
                  <Spinner size="tiny" aria-label={t('list.loading')} />
                ) : possibleWinners === null ? (
                  t('promotions.possibleWinnersUnknown')
                ) : (
                  formatNumber(possibleWinners, i18n.language)
                )}
              </dd>
              <dd className={styles.hint}>
                <Caption1 className={styles.muted}>{t('promotions.possibleWinnersHint')}</Caption1>
              </dd>
            </div>
            <div className={styles.figure}>
              <dt>
                <Caption1 className={styles.muted}>{t('promotions.winnersWanted')}</Caption1>
              </dt>
              <dd className={styles.figureValue}>{formatNumber(promotion.winnersCount, i18n.language)}</dd>
              <dd className={styles.hint}>
                <Caption1 className={styles.muted}>
                  {`${formatDate(promotion.startDate)} – ${formatDate(promotion.endDate)}`}
                </Caption1>
              </dd>
            </div>
          </dl>
          <EntryCounts promotion={promotion} port={port} />

          <Subtitle2 as="h2" id="promotion-steps">
            {t('promotions.steps')}
          </Subtitle2>
          <ol className={styles.steps} aria-labelledby="promotion-steps">
            {STEPS.map((step) => {
              const current = knownStatus === step.status;
              const finished = knownStatus !== undefined && step.status < knownStatus;
              const label = stepLabel(step.label);
              return (
                <li
                  key={step.status}
                  className={mergeClasses(
                    styles.step,
                    current && styles.stepCurrent,
                    (finished || (current && step.status === PROMOTION_STATUS.processed)) && styles.stepDone,
                  )}
                  aria-current={current ? 'step' : undefined}
                >
                  {current && polling ? (
                    <Spinner size="extra-tiny" aria-hidden />
                  ) : finished || (current && step.status === PROMOTION_STATUS.processed) ? (
                    <CheckmarkCircle20Filled aria-hidden />
                  ) : (
                    <Circle20Regular aria-hidden />
                  )}
                  <span>
                    {current
                      ? t('promotions.stepCurrent', { step: label })
                      : finished
                        ? t('promotions.stepFinished', { step: label })
                        : label}
                  </span>
                </li>
              );
            })}
          </ol>
          <Body1 role="status" aria-live="polite">
            {liveText}
          </Body1>

          {notice.map((error) => (
            <MessageBar key={error.key} intent="warning" layout="multiline">
              <MessageBarBody>{translateMessage(t, error.key, error.params)}</MessageBarBody>
            </MessageBar>
          ))}

          <div className={styles.actions}>
            {!processed && (
              <Button
                appearance="primary"
                icon={snapshot.matches('startingProcess') ? <Spinner size="tiny" /> : <Play20Regular />}
                disabled={
                  !snapshot.matches('notProcessed') ||
                  !canStartProcessing(knownStatus ?? PROMOTION_STATUS.notProcessed, possibleWinners)
                }
                onClick={() => send({ type: 'PROCESS' })}
              >
                {t('promotions.processButton')}
              </Button>
            )}
            {processed && (
              <Button
                appearance="primary"
                icon={snapshot.matches('startingReprocess') ? <Spinner size="tiny" /> : <ArrowRepeatAll20Regular />}
                disabled={!snapshot.matches('processed')}
                onClick={() => send({ type: 'REPROCESS' })}
              >
                {t('promotions.reprocessButton')}
              </Button>
            )}
            {allowed.showEdit && knownStatus === PROMOTION_STATUS.notProcessed && (
              <LinkButton to={promotionPaths.edit(promotion.id)} icon={<Edit20Regular />}>
                {t('promotions.editButton')}
              </LinkButton>
            )}
            <LinkButton to={promotionPaths.list} appearance="subtle" icon={<ArrowLeft20Regular />}>
              {t('promotions.backToList')}
            </LinkButton>
          </div>
          {processed && <Caption1 className={styles.muted}>{t('promotions.reprocessHint')}</Caption1>}
        </section>

        {snapshot.matches('processed') && <WinnersList promotionId={promotion.id} port={port} />}
        {knownStatus !== undefined && (
          // Read again as the status moves: the commitment from the save on (issue 24 §4), the seed and lists once
          // drawn.
          <DrawRecordPanel key={knownStatus} promotionId={promotion.id} port={port} />
        )}
      </div>
    </Page>
  );
}

/**
 * The entries and how they were counted, and what the entry rule kept out when anything was (issue 24 §3). Loaded with
 * the possible winners; a failure is only logged and shows nothing, as the page works without it.
 */
function EntryCounts({ promotion, port }: { promotion: Promotion; port: PromotionPort }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const load = useLoad((signal) => port.entryCounts(promotion.id, signal), [port, promotion.id], {
    onError: (error) => console.error('promotion entry counts', error),
  });

  if (load.status === 'failed') return null;
  const number = (value: number) => formatNumber(value, i18n.language);
  const rule = ENTRY_RULE_KEYS[promotion.entryRule] as 'ENTRY_RULE_PER_TAG';
  const counts = load.status === 'ready' ? load.value : undefined;
  const keptOut = counts
    ? [
        { count: counts.blockedDevices, key: 'promotions.keptOutBlocked' as const },
        { count: counts.laterReaders, key: 'promotions.keptOutLaterReaders' as const },
        { count: counts.readingsWithoutDevice, key: 'promotions.keptOutWithoutDevice' as const },
      ].filter((item) => item.count > 0)
    : [];
  return (
    <dl className={styles.entryCounts}>
      <div className={styles.entryCount}>
        <dt className={styles.entryTerm}>{t('promotions.entryCount')}</dt>
        <dd className={styles.entryValue} aria-busy={counts === undefined}>
          {counts === undefined ? (
            <Spinner size="extra-tiny" aria-label={t('list.loading')} />
          ) : (
            t('promotions.entryCountValue', {
              number: number(counts.entries),
              rule: t(`promotions.entryRulesShort.${rule}`),
            })
          )}
        </dd>
      </div>
      {keptOut.length > 0 && (
        <div className={styles.entryCount}>
          <dt className={styles.entryTerm}>{t('promotions.keptOut')}</dt>
          <dd className={styles.entryValue}>
            <ul className={styles.keptOut}>
              {keptOut.map((item) => (
                <li key={item.key}>{t(item.key, { count: item.count, number: number(item.count) })}</li>
              ))}
            </ul>
          </dd>
        </div>
      )}
    </dl>
  );
}

function WinnersList({ promotionId, port }: { promotionId: number; port: PromotionPort }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const winners = useMemo(
    () => ({ list: (query: ListQuery, signal?: AbortSignal) => port.winners(promotionId, query, signal) }),
    [port, promotionId],
  );
  const list = useList<PromotionWinner>(winners);
  const columns = useMemo<DataListColumn<PromotionWinner>[]>(
    () => [
      {
        id: 'device',
        header: t('promotions.device'),
        text: (row) => row.deviceId,
        minWidth: 160,
        priority: 1,
        sort: 'deviceId',
      },
      {
        id: 'owner',
        header: t('promotions.owner'),
        text: (row) => row.deviceOwner ?? t('promotions.noOwner'),
        minWidth: 120,
        priority: 2,
        sort: 'deviceOwner',
      },
      {
        id: 'withdrawerName',
        header: t('promotions.withdrawerName'),
        text: (row) => row.withdrawerName ?? t('promotions.notWithdrawn'),
        minWidth: 120,
        priority: 3,
        sort: 'withdrawerName',
      },
      {
        id: 'withdrawnAt',
        header: t('promotions.withdrawnAt'),
        text: (row) => (row.withdrawnAt === null ? '' : formatDateTime(row.withdrawnAt)),
        width: '10rem',
        minWidth: 120,
        priority: 4,
        sort: 'withdrawnAt',
      },
    ],
    [t],
  );
  return (
    <section className={styles.winners} aria-labelledby="promotion-winners">
      <Subtitle2 as="h2" id="promotion-winners">
        {t('promotions.winnersTitle')}
      </Subtitle2>
      <DataList label={t('promotions.winnersTitle')} list={list} columns={columns} rowKey={(row) => row.deviceId} />
    </section>
  );
}
