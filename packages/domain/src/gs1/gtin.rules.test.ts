import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayGtin,
  GTIN_BAD_CHECK_DIGIT,
  GTIN_INVALID_LENGTH,
  GTIN_NOT_DIGITS,
  gtinCheckDigit,
  gtinErrors,
  isGtin,
  normalizeGtin,
} from './gtin.rules';

const keysOf = (text: string) => gtinErrors(text, 'gtin').map((error) => error.key);

/** A valid GTIN of each length, built from arbitrary digits and their check digit. */
const validGtin = fc
  .constantFrom(7, 11, 12, 13)
  .chain((bodyLength) => fc.stringMatching(new RegExp(`^[0-9]{${bodyLength}}$`)))
  .map((body) => `${body}${gtinCheckDigit(body)}`);

describe('the GS1 check digit', () => {
  it("gives GS1's worked examples their check digits", () => {
    // gs1.org check digit calculator page: GTIN-13 629104150021 → 3.
    expect(gtinCheckDigit('629104150021')).toBe(3);
    // GS1 Sweden, "Så beräknas kontrollsiffran": 730001100001 → 7.
    expect(gtinCheckDigit('730001100001')).toBe(7);
    // GS1 India, "How to calculate the Check Digit": 890400021003 → 7.
    expect(gtinCheckDigit('890400021003')).toBe(7);
  });

  it('is 0 when the weighted sum is already a multiple of ten', () => {
    expect(gtinCheckDigit('0000000')).toBe(0);
    expect(gtinCheckDigit('5')).toBe(5);
    expect(gtinCheckDigit('55')).toBe(0);
  });

  it('has no answer for a body that is not digits', () => {
    expect(gtinCheckDigit('')).toBeUndefined();
    expect(gtinCheckDigit('12a4')).toBeUndefined();
  });
});

describe("a product's GTIN (issue 29 §1)", () => {
  it('accepts GTINs of 8, 12, 13 and 14 digits with their check digit', () => {
    for (const gtin of [
      // gs1/gs1-syntax-engine, src/c-lib/syntax/lint_csum.c (test_lint_csum): one valid key of each length.
      '02345673',
      '416000336108',
      '1234567890128',
      '12345678901231',
      // GS1 Digital Link documentation's example product (gs1/DigitalLinkDocs README).
      '9506000134352',
      '09506000134352',
      // Wikipedia's U.P.C.-A and EAN-8 examples; a GTIN-14 under 0614141, GS1 US's example company prefix.
      '036000291452',
      '96385074',
      '10614141000415',
      // GS1 Sweden's worked example.
      '7300011000017',
    ])
      expect(keysOf(gtin), gtin).toEqual([]);
  });

  it('refuses a GTIN whose check digit does not match', () => {
    // gs1/gs1-syntax-engine, lint_csum.c: the same keys with a wrong last digit.
    for (const gtin of ['12345673', '416000336109', '1234567890129', '12345678901232', '9506000134353'])
      expect(keysOf(gtin), gtin).toEqual([GTIN_BAD_CHECK_DIGIT]);
  });

  it('refuses lengths other than 8, 12, 13 and 14, and says which are allowed', () => {
    for (const gtin of ['1', '1234567', '123456789', '12345678901', '123456789012345', '123456789012345675'])
      expect(keysOf(gtin), gtin).toEqual([GTIN_INVALID_LENGTH]);
    expect(gtinErrors('123', 'products.0.gtin')).toEqual([
      { key: GTIN_INVALID_LENGTH, field: 'products.0.gtin', params: { lengths: '8, 12, 13, 14' } },
    ]);
  });

  it('refuses anything but digits', () => {
    for (const gtin of ['950600013435X', '9506-000134352', '+9506000134352', '９５０６０００１３４３５２'])
      expect(keysOf(gtin), gtin).toEqual([GTIN_NOT_DIGITS]);
  });

  it('lets a blank pass: a product need not carry a GTIN', () => {
    expect(gtinErrors('', 'gtin')).toEqual([]);
    expect(gtinErrors('   ', 'gtin')).toEqual([]);
    expect(isGtin('')).toBe(false);
    expect(normalizeGtin(' ')).toBeUndefined();
  });

  it('reads a GTIN pasted in the groups printed under a barcode', () => {
    expect(keysOf(' 9 506000 134352 ')).toEqual([]);
    expect(normalizeGtin('9 506000 134352')).toBe('09506000134352');
  });

  it('is stored as GTIN-14, left-padded with zeros', () => {
    expect(normalizeGtin('96385074')).toBe('00000096385074');
    expect(normalizeGtin('036000291452')).toBe('00036000291452');
    expect(normalizeGtin('9506000134352')).toBe('09506000134352');
    expect(normalizeGtin('10614141000415')).toBe('10614141000415');
    expect(normalizeGtin('9506000134353')).toBeUndefined();
  });

  it('is shown in the shortest of 8, 12, 13 and 14 digits that holds it', () => {
    expect(displayGtin('00000096385074')).toBe('96385074');
    expect(displayGtin('00036000291452')).toBe('036000291452');
    expect(displayGtin('09506000134352')).toBe('9506000134352');
    expect(displayGtin('10614141000415')).toBe('10614141000415');
    expect(displayGtin('00000000000000')).toBe('00000000');
    expect(displayGtin('12345')).toBeUndefined();
  });

  it('property: any single-digit change of a valid GTIN is refused', () => {
    fc.assert(
      fc.property(validGtin, fc.nat(), fc.integer({ min: 1, max: 9 }), (gtin, at, shift) => {
        const position = at % gtin.length;
        const changed = (Number(gtin[position]) + shift) % 10;
        const mistyped = `${gtin.slice(0, position)}${changed}${gtin.slice(position + 1)}`;
        expect(keysOf(mistyped)).toEqual([GTIN_BAD_CHECK_DIGIT]);
      }),
    );
  });

  // Swapping a and b weighted 3 and 1 changes the sum by 2 × (a − b): a multiple of 10 only when they differ by 5.
  it('property: swapping two adjacent different digits is refused, unless they differ by 5', () => {
    fc.assert(
      fc.property(validGtin, fc.nat(), (gtin, at) => {
        const position = at % (gtin.length - 1);
        const [left, right] = [Number(gtin[position]), Number(gtin[position + 1])];
        fc.pre(left !== right);
        const swapped = `${gtin.slice(0, position)}${right}${left}${gtin.slice(position + 2)}`;
        expect(keysOf(swapped)).toEqual(Math.abs(left - right) === 5 ? [] : [GTIN_BAD_CHECK_DIGIT]);
      }),
    );
  });

  it('property: normalizing gives 14 digits, twice changes nothing, and the shown form normalizes back to it', () => {
    fc.assert(
      fc.property(validGtin, (gtin) => {
        const stored = normalizeGtin(gtin)!;
        expect(stored).toMatch(/^[0-9]{14}$/);
        expect(normalizeGtin(stored)).toBe(stored);
        expect(normalizeGtin(displayGtin(gtin)!)).toBe(stored);
        expect(stored.endsWith(gtin)).toBe(true);
      }),
    );
  });
});
