/**
 * The customer dashboard stays as fast as readings grow (issue 14 §5): GET /api/dashboard over HTTP on the real
 * server with a customer's real token, its latency (p50, p99) with 10 thousand and with 1 million readings on
 * PGlite in memory, and with 10 thousand and 10 million on a PostgreSQL server when DATABASE_URL names one; the
 * ratio of the large p50 to the small. Goal: ratio ≤ 1.2 and the large p50 under 50 ms.
 *
 *   pnpm bench:dashboard
 *   DATABASE_URL=postgres://… pnpm bench:dashboard   # also PostgreSQL (a role that may create databases: each size
 *                                                     # runs in a database of its own, dropped after)
 *   BENCH_SIZES=10000,200000 pnpm bench:dashboard     # other PGlite sizes (BENCH_POSTGRES_SIZES: PostgreSQL's;
 *                                                     # empty: none)
 *
 * The readings are loaded as the owner in one INSERT … SELECT generate_series with the readings' triggers off (the
 * load is the bench's setup, not what it measures), then the aggregates are recounted from them by
 * rebuild_dashboard_aggregates() (the migration's backfill), timed. It also times what the aggregates cost the scan
 * path: single-reading INSERTs with the trigger noting them for the fold (migration 0027) on and off. Each GET folds
 * what was noted before reading, as the dashboard does.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { sharedOfflineGeocoder } from '../src/geo/offline-geocoder';
import { prepareReadingPartitions } from '../src/tags/reading-partitions';
import { createTwoTenants } from '../test/isolation/two-tenants';
import { startTestServer, type TestServer } from '../test/support/test-server';

const sizes = (list: string) =>
  list
    .split(',')
    .map(Number)
    .filter((size) => size > 0);
const PGLITE_SIZES = sizes(process.env.BENCH_SIZES ?? '10000,1000000');
const POSTGRES_SIZES = sizes(process.env.BENCH_POSTGRES_SIZES ?? '10000,10000000');
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const WARM_UP = 30;
const REQUESTS = 300;
/** The bench customer's products, each with a lot of this many tags; the other customer gets one such lot. */
const PRODUCTS = 20;
const TAGS_PER_LOT = 500;
const SINGLE_INSERTS = 300;

interface Measured {
  readonly database: string;
  readonly readings: number;
  readonly loadMs: number;
  readonly rebuildMs: number;
  readonly p50: number;
  readonly p99: number;
  /** One reading per INSERT statement, each in its own transaction: mean ms with the fold's note on and off. */
  readonly insertWith: number;
  readonly insertWithout: number;
}

type Rows<T> = { rows: T[] };

