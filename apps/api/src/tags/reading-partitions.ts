/**
 * The readings' months (migration 0046): each month's partition made ahead of its first reading, and, where the
 * deployment keeps only READINGS_RETENTION_MONTHS, the months past it dropped whole. Run once at start, before any
 * scan is taken, and then every hour.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { everyInterval, type Rounds } from '../background/rounds';

/** Months made ahead of the current one: a server down for weeks still finds its month when it comes back. */
export const READING_MONTHS_AHEAD = 2;
const KEEPER_INTERVAL_MS = 60 * 60 * 1000;

const firstRow = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows[0] ?? {};

/** Creates a partition for every month (UTC) that overlaps [from, to] and has none; answers how many it created. */
export async function prepareReadingPartitions(db: Database, from: Date, to: Date): Promise<number> {
  const result = await db.execute(
    sql`select prepare_reading_partitions(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz) as n`,
  );
  return Number(firstRow(result).n ?? 0);
}

/**
 * Drops the readings of the months before the last `months` whole ones (and their suspicions, judge's notes and
 * pins), after folding every noted reading; a promotion not yet drawn keeps its period's. Answers how many readings
 * went.
 */
export async function dropExpiredReadings(db: Database, months: number, now: Date = new Date()): Promise<number> {
  const result = await db.execute(
    sql`select drop_expired_readings(${months}::integer, ${now.toISOString()}::timestamptz) as n`,
  );
  return Number(firstRow(result).n ?? 0);
}

const monthsAfter = (instant: Date, months: number) =>
  new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth() + months, 1));

/** One round: this month and the next ones made, then the expired ones dropped if the deployment keeps fewer. */
export async function keepReadingMonths(
  db: Database,
  { retentionMonths, now = new Date() }: { retentionMonths: number | undefined; now?: Date },
): Promise<{ created: number; dropped: number }> {
  const created = await prepareReadingPartitions(db, now, monthsAfter(now, READING_MONTHS_AHEAD));
  const dropped = retentionMonths === undefined ? 0 : await dropExpiredReadings(db, retentionMonths, now);
  return { created, dropped };
}

/** keepReadingMonths every hour on the server's own connection; what it did is logged when it did anything. */
export function startReadingMonthsKeeper(
  db: Database,
  {
    retentionMonths,
    log,
    onError,
  }: {
    retentionMonths: number | undefined;
    log: (done: { created: number; dropped: number }) => void;
    onError: (error: unknown) => void;
  },
): Rounds {
  return everyInterval(
    KEEPER_INTERVAL_MS,
    async () => {
      const done = await keepReadingMonths(db, { retentionMonths });
      if (done.created > 0 || done.dropped > 0) log(done);
    },
    onError,
  );
}
