/**
 * The one check for the web addresses a form stores (manual, video and sharing links and images): the public tag
 * page links to them, so only http(s) addresses are kept — never `javascript:` or `data:`, never a bare word.
 */
import { isBlank, type RuleError } from './errors';

/** A filled address that is not a full http(s) one. The spec shows no such check: ours. */
export const INVALID_WEB_ADDRESS = 'INVALID_WEB_ADDRESS';
/** The longest address kept: what browsers and sharing services handle everywhere. */
export const WEB_ADDRESS_MAX = 2000;

// A scheme, then a host without spaces; the path may hold what people paste (a space is encoded by the browser).
const WEB_ADDRESS = /^https?:\/\/[^\s/?#]+(?:[/?#].*)?$/i;

export function isWebAddress(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= WEB_ADDRESS_MAX && WEB_ADDRESS.test(trimmed);
}

/** INVALID_WEB_ADDRESS on each named field holding a filled value that is not a web address; blanks pass. */
export function webAddressErrors<T extends object>(input: T, fields: readonly (keyof T & string)[]): RuleError[] {
  return fields
    .filter((field) => {
      const value = input[field] as unknown;
      return typeof value === 'string' && !isBlank(value) && !isWebAddress(value);
    })
    .map((field) => ({ key: INVALID_WEB_ADDRESS, field, params: { max: WEB_ADDRESS_MAX } }));
}
