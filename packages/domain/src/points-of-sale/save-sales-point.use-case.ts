/** Save a sales point: rules (and, on edit, the read-only login and e-mail) first, then create or update. */
import type { SaveResult } from '../partners/save-partner.use-case';
import type { SalesPoint, SalesPointInput } from './sales-point.model';
import type { SalesPointPort } from './sales-point.port';
import { normaliseSalesPoint, salesPointLockedChange, validateSalesPoint } from './sales-point.rules';

/** `existing` is the sales point as loaded for editing; absent for a new one. */
export async function saveSalesPoint(
  port: SalesPointPort,
  existing: Pick<SalesPoint, 'id' | 'login' | 'email'> | undefined,
  input: SalesPointInput,
): Promise<SaveResult> {
  const isNew = existing === undefined;
  const errors = [...validateSalesPoint(input, isNew), ...(isNew ? [] : salesPointLockedChange(existing, input))];
  if (errors.length > 0) return { ok: false, errors };
  const clean = normaliseSalesPoint(input);
  const id = isNew ? await port.create(clean) : await port.update(existing.id, clean);
  return { ok: true, id };
}
