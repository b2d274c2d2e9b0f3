/**
 * The reading map in SQL (spec B §2 "Reading map", §3, §7; issue 11 §6): what its filters offer — the customer's
 * categories and products, and the countries, regions and cities its readings really have (reading_places, which the
 * readings' trigger keeps) — and the located readings of a period that match the filters. Row-level security limits
 * both to the calling customer's, and every table is also filtered on that customer (issue 30 §2: a sharded database
 * routes by the filter, not by the policy).
 *
 * A place travels as an id (the wire's `{id, nome}`): PostgreSQL's hashtext of its name, the same on every database
 * and every call, so the options and the search agree with no ids of places to keep.
 *
 * Each reading carries its authenticity, and the search may keep only some (issue 27 §5); and the rules it broke, the
 * search keeping only the readings that broke some when asked (issue 28 §3).
 */
import { sql, type SQL } from 'drizzle-orm';
import { foldReadings } from './fold-readings';
import { hasAuthenticity } from './reading-authenticity.sql';
import {
  authenticityOfCode,
  suspicionRulesOfMask,
  type MapReading,
  type ReadingFilterOption,
  type ReadingFilterOptions,
  type ReadingSearchQuery,
} from '@tagtrail/domain';
import type { Database } from '../db/client';
import { endOfDay, startOfDay } from '../db/day-bounds';
import { textOrder } from '../db/paging';

/** The most readings one search answers: the map stays interactive with this many (issue 11 §6). */
export const READING_MAP_LIMIT = 100_000;

type Rows<T> = { rows: T[] } | T[];
const rowsOf = <T>(result: Rows<T>): T[] => (Array.isArray(result) ? result : result.rows);

const any = (column: SQL, ids: readonly number[] | null): SQL =>
  ids === null ? sql`true` : sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;

/** A reading search answered as columns: instants in epoch milliseconds, each name once with an index per reading. */
export interface ReadingColumns {
  readonly instants: number[];
  readonly latitudes: number[];
  readonly longitudes: number[];
  readonly lotNames: string[];
  /** Into lotNames; -1 for none. */
  readonly lotIndexes: number[];
  readonly productNames: string[];
  /** Into productNames; -1 for none. */
  readonly productIndexes: number[];
  /** Each reading's authenticity code (readings.authenticity). */
  readonly authenticityCodes: number[];
  /** Each reading's rules broken as bits (the domain's suspicionMask); 0 for none. */
  readonly suspicionMasks: number[];
}

type SqlArray<T> = T[] | string | null | undefined;
interface ReadingColumnsRow {
  instants: SqlArray<number>;
  latitudes: SqlArray<number>;
  longitudes: SqlArray<number>;
  lot_indexes: SqlArray<number>;
  product_indexes: SqlArray<number>;
  lot_names: SqlArray<string>;
  product_names: SqlArray<string>;
  authenticities: SqlArray<number>;
  suspicion_masks: SqlArray<number>;
}

/** Both drivers answer SQL arrays as arrays (PGlite and node-postgres parse them); anything else is a bug here. */
function arrayOf<T>(value: SqlArray<T>): T[] {
  if (Array.isArray(value)) return value;
  throw new Error(`the reading search answered ${typeof value} where an array was expected`);
}
const numbers = (value: SqlArray<number>): number[] => arrayOf(value).map(Number);
const texts = (value: SqlArray<string>): string[] => arrayOf(value);

/**
 * The flags of the period's readings, one row per flagged reading with its rules as bits (`s.mask`): flags are few,
 * and the (customer_id, read_at) index finds the period's under their policy, so they are gathered once and joined
 * by hash rather than looked up once per reading of a search of 100,000.
 */
function flagsOfPeriod(customerId: number, query: ReadingSearchQuery): SQL {
  return sql`(
      select s.reading_id, bit_or(1 << (s.rule - 1))::int as mask
        from reading_suspicions s
       where s.customer_id = ${customerId}
         and ${query.startDate === null ? sql`true` : sql`s.read_at >= ${startOfDay(query.startDate)}`}
         and ${query.endDate === null ? sql`true` : sql`s.read_at < ${endOfDay(query.endDate)}`}
       group by s.reading_id)`;
}

