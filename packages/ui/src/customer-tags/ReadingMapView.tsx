/**
 * Customer › Reading map (spec B §2 "/mapa-leitura", §5; issue 11 §6): the period (today, current month, or custom
 * dates), multi-select filters of categories, products, countries, regions and cities — the places the customer's
 * readings really have, countries named in the user's language, each narrowed as the user types (spec B §9: 300 ms
 * debounce) — a search, how many readings it found, and the world map with a point per reading; hovering one shows
 * its lot, date and product. Empty filters are sent as null.
 *
 * Each reading shows what its scan proved (issue 27 §5): a filter keeps all, the genuine, the possible copies or the
 * unverified; each authenticity has its colour on the map, named with its count in the legend and in the hover, and
 * possible copies are drawn larger and on top. A switch keeps only the suspicious readings, those that broke some rule
 * (issue 28 §3); a suspicious reading has a colour of its own, over its authenticity's, is drawn larger and on top,
 * counted apart in the legend, and its hover names the rules it broke. An address naming a search (the dashboard's
 * card of possible copies) fills the form with it and searches at once.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Body1,
  Button,
  Caption1,
  Checkbox,
  Field,
  Input,
  makeStyles,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { Search20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import {
  emptyReadingSearch,
  hasLocation,
  isPossibleCopy,
  localDateOf,
  READING_AUTHENTICITIES,
  READING_AUTHENTICITY_FILTERS,
  READING_FILTER_DEBOUNCE_MS,
  READING_PERIOD,
  isReadingAuthenticityFilter,
  searchReadings,
  TagPortToken,
  type MapReading,
  type ReadingAuthenticity,
  type ReadingAuthenticityFilter,
  type ReadingFilterOption,
  type ReadingFilterOptions,
  type ReadingSearch,
  type TagPort,
} from '@tagtrail/domain';
import { SearchableMultiSelect } from '../forms/SearchableMultiSelect';
import { formatDateTime } from '../i18n/format';
import type { MapPoint } from '../maps/WorldMap';
import { useNotify } from '../notifications/notifications';
import { useLoad } from '../services/useLoad';
import { useService } from '../services/services';
import { Page } from '../shell/Page';
import { AUTHENTICITY_COLORS, AUTHENTICITY_TEXT } from './ReadingAuthenticityBadge';
import { SUSPICIOUS_READING_COLOR, suspicionNames } from './ReadingSuspicionBadges';
import { readingSearchFromQuery } from './reading-map-query';

// OpenLayers and the basemap load with this page, not with the area.
const WorldMap = lazy(() => import('../maps/WorldMap').then((module) => ({ default: module.WorldMap })));

type FilterField = 'categoryIds' | 'productIds' | 'countryIds' | 'regionIds' | 'cityIds';
const FILTERS: readonly { field: FilterField; options: keyof ReadingFilterOptions; label: string }[] = [
  { field: 'categoryIds', options: 'categories', label: 'readingMap.categories' },
  { field: 'productIds', options: 'products', label: 'readingMap.products' },
  { field: 'countryIds', options: 'countries', label: 'readingMap.countries' },
  { field: 'regionIds', options: 'regions', label: 'readingMap.regions' },
  { field: 'cityIds', options: 'cities', label: 'readingMap.cities' },
];

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  row: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
    alignItems: 'end',
  },
  map: { height: 'min(70vh, 640px)' },
  muted: { color: tokens.colorNeutralForeground2 },
  legend: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  legendEntry: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  swatch: {
    display: 'inline-block',
    width: '12px',
    height: '12px',
    borderRadius: tokens.borderRadiusCircular,
    border: `2px solid ${tokens.colorNeutralBackground1}`,
    boxShadow: `0 0 0 1px ${tokens.colorNeutralStroke1}`,
  },
});

/** The filter's choices with their words. */
const AUTHENTICITY_FILTER_TEXT = {
  all: 'readingMap.anyAuthenticity',
  genuine: 'readingMap.genuineOnly',
  possibleCopies: 'readingMap.possibleCopies',
  unverified: 'readingMap.unverifiedOnly',
} as const satisfies Record<ReadingAuthenticityFilter, string>;

const isSuspicious = (reading: MapReading): boolean => reading.suspicions.length > 0;

/**
 * Possible copies and suspicious readings last, the suspicious on top: drawn over the others, where a thousand
 * genuine readings cannot hide one.
 */
const drawingRank = (reading: MapReading): number =>
  isSuspicious(reading) ? 2 : isPossibleCopy(reading.authenticity) ? 1 : 0;

