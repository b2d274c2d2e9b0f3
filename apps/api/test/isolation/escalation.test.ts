/**
 * A statement injected into an API call gains nothing (issue 25 §3, migration 0033), tried in the database itself:
 * as the tenant role on PGlite and PostgreSQL, and on PostgreSQL as a login role that holds only the tenant role, as
 * the server's DATABASE_API_URL does.
 *
 * The attacks on main: `set_config('tagtrail.scope', 'all', true)` from any statement of a call and the call saw
 * every tenant; a point of sale ran with its customer's whole scope; any scope could read users.password_hash; a
 * customer could rewrite any column of its tags; on the server's connection `RESET ROLE` gave the tables' owner.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { apiLoginProblems } from '../../src/db/client';
import { inTenantTransaction, signedTenancy, TENANT_ROLE, type Tenancy } from '../../src/db/tenancy';
import { drizzle } from 'drizzle-orm/node-postgres';
import { TEST_DATABASE_URL, useTestServer } from '../support/test-server';
import { createTwoTenants, type TwoTenants } from './two-tenants';

const api = useTestServer({ demoData: false });
let world: TwoTenants;

beforeAll(async () => {
  world = await createTwoTenants(api.server.db, api.baseUrl);
});

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;
const countIn = async (db: Database, table: string) =>
  (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;
const refusal = (work: () => Promise<unknown>) =>
  work().then(
    () => 'allowed',
    (error: unknown) => String((error as { cause?: unknown }).cause ?? error),
  );
const alphaCustomer = (): Tenancy => ({ scope: 'customer', customerId: world.alpha.customerId });
const asAlpha = <T>(work: (tx: Database) => Promise<T>) => inTenantTransaction(api.server.db, alphaCustomer(), work);

describe('a tenancy set by a statement of the call', () => {
  it('is no tenancy: the old settings, a claim without its proof, or with the proof of another, see nothing more', async () => {
    const seen = await asAlpha(async (tx) => {
      const own = await countIn(tx, 'customers');
      await tx.execute(
        sql`select set_config('tagtrail.scope', 'all', true), set_config('tagtrail.customer_id', '', true)`,
      );
      const withOldSettings = await countIn(tx, 'customers');
      const { proof } = signedTenancy(api.server.db, alphaCustomer());
      await tx.execute(sql`select set_config('tagtrail.tenancy', 'all///', true)`);
      const allWithAlphasProof = await countIn(tx, 'customers');
      await tx.execute(sql`select set_config('tagtrail.tenancy_proof', '', true)`);
      const allWithoutProof = await countIn(tx, 'customers');
      await tx.execute(
        sql`select set_config('tagtrail.tenancy', ${`customer//${world.bravo.customerId}/`}, true),
                   set_config('tagtrail.tenancy_proof', ${proof}, true)`,
      );
      const bravoWithAlphasProof = await countIn(tx, 'customers');
      return { own, withOldSettings, allWithAlphasProof, allWithoutProof, bravoWithAlphasProof };
    });
    expect(seen.own).toBe(1);
    expect(seen.withOldSettings).toBe(1);
    expect(seen.allWithAlphasProof).toBe(0);
    expect(seen.allWithoutProof).toBe(0);
    expect(seen.bravoWithAlphasProof).toBe(0);
  });

  it('cannot be signed by the call: the key is the owner’s alone', async () => {
    expect(await refusal(() => asAlpha((tx) => tx.execute(sql`select key from tenancy_keys`)))).toMatch(
      /permission denied/,
    );
  });

  it('the public one, which anyone has, needs no proof and gives no more', async () => {
    const seen = await asAlpha(async (tx) => {
      await tx.execute(sql`select set_config('tagtrail.tenancy', 'public///', true)`);
      return {
        users: await countIn(tx, 'users'),
        promotions: await countIn(tx, 'promotion_winners'),
        scope: (await rowsOf<{ scope: string }>(tx, sql`select tenant_scope() as scope`))[0]!.scope,
      };
    });
    expect(seen).toEqual({ users: 0, promotions: 0, scope: 'public' });
  });
});

describe('the grants of each scope', () => {
  it('no scope reads a password hash, the administrators’ included', async () => {
    const asAdmin = <T>(work: (tx: Database) => Promise<T>) =>
      inTenantTransaction(api.server.db, { scope: 'all' }, work);
    expect(await refusal(() => asAdmin((tx) => tx.execute(sql`select password_hash from users`)))).toMatch(
      /permission denied/,
    );
    expect(await refusal(() => asAdmin((tx) => tx.execute(sql`select * from users`)))).toMatch(/permission denied/);
    expect(await asAdmin((tx) => countIn(tx, 'users'))).toBeGreaterThan(4);
  });

  it('a customer switches its tags and puts them in its own lots, and changes nothing else of them', async () => {
    const [tagId] = world.alpha.tagIds;
    const update = (assignment: ReturnType<typeof sql>) =>
      refusal(() => asAlpha((tx) => tx.execute(sql`update tags set ${assignment} where id = ${tagId}`)));
    expect(await update(sql`active = false`)).toBe('allowed');
    expect(await update(sql`active = true`)).toBe('allowed');
    const { alpha, bravo } = world;
    const intoLot = (lotId: number, customerId: number) =>
      update(sql`customer_lot_id = ${lotId}, customer_lot_customer_id = ${customerId}`);
    expect(await intoLot(alpha.customerLotId, alpha.customerId)).toBe('allowed');
    expect(await update(sql`tag_id = 'FORGED-ID'`)).toMatch(/changes only a tag's active switch/);
    expect(await intoLot(bravo.customerLotId, bravo.customerId)).toMatch(/only into a lot of its customer/);
    // Another customer's lot named as one's own: the foreign key holds the lot to its customer (migration 0051).
    expect(await intoLot(bravo.customerLotId, alpha.customerId)).toMatch(/foreign key/);
    expect(await update(sql`customer_lot_id = ${bravo.customerLotId}, customer_lot_customer_id = null`)).toMatch(
      /only into a lot of its customer/,
    );
    // Even the server's own work sets the pair together: a lot without its customer would escape the foreign key.
    const lotAlone = sql`update tags set customer_lot_id = ${bravo.customerLotId}, customer_lot_customer_id = null
                          where id = ${tagId}`;
    expect(await refusal(() => api.server.db.execute(lotAlone))).toMatch(/tags_customer_lot_with_customer/);
  });

  it("a partner lot's product is its customer's: another customer's, or one without a customer, is refused", async () => {
    const { alpha, bravo } = world;
    // A lot of its own, unread: a lot whose tags have its customer's readings keeps that customer anyway (0052).
    const [lot] = (
      (await api.server.db.execute(sql`insert into partner_lots (partner_id, customer_id, number, type, quantity)
                                        values (${alpha.partnerId}, ${alpha.customerId}, 'product-check', 2, 1)
                                        returning id`)) as unknown as { rows: { id: number }[] }
    ).rows;
    const setProduct = (productId: number, customerId: number | null) =>
      refusal(() =>
        api.server.db.execute(sql`update partner_lots set product_id = ${productId}, customer_id = ${customerId}
                                   where id = ${lot!.id}`),
      );
    expect(await setProduct(bravo.productId, alpha.customerId)).toMatch(/partner_lots_product_fk/);
    expect(await setProduct(alpha.productId, null)).toMatch(/partner_lots_product_needs_customer/);
    expect(await setProduct(alpha.productId, alpha.customerId)).toBe('allowed');
  });

  it("a point of sale sees its customer's prize codes, not the customer's products, tags, readings or devices", async () => {
    const asTill = <T>(work: (tx: Database) => Promise<T>) =>
      inTenantTransaction(
        api.server.db,
        { scope: 'pointofsale', customerId: world.alpha.customerId, userId: world.alpha.customerUserId },
        work,
      );
    const seen = await asTill(async (tx) => ({
      products: await countIn(tx, 'products'),
      tags: await countIn(tx, 'tags'),
      readings: await countIn(tx, 'readings'),
      devices: await countIn(tx, 'devices'),
      customers: await countIn(tx, 'customers'),
      promotions: (await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from promotions`))[0]!.n,
    }));
    const asCustomer = await asAlpha(async (tx) => ({
      products: await countIn(tx, 'products'),
      tags: await countIn(tx, 'tags'),
    }));
    expect(asCustomer.products).toBeGreaterThan(0);
    expect(asCustomer.tags).toBeGreaterThan(0);
    expect(seen).toMatchObject({ products: 0, tags: 0, readings: 0, devices: 0, customers: 0 });
  });
});

describe('the catalog, so that no later migration slips', () => {
  const owner = () => api.server.db;

  it('every policy runs the tenant functions once per statement, in a sub-select', async () => {
    const policies = await rowsOf<{ name: string; qual: string | null; with_check: string | null }>(
      owner(),
      sql`select tablename || '.' || policyname as name, qual, with_check from pg_policies where schemaname = 'public'`,
    );
    expect(policies.length).toBeGreaterThan(60);
    const bare = /(?<!SELECT )\btenant_(scope|partner_id|customer_id|user_id|sales_point_customer_id)\(\)/;
    for (const policy of policies) {
      expect(policy.qual ?? '', policy.name).not.toMatch(bare);
      expect(policy.with_check ?? '', policy.name).not.toMatch(bare);
    }
  });

  it('every table with row-level security forces it on its owner too', async () => {
    const unforced = await rowsOf<{ relname: string }>(
      owner(),
      sql`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relrowsecurity and not c.relforcerowsecurity`,
    );
    expect(unforced).toEqual([]);
  });

  it('every function of ours sets its search_path, with pg_temp last', async () => {
    const functions = await rowsOf<{ name: string; config: string[] | null }>(
      owner(),
      sql`select p.proname as name, p.proconfig as config from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and p.prokind = 'f'`,
    );
    expect(functions.length).toBeGreaterThan(20);
    for (const fn of functions) expect(fn.config ?? [], fn.name).toContain('search_path=public, pg_temp');
  });

  it('the tenant role reads no column of tenancy_keys and no password hash', async () => {
    const [access] = await rowsOf<{ keys: boolean; hash: boolean }>(
      owner(),
      sql`select has_table_privilege(${TENANT_ROLE}, 'tenancy_keys', 'SELECT') as keys,
                 has_column_privilege(${TENANT_ROLE}, 'users', 'password_hash', 'SELECT') as hash`,
    );
    expect(access).toEqual({ keys: false, hash: false });
  });
});

/**
 * The server's API connection on PostgreSQL: a login role with nothing of its own but the tenant role. (PGlite has
 * one user, its superuser; there the tenant role above is the whole of what a call is.)
 */
