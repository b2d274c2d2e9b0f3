/**
 * The calling customer's readings as the EPCIS query interface reads them (issue 29 §5): in the order of their
 * events (the instant read, then the reading's id), after a cursor, a batch at a time, each batch in its own short
 * transaction in the customer's scope, so a page of a hundred thousand events is never held whole and PGlite, which
 * runs one transaction at a time, goes on storing scans between batches. Row-level security keeps every read to the
 * customer's readings; the query's own filters are the EPCIS parameters.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  authenticityOfCode,
  qrTagIdPrefixOf,
  suspicionRulesOfCodes,
  type EpcisEpcMatch,
  type EpcisEventQuery,
  type EpcisReading,
} from '@tagtrail/domain';
import type { Database } from '../db/client';
import type { EpcisCursor } from './epcis-page-token';

type Rows<T> = { rows: T[] } | T[];
const rowsOf = <T>(result: Rows<T>): T[] => (Array.isArray(result) ? result : result.rows);

/** A reading with where it stands in the order, for the next page's cursor. */
export interface EpcisReadingRow {
  readonly cursor: EpcisCursor;
  readonly reading: EpcisReading;
}

interface Row {
  id: number | string;
  read_at: Date | string;
  read_at_us: string;
  tag_id: string;
  gtin: string | null;
  lot_number: string | null;
  latitude: number | string;
  longitude: number | string;
  authenticity: number | string;
  rules: (number | string)[] | string | null;
}

/** A 32-hex-digit QR tag id (tag-serial.ts): its short serial is its first 30 digits. */
const QR_TAG_ID_LENGTH = 32;

function epcCondition(match: EpcisEpcMatch): SQL {
  switch (match.kind) {
    case 'tag':
      return sql`lower(t.tag_id) = lower(${match.tagId})`;
    case 'item': {
      const prefix = qrTagIdPrefixOf(match.serial);
      const byPrefix =
        prefix === undefined
          ? sql`false`
          : sql`(length(t.tag_id) = ${QR_TAG_ID_LENGTH} and left(lower(t.tag_id), 30) = ${prefix})`;
      return sql`(p.gtin = ${match.gtin} and (lower(t.tag_id) = lower(${match.serial}) or ${byPrefix}))`;
    }
    case 'class':
      return match.lot === undefined
        ? sql`p.gtin = ${match.gtin}`
        : sql`(p.gtin = ${match.gtin} and lower(cl.number) = lower(${match.lot}))`;
  }
}

function anyOf(matches: readonly EpcisEpcMatch[] | null): SQL {
  if (matches === null) return sql`true`;
  if (matches.length === 0) return sql`false`;
  return sql`(${sql.join(matches.map(epcCondition), sql` or `)})`;
}

/** The instant a cursor's microseconds stand for, exactly (a double holds every whole number of them up to 2^53). */
const instantOf = (micros: string): SQL => sql`(timestamptz 'epoch' + ${micros}::float8 * interval '1 microsecond')`;

/**
 * FROM … WHERE of the query's readings in `window`, after `after` and, when given, up to `upTo` (both by instant, then
 * id). The window's bounds are what an index can use: each of the customer's tags is read by its (tag, instant) index
 * over the window alone, so a batch costs its window's readings, not every reading after the cursor (a month's batches
 * would read the month a hundred times over).
 */
function matching(
  query: EpcisEventQuery,
  after: EpcisCursor | null,
  window: TimeWindow,
  upTo: EpcisCursor | null,
  settledBefore: string | null,
): SQL {
  return sql`
    from readings r
    join tags t on t.id = r.tag_id
    join partner_lots pl on pl.id = t.partner_lot_id
    left join customer_lots cl on cl.id = t.customer_lot_id
    left join products p on p.id = coalesce(cl.product_id, pl.product_id)
    where ${query.ofOurKind ? sql`true` : sql`false`}
      and r.read_at >= ${instantOf(String(window.low))} and r.read_at < ${instantOf(String(window.high))}
      and ${query.from === null ? sql`true` : sql`r.read_at >= ${query.from}::timestamptz`}
      and ${query.until === null ? sql`true` : sql`r.read_at < ${query.until}::timestamptz`}
      and ${settledBefore === null ? sql`true` : sql`r.read_at < ${settledBefore}::timestamptz`}
      and ${anyOf(query.epcs)}
      and ${anyOf(query.epcClasses)}
      and ${after === null ? sql`true` : sql`(r.read_at, r.id) > (${instantOf(after.readAtMicros)}, ${after.readingId}::bigint)`}
      and ${upTo === null ? sql`true` : sql`(r.read_at, r.id) <= (${instantOf(upTo.readAtMicros)}, ${upTo.readingId}::bigint)`}`;
}

