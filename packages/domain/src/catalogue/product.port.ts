import type { Cancellation } from '../shared/cancellation';
import type { ResourcePort } from '../shared/resource.port';
import type { Product, ProductInput, ProductOption, ProductRow } from './product.model';

export interface ProductPort extends ResourcePort<ProductRow, Product, ProductInput> {
  /** Every product of the customer, for selects (lot forms, reading filters). */
  options(signal?: Cancellation): Promise<ProductOption[]>;
}
export const ProductPortToken = Symbol.for('ProductPort');
