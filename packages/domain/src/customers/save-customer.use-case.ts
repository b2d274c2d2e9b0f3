/** Save a customer: the form's rules (and, on edit, the locked code) first, then create or update. */
import { saveRecord, type SaveResult } from '../shared/save-result';
import type { Customer, CustomerInput } from './customer.model';
import type { CustomerPort } from './customer.port';
import { customerCodeChange, normaliseCustomer, validateCustomer } from './customer.rules';

/** `existing` is the customer as loaded for editing; absent for a new one. */
export function saveCustomer(
  port: CustomerPort,
  existing: Pick<Customer, 'id' | 'code'> | undefined,
  input: CustomerInput,
): Promise<SaveResult> {
  const errors = [...validateCustomer(input), ...(existing === undefined ? [] : customerCodeChange(existing, input))];
  return saveRecord(port, existing?.id, errors, () => normaliseCustomer(input));
}