/** The customer's tags whose product (the customer lot's, else the partner lot's) passes the product filters. */
function tagsOfProducts(customerId: number, query: ReadingSearchQuery): SQL {
  return sql`(
      select t.id from tags t
        join partner_lots pl on pl.id = t.partner_lot_id
        left join customer_lots cl on cl.customer_id = ${customerId} and cl.id = t.customer_lot_id
        join products p on p.customer_id = ${customerId} and p.id = coalesce(cl.product_id, pl.product_id)
       where ${any(sql`p.id`, query.productIds)} and ${any(sql`p.category_id`, query.categoryIds)})`;
}

/**
 * FROM … LIMIT of a reading search: the located readings of the period matching every filter, newest first. The
 * readings are chosen first, by conditions on their own columns (the product filters as the set of their tags), so
 * that they are read newest first from the customer's range of the (customer_id, read_at) index and the reading stops
 * at the limit: a month's search reads at most what it answers, however many readings the table holds (issue 30
 * §4). Only then are the chosen readings joined to their lots and products.
 */
export function foundReadings(customerId: number, query: ReadingSearchQuery): SQL {
  const byProduct = query.productIds !== null || query.categoryIds !== null;
  return sql`
    from (
      select r.id, r.tag_id, r.read_at, r.latitude, r.longitude, r.authenticity from readings r
       where r.customer_id = ${customerId}
         and (r.latitude <> 0 or r.longitude <> 0)
         and ${query.startDate === null ? sql`true` : sql`r.read_at >= ${startOfDay(query.startDate)}`}
         and ${query.endDate === null ? sql`true` : sql`r.read_at < ${endOfDay(query.endDate)}`}
         and ${any(sql`hashtext(r.country)`, query.countryIds)}
         and ${any(sql`hashtext(r.region)`, query.regionIds)}
         and ${any(sql`hashtext(r.city)`, query.cityIds)}
         and ${query.authenticities === null ? sql`true` : hasAuthenticity('r', query.authenticities)}
         and ${byProduct ? sql`r.tag_id in ${tagsOfProducts(customerId, query)}` : sql`true`}
         and ${query.suspiciousOnly ? sql`r.id in (select f.reading_id from ${flagsOfPeriod(customerId, query)} f)` : sql`true`}
       order by r.read_at desc
       limit ${READING_MAP_LIMIT}) r
    join tags t on t.id = r.tag_id
    join partner_lots pl on pl.id = t.partner_lot_id
    left join customer_lots cl on cl.customer_id = ${customerId} and cl.id = t.customer_lot_id
    left join products p on p.customer_id = ${customerId} and p.id = coalesce(cl.product_id, pl.product_id)
    left join ${flagsOfPeriod(customerId, query)} s on s.reading_id = r.id
    order by r.read_at desc`;
}

/**
 * Settings for the rest of the search's transaction (the router runs each call in one). The sort of up to 100,000
 * readings fits in memory rather than spilling to disk. Under row-level security the planner guesses a handful of
 * readings where a month has a hundred thousand, so two of its choices are taken from it:
 * - no nested loops: it would join the readings to the lots and products by rescanning those tables (with their
 *   policies) once a reading, 1.8 s for a month of 100,000 on PGlite against 0.4 s with hash joins;
 * - no sequential or bitmap scan: for "a handful" it would read the whole table, or the customer's whole range, and
 *   sort it, where reading the (customer_id, read_at) index newest first stops at the limit (issue 30 §4).
 * A search reads a period's readings in bulk, in time order: both are right at any size (pnpm bench:reading-map).
 */
export async function planForManyReadings(db: Database): Promise<void> {
  await db.execute(
    sql`select set_config('work_mem', '64MB', true), set_config('enable_nestloop', 'off', true),
               set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true)`,
  );
}

