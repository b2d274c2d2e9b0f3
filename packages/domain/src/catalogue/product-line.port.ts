import type { Cancellation } from '../shared/cancellation';
import type { ResourcePort } from '../shared/resource.port';
import type { ProductLine, ProductLineInput, ProductLineOption, ProductLineRow } from './product-line.model';

export interface ProductLinePort extends ResourcePort<ProductLineRow, ProductLine, ProductLineInput> {
  /** The product lines a category may be used in (code and description). */
  filterOptions(signal?: Cancellation): Promise<ProductLineOption[]>;
}
export const ProductLinePortToken = Symbol.for('ProductLinePort');
