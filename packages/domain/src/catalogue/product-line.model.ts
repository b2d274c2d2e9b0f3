/** Product line (spec B §3): a family of categories, shown with a colour and images in the app. */
import * as v from 'valibot';

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const OptionalText = v.optional(v.nullable(v.string()), null);

/** spec silent on a default; as for products and promotions, relevance starts at 0. */
export const DEFAULT_PRODUCT_LINE_RELEVANCE = 0;

export const ProductLineInputSchema = v.object({
  code: v.string(),
  description: v.string(),
  imageUrl: OptionalText,
  thumbnailUrl: OptionalText,
  link: OptionalText,
  /** A hex colour (`#0055b8`), or null when none is chosen. */
  colour: OptionalText,
  relevance: v.optional(v.pipe(v.number(), v.integer()), DEFAULT_PRODUCT_LINE_RELEVANCE),
});
export type ProductLineInput = v.InferOutput<typeof ProductLineInputSchema>;

export const ProductLineSchema = v.object({ id: Id, ...ProductLineInputSchema.entries });
export type ProductLine = v.InferOutput<typeof ProductLineSchema>;

/** A row of the product-line list (spec B §2: description, relevance), with the colour the list shows as a swatch. */
export const ProductLineRowSchema = v.object({
  id: Id,
  code: v.string(),
  description: v.string(),
  relevance: v.number(),
  colour: v.optional(v.nullable(v.string())),
});
export type ProductLineRow = v.InferOutput<typeof ProductLineRowSchema>;

/** spec B §3: "Filter options: list of codigo, descricao" — what a category's usage is chosen from. */
export const ProductLineOptionSchema = v.object({ code: v.string(), description: v.string() });
export type ProductLineOption = v.InferOutput<typeof ProductLineOptionSchema>;

export const emptyProductLineInput: ProductLineInput = {
  code: '',
  description: '',
  imageUrl: null,
  thumbnailUrl: null,
  link: null,
  colour: null,
  relevance: DEFAULT_PRODUCT_LINE_RELEVANCE,
};
