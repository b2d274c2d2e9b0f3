/**
 * The customer area's sales-point calls (spec B §7 "Dashboard, app, sales points"; issue 10 §7): the list, one sales
 * point, create, edit, and the password reset. A sales point is a sign-in account with role `pointofsale` tied to
 * the calling customer, created with a one-time password answered once, as partner users are; the reset issues a
 * new one, which ends the old password and the account's sessions (0008's account-version trigger). Scoped to the
 * caller's customer by the database: another customer's ids answer 404 and change nothing.
 */
import {
  issuedSalesPointPasswordToWire,
  salesPointContract,
  salesPointInputFromWire,
  salesPointToWire,
  type PontoVendaInputWire,
  userAccountInputWire,
} from '@tagtrail/contract';
import {
  normaliseUserAccount,
  salesPointLockedChange,
  validateSalesPoint,
  type IssuedSalesPointPassword,
  type SalesPointInput,
} from '@tagtrail/domain';
import { customerOf } from '../catalogue/catalogue-failures';
import { businessRule, notFound, ruleFailure } from '../http/api-failure';
import { sortedPageQuery } from '../http/list-query';
import type { Router } from '../http/route';
import {
  createUserWithTemporaryPassword,
  issueTemporaryPassword,
  USERNAME_TAKEN,
  UsernameTakenError,
} from '../identity';
import { ACCOUNT_SORT_BY_NAME } from '../identity/accounts.repository';
import { salesPointRepository, salesPointScope } from './sales-points.repository';

/** Rule errors name domain fields; the answer names the fields the client sent. */

const issuedToWire = (issued: { id: number; temporaryPassword: string; expiresAt: Date }) =>
  issuedSalesPointPasswordToWire({
    id: issued.id,
    temporaryPassword: issued.temporaryPassword,
    expiresAt: issued.expiresAt.toISOString(),
  } satisfies IssuedSalesPointPassword);

export function registerSalesPointRoutes(router: Router): void {
  router.route(salesPointContract.list, async ({ query, caller, db }) => {
    const listQuery = sortedPageQuery(query, ACCOUNT_SORT_BY_NAME, { sort: 'login', direction: 'asc' });
    const page = await salesPointRepository(db, customerOf(caller)).list(listQuery);
    return { dataRecords: page.records.map(salesPointToWire), countRecords: page.total };
  });

  router.route(salesPointContract.get, async ({ params, caller, db }) => {
    const salesPoint = await salesPointRepository(db, customerOf(caller)).get(params.id);
    if (salesPoint === undefined) throw notFound();
    return salesPointToWire(salesPoint);
  });

  router.route(salesPointContract.create, async ({ body, caller, reply, db }) => {
    const input = checkedInput(body, true);
    let created: Awaited<ReturnType<typeof createUserWithTemporaryPassword>>;
    try {
      created = await createUserWithTemporaryPassword(db, {
        username: input.login,
        name: input.name,
        email: input.email,
        role: 'pointofsale',
        customerId: customerOf(caller),
      });
    } catch (error) {
      // Sign-in names are unique over every account, whoever owns it.
      if (error instanceof UsernameTakenError) throw businessRule(USERNAME_TAKEN);
      throw error;
    }
    // The answer holds a password: no cache may keep it.
    reply.header('cache-control', 'no-store');
    return issuedToWire(created);
  });

  router.route(salesPointContract.update, async ({ params, body, caller, db }) => {
    const salesPoints = salesPointRepository(db, customerOf(caller));
    const stored = await salesPoints.get(params.id);
    if (stored === undefined) throw notFound();
    const input = checkedInput(body, false);
    // spec B §5: usuario and email are read-only once stored; a client that sends others is refused, not obeyed.
    const locked = salesPointLockedChange(stored, input);
    if (locked.length > 0) throw ruleFailure(locked, userAccountInputWire.wireNames);
    const id = await salesPoints.rename(params.id, input.name);
    if (id === undefined) throw notFound();
    return id;
  });

  router.route(salesPointContract.resetPassword, async ({ params, caller, reply, db }) => {
    const issued = await issueTemporaryPassword(db, params.id, salesPointScope(customerOf(caller)));
    if (issued === undefined) throw notFound();
    reply.header('cache-control', 'no-store');
    return issuedToWire(issued);
  });
}

/** The form's own rules (spec B §5), enforced again here so no client can store what the form would refuse. */
function checkedInput(body: PontoVendaInputWire, isNew: boolean): SalesPointInput {
  const input = salesPointInputFromWire(body);
  const errors = validateSalesPoint(input, isNew);
  if (errors.length > 0) throw ruleFailure(errors, userAccountInputWire.wireNames);
  return normaliseUserAccount(input);
}
