/**
 * Drizzle's migrator applies only the migrations whose journal time is later than the last one a database has
 * applied: a migration added with an earlier `when` (or a lower number) than one already shipped is silently
 * skipped on every existing database. So a new migration always takes the number after the highest and a later
 * `when` (never a gap left below a shipped one); these checks keep the journal in that one order.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/db/client';

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
