/**
 * The operator's command line against a PostgreSQL server (issue 25 §1, §5), run in the PostgreSQL stage
 * (vitest.postgres.config.ts): `admin create` works on DATABASE_URL as on a PGlite folder, and `tagtrail backup`
 * (pg_dump) of a running server's database restores with `tagtrail restore` (pg_restore) into a new database with
 * every table's rows the same. Skipped where no PostgreSQL server is given (TEST_DATABASE_URL).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyTableDigest } from './support/fingerprint';
import { runTagtrail } from './support/tagtrail-cli';
import { startTestServer, TEST_DATABASE_URL, testDatabase } from './support/test-server';

let folder = '';
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'tagtrail-pg-backup-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const tagtrail = (databaseUrl: string, ...args: string[]) => runTagtrail({ DATABASE_URL: databaseUrl }, ...args);

describe.skipIf(TEST_DATABASE_URL === undefined)('tagtrail on PostgreSQL', () => {
  it('backs up a running server and restores into a new database, every table the same', async () => {
    const original = await startTestServer({ demoData: true });
    const file = path.join(folder, 'tagtrail.pgdump');
    let before: Record<string, string>;
    try {
      const databaseUrl = original.config.databaseUrl ?? '';
      const created = await tagtrail(databaseUrl, 'admin', 'create', 'ops-pg');
      expect(created.status, created.stderr).toBe(0);
      const backup = await tagtrail(databaseUrl, 'backup', file);
      expect(backup.status, backup.stderr).toBe(0);
      before = await everyTableDigest(original.server.db);
      // Not into a database that has tables.
      expect((await tagtrail(databaseUrl, 'restore', file)).status).toBe(1);
    } finally {
      await original.close();
    }
    const target = await testDatabase();
    try {
      const restore = await tagtrail(target.url ?? '', 'restore', file);
      expect(restore.status, restore.stderr).toBe(0);
      const restored = await startTestServer({ databaseUrl: target.url ?? '', demoData: true });
      try {
        const after = await everyTableDigest(restored.server.db);
        expect(Object.keys(after).length).toBeGreaterThan(30);
        expect(after).toEqual(before);
      } finally {
        await restored.close();
      }
    } finally {
      await target.drop();
    }
  });
});
