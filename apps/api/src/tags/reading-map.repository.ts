/**
 * The reading map in SQL (spec B §2 "Reading map", §3, §7; issue 11 §6): what its filters offer — the customer's
 * categories and products, and the countries, regions and cities its readings really have (reading_places, which the
 * readings' trigger keeps) — and the located readings of a period that match the filters. Row-level security limits
 * both to the calling customer's.
 *
 * A place travels as an id (the wire's `{id, nome}`): PostgreSQL's hashtext of its name, the same on every database
 * and every call, so the options and the search agree with no ids of places to keep.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { MapReading, ReadingFilterOption, ReadingFilterOptions, ReadingSearchQuery } from '@tagtrail/domain';
import type { Database } from '../db/client';

/** The most readings one search answers: the map stays interactive with this many (issue 11 §6). */
export const READING_MAP_LIMIT = 100_000;

type Rows<T> = { rows: T[] } | T[];
const rowsOf = <T>(result: Rows<T>): T[] => (Array.isArray(result) ? result : result.rows);

const any = (column: SQL, ids: readonly number[] | null): SQL =>
  ids === null ? sql`true` : sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;

export function readingMapRepository(db: Database) {
  // The places the customer's readings were made in, kept as readings arrive (migration 0023): no scan of readings.
  const places = async (column: 'country' | 'region' | 'city'): Promise<ReadingFilterOption[]> => {
    const result = (await db.execute(
      sql`select distinct hashtext(${sql.raw(column)}) as id, ${sql.raw(column)} as name from reading_places
          where ${sql.raw(column)} <> '' order by 2`,
    )) as Rows<{ id: number | string; name: string }>;
    return rowsOf(result).map((row) => ({ id: Number(row.id), name: row.name }));
  };

  return {
    async filters(): Promise<ReadingFilterOptions> {
      const categories = rowsOf(
        (await db.execute(sql`select id, description as name from categories order by description`)) as Rows<{
          id: number;
          name: string;
        }>,
      );
      const products = rowsOf(
        (await db.execute(sql`select id, name from products order by name`)) as Rows<{ id: number; name: string }>,
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
      const result = (await db.execute(sql`
        select r.read_at, r.latitude, r.longitude, cl.number as lot_number, p.name as product_name
        from readings r
        join tags t on t.id = r.tag_id
        join partner_lots pl on pl.id = t.partner_lot_id
        left join customer_lots cl on cl.id = t.customer_lot_id
        left join products p on p.id = coalesce(cl.product_id, pl.product_id)
        where (r.latitude <> 0 or r.longitude <> 0)
          and ${query.startDate === null ? sql`true` : sql`r.read_at >= ${query.startDate}::date`}
          and ${query.endDate === null ? sql`true` : sql`r.read_at < ${query.endDate}::date + 1`}
          and ${any(sql`p.id`, query.productIds)}
          and ${any(sql`p.category_id`, query.categoryIds)}
          and ${any(sql`hashtext(r.country)`, query.countryIds)}
          and ${any(sql`hashtext(r.region)`, query.regionIds)}
          and ${any(sql`hashtext(r.city)`, query.cityIds)}
        order by r.read_at desc
        limit ${READING_MAP_LIMIT}`)) as Rows<{
        read_at: Date | string;
        latitude: number;
        longitude: number;
        lot_number: string | null;
        product_name: string | null;
      }>;
      return rowsOf(result).map((row) => ({
        readAt: new Date(row.read_at).toISOString(),
        latitude: Number(row.latitude),
        longitude: Number(row.longitude),
        customerLotNumber: row.lot_number,
        productName: row.product_name,
      }));
    },
  };
}
