/** Save a customer: the form's rules (and, on edit, the locked code) first, then create or update. */
import type { SaveResult } from '../partners/save-partner.use-case';
import type { Customer, CustomerInput } from './customer.model';
import type { CustomerPort } from './customer.port';
import { customerCodeChange, normaliseCustomer, validateCustomer } from './customer.rules';

/** `existing` is the customer as loaded for editing; absent for a new one. */
export async function saveCustomer(
  port: CustomerPort,
  existing: Pick<Customer, 'id' | 'code'> | undefined,
  input: CustomerInput,
): Promise<SaveResult> {
  const errors = [...validateCustomer(input), ...(existing === undefined ? [] : customerCodeChange(existing, input))];
  if (errors.length > 0) return { ok: false, errors };
  const clean = normaliseCustomer(input);
  const id = existing === undefined ? await port.create(clean) : await port.update(existing.id, clean);
  return { ok: true, id };
}
