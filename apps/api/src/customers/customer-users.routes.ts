/**
 * A customer's users, managed by its partner (spec A §7: areaparceiro/clientes/{id}/usuarios): the shared account
 * calls (identity/user-account.routes) over the customer-role accounts tied to that customer, answered as partner
 * users' are. Scoped to the calling partner by the database: another partner's customer answers 404.
 */
import {
  createdPartnerUserToWire,
  customerUserContract,
  customerUserInputFromWire,
  customerUserRowToWire,
  customerUserToWire,
} from '@tagtrail/contract';
import { notFound } from '../http/api-failure';
import type { Router } from '../http/route';
import { registerUserAccountRoutes } from '../identity/user-account.routes';
import { customerRepository } from './customers.repository';

export function registerCustomerUserRoutes(router: Router): void {
  registerUserAccountRoutes(router, {
    calls: customerUserContract,
    ownerParam: 'id',
    accountParam: 'usuarioId',
    scope: (customerId) => ({ role: 'customer', customerId }),
    requireOwner: async (db, customerId) => {
      if ((await customerRepository(db).get(customerId)) === undefined) throw notFound();
    },
    row: customerUserRowToWire,
    account: customerUserToWire,
    input: customerUserInputFromWire,
    created: createdPartnerUserToWire,
  });
}
