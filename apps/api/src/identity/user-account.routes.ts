/**
 * The calls of one owner's sign-in accounts (issue 8 §10): a partner's users (role partner, admins call them) and a
 * customer's users (role customer, its partner calls them) are the same five handlers over the accounts table, told
 * apart by the owner their path names and the role and tenant that owner's accounts have. The create sends no
 * password: one is generated and answered once, never cached. An owner the caller cannot see answers 404 before
 * anything is read or written; another owner's account id answers 404, never that account.
 */
import type { BodyOf, Endpoint, ParamsOf, ResponseOf } from '@tagtrail/contract';
import {
  normaliseUserAccount,
  validateUserAccount,
  type CreatedUserAccount,
  type UserAccount,
  type UserAccountInput,
} from '@tagtrail/domain';
import type { Database } from '../db/client';
import { FOREIGN_KEY_VIOLATION, sqlStateOf } from '../db/sql-errors';
import { businessRule, notFound, ruleFailure } from '../http/api-failure';
import { sortedPageQuery } from '../http/list-query';
import type { RouteInput, Router } from '../http/route';
import { ACCOUNT_SORT_BY_NAME, accountRepository } from './accounts.repository';
import {
  createUserWithTemporaryPassword,
  deleteUser,
  issueTemporaryPassword,
  USERNAME_TAKEN,
  UsernameTakenError,
  type UserScope,
} from './users.store';

interface AccountCalls<L extends Endpoint, G extends Endpoint, C extends Endpoint> {
  readonly list: L;
  readonly get: G;
  readonly create: C;
  readonly remove: Endpoint;
  readonly issueTemporaryPassword?: Endpoint;
}

export interface UserAccountRoutes<L extends Endpoint, G extends Endpoint, C extends Endpoint> {
  readonly calls: AccountCalls<L, G, C>;
  /** The path parameter naming the owner, and the one naming an account under it. */
  readonly ownerParam: keyof ParamsOf<L> & keyof ParamsOf<G> & string;
  readonly accountParam: keyof ParamsOf<G> & string;
  /** The accounts an owner has: their role and the owner's tenant id. */
  readonly scope: (ownerId: number) => UserScope;
  /** Throws 404 when the caller cannot see the owner (row-level security hides it). */
  readonly requireOwner: (db: Database, ownerId: number) => Promise<void>;
  readonly row: (account: {
    id: number;
    login: string;
  }) => ResponseOf<L> extends { dataRecords: readonly (infer R)[] } ? R : never;
  readonly account: (account: UserAccount) => ResponseOf<G>;
  readonly input: (wire: BodyOf<C>) => UserAccountInput;
  readonly created: (created: CreatedUserAccount) => ResponseOf<C>;
}

type AnyRoute = (
  endpoint: Endpoint,
  handler: (
    input: Pick<RouteInput<undefined, undefined, undefined, unknown>, 'db' | 'reply'> & {
      readonly params: Readonly<Record<string, number>>;
      readonly query: unknown;
      readonly body: unknown;
    },
  ) => Promise<unknown>,
) => void;

/** Rule errors name domain fields; the answer names the fields the client sent. */
function wireFields(fromWire: (wire: never) => UserAccountInput): Readonly<Record<string, string>> {
  // The codec turns each wire field into one domain field: run on a probe naming its fields, it says which.
  const probe = new Proxy({}, { get: (_target, name) => name });
  const domain = fromWire(probe as never);
  return Object.fromEntries(Object.entries(domain).map(([field, wire]) => [field, String(wire)]));
}

export function registerUserAccountRoutes<L extends Endpoint, G extends Endpoint, C extends Endpoint>(
  router: Router,
  routes: UserAccountRoutes<L, G, C>,
): void {
  // The handlers read parameters by the names checked above; the router's per-endpoint typing adds nothing here.
  const route = router.route.bind(router) as unknown as AnyRoute;
  const wireField = wireFields(routes.input as (wire: never) => UserAccountInput);
  const ownerOf = (params: Readonly<Record<string, number>>) => params[routes.ownerParam] as number;
  const accountOf = (params: Readonly<Record<string, number>>) => params[routes.accountParam] as number;
  const answered = (created: { id: number; temporaryPassword: string; expiresAt: Date }) =>
    routes.created({ ...created, expiresAt: created.expiresAt.toISOString() });

  route(routes.calls.list, async ({ params, query, db }) => {
    const listQuery = sortedPageQuery(query as never, ACCOUNT_SORT_BY_NAME, { sort: 'login', direction: 'asc' });
    await routes.requireOwner(db, ownerOf(params));
    const page = await accountRepository(db, routes.scope(ownerOf(params))).list(listQuery);
    return { dataRecords: page.records.map(({ id, login }) => routes.row({ id, login })), countRecords: page.total };
  });

  route(routes.calls.get, async ({ params, db }) => {
    const account = await accountRepository(db, routes.scope(ownerOf(params))).get(accountOf(params));
    if (account === undefined) throw notFound();
    return routes.account(account);
  });

  route(routes.calls.create, async ({ params, body, reply, db }) => {
    const input = routes.input(body as BodyOf<C>);
    // The form's own rules (spec A §5), enforced again here so no client can store what the form would refuse.
    const errors = validateUserAccount(input);
    if (errors.length > 0) throw ruleFailure(errors, wireField);
    const { login, name, email } = normaliseUserAccount(input);
    const ownerId = ownerOf(params);
    await routes.requireOwner(db, ownerId);
    let created: Awaited<ReturnType<typeof createUserWithTemporaryPassword>>;
    try {
      created = await createUserWithTemporaryPassword(db, { username: login, name, email, ...routes.scope(ownerId) });
    } catch (error) {
      if (error instanceof UsernameTakenError) throw businessRule(USERNAME_TAKEN);
      // The owner was deleted between the check and the insert.
      if (sqlStateOf(error) === FOREIGN_KEY_VIOLATION) throw notFound();
      throw error;
    }
    // The answer holds a password: no cache may keep it.
    reply.header('cache-control', 'no-store');
    return answered(created);
  });

  const reissue = routes.calls.issueTemporaryPassword;
  if (reissue) {
    // Ours (issue 8 §8): a user who lost their password gets a new one-time password; the old one and its sessions end.
    route(reissue, async ({ params, reply, db }) => {
      const issued = await issueTemporaryPassword(db, accountOf(params), routes.scope(ownerOf(params)));
      if (issued === undefined) throw notFound();
      reply.header('cache-control', 'no-store');
      return answered(issued);
    });
  }

  route(routes.calls.remove, async ({ params, db }) => {
    const removed = await deleteUser(db, accountOf(params), routes.scope(ownerOf(params)));
    if (!removed) throw notFound();
  });
}
