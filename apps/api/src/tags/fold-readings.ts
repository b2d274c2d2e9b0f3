/**
 * What the readings feed — the devices, the reading places, the dashboard's aggregates — brought up to date by
 * fold_readings() (migration 0027): a scan only notes its reading, and the work the three of them need is done for
 * every noted reading at once. Whoever reads them folds first, in its own transaction, so it reads every reading
 * stored before its call; the server's folder folds every second as well (READING_FOLD_INTERVAL_MS), so the notes
 * stay few.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { everyInterval } from '../background/rounds';
import { judgeNotedReadings } from '../suspicious-readings/judge-readings';

/** Folds every reading noted so far; call it in the transaction that then reads devices, places or aggregates. */
export async function foldReadings(db: Database): Promise<void> {
  await db.execute(sql`select fold_readings()`);
}

export interface ReadingFolder {
  /** Resolves when the fold under way, if any, has finished and no other will start. */
  stop(): Promise<void>;
  /** Folding every interval, switched off (interval 0), or stopped. */
  state(): 'running' | 'off' | 'stopped';
}

/**
 * Folds every `intervalMs` on the server's own connection, one round at a time; none when `intervalMs` is 0. A round
 * folds `batch` readings a statement until fewer are left (every one at once when no batch is given): on PGlite, whose
 * statements run on the server's thread, scans are stored between the batches rather than waiting on one long fold.
 * PGlite has no autovacuum either: the notes' table is vacuumed now and then, so the notes folds delete leave no dead
 * rows piling up, and the devices the folds register are analyzed with it: without statistics the planner takes a
 * table of thousands of devices for an empty one, and a draw's entry list scanned every reading once per device.
 */
export function startReadingFolder(
  db: Database,
  {
    intervalMs,
    batch,
    vacuumEveryRounds,
    judge = {},
    onError,
  }: {
    intervalMs: number;
    batch?: number;
    vacuumEveryRounds?: number;
    /**
     * The suspicious-reading rules' judge (judge-readings.ts): every how many rounds it runs (1), how many readings a
     * statement takes (all), and how old a reading must be before it is judged (0 ms).
     */
    judge?: { everyRounds?: number; batch?: number; settleMs?: number };
    onError: (error: unknown) => void;
  },
): ReadingFolder {
  if (intervalMs <= 0) return { stop: async () => undefined, state: () => 'off' };
  let roundsDone = 0;
  const foldBatch = async (): Promise<number> => {
    const result = (await db.execute(
      sql`select fold_noted_readings(${batch ?? null}::integer) as folded`,
    )) as unknown as {
      rows: { folded: number | string }[];
    };
    return Number(result.rows[0]?.folded ?? 0);
  };
  const round = async (stopped: () => boolean) => {
    while (!stopped() && batch !== undefined && (await foldBatch()) === batch)
      await new Promise((resolve) => setImmediate(resolve));
    if (batch === undefined) await foldBatch();
    // Then the suspicious-reading rules on what the folds attributed to a customer (issue 28 §2), every few rounds:
    // a tag's readings of several rounds are judged together, on one look at its history.
    if ((roundsDone + 1) % (judge.everyRounds ?? 1) === 0) {
      const judgeBatch = () =>
        judgeNotedReadings(db, {
          settleMs: judge.settleMs ?? 0,
          ...(judge.batch === undefined ? {} : { batch: judge.batch }),
        });
      while (!stopped() && judge.batch !== undefined && (await judgeBatch()) === judge.batch)
        await new Promise((resolve) => setImmediate(resolve));
      if (judge.batch === undefined) await judgeBatch();
    }
    roundsDone += 1;
    if (vacuumEveryRounds !== undefined && roundsDone % vacuumEveryRounds === 0) {
      await db.execute(sql`vacuum readings_to_fold`);
      await db.execute(sql`vacuum readings_to_judge`);
      await db.execute(sql`analyze devices`);
    }
  };
  const folding = everyInterval(intervalMs, round, onError);
  return { stop: folding.stop, state: () => (folding.stopped() ? 'stopped' : 'running') };
}