const cursorOf = (row: { id: number | string; read_at_us: string }): EpcisCursor => ({
  readAtMicros: String(row.read_at_us),
  readingId: Number(row.id),
});

function rulesOf(value: Row['rules']): number[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value.map(Number);
  // An array the driver left as its text, '{1,5}'.
  return value
    .replace(/[{}]/g, '')
    .split(',')
    .filter((part) => part !== '')
    .map(Number);
}

/** A span of instants in microseconds since 1970, `low` inclusive, `high` exclusive. */
export interface TimeWindow {
  readonly low: bigint;
  readonly high: bigint;
}

/**
 * The instant from which the calling customer's readings are not all folded and judged yet (null when none waits):
 * the query interface serves readings before it only, so an event it serves never gains a flag, nor a new eventID.
 */
export async function epcisUnsettledSince(db: Database): Promise<string | null> {
  const result = (await db.execute(sql`select epcis_unsettled_since() as since`)) as Rows<{
    since: Date | string | null;
  }>;
  const since = rowsOf(result)[0]?.since ?? null;
  return since === null ? null : new Date(since).toISOString();
}

/** The customer's readings as events, those from `settledBefore` on left out (epcisUnsettledSince). */
export function epcisEventsRepository(db: Database, settledBefore: string | null = null) {
  return {
    /** How many of the query's readings the window holds after `after`. */
    async count(query: EpcisEventQuery, after: EpcisCursor | null, window: TimeWindow): Promise<number> {
      const result = (await db.execute(
        sql`select count(*)::int as n ${matching(query, after, window, null, settledBefore)}`,
      )) as Rows<{ n: number | string }>;
      return Number(rowsOf(result)[0]?.n ?? 0);
    },

    /** The cursor of the window's reading `offset` places after `after` (0: the first), in order. */
    async cursorAt(
      query: EpcisEventQuery,
      after: EpcisCursor | null,
      window: TimeWindow,
      offset: number,
    ): Promise<EpcisCursor | undefined> {
      const result = (await db.execute(sql`
        select r.id, (extract(epoch from r.read_at) * 1000000)::bigint::text as read_at_us
        ${matching(query, after, window, null, settledBefore)}
        order by r.read_at, r.id
        offset ${offset} limit 1`)) as Rows<{ id: number | string; read_at_us: string }>;
      const row = rowsOf(result)[0];
      return row === undefined ? undefined : cursorOf(row);
    },

    /** Up to `limit` of the window's readings after `after`, up to `upTo` when given, in order. */
    async batch(
      query: EpcisEventQuery,
      after: EpcisCursor | null,
      window: TimeWindow,
      upTo: EpcisCursor | null,
      limit: number,
    ): Promise<EpcisReadingRow[]> {
      const result = (await db.execute(sql`
        select r.id, r.read_at, (extract(epoch from r.read_at) * 1000000)::bigint::text as read_at_us, t.tag_id,
               p.gtin, cl.number as lot_number, r.latitude, r.longitude, r.authenticity,
               (select array_agg(s.rule order by s.rule) from reading_suspicions s where s.reading_id = r.id) as rules
        ${matching(query, after, window, upTo, settledBefore)}
        order by r.read_at, r.id
        limit ${limit}`)) as Rows<Row>;
      return rowsOf(result).map((row) => ({
        cursor: cursorOf(row),
        reading: {
          readAt: new Date(row.read_at).toISOString(),
          tagId: row.tag_id,
          gtin: row.gtin,
          lotNumber: row.lot_number,
          latitude: Number(row.latitude),
          longitude: Number(row.longitude),
          authenticity: authenticityOfCode(Number(row.authenticity)),
          suspicions: suspicionRulesOfCodes(rulesOf(row.rules)),
        },
      }));
    },
  };
}
