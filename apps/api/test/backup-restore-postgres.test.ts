/**
 * The operator's command line against a PostgreSQL server (issue 25 §1, §5), run in the PostgreSQL stage
 * (vitest.postgres.config.ts): `admin create` works on DATABASE_URL as on a PGlite folder, and `tagtrail backup`
 * (pg_dump) of a running server's database restores with `tagtrail restore` (pg_restore) into a new database with
 * every table's rows the same. Skipped where no PostgreSQL server is given (TEST_DATABASE_URL).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { startTestServer, TEST_DATABASE_URL, testDatabase } from './support/test-server';

const CLI = fileURLToPath(new URL('../src/cli/tagtrail.cli.ts', import.meta.url));

let folder = '';
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'tagtrail-pg-backup-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

function tagtrail(databaseUrl: string, ...args: string[]): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stderr }));
  });
}

/** Every table of the schema as its row count and a checksum of its rows. */
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
      before = await everyTable(original.server.db);
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
        const after = await everyTable(restored.server.db);
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
