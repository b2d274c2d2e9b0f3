/** Save a product: the form's rules first, then create or update; answers the id or the rule errors. */
import type { RuleError } from '../shared/errors';
import type { ProductInput } from './product.model';
import type { ProductPort } from './product.port';
import { normaliseProduct, validateProduct } from './product.rules';

/** What saving any catalogue record answers. */
export type CatalogueSaveResult =
  { readonly ok: true; readonly id: number } | { readonly ok: false; readonly errors: RuleError[] };

export async function saveProduct(
  port: ProductPort,
  id: number | undefined,
  input: ProductInput,
): Promise<CatalogueSaveResult> {
  const errors = validateProduct(input);
  if (errors.length > 0) return { ok: false, errors };
  const clean = normaliseProduct(input);
  const savedId = id === undefined ? await port.create(clean) : await port.update(id, clean);
  return { ok: true, id: savedId };
}
