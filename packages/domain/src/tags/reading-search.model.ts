/** The reading map's search (spec B §2 "Reading map", §3 "Read search payload", §5, §9). */
import * as v from 'valibot';
import {
  isPossibleCopy,
  READING_AUTHENTICITIES,
  type ReadingAuthenticity,
} from '../public-reading/reading-authenticity.model';
import { LocalDateOrEmptySchema, type LocalDate } from '../shared/dates';

/** spec B §9: search periods 1 today, 2 current month, 3 custom. */
export const READING_PERIOD = { today: 1, currentMonth: 2, custom: 3 } as const;
export const ReadingPeriodSchema = v.picklist([
  READING_PERIOD.today,
  READING_PERIOD.currentMonth,
  READING_PERIOD.custom,
]);
export type ReadingPeriod = v.InferOutput<typeof ReadingPeriodSchema>;

/** spec B §9: multi-select search debounce 300 ms. The map's zoom 2 is the view's own (MAP_ZOOM, packages/ui). */
export const READING_FILTER_DEBOUNCE_MS = 300;

const Ids = v.array(v.pipe(v.number(), v.integer()));

/**
 * The map's authenticity filter (issue 27 §5): every reading, the genuine ones, the possible copies (replayed or
 * invalid: what the manufacturer looks for), or the unverified ones (QR and plain NFC tags).
 */
export const READING_AUTHENTICITY_FILTERS = ['all', 'genuine', 'possibleCopies', 'unverified'] as const;
export const ReadingAuthenticityFilterSchema = v.picklist(READING_AUTHENTICITY_FILTERS);
export type ReadingAuthenticityFilter = v.InferOutput<typeof ReadingAuthenticityFilterSchema>;

/** The authenticities a possible copy has: replayed and invalid. */
export const POSSIBLE_COPY_AUTHENTICITIES: readonly ReadingAuthenticity[] =
  READING_AUTHENTICITIES.filter(isPossibleCopy);

/** The form: a period and the multi-select choices. Start and end count only for a custom period. */
export const ReadingSearchSchema = v.object({
  period: ReadingPeriodSchema,
  startDate: LocalDateOrEmptySchema,
  endDate: LocalDateOrEmptySchema,
  categoryIds: Ids,
  productIds: Ids,
  countryIds: Ids,
  regionIds: Ids,
  cityIds: Ids,
  authenticity: ReadingAuthenticityFilterSchema,
  /** Only readings that broke some suspicious-reading rule (issue 28 §3). */
  suspiciousOnly: v.boolean(),
});
export type ReadingSearch = v.InferOutput<typeof ReadingSearchSchema>;

export const emptyReadingSearch: ReadingSearch = {
  period: READING_PERIOD.today,
  startDate: '',
  endDate: '',
  categoryIds: [],
  productIds: [],
  countryIds: [],
  regionIds: [],
  cityIds: [],
  authenticity: 'all',
  suspiciousOnly: false,
};

/** What is sent: the period turned into dates, and each empty filter as null (spec B §5). */
export interface ReadingSearchQuery {
  readonly startDate: LocalDate | null;
  readonly endDate: LocalDate | null;
  readonly productIds: readonly number[] | null;
  readonly categoryIds: readonly number[] | null;
  readonly countryIds: readonly number[] | null;
  readonly regionIds: readonly number[] | null;
  readonly cityIds: readonly number[] | null;
  /** Readings of these authenticities only (issue 27 §5); null: any. */
  readonly authenticities: readonly ReadingAuthenticity[] | null;
  /** Only readings that broke some suspicious-reading rule (issue 28 §3); false: any. */
  readonly suspiciousOnly: boolean;
}

export const ReadingFilterOptionSchema = v.object({ id: v.pipe(v.number(), v.integer()), name: v.string() });
export type ReadingFilterOption = v.InferOutput<typeof ReadingFilterOptionSchema>;

/** What the filters offer (spec B §3 "Read filter response"). */
export const ReadingFilterOptionsSchema = v.object({
  categories: v.array(ReadingFilterOptionSchema),
  products: v.array(ReadingFilterOptionSchema),
  countries: v.array(ReadingFilterOptionSchema),
  regions: v.array(ReadingFilterOptionSchema),
  cities: v.array(ReadingFilterOptionSchema),
});
export type ReadingFilterOptions = v.InferOutput<typeof ReadingFilterOptionsSchema>;
