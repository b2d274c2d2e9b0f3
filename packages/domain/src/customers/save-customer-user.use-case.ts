/** Create a customer user: rules first, then create. Stored users are never updated (spec A §5). */
import { normaliseUserAccount } from '../identity/user-account.rules';
import type { Refusal } from '../shared/save-result';
import type { CreatedCustomerUser, CustomerUserInput } from './customer-user.model';
import type { CustomerUserPort } from './customer-user.port';
import { validateCustomerUser } from './customer-user.rules';

/**
 * A SaveResult (so the record form reads its id) that also carries the created account: its one-time password is
 * in this answer only, and the view must show it before leaving the page.
 */
export type CustomerUserSaveResult =
  { readonly ok: true; readonly id: number; readonly created: CreatedCustomerUser } | Refusal;

export async function saveCustomerUser(
  port: CustomerUserPort,
  customerId: number,
  input: CustomerUserInput,
): Promise<CustomerUserSaveResult> {
  const errors = validateCustomerUser(input);
  if (errors.length > 0) return { ok: false, errors };
  const created = await port.forCustomer(customerId).create(normaliseUserAccount(input));
  return { ok: true, id: created.id, created };
}
