/**
 * The suspicious-reading rules run on the readings the fold noted (issue 28 §2): off the scan's path, in batches, on
 * the owner's connection. The rules are the domain's (`judgeTagReadings`); here is what they need from the database
 * and where their answer goes:
 *
 * 1. a batch of notes is taken (deleted) from readings_to_judge, with each reading's tag, lot and customer;
 * 2. each tag's earlier readings the rules look back on (`historyNeeded`) are read, judged or not yet judged alike;
 * 3. each rule a reading breaks is stored once (reading_suspicions' key: a batch judged twice adds nothing), and only
 *    the flags stored now are added to their tag's alert, which a new flag opens again when it was acknowledged.
 *
 * One transaction a batch: a judge that fails gives its notes back. Readings younger than `settleMs` wait for the
 * next round: a scan whose transaction began before an older reading's was judged could otherwise commit a reading
 * that belongs before it in time, unseen by the rules that look back (on PGlite, one statement at a time, none can).
 */
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  authenticityOfCode,
  DEFAULT_SUSPICION_SETTINGS,
  historyNeeded,
  SUSPICION_RULES,
  isKnownPosition,
  judgeTagReadings,
  suspicionRuleCode,
  SuspicionSettingsSchema,
  type ReadingToJudge,
  type SuspicionSettings,
  type TagToJudge,
} from '@tagtrail/domain';
import type { Database } from '../db/client';

/** How long a reading waits before it is judged, on a server that runs statements side by side. */
export const JUDGE_SETTLE_MS = 2000;

interface ReadingRow {
  id: string | number;
  tag_id: string | number;
  read_at: string | Date;
  latitude: number;
  longitude: number;
  device_id: string | null;
  country: string | null;
  authenticity: number;
}

interface FreshRow extends ReadingRow {
  customer_id: number;
  markets: string[] | string | null;
  expiry_date: string | Date | null;
}

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

const toReading = (row: ReadingRow): ReadingToJudge => ({
  id: String(row.id),
  readAt: row.read_at instanceof Date ? row.read_at : new Date(row.read_at),
  latitude: Number(row.latitude),
  longitude: Number(row.longitude),
  deviceId: row.device_id,
  country: row.country,
  authenticity: authenticityOfCode(Number(row.authenticity)),
});

/** PGlite answers a text[] as an array, node-postgres too; a literal '{BR,PT}' is read as the same list. */
function marketsOf(value: FreshRow['markets']): string[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter((code) => code !== '');
}

function expiryDateOf(value: FreshRow['expiry_date']): string | null {
  if (value === null) return null;
  return value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10);
}

/**
 * Judges at most `batch` noted readings (all of them when none is given) older than `settleMs`; answers how many it
 * took. Call it after a fold, which notes the readings it attributed to a customer.
 */
export async function judgeNotedReadings(
  db: Database,
  { batch, settleMs = 0 }: { batch?: number; settleMs?: number } = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    // A tag's notes together, so that one look at its history serves them all (the rules judge any split alike); a
    // reading younger than settleMs stays noted.
    const fresh = rowsOf<FreshRow>(
      await tx.execute(sql`
        DELETE FROM readings_to_judge j
         WHERE j.ctid = ANY (ARRAY(
                 SELECT q.ctid FROM readings_to_judge q
                  WHERE q.read_at <= now() - make_interval(secs => ${settleMs / 1000})
                  ORDER BY q.tag_id
                  LIMIT ${batch ?? null}::integer))
        RETURNING j.reading_id AS id, j.tag_id, j.read_at, j.latitude, j.longitude, j.device_id, j.country,
                  j.authenticity, j.customer_id, j.markets, j.expiry_date`),
    );
    if (fresh.length === 0) return 0;

    const settingsByCustomer = await settingsOf(tx, [...new Set(fresh.map((row) => Number(row.customer_id)))]);
    const byTag = new Map<string, { customerId: number; tag: TagToJudge; fresh: ReadingToJudge[] }>();
    for (const row of fresh) {
      const key = String(row.tag_id);
      let entry = byTag.get(key);
      if (entry === undefined) {
        entry = {
          customerId: Number(row.customer_id),
          tag: { markets: marketsOf(row.markets), expiryDate: expiryDateOf(row.expiry_date) },
          fresh: [],
        };
        byTag.set(key, entry);
      }
      entry.fresh.push(toReading(row));
    }
    const earlierByTag = await historyOf(tx, byTag, settingsByCustomer);

    const flags: { reading_id: string; rule: number; customer_id: number; tag_id: string; read_at: string }[] = [];
    for (const [tagId, { customerId, tag, fresh: tagFresh }] of byTag) {
      const settings = settingsByCustomer.get(customerId) ?? DEFAULT_SUSPICION_SETTINGS;
      const judged = judgeTagReadings(settings, tag, earlierByTag.get(tagId) ?? [], tagFresh);
      const readAtOf = new Map(tagFresh.map((reading) => [reading.id, reading.readAt]));
      for (const [readingId, rules] of judged)
        for (const rule of rules)
          flags.push({
            reading_id: readingId,
            rule: suspicionRuleCode(rule),
            customer_id: customerId,
            tag_id: tagId,
            read_at: (readAtOf.get(readingId) ?? new Date()).toISOString(),
          });
    }
    if (flags.length > 0) await storeFlags(tx, flags);
    return fresh.length;
  });
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Each customer's saved settings; a customer without any (or with settings no longer valid) has the defaults. */
async function settingsOf(tx: Transaction, customerIds: number[]): Promise<Map<number, SuspicionSettings>> {
  const rows = rowsOf<{ customer_id: number; settings: unknown }>(
    await tx.execute(sql`
      SELECT customer_id, settings FROM suspicion_settings
       WHERE customer_id IN (SELECT value::integer FROM jsonb_array_elements_text(${JSON.stringify(customerIds)}::jsonb))`),
  );
  const settings = new Map<number, SuspicionSettings>();
  for (const row of rows) {
    const parsed = v.safeParse(SuspicionSettingsSchema, row.settings);
    if (parsed.success) settings.set(Number(row.customer_id), parsed.output);
  }
  return settings;
}