describe.runIf(TEST_DATABASE_URL !== undefined)('the API login role (DATABASE_API_URL)', () => {
  let login: pg.Client;
  let loginDb: Database;
  const loginName = `tagtrail_api_${Math.random().toString(36).slice(2, 10)}`;
  const password = `pw-${Math.random().toString(36).slice(2)}`;

  beforeAll(async () => {
    await api.server.db.execute(sql.raw(`create role ${loginName} login password '${password}'`));
    await api.server.db.execute(sql.raw(`grant ${TENANT_ROLE} to ${loginName}`));
    const url = new URL(api.config.databaseUrl!);
    url.username = loginName;
    url.password = password;
    login = new pg.Client({ connectionString: url.href });
    await login.connect();
    loginDb = drizzle({ client: login }) as unknown as Database;
    return async () => {
      await login.end();
      await api.server.db.execute(sql.raw(`drop role if exists ${loginName}`));
    };
  });

  const run = (text: string) =>
    login.query(text).then(
      () => 'allowed',
      (error: unknown) => String(error),
    );

  it('has nothing to escalate to: RESET ROLE leaves it the tenant role, with no tenancy, seeing no row', async () => {
    await login.query('begin');
    try {
      await login.query(`set local role ${TENANT_ROLE}`);
      await login.query('reset role');
      const { rows } = await login.query<{ n: number; who: string }>(
        'select (select count(*)::int from customers) as n, current_user as who',
      );
      expect(rows[0]).toEqual({ n: 0, who: loginName });
      expect(await run("select set_config('tagtrail.scope', 'all', true)")).toBe('allowed');
      expect((await login.query<{ n: number }>('select count(*)::int as n from customers')).rows[0]!.n).toBe(0);
    } finally {
      await login.query('rollback');
    }
  });

  it('may not become the drawing role or the owner, nor read what only they read', async () => {
    const owner = new URL(api.config.databaseUrl!).username;
    expect(await run('set role tagtrail_draw')).toMatch(/permission denied/);
    expect(await run(`set role ${owner}`)).toMatch(/permission denied/);
    expect(await run("select set_config('role', 'tagtrail_draw', false)")).toMatch(/permission denied/);
    expect(await run('select draw_seed from promotions')).toMatch(/permission denied/);
    expect(await run('select key from tenancy_keys')).toMatch(/permission denied/);
    expect(await run('select password_hash from users')).toMatch(/permission denied/);
    expect(await run("insert into idp_records (kind, id, payload) values ('Session', 'x', '{}')")).toMatch(
      /permission denied/,
    );
    expect(await run('create table planted (id int)')).toMatch(/permission denied/);
  });

  it('writes outside the grants fail: an account’s role, a promotion’s seed, the readings', async () => {
    const tenancy = signedTenancy(api.server.db, alphaCustomer());
    await login.query('begin');
    try {
      await login.query(
        `select set_config('role', '${TENANT_ROLE}', true), set_config('tagtrail.tenancy', $1, true),
                set_config('tagtrail.tenancy_proof', $2, true)`,
        [tenancy.claim, tenancy.proof],
      );
      expect((await login.query<{ n: number }>('select count(*)::int as n from customers')).rows[0]!.n).toBe(1);
      await login.query('savepoint attempt');
      for (const statement of [
        "update users set role = 'admin'",
        "update promotions set draw_seed = '\\x00'",
        'truncate readings',
      ]) {
        expect(await run(statement), statement).toMatch(/permission denied/);
        await login.query('rollback to savepoint attempt');
      }
    } finally {
      await login.query('rollback');
    }
  });

  it('is what the server checks at start: no problem for it, several for the owner', async () => {
    expect(await apiLoginProblems(loginDb)).toEqual([]);
    expect((await apiLoginProblems(api.server.db)).join('; ')).toMatch(/owns tables|CREATEROLE|superuser/);
  });
});