async function measure(database: string, readings: number, serverDatabaseUrl?: string): Promise<Measured> {
  const api: TestServer = await startTestServer({
    demoData: false,
    ...(serverDatabaseUrl === undefined ? {} : { databaseUrl: serverDatabaseUrl }),
  });
  try {
    const { db } = api.server;
    const world = await createTwoTenants(db, api.baseUrl);
    // The towns load in the background when the server starts, on this process's one thread: not while timing.
    await sharedOfflineGeocoder().ready;
    const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows<T>).rows;

    // Alpha (the caller): PRODUCTS products with a lot of tags each; Bravo: one lot. Tags made in one statement each.
    const tagRange = async (customerId: number, partnerId: number, products: number, marker: string) => {
      const [range] = await rows<{ first: string; last: string }>(sql`
        with made_products as (
          insert into products (customer_id, code, name)
          select ${customerId}, ${marker} || '-bench-' || n, 'Bench product ' || n from generate_series(1, ${products}) n
          returning id
        ), made_lots as (
          insert into partner_lots (partner_id, customer_id, product_id, number, type, quantity)
          select ${partnerId}, ${customerId}, id, ${marker} || '-bench-lot-' || id, 2, ${TAGS_PER_LOT} from made_products
          returning id
        ), made_tags as (
          insert into tags (partner_lot_id, tag_id, sequence)
          select l.id, ${marker} || '-bench-' || l.id || '-' || s, s from made_lots l, generate_series(1, ${TAGS_PER_LOT}) s
          returning id
        )
        select min(id)::text as first, max(id)::text as last from made_tags`);
      return { first: Number(range?.first), count: Number(range?.last) - Number(range?.first) + 1 };
    };
    const alpha = await tagRange(world.alpha.customerId, world.alpha.partnerId, PRODUCTS, world.alpha.marker);
    const bravo = await tagRange(world.bravo.customerId, world.bravo.partnerId, 1, world.bravo.marker);

    // Nine in ten readings are Alpha's, spread over a year, the world, five systems and ten countries.
    const readingsOf = (count: number, within: ReturnType<typeof sql>) => sql`
      insert into readings (tag_id, read_at, latitude, longitude, device_model, os_version, device_id, country)
      select case when g % 10 = 0 then ${bravo.first} + (g * 7919) % ${bravo.count}
                  else ${alpha.first} + (g * 104729) % ${alpha.count} end,
             now() - random() * ${within},
             -60 + random() * 120, -170 + random() * 340, 'Bench phone',
             (array['iOS 17.5.1', 'Android 14', 'Android 13', 'iOS 18.1', 'Windows NT 10.0'])[1 + g % 5],
             'bench-device-' || (g % 5000),
             (array['BR', 'AR', 'CL', 'PT', 'US', 'MX', 'ES', 'FR', 'DE', 'IT'])[1 + (g / 7) % 10]
      from generate_series(1, ${count}::bigint) g`;

    // The year's months, as a deployment running for a year has them (migration 0046).
    await prepareReadingPartitions(db, new Date(Date.now() - 366 * 86_400_000), new Date());
    let started = performance.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`alter table readings disable trigger user`);
      await tx.execute(readingsOf(readings, sql`interval '365 days'`));
      await tx.execute(sql`alter table readings enable trigger user`);
    });
    const loadMs = performance.now() - started;
    await db.execute(sql`analyze`);
    started = performance.now();
    await db.execute(sql`select rebuild_dashboard_aggregates()`);
    const rebuildMs = performance.now() - started;
    // A few readings in the last 15 minutes, noted and folded, so the card has something to count.
    await db.execute(readingsOf(100, sql`interval '10 minutes'`));

    const single = async () => {
      const began = performance.now();
      for (let i = 0; i < SINGLE_INSERTS; i++) await db.execute(readingsOf(1, sql`interval '1 minute'`));
      return (performance.now() - began) / SINGLE_INSERTS;
    };
    const toggled = async (on: boolean) => {
      await db.execute(sql.raw(`alter table readings ${on ? 'enable' : 'disable'} trigger readings_note_to_fold`));
      return single();
    };
    // Alternated, each the mean of two runs after a warm-up, so a drift in the machine's load falls on both.
    await single();
    const runs = { on: [await toggled(true)], off: [await toggled(false)] };
    runs.off.push(await toggled(false));
    runs.on.push(await toggled(true));
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const insertWith = mean(runs.on);
    const insertWithout = mean(runs.off);
    await db.execute(sql`select rebuild_dashboard_aggregates()`);

    const url = `${api.baseUrl}/api/dashboard`;
    const headers = { authorization: `Bearer ${world.alpha.tokens.customer}` };
    const get = async () => {
      const began = performance.now();
      const response = await fetch(url, { headers });
      const body = (await response.json()) as { pins: { dataRecords: unknown[] }; tagsLidas15Min: number };
      if (response.status !== 200) throw new Error(`GET dashboard answered ${response.status}`);
      return { ms: performance.now() - began, body };
    };
    for (let i = 0; i < WARM_UP; i++) await get();
    const times: number[] = [];
    let last: Awaited<ReturnType<typeof get>>['body'] | undefined;
    for (let i = 0; i < REQUESTS; i++) {
      const { ms, body } = await get();
      times.push(ms);
      last = body;
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
    const [stored] = await rows<{ total: string }>(sql`select count(*)::text as total from readings`);
    console.log(
      `${database.padEnd(10)} ${Number(stored?.total).toLocaleString('en').padStart(11)} readings: ` +
        `loaded in ${(loadMs / 1000).toFixed(1)} s, aggregates rebuilt in ${(rebuildMs / 1000).toFixed(1)} s; ` +
        `GET dashboard p50 ${at(0.5).toFixed(1)} ms p99 ${at(0.99).toFixed(1)} ms ` +
        `(${last?.pins.dataRecords.length} pins, ${last?.tagsLidas15Min} tags in 15 min); ` +
        `one reading per INSERT ${insertWith.toFixed(2)} ms noted for the fold, ${insertWithout.toFixed(2)} ms not`,
    );
    return { database, readings, loadMs, rebuildMs, p50: at(0.5), p99: at(0.99), insertWith, insertWithout };
  } finally {
    await api.close();
  }
}

/** A database of its own on the server for one size, dropped after; the given one when the role may not create. */
async function onPostgres<T>(work: (url: string) => Promise<T>): Promise<T> {
  if (databaseUrl === undefined) throw new Error('no DATABASE_URL');
  const name = `tagtrail_bench_dashboard_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  try {
    await admin(`create database ${name}`);
  } catch {
    return work(databaseUrl);
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.href);
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

function verdict(small: Measured | undefined, large: Measured | undefined): void {
  if (small === undefined || large === undefined) return;
  const ratio = large.p50 / small.p50;
  console.log(
    `${large.database}: ${large.readings.toLocaleString('en')} / ${small.readings.toLocaleString('en')} readings p50 ` +
      `ratio ${ratio.toFixed(2)} (goal ≤ 1.2: ${ratio <= 1.2 ? 'met' : 'NOT met'}), ` +
      `p50 ${large.p50.toFixed(1)} ms (goal < 50 ms: ${large.p50 < 50 ? 'met' : 'NOT met'})`,
  );
}

const pglite: Measured[] = [];
for (const size of PGLITE_SIZES) pglite.push(await measure('PGlite', size));
const postgres: Measured[] = [];
if (databaseUrl !== undefined)
  for (const size of POSTGRES_SIZES) postgres.push(await onPostgres((url) => measure('PostgreSQL', size, url)));
verdict(pglite[0], pglite[pglite.length - 1]);
verdict(postgres[0], postgres[postgres.length - 1]);
