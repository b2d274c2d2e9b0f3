/**
 * GET /api/ready (issue 25 §6): whether this server should be sent traffic — its database answers, every migration
 * this code ships is applied, its background work (the reading fold, promotion processing) runs as configured, and
 * the offline geocoder has its towns loaded (a scan in the second before would be placed in its country alone).
 * 503 naming what is not, so a load balancer holds traffic back and an operator reads why. GET /api/health stays the
 * liveness probe: the process and its database answer.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { MIGRATIONS_FOLDER } from '../db/client';
import type { PlacesState } from '../geo/offline-geocoder';

/** A background job: running, switched off by configuration, or stopped (the server is closing). */
export type JobState = 'running' | 'off' | 'stopped';

export interface Readiness {
  readonly ready: boolean;
  readonly database: 'ok' | 'unreachable';
  readonly migrations: 'applied' | 'pending' | 'unknown';
  readonly jobs: Readonly<Record<string, JobState>>;
  readonly places: PlacesState;
}

async function shippedMigrations(): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

export function readinessCheck(
  db: Database,
  jobs: () => Readonly<Record<string, JobState>>,
  places: () => PlacesState,
) {
  const shipped = shippedMigrations();
  return async (): Promise<Readiness> => {
    const jobStates = jobs();
    const jobsOk = Object.values(jobStates).every((state) => state !== 'stopped');
    let applied: number;
    try {
      const result = (await db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number }[] };
      applied = Number(result.rows[0]?.n ?? 0);
    } catch {
      return { ready: false, database: 'unreachable', migrations: 'unknown', jobs: jobStates, places: places() };
    }
    const migrations = applied >= (await shipped) ? 'applied' : 'pending';
    const placesState = places();
    return {
      ready: migrations === 'applied' && jobsOk && placesState !== 'loading',
      database: 'ok',
      migrations,
      jobs: jobStates,
      places: placesState,
    };
  };
}
