import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_PARENT_CYCLE,
  closesLoop,
  PARENT_CATEGORY_NOT_FOUND,
  parentCandidates,
  parentCategoryErrors,
  type CategoryParents,
} from './category-tree.rules';

/** Wines (1) › Reds (2) › Reserve reds (3); Sparkling (4) at the top. */
const tree: CategoryParents = new Map([
  [1, null],
  [2, 1],
  [3, 2],
  [4, null],
]);

/** A random forest: each category's parent, when it has one, was made before it, so there is no loop. */
const forest = fc.array(fc.nat(), { minLength: 1, maxLength: 30 }).map((picks) => {
  const parents = new Map<number, number | null>();
  picks.forEach((pick, index) => {
    const id = index + 1;
    parents.set(id, index === 0 || pick % 3 === 0 ? null : (pick % index) + 1);
  });
  return parents as CategoryParents;
});

function ancestorsOf(id: number, parents: CategoryParents): number[] {
  const chain: number[] = [];
  for (let at = parents.get(id) ?? null; at !== null; at = parents.get(at) ?? null) chain.push(at);
  return chain;
}

describe('category tree rules (spec B §3 idCategoriaPai)', () => {
  it('accepts no parent, and any known parent for a new category', () => {
    expect(parentCategoryErrors(undefined, null, tree)).toEqual([]);
    expect(parentCategoryErrors(undefined, 3, tree)).toEqual([]);
    expect(parentCategoryErrors(4, 3, tree)).toEqual([]);
  });

  it('refuses a parent that is not one of the customer’s categories', () => {
    expect(parentCategoryErrors(1, 99, tree)).toEqual([{ key: PARENT_CATEGORY_NOT_FOUND, field: 'parentCategoryId' }]);
  });

  it('refuses the category itself or one of its descendants as its parent', () => {
    expect(parentCategoryErrors(1, 1, tree)).toEqual([{ key: CATEGORY_PARENT_CYCLE, field: 'parentCategoryId' }]);
    expect(parentCategoryErrors(1, 3, tree)).toEqual([{ key: CATEGORY_PARENT_CYCLE, field: 'parentCategoryId' }]);
    expect(parentCategoryErrors(3, 1, tree)).toEqual([]);
  });

  it('offers every other category but the descendants as a parent', () => {
    expect(parentCandidates(1, tree)).toEqual([4]);
    expect(parentCandidates(2, tree)).toEqual([1, 4]);
    expect(parentCandidates(undefined, tree)).toEqual([1, 2, 3, 4]);
  });

  it('stops on a tree that already holds a loop', () => {
    const looped: CategoryParents = new Map([
      [1, 2],
      [2, 1],
      [3, null],
    ]);
    expect(closesLoop(3, 1, looped)).toBe(false);
  });

  it('a parent closes a loop exactly when the category is that parent or one of its ancestors', () => {
    fc.assert(
      fc.property(forest, fc.nat(), fc.nat(), (parents, a, b) => {
        const category = (a % parents.size) + 1;
        const parent = (b % parents.size) + 1;
        const expected = parent === category || ancestorsOf(parent, parents).includes(category);
        expect(closesLoop(category, parent, parents)).toBe(expected);
      }),
    );
  });

  it('moving a category under any offered parent keeps the tree free of loops', () => {
    fc.assert(
      fc.property(forest, fc.nat(), (parents, a) => {
        const category = (a % parents.size) + 1;
        for (const parent of parentCandidates(category, parents)) {
          const moved = new Map(parents).set(category, parent);
          expect(ancestorsOf(category, moved)).not.toContain(category);
        }
      }),
    );
  });
});
