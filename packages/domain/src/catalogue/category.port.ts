import type { Cancellation } from '../shared/cancellation';
import type { ResourcePort } from '../shared/resource.port';
import type { Category, CategoryInput, CategoryOption, CategoryRow } from './category.model';

export interface CategoryPort extends ResourcePort<CategoryRow, Category, CategoryInput> {
  /** Every category of the customer, for selects. */
  all(signal?: Cancellation): Promise<CategoryOption[]>;
}
export const CategoryPortToken = Symbol.for('CategoryPort');
