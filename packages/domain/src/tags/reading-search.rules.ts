/** Turning the reading map's form into the search that is sent (spec B §5 "Read search"). */
import { dateOrEmpty, type LocalDate } from '../shared/dates';
import { READING_PERIOD, type ReadingSearch, type ReadingSearchQuery } from './reading-search.model';

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

export function toReadingSearchQuery(search: ReadingSearch, today: LocalDate): ReadingSearchQuery {
  return {
    ...periodDates(search, today),
    productIds: filterOrNull(search.productIds),
    categoryIds: filterOrNull(search.categoryIds),
    countryIds: filterOrNull(search.countryIds),
    regionIds: filterOrNull(search.regionIds),
    cityIds: filterOrNull(search.cityIds),
  };
}
