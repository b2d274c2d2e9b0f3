/**
 * The one way an API call reaches the database: a transaction run as the role `tagtrail_app` with the caller's
 * tenant set for that transaction only, so PostgreSQL's row-level security (drizzle/0004_tenant_isolation.sql) lets
 * the call see and change only its tenant's rows, whatever its queries forget to filter.
 */
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TenantScope } from '@tagtrail/contract';
import type { AccessClaims } from '../identity/access-token';
import { tenancyKeyOf, type Database } from './client';
import { sqlStateOf } from './sql-errors';

/** The role every API call runs as: no superuser, owns no table, cannot bypass row-level security. */
export const TENANT_ROLE = 'tagtrail_app';
/**
 * The drawing code's role (migration 0031): the tenant role's rights, and alone the draw's seed. The processing job
 * runs as it, on the owner's connection; an API call reaches it only through `commit_promotion_seed` (migration 0033),
 * a function that runs as it, since the API's login role is no member of it.
 */
export const DRAW_ROLE = 'tagtrail_draw';

/** What the database's policies read (`tenant_scope()`, `tenant_partner_id()`, …). */
export interface Tenancy {
  /** 'pointofsale': a till, which reads and withdraws its customer's prize codes and nothing else of it. */
  readonly scope: 'all' | 'partner' | 'customer' | 'pointofsale' | 'public';
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
    caller?.role === 'customer' && caller.customerId !== undefined
      ? { scope: 'customer' as const, customerId: caller.customerId, ...withUser }
      : caller?.role === 'pointofsale' && caller.customerId !== undefined
        ? { scope: 'pointofsale' as const, customerId: caller.customerId, ...withUser }
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
  const { claim, proof } = signedTenancy(db, tenancy);
  return db.transaction(async (tx) => {
    // set_config(…, true) is SET LOCAL: it ends with the transaction, so a pooled connection keeps nothing of it.
    await tx.execute(sql`select
      set_config('role', ${role}, true),
      set_config('tagtrail.tenancy', ${claim}, true),
      set_config('tagtrail.tenancy_proof', ${proof}, true)`);
    const result = await work(tx);
    // A handler that caught a database error and carried on would otherwise be answered "stored" while COMMIT
    // quietly rolls back: PostgreSQL ends a failed transaction with ROLLBACK, not an error.
    if (writes) await refuseFailedTransaction(tx);
    return result;
  });
}

/**
 * The tenancy as the database checks it (migration 0033): `scope/partner/customer/user`, and its HMAC under the key
 * only the owner reads, so a statement that sets another tenancy (an injected `set_config`) gets none. The public
 * scope, which anyone has, goes without.
 */
export function signedTenancy(db: Database, tenancy: Tenancy): { claim: string; proof: string } {
  const claim = [tenancy.scope, idText(tenancy.partnerId), idText(tenancy.customerId), idText(tenancy.userId)].join(
    '/',
  );
  if (tenancy.scope === 'public' && claim === PUBLIC_CLAIM) return { claim, proof: '' };
  const key = tenancyKeyOf(db);
  if (key === undefined) throw new Error('no tenancy key for this database: openDatabase reads it at start');
  return { claim, proof: createHmac('sha256', key).update(claim, 'utf8').digest('hex') };
}

const PUBLIC_CLAIM = 'public///';

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
