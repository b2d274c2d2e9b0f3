/**
 * Backups an operator can trust (issue 25 §5): `tagtrail backup` takes a snapshot of a PGlite folder while a server
 * with the demo data runs on it and scans keep arriving, `tagtrail restore` brings it into a new folder, and a server
 * started there holds every table with the same rows (count and checksum) and the uploaded files. A folder that is
 * not empty, or a file that is no backup, is refused.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { everyTableDigest } from './support/fingerprint';
import { runTagtrail } from './support/tagtrail-cli';
import { startTestServer, type TestServer } from './support/test-server';

let folder = '';
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'tagtrail-backup-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const tagtrail = (dataDir: string, ...args: string[]) => runTagtrail({ DATA_DIR: dataDir }, ...args);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** A server on `dataDir`, with the key file beside `keysOf`: a restored copy opens with the original's key file. */
async function withServer<T>(dataDir: string, work: (server: TestServer) => Promise<T>, keysOf = dataDir): Promise<T> {
  const server = await startTestServer({
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    demoData: true,
    keyFile: `${keysOf}.key`,
  });
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
      return { first, last, tables: await everyTableDigest(db), files: await filesUnder(path.join(original, 'files')) };
    });

    const restoredQuiet = path.join(folder, 'restored');
    const restore = await tagtrail(restoredQuiet, 'restore', quiet);
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('TAGTRAIL_KEY_FILE');
    // Its secrets are sealed under the original's key file, kept apart from the backups: without it, no start.
    await expect(withServer(restoredQuiet, async () => undefined)).rejects.toThrow(/key file .* does not exist/);
    await withServer(
      restoredQuiet,
      async (server) => {
        const tables = await everyTableDigest(server.server.db);
        expect(Object.keys(tables).length).toBeGreaterThan(30);
        expect(tables).toEqual(taken.tables);
        expect(await filesUnder(path.join(restoredQuiet, 'files'))).toEqual(taken.files);
        expect(taken.files.length).toBeGreaterThan(0);
      },
      original,
    );

    // The snapshot taken under scans is a consistent state: a server starts on it, with the readings of some
    // moment between the first scan and the last, whole.
    const restoredDuring = path.join(folder, 'restored-during');
    expect((await tagtrail(restoredDuring, 'restore', during)).status).toBe(0);
    await withServer(
      restoredDuring,
      async (server) => {
        const count = await readingsCount(server.server.db);
        expect(count).toBeGreaterThanOrEqual(taken.first);
        expect(count).toBeLessThanOrEqual(taken.last);
      },
      original,
    );
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
