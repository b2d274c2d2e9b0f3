/**
 * A lot's intended markets (issue 28 §1): the countries its products are sold in, as ISO 3166-1 alpha-2 codes. An
 * empty list means anywhere: the off-market rule then has nothing to compare with.
 */
import type { RuleError } from '../shared/errors';
import { isCountryCode } from './country-code.model';

/** A market that is not an officially assigned ISO 3166-1 alpha-2 code; `params.code` says which. */
export const UNKNOWN_MARKET_COUNTRY = 'UNKNOWN_MARKET_COUNTRY';

// People type lists as "BR, PT" or "br pt" or one per line; a code never holds any of these.
const SEPARATORS = /[\s,;]+/;

/**
 * The markets as stored: codes upper-cased and trimmed, blanks dropped, each once, in alphabetical order, so two
 * lists of the same countries compare equal. Text is split at commas, semicolons and white space.
 */
export function normalizeMarkets(input: string | readonly string[]): string[] {
  const parts = (typeof input === 'string' ? [input] : input).flatMap((text) => text.split(SEPARATORS));
  const codes = parts.map((part) => part.trim().toUpperCase()).filter((code) => code !== '');
  return [...new Set(codes)].sort();
}

/**
 * One UNKNOWN_MARKET_COUNTRY error on `markets` per code that is not officially assigned, each once, in the list's
 * order. Codes are checked as written: normalize them first (`normalizeMarkets`), so 'br' becomes 'BR'.
 */
export function validateMarkets(markets: readonly string[]): RuleError[] {
  return [...new Set(markets)]
    .filter((code) => !isCountryCode(code))
    .map((code) => ({ key: UNKNOWN_MARKET_COUNTRY, field: 'markets', params: { code } }));
}