/** What a point's colour says, for the legend: its authenticity, or that it is suspicious (whatever its authenticity). */
type MarkerKind = ReadingAuthenticity | 'suspicious';
const kindOf = (reading: MapReading): MarkerKind => (isSuspicious(reading) ? 'suspicious' : reading.authenticity);

/** One empty list for every render without a search: the map is rebuilt only when the points change. */
const NO_MARKERS: readonly (MapReading & MapPoint)[] = [];

type Result =
  { kind: 'none' } | { kind: 'searching' } | { kind: 'found'; count: number; markers: readonly MapReading[] };

export function ReadingMapView() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const port = useService<TagPort>(TagPortToken);
  const notify = useNotify();
  const query = useSearch();
  // The search the address names, read once: the form is the user's from then on.
  const [named] = useState(() => readingSearchFromQuery(query));
  const [search, setSearch] = useState<ReadingSearch>(named ?? emptyReadingSearch);
  const filterOptions = useLoad((signal) => port.readingFilters(signal), [port]);
  const options = filterOptions.status === 'ready' ? filterOptions.value : undefined;
  const optionsFailed = filterOptions.status === 'failed';
  const [result, setResult] = useState<Result>({ kind: 'none' });

  const countryNames = useMemo(() => new Intl.DisplayNames([i18n.language], { type: 'region' }), [i18n.language]);
  const optionName = useCallback(
    (kind: keyof ReadingFilterOptions, option: ReadingFilterOption) => {
      if (kind !== 'countries' || !/^[A-Z]{2}$/.test(option.name)) return option.name;
      return countryNames.of(option.name) ?? option.name;
    },
    [countryNames],
  );

  const run = useCallback(
    async (wanted: ReadingSearch) => {
      setResult({ kind: 'searching' });
      try {
        const found = await searchReadings(port, wanted, localDateOf(new Date()));
        setResult({ kind: 'found', count: found.count, markers: found.markers });
      } catch {
        setResult({ kind: 'none' });
        notify({ intent: 'error', messageKey: 'readingMap.searchFailed' });
      }
    },
    [port, notify],
  );

  // Arriving with a search in the address: its readings are what was asked for, so they come without a click.
  const searchedNamed = useRef(false);
  useEffect(() => {
    if (named === undefined || searchedNamed.current) return;
    searchedNamed.current = true;
    void run(named);
  }, [named, run]);

  // The readings with a position, each a point of the map in its authenticity's colour: hover names the point by its
  // place in this list.
  const markers = useMemo(
    () =>
      result.kind === 'found'
        ? result.markers
            .flatMap((reading) =>
              hasLocation(reading)
                ? [
                    {
                      ...reading,
                      latitude: reading.latitude,
                      longitude: reading.longitude,
                      color: isSuspicious(reading)
                        ? SUSPICIOUS_READING_COLOR
                        : AUTHENTICITY_COLORS[reading.authenticity],
                      prominent: isSuspicious(reading) || isPossibleCopy(reading.authenticity),
                    },
                  ]
                : [],
            )
            .sort((a, b) => drawingRank(a) - drawingRank(b))
        : NO_MARKERS,
    [result],
  );
  /** How many points of each authenticity, and suspicious ones, the map shows, for its legend. */
  const shown = useMemo(() => {
    const counts = new Map<MarkerKind, number>();
    for (const marker of markers) counts.set(kindOf(marker), (counts.get(kindOf(marker)) ?? 0) + 1);
    return counts;
  }, [markers]);
  const describe = useCallback(
    (index: number) => {
      const reading = markers[index];
      if (reading === undefined) return '';
      const hover = t('readingMap.hover', {
        lot: reading.customerLotNumber ?? t('readingMap.noLot'),
        date: formatDateTime(reading.readAt),
        product: reading.productName ?? '',
        authenticity: t(AUTHENTICITY_TEXT[reading.authenticity].label),
      });
      if (!isSuspicious(reading)) return hover;
      return `${hover} · ${t('readingFlags.hover', { rules: suspicionNames(t, reading.suspicions) })}`;
    },
    [markers, t],
  );

  return (
    <Page title={t('readingMap.title')}>
      <div className={styles.page}>
        <form
          className={styles.form}
          noValidate
          aria-label={t('readingMap.title')}
          onSubmit={(event) => {
            event.preventDefault();
            void run(search);
          }}
        >
          <Field label={t('readingMap.period')}>
            <RadioGroup
              layout="horizontal"
              value={String(search.period)}
              onChange={(_event, data) =>
                setSearch({ ...search, period: Number(data.value) as ReadingSearch['period'] })
              }
            >
              <Radio value={String(READING_PERIOD.today)} label={t('readingMap.today')} />
              <Radio value={String(READING_PERIOD.currentMonth)} label={t('readingMap.currentMonth')} />
              <Radio value={String(READING_PERIOD.custom)} label={t('readingMap.custom')} />
            </RadioGroup>
          </Field>
          {search.period === READING_PERIOD.custom && (
            <div className={styles.row}>
              <Field label={t('readingMap.startDate')}>
                <Input
                  type="date"
                  value={search.startDate}
                  onChange={(_event, data) =>
                    setSearch({ ...search, startDate: data.value as ReadingSearch['startDate'] })
                  }
                />
              </Field>
              <Field label={t('readingMap.endDate')}>
                <Input
                  type="date"
                  value={search.endDate}
                  onChange={(_event, data) => setSearch({ ...search, endDate: data.value as ReadingSearch['endDate'] })}
                />
              </Field>
            </div>
          )}
          <div className={styles.row}>
            {FILTERS.map((filter) => {
              // In the order the user reads them: countries by their name in the user's language.
              const choices = [...(options?.[filter.options] ?? [])].sort((a, b) =>
                optionName(filter.options, a).localeCompare(optionName(filter.options, b), i18n.language),
              );
              return (
                <SearchableMultiSelect
                  key={filter.field}
                  label={t(filter.label as 'readingMap.categories')}
                  choices={choices.map((choice) => ({
                    value: String(choice.id),
                    label: optionName(filter.options, choice),
                  }))}
                  selected={search[filter.field].map(String)}
                  onChange={(selected) => setSearch({ ...search, [filter.field]: selected.map(Number) })}
                  placeholder={t('readingMap.anyPlaceholder')}
                  noMatch={t('readingMap.noMatch')}
                  debounceMs={READING_FILTER_DEBOUNCE_MS}
                  disabled={options === undefined}
                />
              );
            })}
          </div>
          <div className={styles.row}>
            <Field label={t('readingMap.authenticity')}>
              <Select
                value={search.authenticity}
                onChange={(_event, data) => {
                  if (isReadingAuthenticityFilter(data.value)) setSearch({ ...search, authenticity: data.value });
                }}
              >
                {READING_AUTHENTICITY_FILTERS.map((filter) => (
                  <option key={filter} value={filter}>
                    {t(AUTHENTICITY_FILTER_TEXT[filter])}
                  </option>
                ))}
              </Select>
            </Field>
            <Checkbox
              checked={search.suspiciousOnly}
              label={t('readingFlags.onlySuspicious')}
              onChange={(_event, data) => setSearch({ ...search, suspiciousOnly: data.checked === true })}
            />
          </div>
          {optionsFailed && <Body1 className={styles.muted}>{t('readingMap.filtersFailed')}</Body1>}
          <div>
            <Button
              type="submit"
              appearance="primary"
              icon={result.kind === 'searching' ? <Spinner size="extra-tiny" /> : <Search20Regular />}
              disabledFocusable={result.kind === 'searching'}
            >
              {t('readingMap.search')}
            </Button>
          </div>
        </form>

        {result.kind === 'found' && (
          <Subtitle2 as="p" role="status">
            {t('readingMap.found', { count: result.count })}
          </Subtitle2>
        )}
        {markers.length > 0 && (
          <ul className={styles.legend} aria-label={t('readingMap.legend')}>
            {READING_AUTHENTICITIES.filter((authenticity) => shown.has(authenticity)).map((authenticity) => (
              <li key={authenticity} className={styles.legendEntry}>
                <span
                  className={styles.swatch}
                  style={{ backgroundColor: AUTHENTICITY_COLORS[authenticity] }}
                  aria-hidden
                />
                <Caption1>
                  {t('readingMap.legendEntry', {
                    label: t(AUTHENTICITY_TEXT[authenticity].label),
                    count: shown.get(authenticity) ?? 0,
                  })}
                </Caption1>
              </li>
            ))}
            {shown.has('suspicious') && (
              <li className={styles.legendEntry}>
                <span className={styles.swatch} style={{ backgroundColor: SUSPICIOUS_READING_COLOR }} aria-hidden />
                <Caption1>
                  {t('readingMap.legendEntry', {
                    label: t('readingFlags.suspicious'),
                    count: shown.get('suspicious') ?? 0,
                  })}
                </Caption1>
              </li>
            )}
          </ul>
        )}
        <Suspense fallback={<Spinner label={t('list.loading')} />}>
          <WorldMap
            className={styles.map}
            points={markers}
            describe={describe}
            label={t('maps.mapLabel', { count: markers.length })}
            onBasemapError={() => notify({ intent: 'error', messageKey: 'readingMap.searchFailed' })}
          />
        </Suspense>
      </div>
    </Page>
  );
}
