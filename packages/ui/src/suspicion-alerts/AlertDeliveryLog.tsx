/**
 * The webhooks' delivery log on the Alerts settings screen (issue 28 §4): each alert sent to each webhook, the newest
 * first — when, to which webhook, the alert's tag and rule, its state with the attempts made and when a pending one
 * is tried next, and how the last attempt went (the receiver's status, or why there was none, in words). The list every screen
 * shares: search, sorting, pages, export, 'Error loading data' with Retry, and the columns that do not fit a phone
 * shown under each row's first cell.
 */
import { useMemo } from 'react';
import { Badge, Body1, makeStyles, Text, tokens, type BadgeProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { AlertDeliveryRow, AlertDeliveryState } from '@tagtrail/domain';
import { formatDateTime, formatNumber } from '../i18n/format';
import { DataList, type DataListColumn } from '../lists/DataList';
import type { ListController } from '../lists/useList';

const BADGE_COLOURS: Readonly<Record<AlertDeliveryState, BadgeProps['color']>> = {
  pending: 'warning',
  delivered: 'success',
  failed: 'danger',
};

const useStyles = makeStyles({
  secondary: {
    display: 'block',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  tag: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  // A sentence: whole, over as many lines as it takes, rather than cut.
  sentence: { whiteSpace: 'normal' },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalXL,
    paddingInline: tokens.spacingHorizontalM,
    textAlign: 'center',
    whiteSpace: 'normal',
  },
  emptyText: { maxWidth: '56ch', color: tokens.colorNeutralForeground2 },
});

export function AlertDeliveryLog({ list }: { readonly list: ListController<AlertDeliveryRow> }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();

  const columns = useMemo<DataListColumn<AlertDeliveryRow>[]>(() => {
    const language = i18n.language;
    const stateName = (row: AlertDeliveryRow) => t(`alertWebhooks.states.${row.state}`);
    /** Under the state: when it was delivered or is tried next, and the attempts made (none yet says nothing). */
    const stateDetails = (row: AlertDeliveryRow): string[] => [
      ...(row.state === 'delivered' && row.deliveredAt !== null ? [formatDateTime(row.deliveredAt)] : []),
      ...(row.state === 'pending' && row.nextAttemptAt !== null
        ? [t('alertWebhooks.nextTry', { date: formatDateTime(row.nextAttemptAt) })]
        : []),
      ...(row.attempts > 0 ? [t('alertWebhooks.attemptCount', { count: row.attempts })] : []),
    ];
    const lastAnswer = (row: AlertDeliveryRow) => {
      const status = formatNumber(row.lastStatus, language);
      if (row.lastFailure !== null) return t(`alertWebhooks.failures.${row.lastFailure}`, { status });
      return row.lastStatus === null ? t('alertWebhooks.notTried') : t('alertWebhooks.answered', { status });
    };
    return [
      {
        id: 'createdAt',
        header: t('alertWebhooks.when'),
        text: (row) => formatDateTime(row.createdAt),
        width: '9rem',
        minWidth: 130,
        priority: 1,
        sort: 'createdAt',
      },
      {
        id: 'webhookUrl',
        header: t('alertWebhooks.webhook'),
        text: (row) => row.webhookUrl,
        minWidth: 180,
        priority: 4,
        sort: 'webhookUrl',
      },
      {
        id: 'tagId',
        header: t('alerts.tag'),
        text: (row) => row.tagId,
        render: (row) => <span className={styles.tag}>{row.tagId}</span>,
        minWidth: 130,
        priority: 4,
        sort: 'tagId',
      },
      {
        id: 'rule',
        header: t('alerts.rule'),
        text: (row) => t(`alertRules.${row.rule}.name`),
        minWidth: 140,
        priority: 4,
        sort: 'rule',
      },
      {
        id: 'state',
        header: t('alerts.state'),
        text: (row) => [stateName(row), ...stateDetails(row)].join(' · '),
        render: (row) => (
          <>
            <Badge shape="rounded" appearance="tint" color={BADGE_COLOURS[row.state]}>
              {stateName(row)}
            </Badge>
            {stateDetails(row).map((detail) => (
              <span key={detail} className={styles.secondary}>
                {detail}
              </span>
            ))}
          </>
        ),
        // Wide enough for 'Next try <date>' whole; on a phone it goes under the time, where it has the row's width.
        width: '13rem',
        minWidth: 200,
        priority: 2,
        sort: 'state',
      },
      {
        id: 'lastAnswer',
        header: t('alertWebhooks.lastAnswer'),
        text: lastAnswer,
        render: (row) => <span className={styles.sentence}>{lastAnswer(row)}</span>,
        minWidth: 170,
        priority: 3,
      },
    ];
  }, [t, i18n.language, styles]);

  const empty =
    list.query.searchText.trim() === '' ? (
      <div className={styles.empty}>
        <Text weight="semibold" size={400}>
          {t('alertWebhooks.emptyLog')}
        </Text>
        <Body1 className={styles.emptyText}>{t('alertWebhooks.emptyLogHint')}</Body1>
      </div>
    ) : undefined;

  return (
    <DataList label={t('alertWebhooks.log')} list={list} columns={columns} rowKey={(row) => row.id} empty={empty} />
  );
}
