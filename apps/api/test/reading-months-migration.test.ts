/**
 * Migration 0046 on a database in use (issue 30 §1): the demo's data and a million readings over two years, stored
 * under the schema before it, then migrated. Every reading comes through unchanged, with its id, each in its month's
 * partition; the suspicions still name their readings, the fold's notes carry their readings' time, and the id
 * sequence goes on where it was. On PostgreSQL when TEST_DATABASE_URL names one; on PGlite with a tenth of the
 * readings, the same code paths: a million there takes about two minutes of CI's two cores (measured, in the note of
 * session 22), which the PostgreSQL stage does in a fraction of it.
 */
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, type Database } from '../src/db/client';
import * as schema from '../src/db/schema';
import { seedDemoData } from '../src/demo/demo-data';
import { sqlStateOf } from '../src/db/sql-errors';
import { migrationsBefore } from './support/migrations-before';
import { testDatabase } from './support/test-server';

/** Readings added to the demo's: a million on a PostgreSQL server, a hundred thousand on PGlite. */
const EXTRA_READINGS = { postgres: 1_000_000, pglite: 100_000 } as const;
const silent = Fastify({ logger: false }).log;

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: PromiseLike<unknown>) => ((await query) as Rows<T>).rows;

interface Opened {
  db: Database;
  kind: keyof typeof EXTRA_READINGS;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** A scratch database: PGlite in memory, or a new database on the PostgreSQL server the suite was given. */
async function scratchDatabase(): Promise<Opened> {
  const database = await testDatabase();
  if (database.url === undefined) {
    const client = new PGlite();
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      migrate: (folder) => migratePglite(db as never, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: (folder) => migrateNodePg(db as never, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await database.drop();
    },
  };
}

/** What must come through the migration unchanged: every reading's every column, and what refers to readings. */
async function fingerprint(db: Database) {
  const [readings] = await rowsOf<Record<string, string>>(
    db.execute(sql`
      select count(*)::text as count, max(id)::text as max_id,
             sum(hashtextextended(concat_ws('|', id, tag_id, customer_id, read_at, latitude, longitude, device_model,
                 os_version, device_id, device_alias, country, region, city, authenticity, sdm_counter), 0)::numeric)::text
               as checksum
        from readings`),
  );
  const months = await rowsOf<{ month: string; n: string }>(
    db.execute(sql`select to_char(read_at at time zone 'UTC', 'YYYY_MM') as month, count(*)::text as n
                     from readings group by 1 order by 1`),
  );
  const [traces] = await rowsOf<Record<string, string>>(
    db.execute(sql`select (select count(*) from reading_suspicions)::text as suspicions,
                          (select count(*) from readings_to_fold)::text as notes`),
  );
  return { readings, months, traces };
}

describe('migration 0046 on the demo’s data and a million readings', () => {
  it('moves every reading into its month’s partition unchanged, with what refers to it', async () => {
    const before = migrationsBefore('0046_readings_by_month');
    const { db, kind, migrate, close } = await scratchDatabase();
    const added = EXTRA_READINGS[kind];
    try {
      await migrate(before);
      // The demo writes today's tables; the columns it names that came after 0045 are there for the seed only, and
      // gone again before the migrations under test run (which make them anew and fill them).
      await db.execute(sql`alter table customer_sub_lots add column customer_id integer`);
      await db.execute(sql`alter table tags add column customer_lot_customer_id integer`);
      expect(await seedDemoData(db, silent)).toMatchObject({ seeded: true });
      await db.execute(sql`alter table customer_sub_lots drop column customer_id`);
      await db.execute(sql`alter table tags drop column customer_lot_customer_id`);
      // The readings of the demo's customers' tags, an hour apart back over two years (then again a second earlier);
      // each reading's customer given, as the scan gives it.
      await db.execute(sql`
        with owned as (
          select t.id, coalesce(cl.customer_id, pl.customer_id) as customer_id,
                 row_number() over (order by t.id) - 1 as k
            from tags t join partner_lots pl on pl.id = t.partner_lot_id
            left join customer_lots cl on cl.id = t.customer_lot_id
           where coalesce(cl.customer_id, pl.customer_id) is not null)
        insert into readings (tag_id, customer_id, read_at, latitude, longitude, device_id, os_version, country,
                              authenticity)
        select o.id, o.customer_id, now() - (g % 17520) * interval '1 hour' - (g / 17520) * interval '1 second',
               -23.5 + (g % 1000) / 10000.0, -46.6 - (g % 777) / 10000.0, 'phone-' || (g % 5000),
               'Android ' || (10 + g % 5), 'Brasil', (g % 97 = 0)::int * 2
          from generate_series(0, ${added - 1}) g
          join owned o on o.k = g % (select count(*) from owned)`);
      // Suspicions of some of them, as the judge flags them.
      await db.execute(sql`
        insert into reading_suspicions (reading_id, rule, customer_id, tag_id, read_at)
        select r.id, 1, r.customer_id, r.tag_id, r.read_at from readings r
         where r.authenticity = 2 and r.customer_id is not null
         order by r.id limit 500`);
      const expected = await fingerprint(db);
      expect(Number(expected.readings?.count)).toBeGreaterThan(added);
      expect(expected.months.length).toBeGreaterThanOrEqual(24);
      expect(Number(expected.traces?.suspicions)).toBe(500);

      await migrate(MIGRATIONS_FOLDER);

      expect(await fingerprint(db)).toEqual(expected);
      // Each reading in its own month's partition, none left to the default one.
      const misplaced = await rowsOf<{ n: string }>(
        db.execute(sql`select count(*)::text as n from readings
                        where tableoid::regclass::text <> reading_partition_name(read_at)`),
      );
      expect(misplaced).toEqual([{ n: '0' }]);
      const partitions = await rowsOf<{ name: string }>(
        db.execute(sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
                        where i.inhparent = 'readings'::regclass and c.relname <> 'readings_default'`),
      );
      expect(partitions.length).toBeGreaterThanOrEqual(expected.months.length);
      // The fold's notes carry their readings' time: each finds its reading in its month.
      const [notes] = await rowsOf<{ noted: string; found: string }>(
        db.execute(sql`select count(*)::text as noted,
                              count(r.id)::text as found
                         from readings_to_fold f left join readings r on r.id = f.reading_id and r.read_at = f.read_at`),
      );
      expect(notes?.found).toBe(notes?.noted);
      // A suspicion names its reading by id and time: one naming no reading is refused.
      const refused = await db
        .execute(
          sql`insert into reading_suspicions (reading_id, rule, customer_id, tag_id, read_at)
              select id, 2, customer_id, tag_id, read_at + interval '1 second' from readings
               where customer_id is not null limit 1`,
        )
        .catch((error: unknown) => error);
      expect(sqlStateOf(refused)).toBe('23503');
      // Migration 0049: every sub-lot took its lot's customer.
      const [subLots] = await rowsOf<{ total: string; matching: string }>(
        db.execute(sql`select count(*)::text as total,
                              count(*) filter (where s.customer_id = cl.customer_id)::text as matching
                         from customer_sub_lots s join customer_lots cl on cl.id = s.customer_lot_id`),
      );
      expect(Number(subLots?.total)).toBeGreaterThan(0);
      expect(subLots?.matching).toBe(subLots?.total);
      // Migration 0051: every tag in a customer lot took that lot's customer, and no other tag one.
      const [lotTags] = await rowsOf<{ in_lots: string; matching: string; elsewhere: string }>(
        db.execute(sql`select count(t.customer_lot_id)::text as in_lots,
                              count(*) filter (where t.customer_lot_customer_id = cl.customer_id)::text as matching,
                              count(*) filter (where t.customer_lot_id is null
                                                 and t.customer_lot_customer_id is not null)::text as elsewhere
                         from tags t left join customer_lots cl on cl.id = t.customer_lot_id`),
      );
      expect(Number(lotTags?.in_lots)).toBeGreaterThan(0);
      expect(lotTags?.matching).toBe(lotTags?.in_lots);
      expect(lotTags?.elsewhere).toBe('0');
      // The ids go on from the sequence where they were.
      const [next] = await rowsOf<{ id: string }>(
        db.execute(sql`insert into readings (tag_id) select id from tags limit 1 returning id::text`),
      );
      expect(BigInt(next?.id ?? 0)).toBeGreaterThan(BigInt(expected.readings?.max_id ?? 0));
    } finally {
      await close();
    }
  }, 600_000);
});
