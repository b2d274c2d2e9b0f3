/** Turning the reading map's form into the search that is sent (spec B §5 "Read search"). */
import * as v from 'valibot';
import { dateOrEmpty, LocalDateOrEmptySchema, type LocalDate } from '../shared/dates';
import type { ReadingAuthenticity } from '../public-reading/reading-authenticity.model';
import {
  emptyReadingSearch,
  POSSIBLE_COPY_AUTHENTICITIES,
  READING_PERIOD,
  ReadingAuthenticityFilterSchema,
  ReadingPeriodSchema,
  type ReadingAuthenticityFilter,
  type ReadingSearch,
  type ReadingSearchQuery,
} from './reading-search.model';

/** The search of a period and nothing else: every located reading of those days, whatever it proved or broke. */
export function periodReadingSearch(startDate: LocalDate | null, endDate: LocalDate | null): ReadingSearchQuery {
  return {
    startDate,
    endDate,
    productIds: null,
    categoryIds: null,
    countryIds: null,
    regionIds: null,
    cityIds: null,
    authenticities: null,
    suspiciousOnly: false,
  };
}

/** spec B §5: empty multi-select filters are sent as null. */
export function filterOrNull(ids: readonly number[]): readonly number[] | null {
  return ids.length === 0 ? null : [...ids];
}

/**
 * The dates of a period, `today` being the caller's calendar date (the clock stays outside the rules).
 * Today: today to today. Current month: its first day to today (no reading is from the future).
 * Custom: the dates given; an empty or invalid one is no bound, since the search has no required fields.
 */
export function periodDates(
  search: Pick<ReadingSearch, 'period' | 'startDate' | 'endDate'>,
  today: LocalDate,
): { startDate: LocalDate | null; endDate: LocalDate | null } {
  switch (search.period) {
    case READING_PERIOD.today:
      return { startDate: today, endDate: today };
    case READING_PERIOD.currentMonth:
      return { startDate: `${today.slice(0, 8)}01`, endDate: today };
    case READING_PERIOD.custom:
      return { startDate: dateOrEmpty(search.startDate) || null, endDate: dateOrEmpty(search.endDate) || null };
  }
}

/** The authenticities a filter lets through; null for all, which the server reads as no filter. */
export function authenticitiesOf(filter: ReadingAuthenticityFilter): readonly ReadingAuthenticity[] | null {
  switch (filter) {
    case 'all':
      return null;
    case 'possibleCopies':
      return [...POSSIBLE_COPY_AUTHENTICITIES];
    case 'genuine':
    case 'unverified':
      return [filter];
  }
}

export function toReadingSearchQuery(search: ReadingSearch, today: LocalDate): ReadingSearchQuery {
  return {
    ...periodDates(search, today),
    productIds: filterOrNull(search.productIds),
    categoryIds: filterOrNull(search.categoryIds),
    countryIds: filterOrNull(search.countryIds),
    regionIds: filterOrNull(search.regionIds),
    cityIds: filterOrNull(search.cityIds),
    authenticities: authenticitiesOf(search.authenticity),
    suspiciousOnly: search.suspiciousOnly,
  };
}

/** The calendar date `days` days before `date`. */
function daysBefore(date: LocalDate, days: number): LocalDate {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) - days)).toISOString().slice(0, 10);
}

/**
 * The map search of the possible copies of the last `days` days (issue 27 §5: where the dashboard's card leads). The
 * card counts the `days` × 24 hours before now; whole days from `days` days before today hold every one of them.
 */
export function recentPossibleCopiesSearch(today: LocalDate, days: number): ReadingSearch {
  return {
    ...emptyReadingSearch,
    period: READING_PERIOD.custom,
    startDate: daysBefore(today, days),
    endDate: today,
    authenticity: 'possibleCopies',
  };
}

/** True when `value` is one of the map's authenticity filters (a select's value, an address's). */
export const isReadingAuthenticityFilter = (value: unknown): value is ReadingAuthenticityFilter =>
  v.is(ReadingAuthenticityFilterSchema, value);

/**
 * A search's period, dates, authenticity and suspicious-only switch as text (an address's parameters); null where one
 * is not given. The switch is on only for the text 'true'.
 */
export interface ReadingSearchText {
  readonly period: string | null;
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly authenticity: string | null;
  readonly suspicious: string | null;
}

/** The search the text names; a part that does not read as its field (an edited address) is the empty form's. */
export function readingSearchFromText(text: ReadingSearchText): ReadingSearch {
  const period = Number(text.period);
  return {
    ...emptyReadingSearch,
    period: v.is(ReadingPeriodSchema, period) ? period : emptyReadingSearch.period,
    startDate: v.is(LocalDateOrEmptySchema, text.startDate) ? text.startDate : '',
    endDate: v.is(LocalDateOrEmptySchema, text.endDate) ? text.endDate : '',
    authenticity: isReadingAuthenticityFilter(text.authenticity) ? text.authenticity : emptyReadingSearch.authenticity,
    suspiciousOnly: text.suspicious === 'true',
  };
}
