/**
 * Customer › Reading map (spec B §2 "/mapa-leitura", §5; issue 11 §6): the period (today, current month, or custom
 * dates), multi-select filters of categories, products, countries, regions and cities — the places the customer's
 * readings really have, countries named in the user's language — a search, how many readings it found, and the world
 * map with a point per reading; hovering one shows its lot, date and product. Empty filters are sent as null.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import {
  Body1,
  Button,
  Combobox,
  Field,
  Input,
  makeStyles,
  Option,
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
  READING_PERIOD,
  searchReadings,
  TagPortToken,
  type MapReading,
  type ReadingFilterOption,
  type ReadingFilterOptions,
  type ReadingSearch,
  type TagPort,
} from '@tagtrail/domain';
import { LONG_LIST_POSITIONING } from '../forms/long-list-positioning';
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
  // A filter fills its grid cell, however narrow: Fluent's combobox would keep its own minimum width.
  filter: { minWidth: 0, width: '100%' },
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
              const chosen = search[filter.field];
              return (
                <Field key={filter.field} label={t(filter.label as 'readingMap.categories')}>
                  <Combobox
                    className={styles.filter}
                    multiselect
                    positioning={LONG_LIST_POSITIONING}
                    placeholder={t('readingMap.anyPlaceholder')}
                    disabled={options === undefined}
                    selectedOptions={chosen.map(String)}
                    value={choices
                      .filter((choice) => chosen.includes(choice.id))
                      .map((choice) => optionName(filter.options, choice))
                      .join(', ')}
                    onOptionSelect={(_event, data) =>
                      setSearch({ ...search, [filter.field]: data.selectedOptions.map(Number) })
                    }
                  >
                    {choices.map((choice) => (
                      <Option key={choice.id} value={String(choice.id)}>
                        {optionName(filter.options, choice)}
                      </Option>
                    ))}
                  </Combobox>
                </Field>
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
