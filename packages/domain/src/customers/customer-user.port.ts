/**
 * A customer's users, in the partner area (spec A §7: GET/POST areaparceiro/clientes/{id}/usuarios,
 * GET/DELETE areaparceiro/clientes/{id}/usuarios/{usuarioId}).
 */
import type { Cancellation } from '../shared/cancellation';
import type { ListPort } from '../shared/resource.port';
import type { CreatedCustomerUser, CustomerUser, CustomerUserInput, CustomerUserRow } from './customer-user.model';

/** One customer's users: the shared shapes without update, since stored users are read-only. */
export interface CustomerUsers extends ListPort<CustomerUserRow> {
  get(id: number, signal?: Cancellation): Promise<CustomerUser>;
  /** Creates the account; the answer holds its one-time password, which nothing can read again. */
  create(input: CustomerUserInput): Promise<CreatedCustomerUser>;
  remove(id: number): Promise<void>;
}

export interface CustomerUserPort {
  forCustomer(customerId: number): CustomerUsers;
}

export const CustomerUserPortToken = Symbol.for('CustomerUserPort');
