/**
 * `tagtrail backup <file>` and `tagtrail restore <file>` (issue 25 §5): a consistent snapshot of the server's
 * database, taken while it runs, and that snapshot brought back into an empty database.
 *
 * - PostgreSQL (DATABASE_URL): pg_dump's custom format, one snapshot of one transaction; restored with pg_restore
 *   after the server's roles are made (the grants name them).
 * - PGlite (DATA_DIR): PGlite's own dump, a gzipped tarball of the folder taken between two statements. A running
 *   server is asked for it on the folder's operator socket (operations/operator-socket.ts); a stopped one's folder is
 *   opened here.
 *
 * The file is written under a temporary name and renamed when whole, so a backup cut short never looks like one.
 */
import { spawn } from 'node:child_process';
import { mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createServerRoles, pgliteSnapshot } from '../db/client';
import { DATA_DIR_LOCK_FILE, DataDirInUseError, lockDataDir } from '../db/data-dir-lock';
import { requestSnapshot } from '../operations/operator-socket';
import { CliError, EXIT, type CliCommand, type CliIo } from './cli-command';
import { cliConfig } from './cli-database';

/** How each kind of backup file starts. */
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
const PG_DUMP_MAGIC = Buffer.from('PGDMP', 'ascii');

/** Runs one of PostgreSQL's client programs; its own error output is passed on. */
function runProgram(program: string, args: readonly string[], io: CliIo): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new CliError(`${program} is not installed: it comes with PostgreSQL's client programs`, EXIT.unavailable)
          : error,
      ),
    );
    child.once('close', (code) => {
      if (code === 0) resolve();
      else {
        if (stderr.trim() !== '') io.err(stderr.trim());
        reject(new CliError(`${program} failed (exit ${code})`, EXIT.unavailable));
      }
    });
  });
}

