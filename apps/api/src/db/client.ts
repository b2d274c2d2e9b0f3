/**
 * Opens the database and brings its schema up to date: the embedded PGlite by default, a PostgreSQL
 * server through node-postgres when DATABASE_URL is set. Both run the same committed SQL migrations.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { IN_MEMORY_DATA_DIR, type ServerConfig } from '../config';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

/** The query builder over either driver; code above this file never knows which one it has. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDatabase {
  db: Database;
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

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function openDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'pgliteTemplate'>,
): Promise<OpenDatabase> {
  return config.databaseUrl === undefined
    ? openPglite(config.dataDir, config.pgliteTemplate)
    : openPostgres(config.databaseUrl);
}

async function openPglite(dataDir: string, template: string | undefined): Promise<OpenDatabase> {
  const inFolder = dataDir !== IN_MEMORY_DATA_DIR;
  if (inFolder) await mkdir(dataDir, { recursive: true });
  // One process at a time on a folder (data-dir-lock.ts): taken before PGlite reads a byte of it.
  const unlock = inFolder ? await lockDataDir(dataDir) : async () => {};
  let client: PGlite | undefined;
  try {
    client = inFolder
      ? new PGlite(dataDir)
      : template === undefined
        ? new PGlite()
        : new PGlite({ loadDataDir: new Blob([await readFile(template)]) });
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const opened = client;
    return {
      db,
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

async function openPostgres(connectionString: string): Promise<OpenDatabase> {
  const pool = new pg.Pool({ connectionString });
  // A connection the server ends while it waits in the pool (a restart, a failover, an administrator) is dropped and
  // a new one made at the next call; unheard, node-postgres raises it as an uncaught error that stops the process.
  pool.on('error', (error) => console.warn(`database: an idle connection was ended (${error.message})`));
  try {
    await migrateUnderLock(pool);
    return { db: drizzleNodePg({ client: pool, schema }), close: () => pool.end() };
  } catch (error) {
    await pool.end();
    throw error;
  }
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
