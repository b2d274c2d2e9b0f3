/** Save a category: the form's rules first, then create or update; answers the id or the rule errors. */
import { saveRecord, type SaveResult } from '../shared/save-result';
import type { CategoryInput } from './category.model';
import type { CategoryPort } from './category.port';
import { normaliseCategory, validateCategory } from './category.rules';

export function saveCategory(port: CategoryPort, id: number | undefined, input: CategoryInput): Promise<SaveResult> {
  return saveRecord(port, id, validateCategory(input), () => normaliseCategory(input));
}
