/** Category form rules (spec B §5): description required. */
import { isBlank, requireFields, type RuleError } from '../shared/errors';
import { blankFieldsToNull } from '../shared/blank-to-null';
import type { CategoryInput } from './category.model';
import { webAddressErrors } from '../shared/web-address';
import { MEDIA_LINK_FIELDS, MEDIA_LINK_WEB_ADDRESS_FIELDS } from './media-links.model';
import { INVALID_PRODUCT_LINE_CODE, isProductLineCode } from './product-line.rules';

export const CATEGORY_REQUIRED_FIELDS = ['description'] as const;

/** The key the server answers a category delete with while products use it (sent with error 547, spec B §8). */
export const CATEGORY_IN_USE = 'CATEGORY_IN_USE';

export function validateCategory(input: CategoryInput): RuleError[] {
  const errors = requireFields(input, CATEGORY_REQUIRED_FIELDS);
  if (!input.usage.every(isProductLineCode)) errors.push({ key: INVALID_PRODUCT_LINE_CODE, field: 'usage' });
  errors.push(...webAddressErrors(input, ['imageUrl', ...MEDIA_LINK_WEB_ADDRESS_FIELDS]));
  return errors;
}

/** What is sent: trimmed text, blank optional text as null, each product line once, no blank segments. */
export function normaliseCategory(input: CategoryInput): CategoryInput {
  const usage = [...new Set(input.usage.map((code) => code.trim()).filter((code) => code !== ''))];
  const segments = input.segments
    .filter((segment) => !isBlank(segment.description))
    .map((segment) => ({ description: segment.description.trim() }));
  return {
    ...blankFieldsToNull(input, [...MEDIA_LINK_FIELDS, 'imageUrl']),
    description: input.description.trim(),
    usage,
    segments,
  };
}
