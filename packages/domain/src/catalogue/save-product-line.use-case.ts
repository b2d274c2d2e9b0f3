/** Save a product line: the form's rules first, then create or update; answers the id or the rule errors. */
import { saveRecord, type SaveResult } from '../shared/save-result';
import type { ProductLineInput } from './product-line.model';
import type { ProductLinePort } from './product-line.port';
import { normaliseProductLine, validateProductLine } from './product-line.rules';

export function saveProductLine(
  port: ProductLinePort,
  id: number | undefined,
  input: ProductLineInput,
): Promise<SaveResult> {
  return saveRecord(port, id, validateProductLine(input), () => normaliseProductLine(input));
}
