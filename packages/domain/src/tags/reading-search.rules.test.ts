import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { READING_FILTER_DEBOUNCE_MS, READING_PERIOD, emptyReadingSearch } from './reading-search.model';
import { filterOrNull, periodDates, toReadingSearchQuery } from './reading-search.rules';

const today = '2026-03-17';

describe('reading search (spec B §2 "Reading map", §5, §9)', () => {
  it('has the periods 1 today, 2 current month, 3 custom', () => {
    expect(READING_PERIOD).toEqual({ today: 1, currentMonth: 2, custom: 3 });
  });

  it('searches today from today to today', () => {
    expect(periodDates({ ...emptyReadingSearch, period: READING_PERIOD.today }, today)).toEqual({
      startDate: today,
      endDate: today,
    });
  });

  it('searches the current month from its first day to today', () => {
    expect(periodDates({ ...emptyReadingSearch, period: READING_PERIOD.currentMonth }, today)).toEqual({
      startDate: '2026-03-01',
      endDate: today,
    });
  });

  it('searches a custom period between the dates given, an empty one being no bound', () => {
    const custom = { ...emptyReadingSearch, period: READING_PERIOD.custom };
    expect(periodDates({ ...custom, startDate: '2026-01-01', endDate: '2026-01-31' }, today)).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    });
    expect(periodDates(custom, today)).toEqual({ startDate: null, endDate: null });
  });

  it('ignores the custom dates for the other periods', () => {
    expect(
      periodDates({ ...emptyReadingSearch, period: READING_PERIOD.today, startDate: '2020-01-01' }, today).startDate,
    ).toBe(today);
  });

  it('sends empty multi-select filters as null', () => {
    expect(toReadingSearchQuery(emptyReadingSearch, today)).toEqual({
      startDate: today,
      endDate: today,
      productIds: null,
      categoryIds: null,
      countryIds: null,
      regionIds: null,
      cityIds: null,
    });
  });

  it('sends chosen filters as they are', () => {
    const query = toReadingSearchQuery({ ...emptyReadingSearch, productIds: [3, 4], cityIds: [9] }, today);
    expect(query.productIds).toEqual([3, 4]);
    expect(query.cityIds).toEqual([9]);
    expect(query.countryIds).toBeNull();
  });

  it('has a 300 ms filter debounce', () => {
    expect(READING_FILTER_DEBOUNCE_MS).toBe(300);
  });

  it('property: a filter is null exactly when nothing is chosen', () => {
    fc.assert(
      fc.property(fc.array(fc.nat()), (ids) => {
        const sent = filterOrNull(ids);
        expect(sent === null).toBe(ids.length === 0);
        if (sent !== null) expect(sent).toEqual(ids);
      }),
    );
  });
});
