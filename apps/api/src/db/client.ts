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
import * as schema from './schema';

/** The query builder over either driver; code above this file never knows which one it has. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDatabase {
  db: Database;
  close(): Promise<void>;
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
  if (dataDir !== IN_MEMORY_DATA_DIR) await mkdir(dataDir, { recursive: true });
  const client =
    dataDir !== IN_MEMORY_DATA_DIR
      ? new PGlite(dataDir)
      : template === undefined
        ? new PGlite()
        : new PGlite({ loadDataDir: new Blob([await readFile(template)]) });
  try {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db, close: () => client.close() };
  } catch (error) {
    await client.close();
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
