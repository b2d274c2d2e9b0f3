/**
 * CategoryPort over an array, for stories and tests: answering and refusing as the server does (the form's rules, a
 * parent of the customer's own and not below the category, product-line codes the customer has, error 547
 * CATEGORY_IN_USE for a category with child categories or products).
 */
import {
  CATALOGUE_IN_USE_ERROR,
  CATEGORY_IN_USE,
  normaliseCategory,
  parentCategoryErrors,
  PortError,
  PRODUCT_LINE_NOT_FOUND,
  validateCategory,
  type Cancellation,
  type Category,
  type CategoryInput,
  type CategoryOption,
  type CategoryPort,
  type CategoryRow,
} from '@tagtrail/domain';
import { MemoryResource, type MemoryResourceOptions } from '../memory/memory-resource';
import { simulate, validationFailure, type MemoryOptions } from '../memory/memory-options';
import { demoCategories } from './category.demo';
import { demoProductLines } from './product-line.demo';

type CategoryOperation = 'list' | 'get' | 'create' | 'update' | 'remove' | 'all';

export interface MemoryCategoryOptions extends Omit<MemoryResourceOptions, 'failOn'>, MemoryOptions<CategoryOperation> {
  /** The customer's product-line codes a category may be used in; the demo lines' by default. */
  readonly productLineCodes?: () => readonly string[];
}

const byDescription = (a: { description: string }, b: { description: string }) =>
  a.description.localeCompare(b.description, 'pt-BR', { sensitivity: 'base' });

export class MemoryCategoryAdapter
  extends MemoryResource<Category, CategoryRow, CategoryInput>
  implements CategoryPort
{
  constructor(
    seed: readonly Category[] = demoCategories,
    private readonly categoryOptions: MemoryCategoryOptions = {},
  ) {
    super(
      seed,
      {
        searchIn: (row) => [row.description],
        toRow: ({ id, description, usage, relevance }) => ({ id, description, usage: [...usage], relevance }),
        checked: (input, existing) => this.checked(input, existing),
        inUseKey: CATEGORY_IN_USE,
      },
      // The base answers only its own operations; failOn naming the others is read here.
      categoryOptions as MemoryResourceOptions,
    );
  }

  all(signal?: Cancellation): Promise<CategoryOption[]> {
    return simulate(
      this.categoryOptions,
      'all',
      () =>
        [...this.visible()]
          .sort(byDescription)
          .map(({ id, description, parentCategoryId }) => ({ id, description, parentCategoryId })),
      signal,
    );
  }

  /** The codes every category is used in: what the product-line fake refuses to remove. */
  usedCodes(): string[] {
    return this.records.flatMap((category) => category.usage);
  }

  /** spec B §8: a category with children (or products, `inUseIds`) is refused with error 547. */
  override remove(id: number): Promise<void> {
    return simulate(this.categoryOptions, 'remove', () => {
      this.find(id);
      const hasChildren = this.records.some((category) => category.parentCategoryId === id);
      if (hasChildren || this.categoryOptions.inUseIds?.includes(id))
        throw new PortError(409, CATALOGUE_IN_USE_ERROR, CATEGORY_IN_USE);
      this.records = this.records.filter((record) => record.id !== id);
    });
  }

  private checked(input: CategoryInput, existing: Category | undefined): Omit<Category, 'id'> {
    const errors = validateCategory(input);
    if (errors.length > 0) throw validationFailure(errors);
    const clean = normaliseCategory(input);
    const parents = new Map(this.records.map((category) => [category.id, category.parentCategoryId]));
    errors.push(...parentCategoryErrors(existing?.id, clean.parentCategoryId, parents));
    const known = new Set(
      (this.categoryOptions.productLineCodes?.() ?? demoProductLines.map((line) => line.code)).map((code) =>
        code.toLowerCase(),
      ),
    );
    if (clean.usage.some((code) => !known.has(code.toLowerCase())))
      errors.push({ key: PRODUCT_LINE_NOT_FOUND, field: 'usage' });
    if (errors.length > 0) throw validationFailure(errors);
    return clean;
  }
}
