/** Create a customer user: rules first, then create. Stored users are never updated (spec A §5). */
import type { SaveResult } from '../partners/save-partner.use-case';
import type { CustomerUserInput } from './customer-user.model';
import type { CustomerUserPort } from './customer-user.port';
import { normaliseCustomerUser, validateCustomerUser } from './customer-user.rules';

export async function saveCustomerUser(
  port: CustomerUserPort,
  customerId: number,
  input: CustomerUserInput,
): Promise<SaveResult> {
  const errors = validateCustomerUser(input);
  if (errors.length > 0) return { ok: false, errors };
  const id = await port.forCustomer(customerId).create(normaliseCustomerUser(input));
  return { ok: true, id };
}