/** The caller's customer's map: `customerId` is the signed-in customer's, never one a request names. */
export function readingMapRepository(db: Database, customerId: number) {
  // The places the customer's readings were made in, kept as readings arrive (migration 0023): no scan of readings.
  const places = async (column: 'country' | 'region' | 'city'): Promise<ReadingFilterOption[]> => {
    const result = (await db.execute(
      sql`select id, name from (
            select distinct hashtext(${sql.raw(column)}) as id, ${sql.raw(column)} as name from reading_places
             where customer_id = ${customerId} and ${sql.raw(column)} <> '') place
          order by ${textOrder(sql`name`)}, id`,
    )) as Rows<{ id: number | string; name: string }>;
    return rowsOf(result).map((row) => ({ id: Number(row.id), name: row.name }));
  };

  return {
    async filters(): Promise<ReadingFilterOptions> {
      await foldReadings(db);
      const categories = rowsOf(
        (await db.execute(
          sql`select id, description as name from categories where customer_id = ${customerId}
              order by ${textOrder(sql`description`)}, id`,
        )) as Rows<{
          id: number;
          name: string;
        }>,
      );
      const products = rowsOf(
        (await db.execute(
          sql`select id, name from products where customer_id = ${customerId} order by ${textOrder(sql`name`)}, id`,
        )) as Rows<{
          id: number;
          name: string;
        }>,
      );
      return {
        categories: categories.map((row) => ({ id: Number(row.id), name: row.name })),
        products: products.map((row) => ({ id: Number(row.id), name: row.name })),
        countries: await places('country'),
        regions: await places('region'),
        cities: await places('city'),
      };
    },

    /** The located readings of the period (whole days, UTC) that match every filter given, newest first. */
    async search(query: ReadingSearchQuery): Promise<MapReading[]> {
      await planForManyReadings(db);
      const result = (await db.execute(sql`
        select r.read_at, r.latitude, r.longitude, cl.number as lot_number, p.name as product_name, r.authenticity,
               coalesce(s.mask, 0) as suspicion_mask
        ${foundReadings(customerId, query)}`)) as Rows<{
        read_at: Date | string;
        latitude: number;
        longitude: number;
        lot_number: string | null;
        product_name: string | null;
        authenticity: number;
        suspicion_mask: number;
      }>;
      return rowsOf(result).map((row) => ({
        readAt: new Date(row.read_at).toISOString(),
        latitude: Number(row.latitude),
        longitude: Number(row.longitude),
        customerLotNumber: row.lot_number,
        productName: row.product_name,
        authenticity: authenticityOfCode(Number(row.authenticity)),
        suspicions: suspicionRulesOfMask(Number(row.suspicion_mask)),
      }));
    },

    /**
     * The same readings as columns, built by the database in one row: 100,000 readings arrive as seven arrays, not
     * as 100,000 rows turned into objects one by one (most of the search's time over HTTP before).
     */
    async searchColumns(query: ReadingSearchQuery): Promise<ReadingColumns> {
      await planForManyReadings(db);
      const result = (await db.execute(sql`
        with found as (
          select r.read_at, r.latitude, r.longitude, cl.number::text as lot_number, p.name::text as product_name,
                 r.authenticity, coalesce(s.mask, 0) as suspicion_mask,
                 row_number() over (order by r.read_at desc) as n
          ${foundReadings(customerId, query)}
        ), lots as (
          select name, (row_number() over (order by name) - 1)::int as i
          from (select distinct lot_number as name from found where lot_number is not null) named
        ), products_found as (
          select name, (row_number() over (order by name) - 1)::int as i
          from (select distinct product_name as name from found where product_name is not null) named
        )
        select coalesce(array_agg(round(extract(epoch from f.read_at) * 1000)::float8 order by f.n), '{}') as instants,
               coalesce(array_agg(f.latitude order by f.n), '{}') as latitudes,
               coalesce(array_agg(f.longitude order by f.n), '{}') as longitudes,
               coalesce(array_agg(coalesce(l.i, -1) order by f.n), '{}') as lot_indexes,
               coalesce(array_agg(coalesce(pf.i, -1) order by f.n), '{}') as product_indexes,
               coalesce(array_agg(f.authenticity::int order by f.n), '{}') as authenticities,
               coalesce(array_agg(f.suspicion_mask order by f.n), '{}') as suspicion_masks,
               (select coalesce(array_agg(name order by i), '{}') from lots) as lot_names,
               (select coalesce(array_agg(name order by i), '{}') from products_found) as product_names
        from found f
        left join lots l on l.name = f.lot_number
        left join products_found pf on pf.name = f.product_name`)) as Rows<ReadingColumnsRow>;
      const row = rowsOf(result)[0];
      return {
        instants: numbers(row?.instants),
        latitudes: numbers(row?.latitudes),
        longitudes: numbers(row?.longitudes),
        lotNames: texts(row?.lot_names),
        lotIndexes: numbers(row?.lot_indexes),
        productNames: texts(row?.product_names),
        productIndexes: numbers(row?.product_indexes),
        authenticityCodes: numbers(row?.authenticities),
        suspicionMasks: numbers(row?.suspicion_masks),
      };
    },
  };
}
