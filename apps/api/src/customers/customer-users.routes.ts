/**
 * A customer's users, managed by its partner (spec A §7: areaparceiro/clientes/{id}/usuarios). A customer user is a
 * sign-in account with role `customer` tied to that customer, created with a one-time password shown once, as
 * partner users are. Scoped to the calling partner by the database: another partner's customer answers 404.
 */
import {
  createdPartnerUserToWire,
  customerUserContract,
  customerUserInputFromWire,
  customerUserRowToWire,
  customerUserToWire,
  type UsuarioClienteInputWire,
} from '@tagtrail/contract';
import { normaliseUserAccount, validateCustomerUser, type CustomerUserInput } from '@tagtrail/domain';
import type { Database } from '../db/client';
import { businessRule, notFound, ruleFailure } from '../http/api-failure';
import { sortedPageQuery } from '../http/list-query';
import type { Router } from '../http/route';
import { createUserWithTemporaryPassword, deleteUser, USERNAME_TAKEN, UsernameTakenError } from '../identity';
import { ACCOUNT_SORT_BY_WIRE_NAME, accountRepository } from '../identity/accounts.repository';
import { customerRepository } from './customers.repository';

/** Rule errors name domain fields; the answer names the fields the client sent. */
const WIRE_FIELD: Readonly<Record<string, string>> = { login: 'usuario', name: 'nome', email: 'email' };

const customerAccounts = (db: Database, customerId: number) => accountRepository(db, { role: 'customer', customerId });

/** The customer must be one the caller sees; any other id answers 404 before anything is read or written. */
async function requireCustomer(db: Database, customerId: number): Promise<void> {
  if ((await customerRepository(db).get(customerId)) === undefined) throw notFound();
}

export function registerCustomerUserRoutes(router: Router): void {
  router.route(customerUserContract.list, async ({ params, query, db }) => {
    const listQuery = sortedPageQuery(query, ACCOUNT_SORT_BY_WIRE_NAME, { sort: 'login', direction: 'asc' });
    await requireCustomer(db, params.id);
    const page = await customerAccounts(db, params.id).list(listQuery);
    return {
      dataRecords: page.records.map((account) => customerUserRowToWire({ id: account.id, login: account.login })),
      countRecords: page.total,
    };
  });

  router.route(customerUserContract.get, async ({ params, db }) => {
    const user = await customerAccounts(db, params.id).get(params.usuarioId);
    if (user === undefined) throw notFound();
    return customerUserToWire(user);
  });

  router.route(customerUserContract.create, async ({ params, body, reply, db }) => {
    const input = checkedInput(body);
    await requireCustomer(db, params.id);
    let created: Awaited<ReturnType<typeof createUserWithTemporaryPassword>>;
    try {
      created = await createUserWithTemporaryPassword(db, {
        username: input.login,
        name: input.name,
        email: input.email,
        role: 'customer',
        customerId: params.id,
      });
    } catch (error) {
      if (error instanceof UsernameTakenError) throw businessRule(USERNAME_TAKEN);
      throw error;
    }
    // The answer holds a password: no cache may keep it.
    reply.header('cache-control', 'no-store');
    return createdPartnerUserToWire({
      id: created.id,
      temporaryPassword: created.temporaryPassword,
      expiresAt: created.expiresAt.toISOString(),
    });
  });

  router.route(customerUserContract.remove, async ({ params, db }) => {
    const removed = await deleteUser(db, params.usuarioId, { role: 'customer', customerId: params.id });
    if (!removed) throw notFound();
  });
}

/** The form's own rules (spec A §5), enforced again here so no client can store what the form would refuse. */
function checkedInput(body: UsuarioClienteInputWire): CustomerUserInput {
  const input = customerUserInputFromWire(body);
  const errors = validateCustomerUser(input);
  if (errors.length > 0) throw ruleFailure(errors, WIRE_FIELD);
  return normaliseUserAccount(input);
}
