/**
 * Product form rules (spec B §5): code, name, description and category required; empty optional fields sent as null;
 * a GTIN, when given, checked and sent as GTIN-14 (issue 29 §1).
 */
import { gtinErrors, normalizeGtin } from '../gs1/gtin.rules';
import { maxLengthErrors, requireFields, type RuleError } from '../shared/errors';
import { blankFieldsToNull, blankToNull } from '../shared/blank-to-null';
import { webAddressErrors } from '../shared/web-address';
import { MEDIA_LINK_FIELDS, MEDIA_LINK_WEB_ADDRESS_FIELDS } from './media-links.model';
import { PRODUCT_CODE_MAX, PRODUCT_MEASURE_MAX, PRODUCT_NAME_MAX, type ProductInput } from './product.model';

export const PRODUCT_REQUIRED_FIELDS = ['code', 'name', 'description', 'categoryId'] as const;

/** The key the server answers a product delete with while lots or promotions use it (sent with error 1, spec B §8). */
export const PRODUCT_IN_USE = 'PRODUCT_IN_USE';
/** The key the server answers a save naming a category the caller does not have with (another customer's, or none). */
export const PRODUCT_CATEGORY_NOT_FOUND = 'PRODUCT_CATEGORY_NOT_FOUND';
/**
 * The key the server answers a save with when another product of the caller carries the same GTIN (issue 29 §1: a
 * GTIN is unique per customer; two customers may both sell a product they did not make).
 */
export const GTIN_TAKEN = 'GTIN_TAKEN';

/** The required fields, the web addresses, the lengths the columns hold, and the GTIN's digits. */
export function validateProduct(input: ProductInput): RuleError[] {
  return [
    ...requireFields(input, PRODUCT_REQUIRED_FIELDS),
    ...webAddressErrors(input, MEDIA_LINK_WEB_ADDRESS_FIELDS),
    ...maxLengthErrors(input.code, 'code', PRODUCT_CODE_MAX),
    ...maxLengthErrors(input.name, 'name', PRODUCT_NAME_MAX),
    ...maxLengthErrors(input.measure ?? '', 'measure', PRODUCT_MEASURE_MAX),
    ...gtinErrors(input.gtin ?? '', 'gtin'),
  ];
}

/** What is sent: required text trimmed, blank optional text as null, a valid GTIN as its 14 digits. */
export function normaliseProduct(input: ProductInput): ProductInput {
  return {
    ...blankFieldsToNull(input, MEDIA_LINK_FIELDS),
    code: input.code.trim(),
    name: input.name.trim(),
    description: input.description.trim(),
    measure: blankToNull(input.measure),
    // An invalid GTIN is left as typed: validateProduct refuses it before anything is sent.
    gtin: normalizeGtin(input.gtin ?? '') ?? blankToNull(input.gtin),
  };
}
