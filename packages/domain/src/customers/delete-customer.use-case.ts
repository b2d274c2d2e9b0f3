/**
 * Delete a customer. spec A §8: "if response error is 1, the translated server message; otherwise 'delete message
 * error'". The answer is a value, so the view only shows the key and moves on.
 */
import { BUSINESS_RULE_ERROR, PortError, type RuleError } from '../shared/errors';
import type { CustomerPort } from './customer.port';

export const CUSTOMER_DELETE_SUCCESS = 'DELETE_MESSAGE_SUCCESS';
export const CUSTOMER_DELETE_ERROR = 'DELETE_MESSAGE_ERROR';

export type DeleteCustomerResult = { readonly ok: true } | { readonly ok: false; readonly errors: RuleError[] };

export async function deleteCustomer(port: Pick<CustomerPort, 'remove'>, id: number): Promise<DeleteCustomerResult> {
  try {
    await port.remove(id);
    return { ok: true };
  } catch (error) {
    const serverKey =
      error instanceof PortError && error.code === BUSINESS_RULE_ERROR && error.messageKey
        ? error.messageKey
        : undefined;
    return { ok: false, errors: [{ key: serverKey ?? CUSTOMER_DELETE_ERROR }] };
  }
}
