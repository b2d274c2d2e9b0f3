/** Product (spec B §3): what a customer makes and tags; its list row, its select option, and the name cut for display. */
import * as v from 'valibot';
import { MediaLinksEntries, emptyMediaLinks } from './media-links.model';

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));

/** spec B §9: "Product relevance default 0". */
export const DEFAULT_PRODUCT_RELEVANCE = 0;

/** The longest code, name and measure a product holds (the columns' widths, migration 0002). */
export const PRODUCT_CODE_MAX = 50;
export const PRODUCT_NAME_MAX = 300;
export const PRODUCT_MEASURE_MAX = 50;
/** The longest description the form takes (the column is text). */
export const PRODUCT_DESCRIPTION_MAX = 4000;

export const ProductInputSchema = v.object({
  code: v.string(),
  name: v.string(),
  description: v.string(),
  /** null until one is chosen; required to save (spec B §5). */
  categoryId: v.nullable(Id),
  measure: v.optional(v.nullable(v.string()), null),
  unitsPerPackage: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), null),
  // spec silent on these defaults: a new product is active and not tied to a partner lot.
  active: v.optional(v.boolean(), true),
  partnerLotLinked: v.optional(v.boolean(), false),
  ...MediaLinksEntries,
  relevance: v.optional(v.pipe(v.number(), v.integer()), DEFAULT_PRODUCT_RELEVANCE),
  /**
   * The product's GTIN (issue 29 §1), null when it has none: 8, 12, 13 or 14 digits as typed, stored as GTIN-14
   * (gs1/gtin.rules.ts).
   */
  gtin: v.optional(v.nullable(v.string()), null),
});
export type ProductInput = v.InferOutput<typeof ProductInputSchema>;

export const ProductSchema = v.object({
  id: Id,
  ...ProductInputSchema.entries,
  /** The owning customer; the server sets it from the caller's token, never from the form. */
  customerId: v.optional(v.nullable(Id), null),
  /** The main image's id: the main image is the product's thumbnail (spec B §4). */
  thumbId: v.optional(v.nullable(Id), null),
});
export type Product = v.InferOutput<typeof ProductSchema>;

/** A row of the product list (spec B §2: code, name, category, relevance, grade, reads). */
export const ProductRowSchema = v.object({
  id: Id,
  code: v.string(),
  name: v.string(),
  categoryDescription: v.nullable(v.string()),
  relevance: v.number(),
  grade: v.nullable(v.number()),
  reads: v.number(),
});
export type ProductRow = v.InferOutput<typeof ProductRowSchema>;

/** A product in a select (lot forms, reading filters). */
export const ProductOptionSchema = v.object({ id: Id, code: v.string(), name: v.string() });
export type ProductOption = v.InferOutput<typeof ProductOptionSchema>;

export const emptyProductInput: ProductInput = {
  code: '',
  name: '',
  description: '',
  categoryId: null,
  measure: null,
  unitsPerPackage: null,
  active: true,
  partnerLotLinked: false,
  ...emptyMediaLinks,
  relevance: DEFAULT_PRODUCT_RELEVANCE,
  gtin: null,
};

/** spec B §2, §9: "Product name cut at 100 characters". */
export const PRODUCT_NAME_DISPLAY_LIMIT = 100;
const ELLIPSIS = '…';

/**
 * Cuts text longer than `limit` characters, ending it with an ellipsis (spec A §1: "text longer than its column is
 * cut with an ellipsis"); the result, ellipsis included, is never longer than `limit`. A surrogate pair is never split.
 */
export function truncate(text: string, limit: number = PRODUCT_NAME_DISPLAY_LIMIT): string {
  if (text.length <= limit) return text;
  if (limit < 1) return '';
  let end = limit - ELLIPSIS.length;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return text.slice(0, end) + ELLIPSIS;
}
