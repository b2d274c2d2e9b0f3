/**
 * A digest of every row of every table an API call may write (those granted to the tenant role), read as the owner:
 * two equal fingerprints mean no call in between changed, added or removed a row anywhere — but for the one change a
 * refusal is meant to make (NOT_COMPARED).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { TENANT_ROLE } from '../../src/db/tenancy';

export type Fingerprint = Readonly<Record<string, string>>;

/** The rows of a raw query; both drivers (PGlite, node-postgres) answer them in `rows`. */
async function rowsOf<Row>(query: PromiseLike<unknown>): Promise<Row[]> {
  return ((await query) as { rows: Row[] }).rows;
}

/** The tables the tenant role may insert into, update or delete from, by name. */
export async function writableTables(db: Database): Promise<string[]> {
  // information_schema is slow to read (tens of ms), and the grants are fixed once the migrations have run.
  const known = tablesOf.get(db);
  if (known !== undefined) return known;
  const tables = await readWritableTables(db);
  tablesOf.set(db, tables);
  return tables;
}

const tablesOf = new WeakMap<Database, string[]>();

async function readWritableTables(db: Database): Promise<string[]> {
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

/**
 * Rows a refused call changes by design, left out: the counts of prize codes not found (issue 24 §2), which an
 * unknown or another customer's code adds to — that is what they are for.
 */
const NOT_COMPARED: Readonly<Record<string, SQL>> = {
  password_throttles: sql`where t.kind <> 'prize-code'`,
};

export async function fingerprint(db: Database): Promise<Fingerprint> {
  const tables = await writableTables(db);
  if (tables.length === 0) return {};
  // One statement for all tables: the bad-input suite takes thousands of fingerprints.
  const digests = await rowsOf<{ name: string; rows: number; digest: string }>(
    db.execute(
      sql.join(
        tables.map(
          (table) => sql`select ${table}::text as name, count(*)::int as rows,
            md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(table)} as t
            ${NOT_COMPARED[table] ?? sql``}`,
        ),
        sql` union all `,
      ),
    ),
  );
  return Object.fromEntries(digests.map((row) => [row.name, `${row.rows}:${row.digest}`]));
}

/**
 * Every table of the schema and of the migrations' record, each as its row count and a checksum of its rows, read as
 * the owner: two databases with equal digests hold the same rows (backups, restores).
 */
export async function everyTableDigest(db: Database): Promise<Fingerprint> {
  const tables = await rowsOf<{ schema: string; table: string }>(
    db.execute(sql`
      select table_schema as schema, table_name as table from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`),
  );
  const digests: Record<string, string> = {};
  for (const { schema, table } of tables) {
    const [row] = await rowsOf<{ rows: number; digest: string }>(
      db.execute(sql`
        select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
        from ${sql.identifier(schema)}.${sql.identifier(table)} as t`),
    );
    digests[`${schema}.${table}`] = `${row?.rows}:${row?.digest}`;
  }
  return digests;
}
