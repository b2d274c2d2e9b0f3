/**
 * Opens the database and brings its schema up to date: the embedded PGlite by default, a PostgreSQL
 * server through node-postgres when DATABASE_URL is set. Both run the same committed SQL migrations.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { IN_MEMORY_DATA_DIR, type ServerConfig } from '../config';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

/** The query builder over either driver; code above this file never knows which one it has. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDatabase {
  /**
   * The owner's connection: migrations, and the server's own work outside any caller's tenant (the identity
   * provider, the scans, the folding of readings, the promotion jobs, demo data).
   */
  db: Database;
  /**
   * Where API calls run (db/tenancy.ts): DATABASE_API_URL's login role, which holds only the tenant role, so a
   * statement injected into a call has nothing to escalate to (issue 25 §3). Without DATABASE_API_URL (PGlite, or a
   * development server) the owner's connection, as before.
   */
  apiDb: Database;
  close(): Promise<void>;
  /**
   * PGlite only: the whole database as one gzipped tarball of its folder, taken between two statements (a consistent
   * point: what was committed then; a transaction under way is left out, as after a crash). `tagtrail backup`.
   */
  snapshot?(): Promise<Blob>;
}

/** A PGlite's committed state as a gzipped tarball: checkpointed first, so a restore starts without replaying WAL. */
export async function pgliteSnapshot(client: PGlite): Promise<Blob> {
  await client.exec('checkpoint');
  return client.dumpDataDir('gzip');
}

/** Each open database's tenancy key (migration 0033), which db/tenancy.ts signs every call's tenancy with. */
const TENANCY_KEYS = new WeakMap<Database, Buffer>();

export function tenancyKeyOf(db: Database): Buffer | undefined {
  return TENANCY_KEYS.get(db);
}

/** Reads the tenancy key over `owner` (only the owner may) and lets `databases` sign with it. */
async function loadTenancyKey(owner: Database, ...databases: Database[]): Promise<void> {
  const result = await owner.execute(sql`select key from tenancy_keys`);
  const key = (result as unknown as { rows: { key: Uint8Array | string }[] }).rows[0]?.key;
  if (key === undefined) throw new Error('tenancy_keys is empty: the migrations did not run');
  const bytes = typeof key === 'string' ? Buffer.from(key.replace(/^\\x/, ''), 'hex') : Buffer.from(key);
  for (const db of [owner, ...databases]) TENANCY_KEYS.set(db, bytes);
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function openDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'pgliteTemplate'> & { databaseApiUrl?: string },
): Promise<OpenDatabase> {
  const opened =
    config.databaseUrl === undefined
      ? await openPglite(config.dataDir, config.pgliteTemplate)
      : await openPostgres(config.databaseUrl, config.databaseApiUrl);
  try {
    await loadTenancyKey(opened.db, opened.apiDb);
  } catch (error) {
    await opened.close();
    throw error;
  }
  return opened;
}

async function openPglite(dataDir: string, template: string | undefined): Promise<OpenDatabase> {
  const inFolder = dataDir !== IN_MEMORY_DATA_DIR;
  if (inFolder) await mkdir(dataDir, { recursive: true });
  // One process at a time on a folder (data-dir-lock.ts): taken before PGlite reads a byte of it.
  const unlock = inFolder ? await lockDataDir(dataDir) : async () => {};
  let client: PGlite | undefined;
  try {
    // A template (tests: a migrated database) is where a database starts that does not exist yet, in memory or in a
    // new folder; a folder that holds one already is opened as it is.
    const fromTemplate =
      template !== undefined && !(inFolder && existsSync(path.join(dataDir, 'PG_VERSION')))
        ? { loadDataDir: new Blob([await readFile(template)]) }
        : {};
    client = inFolder ? new PGlite({ dataDir, ...fromTemplate }) : new PGlite(fromTemplate);
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const opened = client;
    return {
      db,
      apiDb: db,
      snapshot: () => pgliteSnapshot(opened),
      close: async () => {
        try {
          await opened.close();
        } finally {
          await unlock();
        }
      },
    };
  } catch (error) {
    await client?.close();
    await unlock();
    throw error;
  }
}