/**
 * Each tag's readings the rules look back on (`historyNeeded`), by the readings' (tag, time) index: every one from the
 * tag's earliest fresh reading to its latest, the latest `latestReadings` of the window before, and the latest one
 * with a position before. One look a tag in the common case: its latest readings up to its latest fresh one, as many
 * as its fresh ones and `latestReadings` more; a tag whose look came back full with too few before its earliest fresh
 * reading (other readings among its fresh ones), or with no position before, is looked at again exactly. A tag read
 * thousands of times a day costs a few dozen rows.
 */
async function historyOf(
  tx: Transaction,
  byTag: Map<string, { customerId: number; fresh: ReadingToJudge[] }>,
  settingsByCustomer: Map<number, SuspicionSettings>,
): Promise<Map<string, ReadingToJudge[]>> {
  const asked = [...byTag].map(([tagId, { customerId, fresh }]) => {
    const needed = historyNeeded(settingsByCustomer.get(customerId) ?? DEFAULT_SUSPICION_SETTINGS);
    const times = fresh.map((reading) => reading.readAt.getTime());
    const earliest = Math.min(...times);
    // At least one reading before the earliest fresh one: it shows that everything after it came back.
    const before = Math.max(needed.latestReadings, 1);
    return {
      tag_id: tagId,
      since: new Date(earliest - needed.hours * 3_600_000).toISOString(),
      earliest: new Date(earliest).toISOString(),
      latest: new Date(Math.max(...times)).toISOString(),
      window_readings: needed.latestReadings,
      before,
      limit: fresh.length + before,
      positioned: needed.latestKnownPosition,
    };
  });
  const earlier = readingsByTag(
    await tx.execute(sql`
      SELECT r.id, r.tag_id, r.read_at, r.latitude, r.longitude, r.device_id, r.country, r.authenticity
        FROM jsonb_to_recordset(${JSON.stringify(asked)}::jsonb) AS a(tag_id bigint, latest timestamptz, "limit" integer)
        CROSS JOIN LATERAL (
          SELECT * FROM readings r WHERE r.tag_id = a.tag_id AND r.read_at <= a.latest
           ORDER BY r.read_at DESC, r.id DESC LIMIT a."limit"
        ) r`),
  );
  const beforeEarliest = (tag: (typeof asked)[number]) =>
    (earlier.get(tag.tag_id) ?? []).filter((reading) => reading.readAt.getTime() < Date.parse(tag.earliest));
  const incomplete = asked.filter(
    (tag) => (earlier.get(tag.tag_id) ?? []).length === tag.limit && beforeEarliest(tag).length < tag.before,
  );
  if (incomplete.length > 0) {
    const exact = readingsByTag(
      await tx.execute(sql`
        WITH asked AS (
          SELECT * FROM jsonb_to_recordset(${JSON.stringify(incomplete)}::jsonb) AS a(tag_id bigint, since timestamptz,
            earliest timestamptz, latest timestamptz, window_readings integer)
        )
        SELECT r.id, r.tag_id, r.read_at, r.latitude, r.longitude, r.device_id, r.country, r.authenticity
          FROM asked a
          CROSS JOIN LATERAL (
            SELECT * FROM readings r WHERE r.tag_id = a.tag_id AND r.read_at >= a.earliest AND r.read_at <= a.latest
          ) r
        UNION ALL
        SELECT r.id, r.tag_id, r.read_at, r.latitude, r.longitude, r.device_id, r.country, r.authenticity
          FROM asked a
          CROSS JOIN LATERAL (
            SELECT * FROM readings r WHERE r.tag_id = a.tag_id AND r.read_at >= a.since AND r.read_at < a.earliest
             ORDER BY r.read_at DESC, r.id DESC LIMIT a.window_readings
          ) r`),
    );
    for (const tag of incomplete) earlier.set(tag.tag_id, exact.get(tag.tag_id) ?? []);
  }
  const unplaced = asked.filter((tag) => tag.positioned && !beforeEarliest(tag).some(isKnownPosition));
  if (unplaced.length > 0) {
    const placed = readingsByTag(
      await tx.execute(sql`
        SELECT p.id, p.tag_id, p.read_at, p.latitude, p.longitude, p.device_id, p.country, p.authenticity
          FROM jsonb_to_recordset(${JSON.stringify(unplaced)}::jsonb) AS a(tag_id bigint, earliest timestamptz)
          CROSS JOIN LATERAL (
            SELECT * FROM readings r
             WHERE r.tag_id = a.tag_id AND r.read_at < a.earliest AND NOT (r.latitude = 0 AND r.longitude = 0)
             ORDER BY r.read_at DESC, r.id DESC LIMIT 1
          ) p`),
    );
    for (const [tagId, readings] of placed) earlier.set(tagId, [...(earlier.get(tagId) ?? []), ...readings]);
  }
  return earlier;
}

