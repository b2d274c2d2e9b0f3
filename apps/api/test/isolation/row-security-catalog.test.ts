/**
 * The database's own account of the tenant role, read from its catalog after the migrations: a table the role may
 * touch without row-level security, or a role that could bypass it, would undo the isolation every suite relies on.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedTenancy, TENANT_ROLE } from '../../src/db/tenancy';
import { useTestServer } from '../support/test-server';
import { createTwoTenants } from './two-tenants';

const api = useTestServer({ demoData: false });

async function rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await api.server.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

describe('the tenant role', () => {
  it('is no superuser, cannot bypass row-level security and owns no table', async () => {
    const [role] = await rows<{ rolsuper: boolean; rolbypassrls: boolean }>(
      sql`select rolsuper, rolbypassrls from pg_roles where rolname = ${TENANT_ROLE}`,
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
    const owned = await rows<{ relname: string }>(
      sql`select relname from pg_class where relowner = (select oid from pg_roles where rolname = ${TENANT_ROLE})`,
    );
    expect(owned).toEqual([]);
  });

  it('may touch only tables whose rows are guarded by row-level security policies for it', async () => {
    const tables = await rows<{ table_name: string; guarded: boolean; policies: number }>(sql`
      select c.relname as table_name, c.relrowsecurity as guarded,
             (select count(*)::int from pg_policies p
               where p.schemaname = 'public' and p.tablename = c.relname and ${TENANT_ROLE} = any(p.roles)) as policies
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and (has_table_privilege(${TENANT_ROLE}, c.oid, 'SELECT, INSERT, UPDATE, DELETE')
             or has_any_column_privilege(${TENANT_ROLE}, c.oid, 'SELECT, INSERT, UPDATE'))
      order by 1`);
    expect(tables.map((table) => table.table_name)).toEqual(
      expect.arrayContaining(['customers', 'partner_lots', 'partners', 'products', 'readings', 'tags', 'users']),
    );
    for (const table of tables) {
      expect(table.guarded, `${table.table_name} has row-level security enabled`).toBe(true);
      expect(table.policies, `${table.table_name} has policies for ${TENANT_ROLE}`).toBeGreaterThan(0);
    }
  });

  it("cannot read the identity provider's records or keys at all", async () => {
    const [access] = await rows<{ records: boolean; secrets: boolean }>(sql`
      select has_table_privilege(${TENANT_ROLE}, 'idp_records', 'SELECT, INSERT, UPDATE, DELETE') as records,
             has_table_privilege(${TENANT_ROLE}, 'idp_secrets', 'SELECT, INSERT, UPDATE, DELETE') as secrets`);
    expect(access).toEqual({ records: false, secrets: false });
  });

  it('owns only the visitor functions, which run as it and may create nothing', async () => {
    const functions = await rows<{ name: string; definer: boolean }>(sql`
      select p.proname as name, p.prosecdef as definer
      from pg_proc p where p.proowner = (select oid from pg_roles where rolname = ${TENANT_ROLE}) order by 1`);
    expect(functions).toEqual([
      { name: 'visitor_scope_begin', definer: false },
      { name: 'visitor_scope_end', definer: false },
      { name: 'visitor_secure_tag', definer: true },
      { name: 'visitor_tag', definer: true },
    ]);
    const [schema] = await rows<{ creates: boolean }>(
      sql`select has_schema_privilege(${TENANT_ROLE}, 'public', 'CREATE') as creates`,
    );
    expect(schema?.creates).toBe(false);
  });

  it("may not call the visitor functions that run as the tables' owner: only the server's own connection may", async () => {
    // visitor_secure_lot answers a secure lot's sealed keys (issue 27 §4): the server alone opens them.
    for (const signature of ['visitor_scans(jsonb)', 'device_prizes(bigint, text)', 'visitor_secure_lot(text)']) {
      const [granted] = await rows<{ runs: boolean }>(
        sql`select has_function_privilege(${TENANT_ROLE}, ${signature}, 'EXECUTE') as runs`,
      );
      expect(granted?.runs, signature).toBe(false);
    }
  });

  it("reads a tag through visitor_tag in the public scope and gives the caller's scope back", async () => {
    await createTwoTenants(api.server.db, api.baseUrl);
    const [tag] = await rows<{ tag_id: string }>(sql`select tag_id from tags order by id limit 1`);
    const noSuchCustomer = signedTenancy(api.server.db, { scope: 'customer', customerId: -1 });
    const seen = await api.server.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', ${TENANT_ROLE}, true),
        set_config('tagtrail.tenancy', ${noSuchCustomer.claim}, true),
        set_config('tagtrail.tenancy_proof', ${noSuchCustomer.proof}, true)`);
      const scopeOf = async () =>
        (
          (await tx.execute(sql`select tenant_scope() as scope, tenant_customer_id()::text as customer,
            current_user as role_name`)) as unknown as {
            rows: { scope: string; customer: string; role_name: string }[];
          }
        ).rows[0];
      const readAsCustomer = (
        (await tx.execute(sql`select count(*)::int as n from tags`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]?.n;
      const read = (
        (await tx.execute(sql`select tag_row_id, (select current_setting('tagtrail.tenancy')) as scope
          from visitor_tag(${tag?.tag_id ?? ''})`)) as unknown as { rows: unknown[] }
      ).rows;
      return { readAsCustomer, read, after: await scopeOf() };
    });
    // A customer that does not exist sees no tag; the visitor function sees the tag, then the customer scope is back.
    expect(seen.readAsCustomer).toBe(0);
    expect(seen.read).toHaveLength(1);
    expect(seen.after).toEqual({ scope: 'customer', customer: '-1', role_name: TENANT_ROLE });
  });
});
