/** Save a sales point: rules (and, on edit, the read-only login and e-mail) first, then create or update. */
import { normaliseUserAccount } from '../identity/user-account.rules';
import type { Refusal } from '../shared/save-result';
import type { IssuedSalesPointPassword, SalesPoint, SalesPointInput } from './sales-point.model';
import type { SalesPointPort } from './sales-point.port';
import { salesPointLockedChange, validateSalesPoint } from './sales-point.rules';

/**
 * A SaveResult (so the record form reads its id) that, for a new sales point, also carries the created account: its
 * one-time password is in this answer only, and the view must show it before leaving the page.
 */
export type SalesPointSaveResult =
  { readonly ok: true; readonly id: number; readonly created?: IssuedSalesPointPassword } | Refusal;

/** `existing` is the sales point as loaded for editing; absent for a new one. */
export async function saveSalesPoint(
  port: Pick<SalesPointPort, 'create' | 'update'>,
  existing: Pick<SalesPoint, 'id' | 'login' | 'email'> | undefined,
  input: SalesPointInput,
): Promise<SalesPointSaveResult> {
  const isNew = existing === undefined;
  const errors = [...validateSalesPoint(input, isNew), ...(isNew ? [] : salesPointLockedChange(existing, input))];
  if (errors.length > 0) return { ok: false, errors };
  const clean = normaliseUserAccount(input);
  if (isNew) {
    const created = await port.create(clean);
    return { ok: true, id: created.id, created };
  }
  return { ok: true, id: await port.update(existing.id, clean) };
}