/** Writes the file whole or not at all. */
async function writeWhole(file: string, write: (partial: string) => Promise<void>): Promise<void> {
  const partial = `${file}.partial-${process.pid}`;
  try {
    await write(partial);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function snapshotOfFolder(dataDir: string): Promise<Buffer> {
  let unlock: (() => Promise<void>) | undefined;
  try {
    unlock = await lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    // A server holds it: it takes the snapshot.
    try {
      return await requestSnapshot(dataDir);
    } catch (socketError) {
      throw new CliError(
        `the data folder is in use by process ${error.pid}, which did not answer on its operator socket ` +
          `(${(socketError as Error).message}): stop it and back up again`,
        EXIT.unavailable,
      );
    }
  }
  try {
    if ((await readdir(dataDir).catch(() => [])).length === 0)
      throw new CliError(`the data folder ${dataDir} holds no database`, EXIT.unavailable);
    const client = new PGlite(dataDir);
    try {
      return Buffer.from(await (await pgliteSnapshot(client)).arrayBuffer());
    } finally {
      await client.close();
    }
  } finally {
    await unlock();
  }
}

export const backup: CliCommand = {
  name: 'backup',
  usage: '<file>',
  summary: "write a consistent snapshot of the server's database, while it runs",
  arguments: ['file'],
  help: [
    "Writes a consistent snapshot of the server's database to <file>, while the server runs or not.",
    "  PostgreSQL (DATABASE_URL): pg_dump's custom format (pg_dump must be installed).",
    "  PGlite (DATA_DIR): PGlite's dump, a gzipped tarball of the folder; a running server is asked for it on the",
    "  folder's operator socket, so the command runs as the user the server runs as.",
    'Uploaded files (FILES_DIR) are not in a PostgreSQL backup: copy that folder too. In a PGlite backup they are',
    'when they lie inside DATA_DIR, as by default.',
    '',
    'Exit codes: 0 written; 2 usage; 3 the database, a program it needs or the file cannot be reached.',
  ].join('\n'),
  async run({ positionals }, io) {
    const file = path.resolve(positionals[0] ?? '');
    const config = cliConfig(io);
    await mkdir(path.dirname(file), { recursive: true });
    const { databaseUrl } = config;
    if (databaseUrl !== undefined) {
      await writeWhole(file, (partial) =>
        runProgram('pg_dump', ['--format=custom', '--file', partial, '--dbname', databaseUrl], io),
      );
    } else {
      const snapshot = await snapshotOfFolder(config.dataDir);
      await writeWhole(file, (partial) => writeFile(partial, snapshot));
    }
    io.out(`Backup written to ${file}.`);
    return EXIT.ok;
  },
};

async function isEmptyFolder(folder: string): Promise<boolean> {
  try {
    return (await readdir(folder)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

async function restoreIntoFolder(dataDir: string, snapshot: Buffer): Promise<void> {
  if (!(await isEmptyFolder(dataDir)))
    throw new CliError(`the data folder ${dataDir} is not empty: restore into a new or empty folder`, EXIT.refused);
  await mkdir(dataDir, { recursive: true });
  const unlock = await lockDataDir(dataDir).catch((error: unknown) => {
    throw error instanceof DataDirInUseError ? new CliError(error.message, EXIT.unavailable) : error;
  });
  try {
    const client = new PGlite(dataDir, { loadDataDir: new Blob([snapshot]) });
    await client.waitReady;
    await client.close();
    // The snapshot holds the lock file of the server it was taken from: not this folder's holder.
    await writeFile(path.join(dataDir, DATA_DIR_LOCK_FILE), `${process.pid}\n`);
  } catch (error) {
    throw new CliError(`the backup could not be restored: ${(error as Error).message}`, EXIT.refused);
  } finally {
    await unlock();
  }
}

async function restoreIntoPostgres(databaseUrl: string, file: string, io: CliIo): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new CliError(`cannot reach DATABASE_URL: ${(error as Error).message}`, EXIT.unavailable);
  }
  try {
    const result = await client.query<{ tables: number }>(
      `select count(*)::int as tables from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if ((result.rows[0]?.tables ?? 0) > 0)
      throw new CliError('the database DATABASE_URL names is not empty: restore into a new database', EXIT.refused);
    // The backup's grants name the server's roles, which belong to the server, not to the database.
    await createServerRoles(client);
  } finally {
    await client.end();
  }
  await runProgram('pg_restore', ['--exit-on-error', '--no-owner', '--dbname', databaseUrl, file], io);
}

export const restore: CliCommand = {
  name: 'restore',
  usage: '<file>',
  summary: 'bring a backup back into an empty database',
  arguments: ['file'],
  help: [
    "Brings a backup made by `tagtrail backup` back into the server's database, which must be empty: a new",
    'PostgreSQL database (DATABASE_URL; pg_restore must be installed), or a new or empty PGlite folder (DATA_DIR).',
    'A PostgreSQL backup restores into PostgreSQL and a PGlite backup into PGlite. The server then starts on it as',
    'on any database, bringing its schema up to date.',
    '',
    'Exit codes: 0 restored; 1 the database is not empty, or the file is no backup of this kind; 2 usage;',
    '3 the database, a program it needs or the file cannot be reached.',
  ].join('\n'),
  async run({ positionals }, io) {
    const file = path.resolve(positionals[0] ?? '');
    const config = cliConfig(io);
    let head: Buffer;
    try {
      const handle = await open(file, 'r');
      try {
        head = Buffer.alloc(5);
        await handle.read(head, 0, 5, 0);
      } finally {
        await handle.close();
      }
    } catch (error) {
      throw new CliError(
        `cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
        EXIT.unavailable,
      );
    }
    const isPgDump = head.subarray(0, PG_DUMP_MAGIC.length).equals(PG_DUMP_MAGIC);
    const isPglite = head.subarray(0, GZIP_MAGIC.length).equals(GZIP_MAGIC);
    if (config.databaseUrl !== undefined) {
      if (!isPgDump) throw new CliError(`${file} is not a PostgreSQL backup (pg_dump's custom format)`, EXIT.refused);
      await restoreIntoPostgres(config.databaseUrl, file, io);
    } else {
      if (!isPglite) throw new CliError(`${file} is not a PGlite backup (a gzipped tarball)`, EXIT.refused);
      await restoreIntoFolder(config.dataDir, await readFile(file));
    }
    io.out(
      `Restored ${file}. Start the server on it with the key file of the database it was taken from ` +
        '(TAGTRAIL_KEY_FILE): the secrets in it are sealed with that key.',
    );
    return EXIT.ok;
  },
};
