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
import { compareText } from '../memory/memory-list';
import { MemoryResource, type MemoryResourceOptions } from '../memory/memory-resource';
import { simulate, validationFailure, type MemoryOptions } from '../memory/memory-options';
import { demoCategories } from './category.demo';
import { demoProductLines } from './product-line.demo';

type CategoryOperation = 'list' | 'get' | 'create' | 'update' | 'remove' | 'all';

export interface MemoryCategoryOptions extends Omit<MemoryResourceOptions, 'failOn'>, MemoryOptions<CategoryOperation> {
  /** The customer's product-line codes a category may be used in; the demo lines' by default. */
  readonly productLineCodes?: () => readonly string[];
}

const byDescription = (a: Category, b: Category) => compareText(a.description, b.description) || a.id - b.id;

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
        sorts: {
          description: (row) => row.description,
          // As the server: by the codes joined with commas, none as ''.
          usage: (row) => row.usage.join(','),
          relevance: (row) => row.relevance,
          id: (row) => row.id,
        },
        byDefault: { valueOf: (row) => row.description, direction: 'asc' },
        idOf: (row) => row.id,
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
    // The codes reach the server joined by commas (spec B §3 "uso") and are split there: a code holding one is two.
    const usage = input.usage
      .join(',')
      .split(',')
      .map((code) => code.trim())
      .filter((code) => code !== '');
    const errors = validateCategory({ ...input, usage });
    if (errors.length > 0) throw validationFailure(errors);
    const clean = normaliseCategory({ ...input, usage });
    const parents = new Map(this.records.map((category) => [category.id, category.parentCategoryId]));
    errors.push(...parentCategoryErrors(existing?.id, clean.parentCategoryId, parents));
    const lines = this.categoryOptions.productLineCodes?.() ?? demoProductLines.map((line) => line.code);
    const lineOf = new Map(lines.map((code) => [code.toLowerCase(), code]));
    const unknown = clean.usage.filter((code) => !lineOf.has(code.toLowerCase()));
    if (unknown.length > 0)
      errors.push({ key: PRODUCT_LINE_NOT_FOUND, field: 'usage', params: { codes: unknown.join(', ') } });
    if (errors.length > 0) throw validationFailure(errors);
    // As the server, which stores the lines themselves: a code in another letter case is its line's, used once.
    return { ...clean, usage: [...new Set(clean.usage.map((code) => lineOf.get(code.toLowerCase()) as string))] };
  }
}
