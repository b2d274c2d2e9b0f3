/**
 * Delete a customer. spec A §8: "if response error is 1, the translated server message; otherwise 'delete message
 * error'". The answer is a value, so the view only shows the key and moves on.
 */
import { BUSINESS_RULE_ERROR, DELETE_MESSAGE_ERROR, refusalMessageKey } from '../shared/errors';
import type { Outcome } from '../shared/save-result';
import type { CustomerPort } from './customer.port';

export async function deleteCustomer(port: Pick<CustomerPort, 'remove'>, id: number): Promise<Outcome> {
  try {
    await port.remove(id);
    return { ok: true };
  } catch (error) {
    return { ok: false, errors: [{ key: refusalMessageKey(error, BUSINESS_RULE_ERROR, DELETE_MESSAGE_ERROR) }] };
  }
}
