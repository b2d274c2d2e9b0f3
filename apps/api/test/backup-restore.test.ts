/**
 * Backups an operator can trust (issue 25 §5): `tagtrail backup` takes a snapshot of a PGlite folder while a server
 * with the demo data runs on it and scans keep arriving, `tagtrail restore` brings it into a new folder, and a server
 * started there holds every table with the same rows (count and checksum) and the uploaded files. A folder that is
 * not empty, or a file that is no backup, is refused.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { startTestServer, type TestServer } from './support/test-server';

const CLI = fileURLToPath(new URL('../src/cli/tagtrail.cli.ts', import.meta.url));

let folder = '';
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'tagtrail-backup-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

function tagtrail(
  dataDir: string,
  ...args: string[]
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** Every table of the schema, each as its row count and a checksum of its rows, read as the owner. */
async function everyTable(db: Database): Promise<Record<string, string>> {
  const tables = (await db.execute(sql`
    select table_schema || '.' || table_name as name from information_schema.tables
    where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`)) as unknown as {
    rows: { name: string }[];
  };
  const digests: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const [schema = '', table = ''] = name.split('.');
    const result = (await db.execute(sql`
      select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
      from ${sql.identifier(schema)}.${sql.identifier(table)} as t`)) as unknown as {
      rows: { rows: number; digest: string }[];
    };
    digests[name] = `${result.rows[0]?.rows}:${result.rows[0]?.digest}`;
  }
  return digests;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function withServer<T>(dataDir: string, work: (server: TestServer) => Promise<T>): Promise<T> {
  const server = await startTestServer({ dataDir, filesDir: path.join(dataDir, 'files'), demoData: true });
  try {
    return await work(server);
  } finally {
    await server.close();
  }
}

describe('tagtrail backup and restore (PGlite)', () => {
  it('snapshots a running server, and restores it whole into a new folder', async () => {
    const original = path.join(folder, 'original');
    const during = path.join(folder, 'nightly', 'during-scans.tgz');
    const quiet = path.join(folder, 'nightly', 'quiet.tgz');
    const readingsCount = async (db: Database) =>
      ((await db.execute(sql`select count(*)::int as n from readings`)) as unknown as { rows: { n: number }[] }).rows[0]
        ?.n ?? 0;
    const taken = await withServer(original, async (server) => {
      const { db } = server.server;
      const first = await readingsCount(db);
      // Scans keep arriving while one snapshot is taken.
      const scanning = (async () => {
        for (let i = 0; i < 40; i += 1)
          await db.execute(
            sql`insert into readings (tag_id, device_id, city) select id, ${`backup-${i}`}, 'Backup' from tags order by id limit 1`,
          );
      })();
      const backup = await tagtrail(original, 'backup', during);
      await scanning;
      expect(backup.status, backup.stderr).toBe(0);
      expect(backup.stdout).toContain('Backup written');
      const last = await readingsCount(db);
      // Then one with nothing moving, to compare table by table with the server as it stands.
      const still = await tagtrail(original, 'backup', quiet);
      expect(still.status, still.stderr).toBe(0);
      return { first, last, tables: await everyTable(db), files: await filesUnder(path.join(original, 'files')) };
    });

    const restoredQuiet = path.join(folder, 'restored');
    const restore = await tagtrail(restoredQuiet, 'restore', quiet);
    expect(restore.status, restore.stderr).toBe(0);
    await withServer(restoredQuiet, async (server) => {
      const tables = await everyTable(server.server.db);
      expect(Object.keys(tables).length).toBeGreaterThan(30);
      expect(tables).toEqual(taken.tables);
      expect(await filesUnder(path.join(restoredQuiet, 'files'))).toEqual(taken.files);
      expect(taken.files.length).toBeGreaterThan(0);
    });

    // The snapshot taken under scans is a consistent state: a server starts on it, with the readings of some
    // moment between the first scan and the last, whole.
    const restoredDuring = path.join(folder, 'restored-during');
    expect((await tagtrail(restoredDuring, 'restore', during)).status).toBe(0);
    await withServer(restoredDuring, async (server) => {
      const count = await readingsCount(server.server.db);
      expect(count).toBeGreaterThanOrEqual(taken.first);
      expect(count).toBeLessThanOrEqual(taken.last);
    });
  });

  it('restores only into an empty folder, and only a backup', async () => {
    const occupied = path.join(folder, 'restored');
    const again = await tagtrail(occupied, 'restore', path.join(folder, 'nightly', 'quiet.tgz'));
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('is not empty');
    const notABackup = path.join(folder, 'notes.txt');
    await writeFile(notABackup, 'not a backup');
    const wrong = await tagtrail(path.join(folder, 'fresh'), 'restore', notABackup);
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain('is not a PGlite backup');
  });
});
