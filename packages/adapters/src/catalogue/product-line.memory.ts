/**
 * ProductLinePort over an array, for stories and tests: answering and refusing as the server does (the form's rules,
 * a code unique in any letter case, error 547 PRODUCT_LINE_IN_USE for a line categories use).
 */
import {
  CATALOGUE_IN_USE_ERROR,
  normaliseProductLine,
  PortError,
  PRODUCT_LINE_CODE_EXISTS,
  PRODUCT_LINE_IN_USE,
  validateProductLine,
  type Cancellation,
  type ProductLine,
  type ProductLineInput,
  type ProductLineOption,
  type ProductLinePort,
  type ProductLineRow,
} from '@tagtrail/domain';
import { compareText } from '../memory/memory-list';
import { MemoryResource, type MemoryResourceOptions } from '../memory/memory-resource';
import { simulate, validationFailure, type MemoryOptions } from '../memory/memory-options';
import { demoProductLines } from './product-line.demo';

export interface MemoryProductLineOptions
  extends Omit<MemoryResourceOptions, 'failOn'>, MemoryOptions<ProductLineOperation> {
  /** The codes categories use: removing a line with one is refused with error 547 (the ids in `inUseIds` too). */
  readonly usedCodes?: () => readonly string[];
}

type ProductLineOperation = 'list' | 'get' | 'create' | 'update' | 'remove' | 'filterOptions';

const byRelevanceThenDescription = (a: ProductLine, b: ProductLine) =>
  b.relevance - a.relevance || compareText(a.description, b.description) || a.id - b.id;

export class MemoryProductLineAdapter
  extends MemoryResource<ProductLine, ProductLineRow, ProductLineInput>
  implements ProductLinePort
{
  constructor(
    seed: readonly ProductLine[] = demoProductLines,
    private readonly lineOptions: MemoryProductLineOptions = {},
  ) {
    super(
      seed,
      {
        searchIn: (row) => [row.code, row.description],
        sorts: {
          description: (row) => row.description,
          code: (row) => row.code,
          relevance: (row) => row.relevance,
          id: (row) => row.id,
        },
        byDefault: { valueOf: (row) => row.description, direction: 'asc' },
        idOf: (row) => row.id,
        toRow: ({ id, code, description, relevance, colour }) => ({ id, code, description, relevance, colour }),
        checked: (input, existing) => this.checked(input, existing),
        inUseKey: PRODUCT_LINE_IN_USE,
      },
      // The base answers only its own operations; failOn naming the others is read here.
      lineOptions as MemoryResourceOptions,
    );
  }

  filterOptions(signal?: Cancellation): Promise<ProductLineOption[]> {
    return simulate(
      this.lineOptions,
      'filterOptions',
      () =>
        [...this.visible()].sort(byRelevanceThenDescription).map(({ code, description }) => ({ code, description })),
      signal,
    );
  }

  /** Every line's code: what a category's usage may name. */
  codes(): string[] {
    return this.visible().map((line) => line.code);
  }

  /** spec B §8: a line in use is refused with error 547, not the error 1 of other records. */
  override remove(id: number): Promise<void> {
    return simulate(this.lineOptions, 'remove', () => {
      const line = this.find(id);
      const used = this.lineOptions.usedCodes?.().includes(line.code) ?? false;
      if (used || this.lineOptions.inUseIds?.includes(id))
        throw new PortError(409, CATALOGUE_IN_USE_ERROR, PRODUCT_LINE_IN_USE);
      this.records = this.records.filter((record) => record.id !== id);
    });
  }

  private checked(input: ProductLineInput, existing: ProductLine | undefined): Omit<ProductLine, 'id'> {
    const errors = validateProductLine(input);
    if (errors.length > 0) throw validationFailure(errors);
    const clean = normaliseProductLine(input);
    const code = clean.code.toLowerCase();
    if (this.records.some((other) => other !== existing && other.code.toLowerCase() === code))
      throw validationFailure([{ key: PRODUCT_LINE_CODE_EXISTS, field: 'code' }]);
    return clean;
  }
}
