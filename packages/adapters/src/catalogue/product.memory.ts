/**
 * ProductPort over an array, for stories and tests: answering and refusing as the server does (the form's rules, a
 * category of the customer's own, a GTIN no other product carries, error 1 PRODUCT_IN_USE for a product lots name,
 * `inUseIds`). Its products are all one customer's, so a GTIN is refused only when one of them carries it.
 */
import {
  GTIN_TAKEN,
  normaliseProduct,
  PRODUCT_CATEGORY_NOT_FOUND,
  PRODUCT_IN_USE,
  validateProduct,
  type Cancellation,
  type Product,
  type ProductInput,
  type ProductOption,
  type ProductPort,
  type ProductRow,
} from '@tagtrail/domain';
import { compareText } from '../memory/memory-list';
import { MemoryResource, type MemoryResourceOptions } from '../memory/memory-resource';
import { simulate, validationFailure, type MemoryOptions } from '../memory/memory-options';
import { demoCategories } from './category.demo';
import { demoProductReads, demoProducts } from './product.demo';

type ProductOperation = 'list' | 'get' | 'create' | 'update' | 'remove' | 'options';

export interface MemoryProductOptions extends Omit<MemoryResourceOptions, 'failOn'>, MemoryOptions<ProductOperation> {
  /** The customer's categories, by id: a product's category must be one; the demo categories by default. */
  readonly categories?: () => ReadonlyMap<number, string>;
  /** Readings per product id (the list's reads column). */
  readonly reads?: Readonly<Record<number, number>>;
}

const byName = (a: Product, b: Product) => compareText(a.name, b.name) || a.id - b.id;

/** The uniform resource, plus the port's options() — the base's settings are `memoryOptions`, so nothing hides it. */
export class MemoryProductAdapter extends MemoryResource<Product, ProductRow, ProductInput> implements ProductPort {
  constructor(
    seed: readonly Product[] = demoProducts,
    private readonly productOptions: MemoryProductOptions = { reads: demoProductReads },
  ) {
    super(
      seed,
      {
        searchIn: (row) => [row.code, row.name, row.categoryDescription ?? ''],
        sorts: {
          code: (row) => row.code,
          name: (row) => row.name,
          category: (row) => row.categoryDescription,
          relevance: (row) => row.relevance,
          grade: (row) => row.grade,
          reads: (row) => row.reads,
          id: (row) => row.id,
        },
        byDefault: { valueOf: (row) => row.name, direction: 'asc' },
        idOf: (row) => row.id,
        toRow: (product) => this.toRow(product),
        checked: (input, existing) => this.checked(input, existing),
        inUseKey: PRODUCT_IN_USE,
      },
      // The base answers only its own operations; failOn naming options() is read here.
      productOptions as MemoryResourceOptions,
    );
  }

  options(signal?: Cancellation): Promise<ProductOption[]> {
    return simulate(
      this.productOptions,
      'options',
      () => [...this.visible()].sort(byName).map(({ id, code, name }) => ({ id, code, name })),
      signal,
    );
  }

  private categories(): ReadonlyMap<number, string> {
    return (
      this.productOptions.categories?.() ??
      new Map(demoCategories.map((category) => [category.id, category.description]))
    );
  }

  private toRow(product: Product): ProductRow {
    return {
      id: product.id,
      code: product.code,
      name: product.name,
      categoryDescription: product.categoryId === null ? null : (this.categories().get(product.categoryId) ?? null),
      relevance: product.relevance,
      grade: null,
      reads: this.productOptions.reads?.[product.id] ?? 0,
    };
  }

  private checked(input: ProductInput, existing: Product | undefined): Omit<Product, 'id'> {
    const errors = validateProduct(input);
    if (errors.length > 0) throw validationFailure(errors);
    const clean = normaliseProduct(input);
    if (clean.categoryId !== null && !this.categories().has(clean.categoryId))
      throw validationFailure([{ key: PRODUCT_CATEGORY_NOT_FOUND, field: 'categoryId' }]);
    if (clean.gtin !== null && this.records.some((other) => other !== existing && other.gtin === clean.gtin))
      throw validationFailure([{ key: GTIN_TAKEN, field: 'gtin' }]);
    return { ...clean, customerId: 1, thumbId: null };
  }
}
