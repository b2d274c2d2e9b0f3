/**
 * A period of whole days as bounds on a timestamptz column (`read_at`), in the session's time zone, as `::date`
 * compared them before. The bounds are timestamptz themselves: compared with timestamptz's own operators, which are
 * leakproof, they are index conditions under row-level security. Compared with a date instead (a cross-type operator,
 * not leakproof), PostgreSQL must apply them row by row after the policy: the reading map's 'today' walked every newer
 * reading of the customer's month to find today's (1,000,000 readings: 2.5 s for 3,000 found).
 */
import { sql, type SQL } from 'drizzle-orm';

/** The first instant of a day given as `YYYY-MM-DD`. */
export function startOfDay(day: string): SQL {
  return sql`(${day}::date)::timestamptz`;
}

/** The first instant after a day given as `YYYY-MM-DD`: the period's end, excluded. */
export function endOfDay(day: string): SQL {
  return sql`(${day}::date + 1)::timestamptz`;
}
