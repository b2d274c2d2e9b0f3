/**
 * A customer's users, in the partner area (spec A §7: GET/POST areaparceiro/clientes/{id}/usuarios,
 * GET/DELETE areaparceiro/clientes/{id}/usuarios/{usuarioId}).
 */
import type { UserAccounts } from '../identity/user-accounts.port';
import type { CreatedCustomerUser, CustomerUser, CustomerUserRow } from './customer-user.model';

export type CustomerUsers = UserAccounts<CustomerUserRow, CustomerUser, CreatedCustomerUser>;

export interface CustomerUserPort {
  forCustomer(customerId: number): CustomerUsers;
}

export const CustomerUserPortToken = Symbol.for('CustomerUserPort');
