/** Product form rules (spec B §5): code, name, description and category required; empty optional fields sent as null. */
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

/** The required fields, the web addresses, and the lengths the columns hold. */
export function validateProduct(input: ProductInput): RuleError[] {
  return [
    ...requireFields(input, PRODUCT_REQUIRED_FIELDS),
    ...webAddressErrors(input, MEDIA_LINK_WEB_ADDRESS_FIELDS),
    ...maxLengthErrors(input.code, 'code', PRODUCT_CODE_MAX),
    ...maxLengthErrors(input.name, 'name', PRODUCT_NAME_MAX),
    ...maxLengthErrors(input.measure ?? '', 'measure', PRODUCT_MEASURE_MAX),
  ];
}

/** What is sent: required text trimmed, blank optional text as null. */
export function normaliseProduct(input: ProductInput): ProductInput {
  return {
    ...blankFieldsToNull(input, MEDIA_LINK_FIELDS),
    code: input.code.trim(),
    name: input.name.trim(),
    description: input.description.trim(),
    measure: blankToNull(input.measure),
  };
}
