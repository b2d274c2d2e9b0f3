/**
 * A product's GTIN (issue 29 §1): 8, 12, 13 or 14 digits whose last is the GS1 check digit, stored as GTIN-14 and
 * shown in the shortest of those lengths that holds it.
 */
import { isBlank, type RuleError } from '../shared/errors';

/** The lengths a GTIN comes in: GTIN-8, GTIN-12 (U.P.C.), GTIN-13 (EAN) and GTIN-14. */
export const GTIN_LENGTHS = [8, 12, 13, 14] as const;
/** A GTIN as stored: every length left-padded with zeros to 14 digits, which leaves its meaning unchanged. */
export const STORED_GTIN_LENGTH = 14;

/** A GTIN holding something other than digits. */
export const GTIN_NOT_DIGITS = 'GTIN_NOT_DIGITS';
/** A GTIN of a length other than 8, 12, 13 or 14 digits; `params.lengths` lists them. */
export const GTIN_INVALID_LENGTH = 'GTIN_INVALID_LENGTH';
/** A GTIN whose last digit is not the check digit of the ones before it: a typo or a misread. */
export const GTIN_BAD_CHECK_DIGIT = 'GTIN_BAD_CHECK_DIGIT';

const DIGITS = /^[0-9]+$/;
// Printed under a barcode a GTIN is split into groups ('9 506000 134352'): people paste it that way.
const WHITE_SPACE = /\s+/g;

/**
 * The GS1 check digit of `body`, the digits before it: from the right, the digits are weighted 3, 1, 3, 1…, and the
 * check digit brings their sum up to the next multiple of ten (GS1 General Specifications §7.9.1, the same for every
 * GS1 key: GTIN, GLN, SSCC…). Undefined when `body` is not one or more digits.
 */
export function gtinCheckDigit(body: string): number | undefined {
  if (!DIGITS.test(body)) return undefined;
  let sum = 0;
  for (let fromRight = 0; fromRight < body.length; fromRight++) {
    const digit = body.charCodeAt(body.length - 1 - fromRight) - 48;
    sum += fromRight % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

function compactGtin(text: string): string {
  return text.replace(WHITE_SPACE, '');
}

function gtinErrorKey(digits: string): string | undefined {
  if (!DIGITS.test(digits)) return GTIN_NOT_DIGITS;
  if (!(GTIN_LENGTHS as readonly number[]).includes(digits.length)) return GTIN_INVALID_LENGTH;
  if (gtinCheckDigit(digits.slice(0, -1)) !== Number(digits.slice(-1))) return GTIN_BAD_CHECK_DIGIT;
  return undefined;
}

/**
 * The errors of a GTIN typed in `field`, white space ignored: GTIN_NOT_DIGITS, GTIN_INVALID_LENGTH or
 * GTIN_BAD_CHECK_DIGIT, the first that applies. A blank passes: a product need not carry a GTIN.
 */
export function gtinErrors(text: string, field: string): RuleError[] {
  if (isBlank(text)) return [];
  const key = gtinErrorKey(compactGtin(text));
  if (key === undefined) return [];
  return key === GTIN_INVALID_LENGTH
    ? [{ key, field, params: { lengths: GTIN_LENGTHS.join(', ') } }]
    : [{ key, field }];
}

export function isGtin(text: string): boolean {
  return !isBlank(text) && gtinErrorKey(compactGtin(text)) === undefined;
}

/** The GTIN as stored, 14 digits, white space dropped; undefined when it is not a valid GTIN. */
export function normalizeGtin(text: string): string | undefined {
  return isGtin(text) ? compactGtin(text).padStart(STORED_GTIN_LENGTH, '0') : undefined;
}

/**
 * The GTIN as people read it: its leading zeros dropped down to the shortest GTIN length that holds the rest
 * ('00000096385074' → '96385074', '00036000291452' → '036000291452'). Undefined when it is not a valid GTIN.
 */
export function displayGtin(text: string): string | undefined {
  const stored = normalizeGtin(text);
  if (stored === undefined) return undefined;
  const significant = stored.replace(/^0+/, '').length;
  const length = GTIN_LENGTHS.find((candidate) => candidate >= significant) ?? STORED_GTIN_LENGTH;
  return stored.slice(STORED_GTIN_LENGTH - length);
}
