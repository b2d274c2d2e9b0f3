/** Save a sales point: rules (and, on edit, the read-only login and e-mail) first, then create or update. */
import { normaliseUserAccount } from '../identity/user-account.rules';
import { saveRecord, type SaveResult } from '../shared/save-result';
import type { SalesPoint, SalesPointInput } from './sales-point.model';
import type { SalesPointPort } from './sales-point.port';
import { salesPointLockedChange, validateSalesPoint } from './sales-point.rules';

/** `existing` is the sales point as loaded for editing; absent for a new one. */
export function saveSalesPoint(
  port: SalesPointPort,
  existing: Pick<SalesPoint, 'id' | 'login' | 'email'> | undefined,
  input: SalesPointInput,
): Promise<SaveResult> {
  const isNew = existing === undefined;
  const errors = [...validateSalesPoint(input, isNew), ...(isNew ? [] : salesPointLockedChange(existing, input))];
  return saveRecord(port, existing?.id, errors, () => normaliseUserAccount(input));
}
