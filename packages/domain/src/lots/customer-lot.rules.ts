/** Customer lot save rules (spec B §5 "Lot save"), in the spec's order: dates first, then required fields. */
import { dateOrEmpty, isBefore } from '../shared/dates';
import { maxLengthErrors, REQUIRED_FIELD_MESSAGE, requireFields, type RuleError } from '../shared/errors';
import { normalizeMarkets, validateMarkets } from '../suspicious-readings/market.rules';
import type { CustomerLotInput, CustomerLotSave } from './customer-lot.model';
import { LOT_STATUS, lotStatusOf, needsStatusDate } from './lot-status.model';

/** Heads the dates error; the lines below it say what is wrong ("Check the selected dates:", spec A §5). */
export const WRONG_DATES = 'WRONG_DATES';
export const DATES_RELEASE_BEFORE_FABRICATION = 'DATES_RELEASE_BEFORE_FABRICATION';
export const DATES_VALIDITY_BEFORE_FABRICATION = 'DATES_VALIDITY_BEFORE_FABRICATION';
export const DATES_STATUS_BEFORE_FABRICATION = 'DATES_STATUS_BEFORE_FABRICATION';
export const DATES_VALIDITY_BEFORE_RELEASE = 'DATES_VALIDITY_BEFORE_RELEASE';
/** The server refuses to delete a lot whose tags have been read (spec A §8 dictionary). */
export const LOT_HAS_READINGS = 'LOT_HAS_READINGS';
/** The longest lot number a customer lot keeps (customer_lots.number). */
export const CUSTOMER_LOT_NUMBER_MAX = 50;

/** Ours: another of the customer's lots already has this number (numbers are unique per customer). */
export const CUSTOMER_LOT_NUMBER_EXISTS = 'CUSTOMER_LOT_NUMBER_EXISTS';
/** Ours: the server refuses to delete a partner lot a customer lot has taken tags from. */
export const LOT_IN_CUSTOMER_LOTS = 'LOT_IN_CUSTOMER_LOTS';

/**
 * Ours (issue 24 §5): a lot that has a product keeps it. The form shows it locked (spec B §3: novoProdutoId is chosen
 * only while the lot has none); the server refuses a save that sends another.
 */
export const CUSTOMER_LOT_PRODUCT_LOCKED = 'CUSTOMER_LOT_PRODUCT_LOCKED';

type DateFields = Pick<
  CustomerLotInput,
  'releaseDate' | 'manufactureDate' | 'expiryDate' | 'expiryUndefined' | 'status' | 'statusDate'
>;

/** True when `later` is before `earlier`, both given. A missing date is the required check's business. */
const endsBefore = (later: string, earlier: string): boolean => {
  const [a, b] = [dateOrEmpty(later), dateOrEmpty(earlier)];
  return a !== '' && b !== '' && isBefore(a, b);
};

/**
 * The date checks of spec B §5. "After" allows the same day: a product may be released, expire or change
 * status on the day it was made, so only a date strictly before the other one is wrong.
 * Answers nothing when the dates agree, else WRONG_DATES followed by its lines in the spec's order.
 */
export function validateCustomerLotDates(input: DateFields): RuleError[] {
  const lines: RuleError[] = [];
  // spec B §5: validity checks skipped when expiry is undefined.
  const checkExpiry = !input.expiryUndefined;
  if (endsBefore(input.releaseDate, input.manufactureDate))
    lines.push({ key: DATES_RELEASE_BEFORE_FABRICATION, field: 'releaseDate' });
  if (checkExpiry && endsBefore(input.expiryDate, input.manufactureDate))
    lines.push({ key: DATES_VALIDITY_BEFORE_FABRICATION, field: 'expiryDate' });
  // With status 0 the status date is not sent (below), so it cannot be wrong.
  if (needsStatusDate(input.status) && endsBefore(input.statusDate, input.manufactureDate))
    lines.push({ key: DATES_STATUS_BEFORE_FABRICATION, field: 'statusDate' });
  if (checkExpiry && endsBefore(input.expiryDate, input.releaseDate))
    lines.push({ key: DATES_VALIDITY_BEFORE_RELEASE, field: 'expiryDate' });
  return lines.length === 0 ? [] : [{ key: WRONG_DATES }, ...lines];
}

/**
 * The whole save check (spec B §5): the dates first; only when they pass, the required fields —
 * numero, liberacao, fabricacao; validade unless expiry is undefined; statusData when status is not 0;
 * a product when the lot has none. Each missing field gives REQUIRED_FIELD_MESSAGE. Then (ours, issue 28 §1) the
 * markets, as they will be stored: UNKNOWN_MARKET_COUNTRY on `markets` for each code that is no country.
 */
export function validateCustomerLot(input: CustomerLotInput): RuleError[] {
  const dateErrors = validateCustomerLotDates(input);
  if (dateErrors.length > 0) return dateErrors;
  const clean = { ...input, ...datesOnly(input) };
  const errors = requireFields(clean, ['number', 'releaseDate', 'manufactureDate']);
  errors.push(...maxLengthErrors(input.number, 'number', CUSTOMER_LOT_NUMBER_MAX));
  if (!input.expiryUndefined) errors.push(...requireFields(clean, ['expiryDate']));
  if (needsStatusDate(input.status)) errors.push(...requireFields(clean, ['statusDate']));
  if (input.productId === null && input.newProductId === null)
    errors.push({ key: REQUIRED_FIELD_MESSAGE, field: 'newProductId' });
  errors.push(...validateMarkets(normalizeMarkets(input.markets)));
  return errors;
}

/** An invalid date counts as empty (spec B §5, promotion rule, applied to every date we take in). */
function datesOnly(input: DateFields): DateFields {
  return {
    ...input,
    releaseDate: dateOrEmpty(input.releaseDate),
    manufactureDate: dateOrEmpty(input.manufactureDate),
    expiryDate: dateOrEmpty(input.expiryDate),
    statusDate: dateOrEmpty(input.statusDate),
  };
}

/**
 * What is sent (spec B §5): validade empty when expiry is undefined, statusData empty when status is 0;
 * the product is the lot's own or, for a lot that had none, the one chosen. The number is trimmed; the markets are
 * normalized (upper case, each once, in order: issue 28 §1).
 */
export function customerLotToSave(input: CustomerLotInput): CustomerLotSave {
  const dates = datesOnly(input);
  const status = lotStatusOf(input.status);
  return {
    productId: input.productId ?? input.newProductId,
    number: input.number.trim(),
    releaseDate: dates.releaseDate,
    manufactureDate: dates.manufactureDate,
    expiryDate: input.expiryUndefined ? '' : dates.expiryDate,
    expiryUndefined: input.expiryUndefined,
    status,
    statusDate: status === LOT_STATUS.available ? '' : dates.statusDate,
    markets: normalizeMarkets(input.markets),
  };
}

/**
 * Issue 24 §5: once a customer lot has a product the lot keeps it, so what its tags have said about their product
 * stays true. A save that sends the same product, or gives a lot without one its first, is allowed; one that sends
 * another (or none) is refused.
 */
export function customerLotProductErrors(storedProductId: number | null, sentProductId: number | null): RuleError[] {
  return storedProductId !== null && sentProductId !== storedProductId
    ? [{ key: CUSTOMER_LOT_PRODUCT_LOCKED, field: 'productId' }]
    : [];
}

/** Deleting a customer lot is refused once any of its tags has been read (spec A §8 dictionary). */
export function validateCustomerLotRemoval(usage: { readonly readingCount: number }): RuleError[] {
  return usage.readingCount > 0 ? [{ key: LOT_HAS_READINGS }] : [];
}