function newPool(connectionString: string): pg.Pool {
  // Every day the API names is a UTC day (a period's `::date`, a lot's expiry), as on PGlite: a server set to another
  // time zone would otherwise shift each day by its offset.
  // No JIT compilation: the API's statements are short, and a plan priced past JIT's threshold by a scan kind switched
  // off (the reading map's, tags/reading-map.repository.ts) was compiled at every call, about 2 s a search on
  // PostgreSQL 15 against 8 ms without (PGlite has no JIT).
  const pool = new pg.Pool({ connectionString, options: '-c TimeZone=UTC -c jit=off' });
  // A connection the server ends while it waits in the pool (a restart, a failover, an administrator) is dropped and
  // a new one made at the next call; unheard, node-postgres raises it as an uncaught error that stops the process.
  pool.on('error', (error) => console.warn(`database: an idle connection was ended (${error.message})`));
  return pool;
}

async function openPostgres(connectionString: string, apiConnectionString: string | undefined): Promise<OpenDatabase> {
  const pool = newPool(connectionString);
  const apiPool = apiConnectionString === undefined ? undefined : newPool(apiConnectionString);
  const close = async () => {
    await Promise.all([pool.end(), apiPool?.end()]);
  };
  try {
    await migrateUnderLock(pool);
    await requireOwnerBypassingRowSecurity(pool);
    const db = drizzleNodePg({ client: pool, schema });
    if (apiPool === undefined) return { db, apiDb: db, close };
    await grantTenantRoleToApiLogin(pool, apiPool);
    return { db, apiDb: drizzleNodePg({ client: apiPool, schema }), close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Every table with row-level security FORCEs it (migration 0033), so the owner's own work over all tenants (identity,
 * scans, folding, jobs) needs BYPASSRLS: without it the server would start and see no row.
 */
async function requireOwnerBypassingRowSecurity(owner: pg.Pool): Promise<void> {
  const { rows } = await owner.query<{ login: string; bypasses: boolean }>(
    'select rolname as login, rolsuper or rolbypassrls as bypasses from pg_roles where rolname = current_user',
  );
  const [role] = rows;
  if (role?.bypasses !== true)
    throw new Error(
      `DATABASE_URL's role ${role?.login ?? ''} must bypass row-level security (ALTER ROLE ... BYPASSRLS, as a ` +
        "superuser): it is the tables' owner, and runs the server's own work over every tenant. API calls run as " +
        'DATABASE_API_URL\'s login role, under row-level security (README "Running it for real").',
    );
}

/**
 * DATABASE_API_URL's login role is made a member of the tenant role (which the migrations made): the one grant it
 * needs, given by the owner, so an operator creates the login role and nothing more (README "Running it for real").
 */
async function grantTenantRoleToApiLogin(owner: pg.Pool, api: pg.Pool): Promise<void> {
  const { rows } = await api.query<{ login: string }>('select current_user as login');
  const login = rows[0]!.login;
  try {
    await owner.query(
      `do $$ begin
         if not pg_has_role(${pg.escapeLiteral(login)}, 'tagtrail_app', 'member') then
           grant tagtrail_app to ${pg.escapeIdentifier(login)};
         end if;
       end $$`,
    );
  } catch (error) {
    if (!LOST_TO_THE_SAME_STATEMENT.has((error as { code?: string }).code ?? '')) throw error;
  }
}

/**
 * What would let a statement run on DATABASE_API_URL's connection escape the tenant role: each a sentence for the
 * operator, none when the login role holds the tenant role and nothing else. The server refuses to start in
 * production on any (server.ts).
 */
export async function apiLoginProblems(apiDb: Database): Promise<string[]> {
  const result = await apiDb.execute(sql`
    select r.rolname as login, r.rolsuper as superuser, r.rolbypassrls as bypasses_rls,
           r.rolcreaterole as creates_roles, r.rolcreatedb as creates_databases,
           exists (select from pg_class c join pg_namespace n on n.oid = c.relnamespace
                   where n.nspname = 'public' and c.relowner = r.oid) as owns_tables,
           coalesce((select array_agg(g.rolname::text order by g.rolname) from pg_auth_members m
                     join pg_roles g on g.oid = m.roleid
                     where m.member = r.oid and g.rolname <> 'tagtrail_app'), '{}') as other_roles,
           pg_has_role(r.oid, 'tagtrail_app', 'member') as tenant_member
    from pg_roles r where r.rolname = session_user`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
  const login = String(row['login']);
  const problems: string[] = [];
  if (row['superuser'] === true) problems.push(`${login} is a superuser`);
  if (row['bypasses_rls'] === true) problems.push(`${login} bypasses row-level security (BYPASSRLS)`);
  if (row['creates_roles'] === true) problems.push(`${login} may create roles (CREATEROLE)`);
  if (row['creates_databases'] === true) problems.push(`${login} may create databases (CREATEDB)`);
  if (row['owns_tables'] === true) problems.push(`${login} owns tables: it must not be the owner`);
  const others = row['other_roles'] as string[];
  if (others.length > 0) problems.push(`${login} is a member of ${others.join(', ')}: only of tagtrail_app`);
  if (row['tenant_member'] !== true) problems.push(`${login} is not a member of tagtrail_app`);
  return problems;
}

/** Any fixed number, the same in every instance. */
const MIGRATION_LOCK = 7_024_000;

/**
 * Instances starting together on one server (DESIGN "Growing past one machine") would each see a migration
 * as pending and apply it twice; a session lock on one connection makes them take turns.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const connection = await pool.connect();
  try {
    await createServerRoles(connection);
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrateNodePg(drizzleNodePg({ client: connection, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    connection.release();
  }
}

/**
 * What a CREATE ROLE or GRANT that lost a race to the same statement on another database answers: unique_violation,
 * duplicate_object, or PostgreSQL's 'tuple concurrently updated' (internal_error).
 */
const LOST_TO_THE_SAME_STATEMENT = new Set(['23505', '42710', 'XX000']);

/**
 * The role every API call runs as and the drawing code's role, and the owner's membership of them (migrations 0004
 * and 0031 make them too, for PGlite).
 * Roles belong to the whole server, not to a database, and the migration lock is a database's: two databases of one
 * server migrated at once (the API test suites, or two deployments sharing a server) would both find the role missing
 * and one would fail making it. They are made here first, one statement at a time, and losing either race is fine:
 * what the statement makes then exists.
 */
export async function createServerRoles(connection: pg.PoolClient | pg.Client): Promise<void> {
  const statements = [
    `do $$ begin
       if not exists (select from pg_roles where rolname = 'tagtrail_app') then
         create role tagtrail_app nologin nosuperuser nobypassrls;
       end if;
     end $$`,
    `do $$ begin
       if not pg_has_role(current_user, 'tagtrail_app', 'member') then
         grant tagtrail_app to current_user;
       end if;
     end $$`,
    // The drawing code's role (migration 0031): tagtrail_app's rights, and the draw's seed.
    `do $$ begin
       if not exists (select from pg_roles where rolname = 'tagtrail_draw') then
         create role tagtrail_draw nologin nosuperuser nobypassrls;
       end if;
     end $$`,
    `do $$ begin
       if not pg_has_role('tagtrail_draw', 'tagtrail_app', 'member') then
         grant tagtrail_app to tagtrail_draw;
       end if;
     end $$`,
    `do $$ begin
       if not pg_has_role(current_user, 'tagtrail_draw', 'member') then
         grant tagtrail_draw to current_user;
       end if;
     end $$`,
  ];
  for (const statement of statements) {
    try {
      await connection.query(statement);
    } catch (error) {
      if (!LOST_TO_THE_SAME_STATEMENT.has((error as { code?: string }).code ?? '')) throw error;
    }
  }
}
