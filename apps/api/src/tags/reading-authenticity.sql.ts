/** Readings by what their scans proved (issue 27 §5), in SQL: `readings.authenticity` holds each one's code. */
import { sql, type SQL } from 'drizzle-orm';
import { authenticityCode, type ReadingAuthenticity } from '@tagtrail/domain';

/**
 * True for a reading of `alias` of one of these authenticities. The codes are written in the SQL's text (numbers
 * from the domain's list, never a caller's text): `authenticity in (2,3)` then implies the condition of the partial
 * index of possible copies (drizzle/0036), which PostgreSQL cannot see through a bound array.
 */
export function hasAuthenticity(alias: string, authenticities: readonly ReadingAuthenticity[]): SQL {
  if (authenticities.length === 0) return sql`false`;
  return sql.raw(`${alias}.authenticity in (${authenticities.map(authenticityCode).join(',')})`);
}
