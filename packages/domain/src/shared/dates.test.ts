import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dateOrEmpty, InstantSchema, isLocalDate, LocalDateOrEmptySchema, LocalDateSchema } from './dates';

describe('calendar dates and instants', () => {
  it('takes a real day written YYYY-MM-DD, and nothing else', () => {
    expect(v.is(LocalDateSchema, '2026-02-28')).toBe(true);
    for (const text of ['2026-02-30', '28/02/2026', '2026-2-28', '', '2026-02-28T00:00:00Z'])
      expect(v.is(LocalDateSchema, text), text).toBe(false);
  });

  it('lets a form leave a date empty', () => {
    expect(v.is(LocalDateOrEmptySchema, '')).toBe(true);
    expect(v.is(LocalDateOrEmptySchema, '2026-13-01')).toBe(false);
  });

  it('takes an instant with its offset', () => {
    expect(v.is(InstantSchema, '2026-03-01T12:00:00Z')).toBe(true);
    expect(v.is(InstantSchema, '2026-03-01T12:00:00.123+01:00')).toBe(true);
    expect(v.is(InstantSchema, '2026-03-01')).toBe(false);
  });

  it('property: the schema agrees with isLocalDate, and an invalid date becomes empty (spec B §5)', () => {
    const day = fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true });
    fc.assert(
      fc.property(day, (date) => {
        const text = date.toISOString().slice(0, 10);
        expect(v.is(LocalDateSchema, text)).toBe(isLocalDate(text));
        expect(dateOrEmpty(text)).toBe(text);
      }),
    );
    expect(dateOrEmpty('2026-02-30')).toBe('');
  });
});
