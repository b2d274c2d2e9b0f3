/**
 * The one way an API call reaches the database: a transaction run as the role `tagtrail_app` with the caller's
 * tenant set for that transaction only, so PostgreSQL's row-level security (drizzle/0004_tenant_isolation.sql) lets
 * the call see and change only its tenant's rows, whatever its queries forget to filter.
 */
import { sql } from 'drizzle-orm';
import type { TenantScope } from '@tagtrail/contract';
import type { AccessClaims } from '../identity/access-token';
import type { Database } from './client';
import { sqlStateOf } from './sql-errors';

/** The role every API call runs as: no superuser, owns no table, cannot bypass row-level security. */
export const TENANT_ROLE = 'tagtrail_app';
/**
 * The drawing code's role (migration 0031): the tenant role's rights, and alone the draw's seed. The processing job
 * runs as it; an API call takes it only for the statement that makes a promotion's seed (`asDrawRole`).
 */
export const DRAW_ROLE = 'tagtrail_draw';

/** What the database's policies read (`tenant_scope()`, `tenant_partner_id()`, …). */
export interface Tenancy {
  readonly scope: 'all' | 'partner' | 'customer' | 'public';
  readonly partnerId?: number;
  readonly customerId?: number;
  readonly userId?: number;
}

/**
 * The tenancy of a call with this declared scope, from the caller's token alone: never from ids the caller sends.
 * Undefined when the caller's token names no tenant for the scope (a partner account without its partner): such a
 * call is refused before any query.
 */
export function tenancyOf(scope: TenantScope, caller: AccessClaims | undefined): Tenancy | undefined {
  const userId = caller?.userId;
  const withUser = userId === undefined ? {} : { userId };
  const asPartner = () =>
    caller?.role === 'partner' && caller.partnerId !== undefined
      ? { scope: 'partner' as const, partnerId: caller.partnerId, ...withUser }
      : undefined;
  const asCustomer = () =>
    (caller?.role === 'customer' || caller?.role === 'pointofsale') && caller.customerId !== undefined
      ? { scope: 'customer' as const, customerId: caller.customerId, ...withUser }
      : undefined;
  switch (scope) {
    case 'all':
      return caller?.role === 'admin' ? { scope: 'all', ...withUser } : undefined;
    case 'partner':
      return asPartner();
    case 'customer':
      return asCustomer();
    case 'caller':
      // An administrator belongs to no tenant: its calls about itself see what its other calls see.
      return asPartner() ?? asCustomer() ?? (caller?.role === 'admin' ? { scope: 'all', ...withUser } : undefined);
    case 'public':
      return { scope: 'public' };
  }
}

/** SQLSTATE of a statement sent in a transaction an earlier error has already doomed. */
const IN_FAILED_TRANSACTION = '25P02';

/**
 * Runs `work` in one transaction as TENANT_ROLE with `tenancy` set; commits when it resolves, rolls back when it
 * throws, so a refused call changes nothing. The database handed to `work` is the only one it gets.
 */
export async function inTenantTransaction<T>(
  db: Database,
  tenancy: Tenancy,
  work: (tenantDb: Database) => Promise<T>,
  {
    writes = true,
    role = TENANT_ROLE,
  }: { readonly writes?: boolean; readonly role?: typeof TENANT_ROLE | typeof DRAW_ROLE } = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    // set_config(…, true) is SET LOCAL: it ends with the transaction, so a pooled connection keeps nothing of it.
    await tx.execute(sql`select
      set_config('role', ${role}, true),
      set_config('tagtrail.scope', ${tenancy.scope}, true),
      set_config('tagtrail.partner_id', ${idText(tenancy.partnerId)}, true),
      set_config('tagtrail.customer_id', ${idText(tenancy.customerId)}, true),
      set_config('tagtrail.user_id', ${idText(tenancy.userId)}, true)`);
    const result = await work(tx);
    // A handler that caught a database error and carried on would otherwise be answered "stored" while COMMIT
    // quietly rolls back: PostgreSQL ends a failed transaction with ROLLBACK, not an error.
    if (writes) await refuseFailedTransaction(tx);
    return result;
  });
}

/**
 * Runs `work` in the caller's tenant transaction as DRAW_ROLE, then returns to TENANT_ROLE: for the one statement of
 * an API call that writes a draw's seed, which the tenant role may not (migration 0031).
 */
export async function asDrawRole<T>(tx: Database, work: () => Promise<T>): Promise<T> {
  await tx.execute(sql`select set_config('role', ${DRAW_ROLE}, true)`);
  // Not in a finally: after a failed statement the transaction only rolls back, and is never handed back.
  const result = await work();
  await tx.execute(sql`select set_config('role', ${TENANT_ROLE}, true)`);
  return result;
}

async function refuseFailedTransaction(tx: Database): Promise<void> {
  try {
    await tx.execute(sql`select 1`);
  } catch (error) {
    if (sqlStateOf(error) === IN_FAILED_TRANSACTION)
      throw new Error('the call went on after a database error; nothing it did is kept', { cause: error });
    throw error;
  }
}

function idText(id: number | undefined): string {
  return id === undefined ? '' : String(id);
}
