/**
 * A customer's users, in the partner area (spec A §7: GET/POST areaparceiro/clientes/{id}/usuarios,
 * GET/DELETE areaparceiro/clientes/{id}/usuarios/{usuarioId}).
 */
import type { ListPort, RecordPort } from '../shared/resource.port';
import type { CustomerUser, CustomerUserInput, CustomerUserRow } from './customer-user.model';

/** One customer's users: the shared shapes without update, since stored users are read-only. */
export type CustomerUsers = ListPort<CustomerUserRow> &
  Pick<RecordPort<CustomerUser, CustomerUserInput>, 'get' | 'create' | 'remove'>;

export interface CustomerUserPort {
  forCustomer(customerId: number): CustomerUsers;
}

export const CustomerUserPortToken = Symbol.for('CustomerUserPort');
