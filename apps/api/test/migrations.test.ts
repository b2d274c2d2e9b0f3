/**
 * Drizzle's migrator applies only the migrations whose journal time is later than the last one a database has
 * applied: a migration added with an earlier `when` (or a lower number) than one already shipped is silently
 * skipped on every existing database. So a new migration always takes the number after the highest and a later
 * `when` (never a gap left below a shipped one); these checks keep the journal in that one order.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { IN_MEMORY_DATA_DIR } from '../src/config';
import { MIGRATIONS_FOLDER, openDatabase } from '../src/db/client';
import { TEST_DATABASE_URL, testDatabase } from './support/test-server';

interface JournalEntry {
  readonly idx: number;
  readonly when: number;
  readonly tag: string;
}

const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
  entries: JournalEntry[];
};

describe('the migration journal', () => {
  it('lists each migration after the one before it, in number and in time', () => {
    journal.entries.forEach((entry, position) => {
      const previous = journal.entries[position - 1];
      if (previous === undefined) return;
      expect(entry.idx, entry.tag).toBeGreaterThan(previous.idx);
      expect(entry.when, entry.tag).toBeGreaterThan(previous.when);
    });
  });

  it('names its files by their number, and every SQL file is in it', () => {
    for (const entry of journal.entries)
      expect(entry.tag.startsWith(String(entry.idx).padStart(4, '0') + '_')).toBe(true);
    const files = readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql'));
    expect(files.sort()).toEqual(journal.entries.map((entry) => `${entry.tag}.sql`).sort());
  });
});

describe.runIf(TEST_DATABASE_URL !== undefined)('a database that already holds an extension in public', () => {
  // Hosted servers often install extensions in public before the application's first migration. Their functions
  // belong to a superuser, so a migration that altered every function of public failed on them (found when
  // pg_stat_statements was installed for a profile).
  it('migrates, and leaves the extension’s functions as they were', async () => {
    const database = await testDatabase();
    try {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        // pgcrypto is trusted: the database's owner may install it, and its functions are the bootstrap superuser's.
        await client.query('create extension pgcrypto schema public');
      } finally {
        await client.end();
      }
      const opened = await openDatabase({ databaseUrl: database.url, dataDir: IN_MEMORY_DATA_DIR });
      try {
        const result = await opened.db.execute(sql`
          select p.proname as name, p.proconfig as config from pg_proc p join pg_namespace n on n.oid = p.pronamespace
           where n.nspname = 'public' and p.proname in ('tenant_scope', 'digest') order by 1, 2`);
        const functions = (result as unknown as { rows: { name: string; config: string[] | null }[] }).rows;
        // Ours was set to look in public first; pgcrypto's digest (two signatures) was left alone.
        expect(functions).toEqual([
          { name: 'digest', config: null },
          { name: 'digest', config: null },
          { name: 'tenant_scope', config: ['search_path=public, pg_temp'] },
        ]);
      } finally {
        await opened.close();
      }
    } finally {
      await database.drop();
    }
  });
});
