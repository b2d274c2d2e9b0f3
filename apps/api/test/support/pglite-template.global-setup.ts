/**
 * Vitest global setup: one migrated PGlite, dumped to a file once a run, that every in-memory test server starts
 * from (ServerConfig.pgliteTemplate) instead of making its database from nothing — PGlite's first start is most of
 * a test server's start, and the API suites start about a hundred. The dump is named by the migrations it holds, so
 * a changed migration makes a new one.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER } from '../../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite's dump, for startTestServer. */
    pgliteTemplate: string;
  }
}

async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const name of (await readdir(MIGRATIONS_FOLDER, { recursive: true })).sort()) {
    const file = path.join(MIGRATIONS_FOLDER, name);
    if ((await stat(file)).isFile()) hash.update(name).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

export default async function setup(project: TestProject): Promise<void> {
  const template = path.join(tmpdir(), `tagtrail-pglite-template-${await migrationsHash()}.tar`);
  const made = await stat(template).then(
    () => true,
    () => false,
  );
  if (!made) {
    const client = new PGlite();
    try {
      await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
      const dump = await client.dumpDataDir('none');
      // Written aside and renamed: two runs at once never read a half-written dump.
      const partial = `${template}.${process.pid}`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, template);
    } finally {
      await client.close();
    }
  }
  project.provide('pgliteTemplate', template);
}
