/**
 * A digest of every row of every table an API call may write (those granted to the tenant role), read as the owner:
 * two equal fingerprints mean no call in between changed, added or removed a row anywhere.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { TENANT_ROLE } from '../../src/db/tenancy';

export type Fingerprint = Readonly<Record<string, string>>;

/** The rows of a raw query; both drivers (PGlite, node-postgres) answer them in `rows`. */
async function rowsOf<Row>(query: PromiseLike<unknown>): Promise<Row[]> {
  return ((await query) as { rows: Row[] }).rows;
}

/** The tables the tenant role may insert into, update or delete from, by name. */
export async function writableTables(db: Database): Promise<string[]> {
  const rows = await rowsOf<{ table_name: string }>(
    db.execute(sql`
    select distinct table_name from information_schema.role_table_grants
    where grantee = ${TENANT_ROLE} and table_schema = 'public' and privilege_type in ('INSERT', 'UPDATE', 'DELETE')
    union
    select distinct table_name from information_schema.role_column_grants
    where grantee = ${TENANT_ROLE} and table_schema = 'public' and privilege_type in ('INSERT', 'UPDATE')
    order by 1`),
  );
  return rows.map((row) => row.table_name);
}

export async function fingerprint(db: Database): Promise<Fingerprint> {
  const digests: Record<string, string> = {};
  for (const table of await writableTables(db)) {
    const [row] = await rowsOf<{ rows: number; digest: string }>(
      db.execute(sql`select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
          from ${sql.identifier(table)} as t`),
    );
    digests[table] = `${row?.rows ?? 0}:${row?.digest ?? ''}`;
  }
  return digests;
}
