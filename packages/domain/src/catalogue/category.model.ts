/** Category (spec B §3): groups products; used in product lines, split into segments, shown with images in the app. */
import * as v from 'valibot';
import { MediaLinksEntries, emptyMediaLinks } from './media-links.model';

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));

/** spec silent on a default; as for products and promotions, relevance starts at 0. */
export const DEFAULT_CATEGORY_RELEVANCE = 0;

/** The longest description a category and each of its segments take (the spec gives none; the columns are text). */
export const CATEGORY_DESCRIPTION_MAX = 120;

export const CategorySegmentSchema = v.object({ description: v.string() });
export type CategorySegment = v.InferOutput<typeof CategorySegmentSchema>;

export const CategoryInputSchema = v.object({
  description: v.string(),
  parentCategoryId: v.optional(v.nullable(Id), null),
  // spec silent on the default: a new category is active.
  active: v.optional(v.boolean(), true),
  imageUrl: v.optional(v.nullable(v.string()), null),
  ...MediaLinksEntries,
  relevance: v.optional(v.pipe(v.number(), v.integer()), DEFAULT_CATEGORY_RELEVANCE),
  /** The codes of the product lines the category is used in (spec B §3 "uso"). */
  usage: v.optional(v.array(v.string()), []),
  segments: v.optional(v.array(CategorySegmentSchema), []),
});
export type CategoryInput = v.InferOutput<typeof CategoryInputSchema>;

export const CategorySchema = v.object({ id: Id, ...CategoryInputSchema.entries });
export type Category = v.InferOutput<typeof CategorySchema>;

/** A row of the category list (spec B §2: description, product line, relevance). */
export const CategoryRowSchema = v.object({
  id: Id,
  description: v.string(),
  usage: v.array(v.string()),
  relevance: v.number(),
});
export type CategoryRow = v.InferOutput<typeof CategoryRowSchema>;

/**
 * A category in a select (product form, parent category, reading filters), with its parent: the category form offers
 * as parents only the categories outside its own branch (category-tree.rules.ts parentCandidates).
 */
export const CategoryOptionSchema = v.object({
  id: Id,
  description: v.string(),
  parentCategoryId: v.optional(v.nullable(Id)),
});
export type CategoryOption = v.InferOutput<typeof CategoryOptionSchema>;

export const emptyCategoryInput: CategoryInput = {
  description: '',
  parentCategoryId: null,
  active: true,
  imageUrl: null,
  ...emptyMediaLinks,
  relevance: DEFAULT_CATEGORY_RELEVANCE,
  usage: [],
  segments: [],
};
