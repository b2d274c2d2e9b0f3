import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BigIdParam, IdParam, INT4_MAX, INT4_MIN, Int4Schema } from './endpoint';

const reads = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value);

describe('IdParam', () => {
  it('reads every id an integer column holds, written in digits, as that number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: INT4_MAX }), (id) => {
        expect(reads(IdParam, String(id)).output).toBe(id);
        expect(reads(IdParam, id).output).toBe(id);
      }),
    );
  });

  it('refuses an id past the integer range, which the database would fail the call for', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: BigInt(INT4_MAX) + 1n, max: 10n ** 30n }), (id) => {
        expect(reads(IdParam, String(id)).success).toBe(false);
      }),
    );
    expect(reads(IdParam, INT4_MAX + 1).success).toBe(false);
  });

  it('refuses text that is not plain digits, though Number() would read it', () => {
    for (const text of ['0', '-1', '+7', ' 7', '7 ', '07', '1e3', '0x10', '0b1', '7.0', '1.5', '', 'Infinity', '１２'])
      expect(reads(IdParam, text).success, JSON.stringify(text)).toBe(false);
  });
});

describe('BigIdParam', () => {
  it('reads a bigserial id past the integer range, up to the largest safe integer', () => {
    expect(reads(BigIdParam, String(INT4_MAX + 1)).output).toBe(INT4_MAX + 1);
    expect(reads(BigIdParam, String(Number.MAX_SAFE_INTEGER)).output).toBe(Number.MAX_SAFE_INTEGER);
    expect(reads(BigIdParam, '9007199254740993').success).toBe(false);
  });
});

describe('Int4Schema', () => {
  it('takes the whole numbers an integer column holds and nothing past them', () => {
    fc.assert(
      fc.property(fc.integer({ min: INT4_MIN, max: INT4_MAX }), (n) => {
        expect(reads(Int4Schema, n).success).toBe(true);
      }),
    );
    for (const n of [INT4_MAX + 1, INT4_MIN - 1, 1e20, 1.5, Infinity])
      expect(reads(Int4Schema, n).success, String(n)).toBe(false);
  });
});
