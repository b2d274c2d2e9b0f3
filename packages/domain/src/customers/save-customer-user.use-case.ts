/** Create a customer user: rules first, then create. Stored users are never updated (spec A §5). */
import { normaliseUserAccount } from '../identity/user-account.rules';
import type { SaveResult } from '../shared/save-result';
import type { CustomerUserInput } from './customer-user.model';
import type { CustomerUserPort } from './customer-user.port';
import { validateCustomerUser } from './customer-user.rules';

export async function saveCustomerUser(
  port: CustomerUserPort,
  customerId: number,
  input: CustomerUserInput,
): Promise<SaveResult> {
  const errors = validateCustomerUser(input);
  if (errors.length > 0) return { ok: false, errors };
  const id = await port.forCustomer(customerId).create(normaliseUserAccount(input));
  return { ok: true, id };
}
