/**
 * Customer › Dashboard (spec B §2 "'' and /dashboard", §3 "Dashboard response", §9; issue 14 §1, §3): five cards
 * (promotions not processed, locked devices, tags read in the last 15 minutes, the possible copies of the last
 * 7 days, issue 27 §5, which leads to the reading map showing them, and the suspicious readings of the last 7 days,
 * issue 28 §3, which leads to the Alerts list), the readings-by-product
 * donut (the top products and, when positive, the remainder up to 100 as 'other products'), the readings-by-OS bars,
 * the top countries with percentage bars (named in the user's language), and the world map with the latest 500
 * readings. The charts and the map load only with this page. Each chart has a text alternative a screen reader reads
 * (a table, or the map's description), and each part fails on its own: a chart or map that cannot be shown says so
 * in its place while the rest stays. The figures refresh every 30 s while the tab is visible (useDashboard).
 */
import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useId,
  useMemo,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import {
  Body1,
  Button,
  Caption1,
  Card,
  makeStyles,
  mergeClasses,
  Skeleton,
  SkeletonItem,
  Spinner,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowClockwise20Regular,
  ErrorCircle20Regular,
  Gift24Regular,
  LockClosed24Regular,
  ShieldError24Regular,
  TagMultiple24Regular,
  Warning24Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  DashboardPortToken,
  localDateOf,
  POSSIBLE_COPIES_DAYS,
  recentPossibleCopiesSearch,
  type ChartBar,
  type ChartSlice,
  type CountryShare,
  type DashboardPort,
  type ReadingPin,
} from '@tagtrail/domain';
import { readingMapPath } from '../customer-tags/reading-map-query';
import { suspicionAlertPaths } from '../suspicion-alerts/suspicion-alert.paths';
import { formatDateTime, formatNumber } from '../i18n/format';
import { AppLink } from '../navigation/navigation';
import { useService } from '../services/services';
import { Page } from '../shell/Page';
import type { WorldMapProps } from '../maps/WorldMap';
import type { ChartEntry, OsChartProps, ProductChartProps } from './DashboardCharts';
import { withoutCdnFonts } from './fabric-fonts';
import { DASHBOARD_REFRESH_MS, useDashboard } from './useDashboard';

interface ChartsModule {
  readonly ProductChart: ComponentType<ProductChartProps>;
  readonly OsChart: ComponentType<OsChartProps>;
}
interface MapModule {
  readonly WorldMap: ComponentType<WorldMapProps>;
}

/** Where the dashboard's heavy parts come from: the charts' and the map's chunks (stories break one on purpose). */
export interface DashboardParts {
  readonly charts: () => Promise<ChartsModule>;
  readonly map: () => Promise<MapModule>;
}

const defaultParts: DashboardParts = {
  charts: () => {
    withoutCdnFonts();
    return import('./DashboardCharts');
  },
  map: () => import('../maps/WorldMap'),
};

export interface DashboardViewProps {
  /** The charts' and the map's modules; the real chunks unless a story says otherwise. */
  readonly parts?: Partial<DashboardParts>;
  /** How often the figures refresh while the tab is visible (30 s). */
  readonly refreshMs?: number;
}

/** Fluent's data-visualisation colours, each with at least 3:1 against white; 'other products' in grey. */
const PRODUCT_COLORS = ['#0f6cbd', '#c239b3', '#107c10', '#ca5010', '#8764b8', '#038387', '#986f0b', '#4f6bed'];
const OTHER_COLOR = '#8a8886';
const OS_COLORS = ['#0f6cbd', '#107c10', '#8764b8', '#ca5010', '#038387', '#986f0b'];

