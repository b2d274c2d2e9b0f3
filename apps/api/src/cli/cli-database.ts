/**
 * The database a command works on: the server's own, found as the server finds it (DATABASE_URL, else PGlite's
 * folder DATA_DIR, default ./data), migrated as at the server's start. A folder a running server holds is refused
 * (db/data-dir-lock.ts): stop the server, or point the command at the PostgreSQL server the servers share.
 */
import { IN_MEMORY_DATA_DIR, loadConfig, type ServerConfig } from '../config';
import { DataDirInUseError } from '../db/data-dir-lock';
import { openDatabase, type Database } from '../db/client';
import { CliError, EXIT, type CliIo } from './cli-command';

/** The server's configuration, as the server reads it; a database that outlives the command, or a usage error. */
export function cliConfig(io: CliIo): ServerConfig {
  let config: ServerConfig;
  try {
    config = loadConfig(io.env);
  } catch (error) {
    throw new CliError(`the configuration is wrong: ${(error as Error).message}`, EXIT.usage);
  }
  if (config.databaseUrl === undefined && config.dataDir === IN_MEMORY_DATA_DIR)
    throw new CliError(
      `DATA_DIR=${IN_MEMORY_DATA_DIR} keeps nothing once a process ends: set DATA_DIR or DATABASE_URL`,
      EXIT.usage,
    );
  return config;
}

export async function withDatabase<T>(io: CliIo, work: (db: Database, config: ServerConfig) => Promise<T>): Promise<T> {
  const config = cliConfig(io);
  let opened;
  try {
    opened = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirInUseError) throw new CliError(error.message, EXIT.unavailable);
    const where = config.databaseUrl === undefined ? `the data folder ${config.dataDir}` : 'DATABASE_URL';
    throw new CliError(`cannot open the database (${where}): ${(error as Error).message}`, EXIT.unavailable);
  }
  try {
    return await work(opened.db, config);
  } finally {
    await opened.close();
  }
}
