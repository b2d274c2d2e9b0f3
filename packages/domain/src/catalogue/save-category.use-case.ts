/** Save a category: the form's rules first, then create or update; answers the id or the rule errors. */
import type { CategoryInput } from './category.model';
import type { CategoryPort } from './category.port';
import { normaliseCategory, validateCategory } from './category.rules';
import type { CatalogueSaveResult } from './save-product.use-case';

export async function saveCategory(
  port: CategoryPort,
  id: number | undefined,
  input: CategoryInput,
): Promise<CatalogueSaveResult> {
  const errors = validateCategory(input);
  if (errors.length > 0) return { ok: false, errors };
  const clean = normaliseCategory(input);
  const savedId = id === undefined ? await port.create(clean) : await port.update(id, clean);
  return { ok: true, id: savedId };
}