function readingsByTag(result: unknown): Map<string, ReadingToJudge[]> {
  const byTag = new Map<string, ReadingToJudge[]>();
  for (const row of rowsOf<ReadingRow>(result)) {
    const key = String(row.tag_id);
    const list = byTag.get(key) ?? [];
    list.push(toReading(row));
    byTag.set(key, list);
  }
  return byTag;
}

/** The rule's name as the domain spells it, from its stored code (SUSPICION_RULES' order). */
const RULE_NAME_SQL = `(ARRAY[${SUSPICION_RULES.map((rule) => `'${rule}'`).join(', ')}])[a.rule]`;

/**
 * Stores the flags, each once, and adds those stored now to their tag's alert: its first and last time, its count,
 * the latest one's country; a flag opens an acknowledged alert again.
 */
async function storeFlags(
  tx: Transaction,
  flags: { reading_id: string; rule: number; customer_id: number; tag_id: string; read_at: string }[],
): Promise<void> {
  await tx.execute(sql`
    WITH stored AS (
      INSERT INTO reading_suspicions (reading_id, rule, customer_id, tag_id, read_at)
        -- A flag names its reading by id and time (migration 0046). The time came through JavaScript, to the
        -- millisecond; the reading's own, to the microsecond, is taken from the reading found within it, in its month.
        SELECT f.reading_id, f.rule, f.customer_id, f.tag_id, r.read_at
          FROM jsonb_to_recordset(${JSON.stringify(flags)}::jsonb)
            AS f(reading_id bigint, rule smallint, customer_id integer, tag_id bigint, read_at timestamptz)
          JOIN readings r ON r.id = f.reading_id AND r.read_at > f.read_at - interval '1 millisecond'
                         AND r.read_at < f.read_at + interval '1 millisecond'
        ORDER BY 1, 2
      ON CONFLICT DO NOTHING
      RETURNING reading_id, rule, customer_id, tag_id, read_at
    )
    ,
    alerts AS (
      INSERT INTO suspicion_alerts AS a (customer_id, tag_id, rule, first_read_at, last_read_at, reading_count,
                                         last_country, raised_at)
        SELECT s.customer_id, s.tag_id, s.rule, min(s.read_at), max(s.read_at), count(*),
               (array_agg(r.country ORDER BY s.read_at DESC, s.reading_id DESC))[1], now()
          FROM stored s JOIN readings r ON r.id = s.reading_id AND r.read_at = s.read_at
         GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (customer_id, tag_id, rule) DO UPDATE SET
        first_read_at = least(a.first_read_at, excluded.first_read_at),
        last_read_at = greatest(a.last_read_at, excluded.last_read_at),
        reading_count = a.reading_count + excluded.reading_count,
        last_country = CASE WHEN excluded.last_read_at >= a.last_read_at THEN excluded.last_country
                            ELSE a.last_country END,
        raised_at = CASE WHEN a.acknowledged_at IS NULL THEN a.raised_at ELSE excluded.raised_at END,
        acknowledged_at = NULL
      RETURNING a.*
    )
    -- A raised alert (new, or open again after an acknowledgement: its raised_at is this transaction's) goes out to
    -- each of the customer's active webhooks, from the outbox (migration 0038), in this same transaction. A judge
    -- that meets another's new alert on the same key finds it open, raised by the other: sent once.
    INSERT INTO alert_deliveries (customer_id, webhook_id, alert_id, payload)
      SELECT a.customer_id, w.id, a.id,
             jsonb_build_object(
               'type', 'alert.raised', 'alertId', a.id, 'rule', ${sql.raw(RULE_NAME_SQL)}, 'tagId', t.tag_id,
               'firstReadAt', a.first_read_at, 'lastReadAt', a.last_read_at, 'readingCount', a.reading_count,
               'country', a.last_country, 'raisedAt', a.raised_at)
        FROM alerts a
        JOIN tags t ON t.id = a.tag_id
        JOIN alert_webhooks w ON w.customer_id = a.customer_id AND w.active
       WHERE a.raised_at = now()
       ORDER BY a.id, w.id`);
}
