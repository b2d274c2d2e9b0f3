/** Save a product line: the form's rules first, then create or update; answers the id or the rule errors. */
import type { ProductLineInput } from './product-line.model';
import type { ProductLinePort } from './product-line.port';
import { normaliseProductLine, validateProductLine } from './product-line.rules';
import type { CatalogueSaveResult } from './save-product.use-case';

export async function saveProductLine(
  port: ProductLinePort,
  id: number | undefined,
  input: ProductLineInput,
): Promise<CatalogueSaveResult> {
  const errors = validateProductLine(input);
  if (errors.length > 0) return { ok: false, errors };
  const clean = normaliseProductLine(input);
  const savedId = id === undefined ? await port.create(clean) : await port.update(id, clean);
  return { ok: true, id: savedId };
}
