/**
 * The customer dashboard's figures in SQL (spec B §2 "Dashboard", §3 "Dashboard response"; issue 14 §2): one
 * statement over the aggregates the readings are folded into (drizzle/0021, 0027), never over the
 * readings table, so it costs the same at ten thousand readings as at ten million. Row-level security shows only the
 * caller's rows of every table read here, and every table is also filtered on the caller's customer (issue 30 §2: a
 * sharded database routes by that filter, not by the policy).
 *
 * The one exception, the possible copies of the last 7 days (issue 27 §5), counts readings through the partial index
 * of replayed and invalid readings alone (readings_possible_copy_idx, drizzle/0053): copies are rare, so that index
 * stays small whatever the readings, where a count kept by the fold would have to forget readings as they age past
 * the 7 days.
 *
 * So do the suspicious readings of the last 7 days (issue 28 §3), from their flags (reading_suspicions, drizzle/0037):
 * rare too, and under a policy of a plain `customer_id = tenant_customer_id()` that the flags' (customer_id, read_at)
 * index serves, so no function of the tables' owner is needed. A reading that broke two rules counts once.
 */
import { sql } from 'drizzle-orm';
import { foldReadings } from '../tags/fold-readings';
import {
  DASHBOARD_LATEST_READINGS,
  POSSIBLE_COPIES_DAYS,
  PROMOTION_STATUS,
  RECENT_READINGS_MINUTES,
  SUSPICIOUS_READINGS_DAYS,
  type ReadingPin,
} from '@tagtrail/domain';
import type { Database } from '../db/client';

/** Readings of one product, operating system or country: all of the customer's, most first. */
export interface Tally<Key> {
  readonly key: Key;
  readonly count: number;
}

export interface DashboardFigures {
  /** Promotions not processed yet (status 1, spec B §4). */
  readonly unprocessedPromotions: number;
  readonly lockedDevices: number;
  /** Tags (not readings) whose latest reading is at most RECENT_READINGS_MINUTES old. */
  readonly tagsReadRecently: number;
  /** Readings of the last POSSIBLE_COPIES_DAYS days that were replayed or invalid. */
  readonly possibleCopies: number;
  /** Readings (not flags) of the last SUSPICIOUS_READINGS_DAYS days that broke some rule. */
  readonly suspiciousReadings: number;
  readonly products: readonly Tally<{ readonly id: number; readonly name: string }>[];
  readonly systems: readonly Tally<string>[];
  readonly countries: readonly Tally<string>[];
  /** The latest located readings, newest first, at most DASHBOARD_LATEST_READINGS. */
  readonly pins: readonly ReadingPin[];
}

type Json<T> = T | string;
const parsed = <T>(value: Json<T>): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

interface FiguresRow {
  unprocessed_promotions: number | string;
  locked_devices: number | string;
  recent_tags: number | string;
  possible_copies: number | string;
  suspicious_readings: number | string;
  products: Json<{ id: number; name: string; n: number | string }[]>;
  systems: Json<{ name: string; n: number | string }[]>;
  countries: Json<{ code: string; n: number | string }[]>;
  pins: Json<{ lat: number; lon: number; lot: string | null; product: string | null; at: string }[]>;
}

/** The caller's customer's figures: `customerId` is the signed-in customer's, never one a request names. */
export function dashboardRepository(db: Database, customerId: number) {
  return {
    async figures(): Promise<DashboardFigures> {
      await foldReadings(db);
      // Each counter is summed over its slots (0027 splits them by the folding transaction, so two folds at once
      // seldom wait on one row).
      const result = (await db.execute(sql`
        select
          (select count(*) from promotions
            where customer_id = ${customerId} and status = ${PROMOTION_STATUS.notProcessed}) as unprocessed_promotions,
          (select count(*) from devices where customer_id = ${customerId} and not active) as locked_devices,
          (select count(*) from dashboard_tag_reads
            where customer_id = ${customerId}
              and last_read_at > now() - make_interval(mins => ${RECENT_READINGS_MINUTES})) as recent_tags,
          (select count(*) from readings
            where customer_id = ${customerId} and authenticity >= 2
              and read_at > now() - make_interval(days => ${POSSIBLE_COPIES_DAYS})) as possible_copies,
          (select count(distinct reading_id) from reading_suspicions
            where customer_id = ${customerId}
              and read_at > now() - make_interval(days => ${SUSPICIOUS_READINGS_DAYS})) as suspicious_readings,
          (select coalesce(json_agg(json_build_object('id', x.product_id, 'name', p.name, 'n', x.n)
                                    order by x.n desc, p.name, x.product_id), '[]')
             from (select product_id, sum(n) as n from dashboard_product_readings
                    where customer_id = ${customerId} group by product_id) as x
             join products p on p.customer_id = ${customerId} and p.id = x.product_id) as products,
          (select coalesce(json_agg(json_build_object('name', x.os_name, 'n', x.n) order by x.n desc, x.os_name), '[]')
             from (select os_name, sum(n) as n from dashboard_os_readings
                    where customer_id = ${customerId} group by os_name) as x) as systems,
          (select coalesce(json_agg(json_build_object('code', x.country, 'n', x.n) order by x.n desc, x.country), '[]')
             from (select country, sum(n) as n from dashboard_country_readings
                    where customer_id = ${customerId} group by country) as x) as countries,
          (select coalesce(json_agg(json_build_object('lat', x.latitude, 'lon', x.longitude, 'lot', cl.number,
                                                      'product', p.name, 'at', x.read_at)
                                    order by x.read_at desc, x.reading_id desc), '[]')
             from (select * from dashboard_pins where customer_id = ${customerId}
                   order by read_at desc, reading_id desc limit ${DASHBOARD_LATEST_READINGS}) as x
             left join customer_lots cl on cl.customer_id = ${customerId} and cl.id = x.customer_lot_id
             left join products p on p.customer_id = ${customerId} and p.id = x.product_id) as pins`)) as unknown as {
        rows: FiguresRow[];
      };
      const [row] = result.rows;
      if (row === undefined) throw new Error('the dashboard query answered no row');
      return {
        unprocessedPromotions: Number(row.unprocessed_promotions),
        lockedDevices: Number(row.locked_devices),
        tagsReadRecently: Number(row.recent_tags),
        possibleCopies: Number(row.possible_copies),
        suspiciousReadings: Number(row.suspicious_readings),
        products: parsed(row.products).map((p) => ({ key: { id: p.id, name: p.name }, count: Number(p.n) })),
        systems: parsed(row.systems).map((s) => ({ key: s.name, count: Number(s.n) })),
        countries: parsed(row.countries).map((c) => ({ key: c.code, count: Number(c.n) })),
        pins: parsed(row.pins).map((pin) => ({
          latitude: pin.lat,
          longitude: pin.lon,
          lotNumber: pin.lot,
          productName: pin.product,
          readAt: new Date(pin.at).toISOString(),
        })),
      };
    },
  };
}
