/**
 * Customer › Alerts (issue 28 §3): a tag's readings that broke a rule, one row per tag and rule — the rule with what it
 * means, the tag (to its readings), product, lot, the latest reading's country, first and last reading, how many, and
 * whether the alert is open or when it was acknowledged — with Acknowledge on the open ones. Open alerts by default;
 * the acknowledged ones or all of them on request (in the query string, as the list's own query). Each column the
 * port sorts by sorts on a click; every list's CSV export. An empty list says what is watched and links the settings.
 */
import { useMemo, useRef, useState } from 'react';
import { Badge, Body1, Button, Field, makeStyles, Radio, RadioGroup, Text, tokens } from '@fluentui/react-components';
import { Checkmark20Regular, Settings20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import {
  SuspicionAlertPortToken,
  type ListPort,
  type ListQuery,
  type SuspicionAlertPort,
  type SuspicionAlertQuery,
  type SuspicionAlertRow,
  type SuspicionAlertSituation,
} from '@tagtrail/domain';
import { customerTagPaths } from '../customer-tags/customer-tag.paths';
import { failureMessage } from '../forms/useRecordForm';
import { formatCountry, formatDateTime, formatNumber } from '../i18n/format';
import { DataList, type DataListColumn } from '../lists/DataList';
import { useList } from '../lists/useList';
import { AppLink, LinkButton } from '../navigation/links';
import { useNotify } from '../notifications/notifications';
import { useService } from '../services/services';
import { Page } from '../shell/Page';
import { suspicionAlertPaths } from './suspicion-alert.paths';

/** What the list shows: one situation, or every alert. */
export type ShownAlerts = SuspicionAlertSituation | 'all';
const SHOWN: readonly ShownAlerts[] = ['open', 'acknowledged', 'all'];
/** The query-string parameter that holds it; absent means the open alerts, what the customer has to look at. */
export const SHOWN_ALERTS_PARAMETER = 'situation';

export function shownAlertsOf(search: string): ShownAlerts {
  const value = new URLSearchParams(search).get(SHOWN_ALERTS_PARAMETER);
  return value === 'acknowledged' || value === 'all' ? value : 'open';
}

const useStyles = makeStyles({
  intro: { color: tokens.colorNeutralForeground2 },
  filter: { flexWrap: 'wrap' },
  ruleName: { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' },
  secondary: {
    display: 'block',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  tag: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  missing: { fontStyle: 'italic', color: tokens.colorNeutralForeground3 },
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
  frame: { ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' } },
});

export function SuspicionAlertListView() {
  const styles = useStyles();
  const { t } = useTranslation();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const shown = shownAlertsOf(search);

  const show = (next: ShownAlerts) => {
    const params = new URLSearchParams(search);
    if (next === 'open') params.delete(SHOWN_ALERTS_PARAMETER);
    else params.set(SHOWN_ALERTS_PARAMETER, next);
    // Another filter starts on its first page, as a new search does.
    params.set('page', '0');
    navigate(`${location}?${params.toString()}`, { replace: true });
  };

  return (
    <Page
      title={t('alerts.listTitle')}
      actions={
        <LinkButton to={suspicionAlertPaths.settings} appearance="subtle" icon={<Settings20Regular />}>
          {t('alerts.settings')}
        </LinkButton>
      }
    >
      <Body1 className={styles.intro}>{t('alerts.intro')}</Body1>
      <Field label={t('alerts.show')}>
        <RadioGroup
          className={styles.filter}
          layout="horizontal"
          value={shown}
          onChange={(_event, data) => show(data.value as ShownAlerts)}
        >
          {SHOWN.map((option) => (
            <Radio key={option} value={option} label={t(`alerts.situations.${option}`)} />
          ))}
        </RadioGroup>
      </Field>
      {/* A new filter is a new list: its own machine, reading the page from the query string again. */}
      <AlertList key={shown} shown={shown} />
    </Page>
  );
}

function AlertList({ shown }: { shown: ShownAlerts }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const port = useService<SuspicionAlertPort>(SuspicionAlertPortToken);
  const listPort = useMemo<ListPort<SuspicionAlertRow>>(() => {
    const situation = shown === 'all' ? undefined : shown;
    const filtered = (query: ListQuery): SuspicionAlertQuery =>
      situation === undefined ? query : { ...query, situation };
    const { allRows } = port;
    return {
      list: (query, signal) => port.list(filtered(query), signal),
      // The export streams the filtered list when the port can, as every list's does.
      ...(allRows === undefined ? {} : { allRows: (query, signal) => allRows.call(port, filtered(query), signal) }),
    };
  }, [port, shown]);
  const list = useList<SuspicionAlertRow>(listPort);
  /** The alerts being acknowledged: their buttons wait. */
  const [acknowledging, setAcknowledging] = useState<ReadonlySet<number>>(new Set());
  /** Where focus goes once an acknowledged alert's button is gone. */
  const frame = useRef<HTMLDivElement>(null);

  const columns = useMemo<DataListColumn<SuspicionAlertRow>[]>(() => {
    const language = i18n.language;
    const ruleName = (alert: SuspicionAlertRow) => t(`alertRules.${alert.rule}.name`);
    const country = (alert: SuspicionAlertRow) =>
      alert.country === null ? t('alerts.noPlace') : formatCountry(alert.country, language);
    const state = (alert: SuspicionAlertRow) =>
      alert.acknowledgedAt === null
        ? t('alerts.open')
        : t('alerts.acknowledgedOn', { date: formatDateTime(alert.acknowledgedAt) });
    const missing = (text: string) => <span className={styles.missing}>{text}</span>;
    return [
      {
        id: 'rule',
        header: t('alerts.rule'),
        text: ruleName,
        render: (alert) => {
          const explanation = t(`alertRules.${alert.rule}.explanation`);
          return (
            <>
              <span className={styles.ruleName}>{ruleName(alert)}</span>
              <span className={styles.secondary} title={explanation}>
                {explanation}
              </span>
            </>
          );
        },
        minWidth: 170,
        priority: 1,
        sort: 'rule',
      },
      {
        id: 'tag',
        header: t('alerts.tag'),
        text: (alert) => alert.tagId,
        render: (alert) => (
          <AppLink
            to={customerTagPaths.readings(alert.tagRowId)}
            className={styles.tag}
            aria-label={t('alerts.tagReadings', { tag: alert.tagId })}
            title={t('alerts.tagReadings', { tag: alert.tagId })}
          >
            {alert.tagId}
          </AppLink>
        ),
        minWidth: 130,
        priority: 3,
        sort: 'tagId',
      },
      {
        id: 'product',
        header: t('alerts.product'),
        text: (alert) => alert.productName ?? t('alerts.noProduct'),
        render: (alert) => alert.productName ?? missing(t('alerts.noProduct')),
        minWidth: 150,
        priority: 3,
        sort: 'productName',
      },
      {
        id: 'lot',
        header: t('alerts.lot'),
        text: (alert) => alert.lotNumber ?? t('alerts.noLot'),
        render: (alert) => alert.lotNumber ?? missing(t('alerts.noLot')),
        minWidth: 110,
        priority: 5,
        sort: 'lotNumber',
      },
      {
        id: 'country',
        header: t('alerts.country'),
        text: country,
        render: (alert) => (alert.country === null ? missing(country(alert)) : country(alert)),
        minWidth: 110,
        priority: 4,
        sort: 'country',
      },
      {
        id: 'firstReadAt',
        header: t('alerts.firstReadAt'),
        text: (alert) => formatDateTime(alert.firstReadAt),
        width: '9rem',
        minWidth: 130,
        priority: 5,
        sort: 'firstReadAt',
      },
      {
        id: 'lastReadAt',
        header: t('alerts.lastReadAt'),
        text: (alert) => formatDateTime(alert.lastReadAt),
        width: '9rem',
        minWidth: 130,
        priority: 2,
        sort: 'lastReadAt',
      },
      {
        id: 'readingCount',
        header: t('alerts.readingCount'),
        text: (alert) => formatNumber(alert.readingCount, language),
        width: '6rem',
        minWidth: 80,
        priority: 4,
        sort: 'readingCount',
      },
      {
        id: 'state',
        header: t('alerts.state'),
        text: state,
        render: (alert) =>
          alert.acknowledgedAt === null ? (
            <Badge shape="rounded" color="danger" appearance="tint">
              {t('alerts.open')}
            </Badge>
          ) : (
            <>
              <Badge shape="rounded" color="success" appearance="tint">
                {t('alerts.acknowledgedState')}
              </Badge>
              <span className={styles.secondary}>{formatDateTime(alert.acknowledgedAt)}</span>
            </>
          ),
        width: '10rem',
        minWidth: 130,
        priority: 2,
      },
    ];
  }, [t, i18n.language, styles]);

  const acknowledge = async (alert: SuspicionAlertRow) => {
    setAcknowledging((ids) => new Set(ids).add(alert.id));
    try {
      await port.acknowledge(alert.id);
      notify({ intent: 'success', messageKey: 'alerts.acknowledged' });
      // Its button goes with the reload: focus stays in the list rather than falling to the page's start.
      frame.current?.focus({ preventScroll: true });
      list.reload();
    } catch (error) {
      notify({ intent: 'error', messageKey: failureMessage(error, 'alerts.acknowledgeFailed') });
    } finally {
      setAcknowledging((ids) => {
        const left = new Set(ids);
        left.delete(alert.id);
        return left;
      });
    }
  };

  const empty =
    list.query.searchText.trim() === '' ? (
      <div className={styles.empty}>
        <Text weight="semibold" size={400}>
          {t(`alerts.empty.${shown}`)}
        </Text>
        <Body1 className={styles.emptyText}>{t('alerts.watched')}</Body1>
        <AppLink to={suspicionAlertPaths.settings}>{t('alerts.watchedLink')}</AppLink>
      </div>
    ) : undefined;

  return (
    <div ref={frame} tabIndex={-1} className={styles.frame}>
      <DataList
        label={t('alerts.listTitle')}
        list={list}
        columns={columns}
        rowKey={(alert) => alert.id}
        empty={empty}
        actionsWidth="10rem"
        rowActions={
          shown === 'acknowledged'
            ? undefined
            : (alert) =>
                alert.acknowledgedAt === null && (
                  <Button
                    size="small"
                    icon={<Checkmark20Regular />}
                    disabled={acknowledging.has(alert.id)}
                    aria-label={t('alerts.acknowledgeAlert', {
                      rule: t(`alertRules.${alert.rule}.name`),
                      tag: alert.tagId,
                    })}
                    onClick={() => void acknowledge(alert)}
                  >
                    {t('alerts.acknowledge')}
                  </Button>
                )
        }
      />
    </div>
  );
}