const useStyles = makeStyles({
  status: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    marginLeft: 'auto',
    color: tokens.colorNeutralForeground2,
  },
  cards: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
    margin: 0,
    padding: 0,
  },
  card: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    // A phone: one short row each, the figure at the end, so the charts come into view sooner.
    '@media (max-width: 599px)': { gridTemplateColumns: 'auto 1fr auto', paddingBlock: tokens.spacingVerticalS },
  },
  cardIcon: {
    gridRow: 'span 2',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '44px',
    height: '44px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
  },
  cardIconPhone: { '@media (max-width: 599px)': { gridRow: 'auto', width: '36px', height: '36px' } },
  // Possible copies were read: the card stands out (its words say so too).
  cardIconAlert: {
    backgroundColor: tokens.colorStatusWarningBackground2,
    color: tokens.colorStatusWarningForeground2,
  },
  cardLink: { gridColumn: '2 / -1' },
  cardLabel: { color: tokens.colorNeutralForeground2 },
  figureLoading: { width: '4rem' },
  figure: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    '@media (max-width: 599px)': { fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600 },
  },
  row: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))',
  },
  wideRow: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' },
  },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  panelHeader: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  panelTitle: { margin: 0 },
  note: { color: tokens.colorNeutralForeground2 },
  chart: { minHeight: '260px', minWidth: 0 },
  map: { height: '380px', '@media (max-width: 599px)': { height: '280px' } },
  muted: { color: tokens.colorNeutralForeground2 },
  failed: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorPaletteRedForeground1,
  },
  countries: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  country: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalXS} 0`,
  },
  countryName: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  countryFigure: { color: tokens.colorNeutralForeground2, fontVariantNumeric: 'tabular-nums' },
  track: {
    gridColumn: '1 / -1',
    height: '8px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground4,
    overflow: 'hidden',
  },
  bar: { height: '100%', backgroundColor: tokens.colorBrandBackground, borderRadius: tokens.borderRadiusMedium },
  // Read by screen readers, not shown: the charts' text alternatives.
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

/** `HH:mm:ss`, as the clock on the wall: the figures change every 30 s. */
function clockTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A share of 100 as the language writes it: 40 % in pt and es, 40% in en. */
function percentText(value: number, language: string): string {
  const locale = language.startsWith('pt') ? 'pt-BR' : language;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

/** A part of the dashboard that failed to draw (its chunk did not load, or it threw): says so, and can try again. */
class PartBoundary extends Component<
  { readonly fallback: (retry: () => void) => ReactNode; readonly onRetry: () => void; readonly children: ReactNode },
  { readonly failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // spec B §8: dashboard load errors are logged; the part says it could not be shown.
    console.error('dashboard: a part could not be shown', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback(() => {
      this.props.onRetry();
      this.setState({ failed: false });
    });
  }
}

/** A lazily loaded component of a part, made again on retry (React keeps a failed lazy's error for good). */
function useLazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new attempt must make a new lazy component
  const Part = useMemo(() => lazy(load), [load, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [Part, retry] as const;
}

function PartFailed({ retry }: { retry: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.failed} role="alert">
      <ErrorCircle20Regular aria-hidden />
      <Text>{t('dashboard.partFailed')}</Text>
      <Button size="small" icon={<ArrowClockwise20Regular />} onClick={retry}>
        {t('dashboard.retry')}
      </Button>
    </div>
  );
}

function PartLoading({ height = 200 }: { height?: number }) {
  const { t } = useTranslation();
  return (
    <Skeleton aria-label={t('list.loading')}>
      <SkeletonItem shape="rectangle" style={{ height: `${height}px` }} />
    </Skeleton>
  );
}

/** One titled card of the dashboard. */
function Panel({ title, note, children }: { title: string; note?: ReactNode; children: ReactNode }) {
  const styles = useStyles();
  const id = useId();
  return (
    <Card className={styles.panel} aria-labelledby={id} role="region">
      <div className={styles.panelHeader}>
        <Subtitle2 as="h2" id={id} className={styles.panelTitle}>
          {title}
        </Subtitle2>
        {note !== undefined && <Caption1 className={styles.note}>{note}</Caption1>}
      </div>
      {children}
    </Card>
  );
}

/** A chart's text alternative: its figures as a table, read by screen readers and not shown. */
function ChartTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: readonly [string, string];
  rows: readonly (readonly [string, string])[];
}) {
  const styles = useStyles();
  return (
    <table className={styles.visuallyHidden}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{headers[0]}</th>
          <th scope="col">{headers[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, value], index) => (
          <tr key={`${index}-${name}`}>
            <th scope="row">{name}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function DashboardView({ parts, refreshMs = DASHBOARD_REFRESH_MS }: DashboardViewProps = {}) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const port = useService<DashboardPort>(DashboardPortToken);
  const dashboard = useDashboard(port, refreshMs);
  const { figures } = dashboard;
  const language = i18n.language;

  const loadCharts = parts?.charts ?? defaultParts.charts;
  const loadMap = parts?.map ?? defaultParts.map;
  const [ProductChart, retryProducts] = useLazyPart<ProductChartProps>(
    useCallback(() => loadCharts().then((module) => ({ default: module.ProductChart })), [loadCharts]),
  );
  const [OsChart, retryOs] = useLazyPart<OsChartProps>(
    useCallback(() => loadCharts().then((module) => ({ default: module.OsChart })), [loadCharts]),
  );
  const [WorldMap, retryMap] = useLazyPart<WorldMapProps>(
    useCallback(() => loadMap().then((module) => ({ default: module.WorldMap })), [loadMap]),
  );

  const number = (value: number) => formatNumber(value, language);

  const cards = [
    {
      key: 'promotions',
      label: t('dashboard.unprocessedPromotions'),
      value: figures?.cards.unprocessedPromotions,
      icon: <Gift24Regular />,
    },
    {
      key: 'devices',
      label: t('dashboard.lockedDevices'),
      value: figures?.cards.lockedDevices,
      icon: <LockClosed24Regular />,
    },
    {
      key: 'recent',
      label: t('dashboard.tagsReadLast15Minutes'),
      value: figures?.cards.tagsReadLast15Minutes,
      icon: <TagMultiple24Regular />,
    },
    {
      key: 'copies',
      label: t('dashboard.possibleCopies'),
      value: figures?.cards.possibleCopiesLast7Days,
      icon: <ShieldError24Regular />,
      alert: (figures?.cards.possibleCopiesLast7Days ?? 0) > 0,
      link: {
        to: readingMapPath(recentPossibleCopiesSearch(localDateOf(new Date()), POSSIBLE_COPIES_DAYS)),
        label: t('dashboard.possibleCopiesLink'),
      },
    },
    {
      key: 'suspicious',
      label: t('dashboard.suspiciousReadings'),
      value: figures?.cards.suspiciousReadingsLast7Days,
      icon: <Warning24Regular />,
      alert: (figures?.cards.suspiciousReadingsLast7Days ?? 0) > 0,
      link: { to: suspicionAlertPaths.list, label: t('dashboard.suspiciousReadingsLink') },
    },
  ];

  if (figures === undefined && dashboard.failed) {
    return (
      <Page title={t('dashboard.title')}>
        <div className={styles.failed} role="alert">
          <ErrorCircle20Regular aria-hidden />
          <Text>{t('dashboard.loadFailed')}</Text>
          <Button icon={<ArrowClockwise20Regular />} onClick={dashboard.refresh}>
            {t('dashboard.retry')}
          </Button>
        </div>
      </Page>
    );
  }

  return (
    <Page
      title={t('dashboard.title')}
      actions={
        <div className={styles.status}>
          {dashboard.updatedAt !== undefined && (
            <Caption1 title={t('dashboard.liveHint')}>
              {t('dashboard.updatedAt', { time: clockTime(dashboard.updatedAt) })}
            </Caption1>
          )}
          <Button
            appearance="subtle"
            icon={dashboard.loading ? <Spinner size="extra-tiny" aria-hidden /> : <ArrowClockwise20Regular />}
            aria-label={dashboard.loading ? t('dashboard.refreshing') : t('dashboard.refresh')}
            title={t('dashboard.refresh')}
            disabledFocusable={dashboard.loading}
            onClick={dashboard.refresh}
          />
        </div>
      }
    >
      <section className={styles.cards} aria-label={t('dashboard.cards')} aria-busy={figures === undefined}>
        {cards.map((card) => (
          <Card key={card.key} className={styles.card}>
            <span
              className={mergeClasses(styles.cardIcon, styles.cardIconPhone, card.alert && styles.cardIconAlert)}
              aria-hidden
            >
              {card.icon}
            </span>
            <Text className={styles.cardLabel}>{card.label}</Text>
            {card.value === undefined ? (
              <Skeleton aria-label={t('list.loading')}>
                <SkeletonItem size={32} className={styles.figureLoading} />
              </Skeleton>
            ) : (
              <Text className={styles.figure}>{number(card.value)}</Text>
            )}
            {card.alert && card.link && (
              <AppLink to={card.link.to} className={styles.cardLink}>
                {card.link.label}
              </AppLink>
            )}
          </Card>
        ))}
      </section>

      <div className={styles.row}>
        <Panel title={t('dashboard.byProduct')} note={t('dashboard.byProductNote')}>
          {figures === undefined ? (
            <PartLoading height={260} />
          ) : (
            <ProductPart
              slices={figures.productSlices}
              Chart={ProductChart}
              retry={retryProducts}
              language={language}
            />
          )}
        </Panel>
        <Panel title={t('dashboard.byOs')}>
          {figures === undefined ? (
            <PartLoading height={260} />
          ) : (
            <OsPart bars={figures.osBars} Chart={OsChart} retry={retryOs} language={language} />
          )}
        </Panel>
      </div>

      <div className={styles.wideRow}>
        <Panel title={t('dashboard.topCountries')}>
          {figures === undefined ? <PartLoading /> : <CountryList shares={figures.countryShares} />}
        </Panel>
        <Panel
          title={t('dashboard.latestReadings')}
          note={
            figures === undefined || figures.pins.length === 0
              ? undefined
              : t('dashboard.latestReadingsNote', { count: figures.pins.length })
          }
        >
          {figures === undefined ? (
            <PartLoading height={380} />
          ) : (
            <MapPart pins={figures.pins} Map={WorldMap} retry={retryMap} />
          )}
        </Panel>
      </div>
    </Page>
  );
}

function ProductPart({
  slices,
  Chart,
  retry,
  language,
}: {
  slices: readonly ChartSlice[];
  Chart: ComponentType<{ entries: readonly ChartEntry[]; culture: string }>;
  retry: () => void;
  language: string;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const entries = useMemo(
    () =>
      slices.map((slice, index) => ({
        label: slice.other ? t('dashboard.otherProducts') : slice.label,
        value: slice.value,
        color: slice.other ? OTHER_COLOR : (PRODUCT_COLORS[index % PRODUCT_COLORS.length] ?? OTHER_COLOR),
      })),
    [slices, t],
  );
  if (entries.length === 0) return <Body1 className={styles.muted}>{t('dashboard.noReadings')}</Body1>;
  return (
    <>
      <ChartTable
        caption={t('dashboard.tableOf', { chart: t('dashboard.byProduct') })}
        headers={[t('dashboard.product'), t('dashboard.share')]}
        rows={entries.map((entry) => [entry.label, percentText(entry.value, language)])}
      />
      <div className={styles.chart}>
        <PartBoundary onRetry={retry} fallback={(again) => <PartFailed retry={again} />}>
          <Suspense fallback={<PartLoading height={260} />}>
            <Chart entries={entries} culture={language} />
          </Suspense>
        </PartBoundary>
      </div>
    </>
  );
}

function OsPart({
  bars,
  Chart,
  retry,
  language,
}: {
  bars: readonly ChartBar[];
  Chart: ComponentType<{ entries: readonly ChartEntry[]; culture: string }>;
  retry: () => void;
  language: string;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const entries = useMemo(
    () =>
      bars.map((bar, index) => ({
        label: bar.label,
        value: bar.value,
        color: OS_COLORS[index % OS_COLORS.length] ?? OTHER_COLOR,
      })),
    [bars],
  );
  if (entries.length === 0) return <Body1 className={styles.muted}>{t('dashboard.noReadings')}</Body1>;
  return (
    <>
      <ChartTable
        caption={t('dashboard.tableOf', { chart: t('dashboard.byOs') })}
        headers={[t('dashboard.os'), t('dashboard.readings')]}
        rows={entries.map((entry) => [entry.label, formatNumber(entry.value, language)])}
      />
      <div className={styles.chart}>
        <PartBoundary onRetry={retry} fallback={(again) => <PartFailed retry={again} />}>
          <Suspense fallback={<PartLoading height={260} />}>
            <Chart entries={entries} culture={language} />
          </Suspense>
        </PartBoundary>
      </div>
    </>
  );
}

/** How many countries the list names: the server sends every one, and their shares are of all of them. */
const TOP_COUNTRIES = 10;

/** The top countries, most readings first, each with its share as a bar; named in the user's language. */
function CountryList({ shares }: { shares: readonly CountryShare[] }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'region' });
    } catch {
      return undefined;
    }
  }, [i18n.language]);
  if (shares.length === 0) return <Body1 className={styles.muted}>{t('dashboard.noReadings')}</Body1>;
  // The server keeps a reading's country as its ISO code; anything else is shown as it came.
  const nameOf = (country: string) => (/^[A-Z]{2}$/.test(country) ? (names?.of(country) ?? country) : country);
  return (
    <ol className={styles.countries}>
      {shares.slice(0, TOP_COUNTRIES).map((share) => (
        <li key={share.country} className={styles.country}>
          <Text className={styles.countryName}>{nameOf(share.country)}</Text>
          <Text className={styles.countryFigure}>
            <span className={styles.visuallyHidden}>{t('dashboard.countryReadings', { count: share.count })}, </span>
            {percentText(share.percent, i18n.language)}
          </Text>
          <div className={styles.track} aria-hidden>
            <div className={styles.bar} style={{ width: `${share.percent}%` }} />
          </div>
        </li>
      ))}
    </ol>
  );
}

function MapPart({
  pins,
  Map,
  retry,
}: {
  pins: readonly ReadingPin[];
  Map: ComponentType<WorldMapProps>;
  retry: () => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [basemapFailed, setBasemapFailed] = useState(false);
  const dates = pins.flatMap((pin) => (pin.readAt ? [pin.readAt] : [])).sort();
  const label = t('dashboard.mapLabel', {
    count: pins.length,
    oldest: formatDateTime(dates[0]),
    latest: formatDateTime(dates[dates.length - 1]),
  });
  const describe = useCallback(
    (index: number) => {
      const pin = pins[index];
      if (pin === undefined) return '';
      return t('dashboard.mapHover', {
        product: pin.productName ?? '',
        lot: pin.lotNumber ?? t('dashboard.noLot'),
        date: formatDateTime(pin.readAt),
      });
    },
    [pins, t],
  );
  const onBasemapError = useCallback((error: unknown) => {
    console.error('dashboard: the map’s countries could not be loaded', error);
    setBasemapFailed(true);
  }, []);
  return (
    <>
      {pins.length === 0 && <Body1 className={styles.muted}>{t('dashboard.noPins')}</Body1>}
      {basemapFailed && <Caption1 className={styles.muted}>{t('dashboard.basemapFailed')}</Caption1>}
      <PartBoundary onRetry={retry} fallback={(again) => <PartFailed retry={again} />}>
        <Suspense fallback={<PartLoading height={380} />}>
          <Map
            className={styles.map}
            points={pins}
            label={label}
            describe={describe}
            onBasemapError={onBasemapError}
            keepView
          />
        </Suspense>
      </PartBoundary>
    </>
  );
}
