/** Product-line form rules (spec B §5): description required, code also required. */
import { normaliseHex } from '../shared/hex-color';
import { isBlank, requireFields, type RuleError } from '../shared/errors';
import { blankFieldsToNull } from '../shared/blank-to-null';
import { webAddressErrors } from '../shared/web-address';
import type { ProductLineInput } from './product-line.model';

export const PRODUCT_LINE_REQUIRED_FIELDS = ['description', 'code'] as const;

/**
 * A category stores the product lines it is used in as their codes joined by commas (spec B §3 "uso"), so a code
 * holding a comma would read back as two codes.
 */
export const INVALID_PRODUCT_LINE_CODE = 'INVALID_PRODUCT_LINE_CODE';
export const INVALID_COLOUR = 'INVALID_COLOUR';
/** The key the server answers a product-line delete with while categories use it (sent with error 547, spec B §8). */
export const PRODUCT_LINE_IN_USE = 'PRODUCT_LINE_IN_USE';

export function isProductLineCode(value: string): boolean {
  return !value.includes(',');
}

export function validateProductLine(input: ProductLineInput): RuleError[] {
  const errors = requireFields(input, PRODUCT_LINE_REQUIRED_FIELDS);
  if (!isProductLineCode(input.code)) errors.push({ key: INVALID_PRODUCT_LINE_CODE, field: 'code' });
  if (!isBlank(input.colour) && normaliseHex(input.colour as string) === undefined)
    errors.push({ key: INVALID_COLOUR, field: 'colour' });
  errors.push(...webAddressErrors(input, ['imageUrl', 'thumbnailUrl', 'link']));
  return errors;
}

/** What is sent: required text trimmed, blank optional text as null, the colour as `#rrggbb` in lower case. */
export function normaliseProductLine(input: ProductLineInput): ProductLineInput {
  const clean = blankFieldsToNull(input, ['imageUrl', 'thumbnailUrl', 'link', 'colour']);
  return {
    ...clean,
    code: input.code.trim(),
    description: input.description.trim(),
    colour: clean.colour === null ? null : (normaliseHex(clean.colour) ?? clean.colour),
  };
}
