/**
 * Where a category may sit in its customer's tree (spec B §3 idCategoriaPai): under one of the customer's own
 * categories, never under itself or one of its own descendants, which would cut the branch off the tree in a loop.
 */
import type { RuleError } from '../shared/errors';

/** The parent named is not one of the customer's categories. */
export const PARENT_CATEGORY_NOT_FOUND = 'PARENT_CATEGORY_NOT_FOUND';
/** The parent named is the category itself or sits below it. */
export const CATEGORY_PARENT_CYCLE = 'CATEGORY_PARENT_CYCLE';
/** A code in `usage` names none of the customer's product lines. */
export const PRODUCT_LINE_NOT_FOUND = 'PRODUCT_LINE_NOT_FOUND';
/** Another product line of the customer has this code, in any letter case (codes are what `usage` names). */
export const PRODUCT_LINE_CODE_EXISTS = 'PRODUCT_LINE_CODE_EXISTS';

/** Each category's parent (null at the top), by category id: the customer's whole tree. */
export type CategoryParents = ReadonlyMap<number, number | null>;

/**
 * True when putting `categoryId` (undefined for a new one) under `parentId` would close a loop: the parent is the
 * category itself or one of its descendants. A tree already holding a loop stops the walk rather than spinning.
 */
export function closesLoop(categoryId: number | undefined, parentId: number, parents: CategoryParents): boolean {
  if (categoryId === undefined) return false;
  const seen = new Set<number>();
  for (let ancestor: number | null | undefined = parentId; ancestor != null; ancestor = parents.get(ancestor)) {
    if (ancestor === categoryId) return true;
    if (seen.has(ancestor)) return false;
    seen.add(ancestor);
  }
  return false;
}

/** The refusals of a parent choice: unknown to the customer, or closing a loop. None without a parent. */
export function parentCategoryErrors(
  categoryId: number | undefined,
  parentId: number | null,
  parents: CategoryParents,
): RuleError[] {
  if (parentId === null) return [];
  if (!parents.has(parentId)) return [{ key: PARENT_CATEGORY_NOT_FOUND, field: 'parentCategoryId' }];
  if (closesLoop(categoryId, parentId, parents)) return [{ key: CATEGORY_PARENT_CYCLE, field: 'parentCategoryId' }];
  return [];
}

/**
 * The categories a category may be put under: every other category of the customer but its own descendants, so a
 * form offers only choices the server accepts.
 */
export function parentCandidates(categoryId: number | undefined, parents: CategoryParents): number[] {
  return [...parents.keys()].filter((id) => id !== categoryId && !closesLoop(categoryId, id, parents));
}
