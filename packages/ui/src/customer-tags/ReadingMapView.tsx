/**
 * Customer › Reading map (spec B §2 "/mapa-leitura", §5; issue 11 §6): the period (today, current month, or custom
 * dates), multi-select filters of categories, products, countries, regions and cities — the places the customer's
 * readings really have, countries named in the user's language, each narrowed as the user types (spec B §9: 300 ms
 * debounce) — a search, how many readings it found, and the world map with a point per reading; hovering one shows
 * its lot, date and product. Empty filters are sent as null.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import {
  Body1,
  Button,
  Field,
  Input,
  makeStyles,
  Radio,
  RadioGroup,
  Spinner,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { Search20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  emptyReadingSearch,
  hasLocation,
  localDateOf,
  READING_FILTER_DEBOUNCE_MS,
  READING_PERIOD,
  searchReadings,
  TagPortToken,
  type MapReading,
  type ReadingFilterOption,
  type ReadingFilterOptions,
  type ReadingSearch,
  type TagPort,
} from '@tagtrail/domain';
import { SearchableMultiSelect } from '../forms/SearchableMultiSelect';
import { formatDateTime } from '../i18n/format';
import type { MapPoint } from '../maps/WorldMap';
import { useNotify } from '../notifications/notifications';
import { useService } from '../services/services';
import { Page } from '../shell/Page';

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
});

/** One empty list for every render without a search: the map is rebuilt only when the points change. */
const NO_MARKERS: readonly (MapReading & MapPoint)[] = [];

type Result =
  { kind: 'none' } | { kind: 'searching' } | { kind: 'found'; count: number; markers: readonly MapReading[] };

export function ReadingMapView() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const port = useService<TagPort>(TagPortToken);
  const notify = useNotify();
  const [search, setSearch] = useState<ReadingSearch>(emptyReadingSearch);
  const [options, setOptions] = useState<ReadingFilterOptions | undefined>(undefined);
  const [optionsFailed, setOptionsFailed] = useState(false);
  const [result, setResult] = useState<Result>({ kind: 'none' });

  useEffect(() => {
    const abort = new AbortController();
    port.readingFilters(abort.signal).then(setOptions, () => {
      if (!abort.signal.aborted) setOptionsFailed(true);
    });
    return () => abort.abort();
  }, [port]);

  const countryNames = useMemo(() => new Intl.DisplayNames([i18n.language], { type: 'region' }), [i18n.language]);
  const optionName = useCallback(
    (kind: keyof ReadingFilterOptions, option: ReadingFilterOption) => {
      if (kind !== 'countries' || !/^[A-Z]{2}$/.test(option.name)) return option.name;
      return countryNames.of(option.name) ?? option.name;
    },
    [countryNames],
  );

  const run = async () => {
    setResult({ kind: 'searching' });
    try {
      const found = await searchReadings(port, search, localDateOf(new Date()));
      setResult({ kind: 'found', count: found.count, markers: found.markers });
    } catch {
      setResult({ kind: 'none' });
      notify({ intent: 'error', messageKey: 'readingMap.searchFailed' });
    }
  };

  // The readings with a position, each a point of the map: hover names the point by its place in this list.
  const markers = useMemo(
    () =>
      result.kind === 'found'
        ? result.markers.flatMap((reading) =>
            hasLocation(reading) ? [{ ...reading, latitude: reading.latitude, longitude: reading.longitude }] : [],
          )
        : NO_MARKERS,
    [result],
  );
  const describe = useCallback(
    (index: number) => {
      const reading = markers[index];
      if (reading === undefined) return '';
      return t('readingMap.hover', {
        lot: reading.customerLotNumber ?? t('readingMap.noLot'),
        date: formatDateTime(reading.readAt),
        product: reading.productName ?? '',
      });
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
            void run();
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
