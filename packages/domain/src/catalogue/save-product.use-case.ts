/** Save a product: the form's rules first, then create or update; answers the id or the rule errors. */
import { saveRecord, type SaveResult } from '../shared/save-result';
import type { ProductInput } from './product.model';
import type { ProductPort } from './product.port';
import { normaliseProduct, validateProduct } from './product.rules';

export function saveProduct(port: ProductPort, id: number | undefined, input: ProductInput): Promise<SaveResult> {
  return saveRecord(port, id, validateProduct(input), () => normaliseProduct(input));
}
