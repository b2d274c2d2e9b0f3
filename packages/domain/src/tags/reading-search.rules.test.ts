import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { READING_AUTHENTICITIES } from '../public-reading/reading-authenticity.model';
import {
  READING_AUTHENTICITY_FILTERS,
  READING_FILTER_DEBOUNCE_MS,
  READING_PERIOD,
  emptyReadingSearch,
  type ReadingSearch,
} from './reading-search.model';
import {
  authenticitiesOf,
  filterOrNull,
  periodDates,
  readingSearchFromText,
  recentPossibleCopiesSearch,
  toReadingSearchQuery,
} from './reading-search.rules';

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
      authenticities: null,
      suspiciousOnly: false,
    });
  });

  it('sends chosen filters as they are', () => {
    const query = toReadingSearchQuery({ ...emptyReadingSearch, productIds: [3, 4], cityIds: [9] }, today);
    expect(query.productIds).toEqual([3, 4]);
    expect(query.cityIds).toEqual([9]);
    expect(query.countryIds).toBeNull();
  });

  it('sends possible copies as the replayed and invalid readings, and any other choice as itself', () => {
    const sent = (authenticity: ReadingSearch['authenticity']) =>
      toReadingSearchQuery({ ...emptyReadingSearch, authenticity }, today).authenticities;
    expect(sent('all')).toBeNull();
    expect(sent('possibleCopies')).toEqual(['replayed', 'invalid']);
    expect(sent('genuine')).toEqual(['genuine']);
    expect(sent('unverified')).toEqual(['unverified']);
  });

  it('property: every authenticity is let through by "all" and by exactly one other choice', () => {
    fc.assert(
      fc.property(fc.constantFrom(...READING_AUTHENTICITIES), (authenticity) => {
        const choices = READING_AUTHENTICITY_FILTERS.filter((filter) => {
          const letThrough = authenticitiesOf(filter);
          return letThrough === null || letThrough.includes(authenticity);
        });
        expect(choices).toHaveLength(2);
        expect(choices).toContain('all');
      }),
    );
  });

  it('leads the card of possible copies to the map of those of the last 7 days, whole days, across a month', () => {
    const search = recentPossibleCopiesSearch('2026-03-03', 7);
    expect(search).toMatchObject({ period: READING_PERIOD.custom, authenticity: 'possibleCopies' });
    expect(toReadingSearchQuery(search, '2026-03-03')).toMatchObject({
      startDate: '2026-02-24',
      endDate: '2026-03-03',
      authenticities: ['replayed', 'invalid'],
      productIds: null,
    });
  });

  it('reads a search from an address, each part that does not read left as the empty form has it', () => {
    const named = {
      period: '3',
      startDate: '2026-02-24',
      endDate: '2026-03-03',
      authenticity: 'possibleCopies',
      suspicious: null,
    };
    expect(readingSearchFromText(named)).toEqual(recentPossibleCopiesSearch('2026-03-03', 7));
    expect(
      readingSearchFromText({
        period: '9',
        startDate: '24/02/2026',
        endDate: null,
        authenticity: 'copies',
        suspicious: 'yes',
      }),
    ).toEqual(emptyReadingSearch);
  });

  it('reads the suspicious-only switch from an address as on only for `true` (issue 28 §3)', () => {
    const text = { period: null, startDate: null, endDate: null, authenticity: null };
    expect(readingSearchFromText({ ...text, suspicious: 'true' }).suspiciousOnly).toBe(true);
    expect(readingSearchFromText({ ...text, suspicious: 'false' }).suspiciousOnly).toBe(false);
    expect(readingSearchFromText({ ...text, suspicious: null }).suspiciousOnly).toBe(false);
  });

  it('sends the suspicious-only switch as the form has it', () => {
    expect(toReadingSearchQuery({ ...emptyReadingSearch, suspiciousOnly: true }, today).suspiciousOnly).toBe(true);
    expect(toReadingSearchQuery(emptyReadingSearch, today).suspiciousOnly).toBe(false);
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
