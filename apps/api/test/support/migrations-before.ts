/**
 * The migrations folder as it was before one migration: a copy whose journal ends just before `tag`, for the tests
 * that migrate a database of the older schema holding data, then bring it to the latest.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/db/client';

/** Copies the folder (removed when the calling test ends) and answers its path; call it inside a test. */
export function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'tagtrail-migrations-'));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at <= 0) throw new Error(`no migration ${tag} after the first in the journal`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}
