import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, CountryCodeSchema, isCountryCode } from './country-code.model';
import { UNKNOWN_MARKET_COUNTRY, normalizeMarkets, validateMarkets } from './market.rules';

describe("a lot's intended markets (issue 28 §1)", () => {
  it('knows the 249 officially assigned ISO 3166-1 alpha-2 codes, each once, in order', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect([...COUNTRY_CODES].sort()).toEqual([...COUNTRY_CODES]);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('accepts Brazil, Portugal, the United States, Spain and the United Kingdom (GB)', () => {
    for (const code of ['BR', 'PT', 'US', 'ES', 'GB']) expect(isCountryCode(code)).toBe(true);
    expect(validateMarkets(['BR', 'PT', 'US', 'ES', 'GB'])).toEqual([]);
    expect(v.parse(CountryCodeSchema, 'BR')).toBe('BR');
  });

  it("refuses codes that are reserved or not assigned: 'UK', 'XX', 'EU', 'XK'", () => {
    expect(validateMarkets(['UK', 'XX', 'EU', 'XK'])).toEqual(
      ['UK', 'XX', 'EU', 'XK'].map((code) => ({ key: UNKNOWN_MARKET_COUNTRY, field: 'markets', params: { code } })),
    );
    expect(v.safeParse(CountryCodeSchema, 'UK').success).toBe(false);
  });

  it('checks codes as written, and names an unknown code once', () => {
    expect(validateMarkets(['br', 'BRA', 'XX', 'XX'])).toEqual(
      ['br', 'BRA', 'XX'].map((code) => ({ key: UNKNOWN_MARKET_COUNTRY, field: 'markets', params: { code } })),
    );
  });

  it('means anywhere when empty', () => {
    expect(normalizeMarkets('')).toEqual([]);
    expect(normalizeMarkets([' ', ''])).toEqual([]);
    expect(validateMarkets([])).toEqual([]);
  });

  it('normalizes text or a list to upper-case codes, trimmed, each once, in alphabetical order', () => {
    expect(normalizeMarkets(' pt, br;es\nBR  us ')).toEqual(['BR', 'ES', 'PT', 'US']);
    expect(normalizeMarkets(['pt', ' Br ', 'PT', 'gb, es'])).toEqual(['BR', 'ES', 'GB', 'PT']);
    expect(validateMarkets(normalizeMarkets('br, pt, gb'))).toEqual([]);
  });

  it('property: normalizing twice changes nothing, and the order of the input does not matter', () => {
    const code = fc.oneof(fc.constantFrom(...COUNTRY_CODES, 'br', ' pt ', 'Gb', 'xx'), fc.string({ maxLength: 4 }));
    fc.assert(
      fc.property(fc.array(code), (codes) => {
        const normalized = normalizeMarkets(codes);
        expect(normalizeMarkets(normalized)).toEqual(normalized);
        expect(normalizeMarkets([...codes].reverse())).toEqual(normalized);
        expect(normalizeMarkets(codes.join(','))).toEqual(normalized);
      }),
    );
  });

  it('property: a normalized list passes exactly when every code in it is assigned', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-zA-Z]{2}$/)), (codes) => {
        const normalized = normalizeMarkets(codes);
        expect(validateMarkets(normalized).length === 0).toBe(
          normalized.every((code) => COUNTRY_CODES.includes(code as never)),
        );
      }),
    );
  });
});
