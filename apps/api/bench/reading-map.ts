/**
 * The reading map as readings grow (issue 11 §8, issue 30 §4): the search (POST tagLoteParceiro/leituras over HTTP on
 * the real server, a customer's real token), the map's first paint in Chromium, and one tag's readings, at 10
 * thousand, 100 thousand and 1 million readings on PGlite in memory (TEST_DATABASE_URL, as scripts/with-postgres.sh
 * sets it: a PostgreSQL server); the ratios the issue sets.
 *
 *   pnpm bench:reading-map
 *   BENCH_SIZES=10000,100000,1000000,10000000 bash scripts/with-postgres.sh pnpm bench:reading-map   # PostgreSQL
 *
 * Readings are loaded as the owner in one INSERT … SELECT generate_series, each with its customer as the scan stores
 * it (triggers off: the load is the setup, not what is measured), over a dozen cities: 1,000 today, the rest over the
 * 28 days before, and 1,000 more of one tag. Their read_at is random, so the table's rows are in no time order (a real
 * one's arrive in order, which only helps). Measured: the search of the current month (at most READING_MAP_LIMIT
 * readings answered; as the spec's objects and as our columns), of today, and of one country this month — p50 of 10
 * each with the answer's size, as JSON and as the server's brotli sends it; in the browser, signed in as the
 * customer, the time from Search to the map marked with every reading (median of 3); the tag's first page of
 * readings and its whole export. Needs the portal built (`pnpm build:apps`). */
import { brotliCompressSync, constants } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { chromium, type Page } from '@playwright/test';
import * as v from 'valibot';
import { periodReadingSearch } from '@tagtrail/domain';
import { LeituraBuscaColunasSchema, RECORD_STREAM_MEDIA_TYPE } from '@tagtrail/contract';
import type { Database } from '../src/db/client';
import { inTenantTransaction } from '../src/db/tenancy';
import { foundReadings, planForManyReadings, readingMapRepository } from '../src/tags/reading-map.repository';
import { prepareReadingPartitions } from '../src/tags/reading-partitions';
import { sharedOfflineGeocoder } from '../src/geo/offline-geocoder';
import { createTwoTenants, type TwoTenants } from '../test/isolation/two-tenants';
import { startTestServer } from '../test/support/test-server';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const SEARCHES = 10;
const PAINTS = 3;
const PRODUCTS = 10;
/**
 * The readings of one tag of its own, the same at every size (issue 30 §4: a tag's readings and their export answer
 * in time that does not grow with the table): the spread readings give each tag more as the table grows.
 */
const PROBE_TAG_READINGS = 1000;
/**
 * Today's readings, the same at every size, so that today's search answers the same at every size (issue 30 §4: it
 * must not grow with the table): the rest are spread over the 28 days before today.
 */
const TODAY_READINGS = 1000;
const TAGS_PER_LOT = 500;
const PASSWORD = 'isolation-suite-password';
const CITIES = [
  ['BR', 'São Paulo', -23.55, -46.63],
  ['BR', 'Rio de Janeiro', -22.91, -43.17],
  ['AR', 'Buenos Aires', -34.6, -58.38],
  ['PT', 'Lisboa', 38.72, -9.14],
  ['ES', 'Madrid', 40.42, -3.7],
  ['US', 'New York', 40.71, -74.01],
  ['MX', 'Mexico City', 19.43, -99.13],
  ['FR', 'Paris', 48.86, 2.35],
  ['DE', 'Berlin', 52.52, 13.4],
  ['JP', 'Tokyo', 35.68, 139.69],
  ['AU', 'Sydney', -33.87, 151.21],
  ['ZA', 'Cape Town', -33.92, 18.42],
] as const;

interface Measured {
  readonly readings: number;
  /** GET map/getfilter: the filters' options, places included. */
  readonly filtersP50: number;
  readonly month: Search;
  /** The same search answered as columns (ours), what the portal asks. */
  readonly monthColumns: Search;
  readonly today: Search;
  readonly country: Search;
  readonly paintMs: number;
  /** The tag's readings, first page of 25 as its screen asks (GET tagloteparceiro/leitura/{id}). */
  readonly tagPage: Search;
  /** The same readings whole, as the screen's Export asks (Accept: application/x-ndjson): the CSV's rows. */
  readonly tagExport: Search;
}
interface Search {
  readonly p50: number;
  readonly found: number;
  readonly bytes: number;
  readonly rawBytes: number;
}

type Rows<T> = { rows: T[] };

/**
 * fetch, tried once more when the server had closed the kept-alive connection it reused: loading a million readings
 * outlasts the server's keep-alive timeout, and undici then reports the first call's ECONNRESET.
 */
async function fetch(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await globalThis.fetch(url, init);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
    return globalThis.fetch(url, init);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const day = (date: Date) => date.toISOString().slice(0, 10);

async function measure(readings: number): Promise<Measured> {
  const api = await startTestServer({ demoData: false });
  try {
    const { db } = api.server;
    const world: TwoTenants = await createTwoTenants(db, api.baseUrl);
    await sharedOfflineGeocoder().ready;
    const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows<T>).rows;
    const { customerId, partnerId, marker } = world.alpha;
    const [range] = await rows<{ first: string; count: string }>(sql`
      with made_products as (
        insert into products (customer_id, code, name)
        select ${customerId}, ${marker} || '-map-' || n, 'Vinho de bancada ' || n from generate_series(1, ${PRODUCTS}) n
        returning id
      ), made_lots as (
        insert into partner_lots (partner_id, customer_id, product_id, number, type, quantity)
        select ${partnerId}, ${customerId}, id, ${marker} || '-map-lot-' || id, 2, ${TAGS_PER_LOT} from made_products
        returning id
      ), made_tags as (
        insert into tags (partner_lot_id, tag_id, sequence)
        select l.id, ${marker} || '-map-' || l.id || '-' || s, s from made_lots l, generate_series(1, ${TAGS_PER_LOT}) s
        returning id
      )
      select min(id)::text as first, count(*)::text as count from made_tags`);
    const cities = sql.raw(
      `(values ${CITIES.map(([country, city, lat, lon], i) => `(${i}, '${country}', '${city.replace(/'/g, "''")}', ${lat}, ${lon})`).join(', ')})`,
    );
    // The months the readings fall in, as a deployment running for a while has them (migration 0046).
    await prepareReadingPartitions(db, new Date(Date.now() - 30 * 86_400_000), new Date());
    await db.transaction(async (tx) => {
      await tx.execute(sql`alter table readings disable trigger user`);
      await tx.execute(sql`
        insert into readings (tag_id, customer_id, read_at, latitude, longitude, device_model, os_version, device_id,
                              country, city)
        select ${Number(range?.first)} + (g * 104729) % ${Number(range?.count)}, ${customerId}::int,
               case when g <= ${TODAY_READINGS}
                    then now() - random() * (now() - date_trunc('day', now(), 'UTC'))
                    else now() - interval '1 day' - random() * interval '28 days' end,
               c.lat + random() - 0.5, c.lon + random() - 0.5, 'Bench phone', 'Android 14', 'bench-' || (g % 5000),
               c.country, c.city
        from generate_series(1, ${readings}::bigint) g
        join ${cities} as c(i, country, city, lat, lon) on c.i = g % ${CITIES.length}`);
      await tx.execute(sql`
        with probe as (
          insert into tags (partner_lot_id, tag_id, sequence)
          select partner_lot_id, ${marker} || '-map-probe', ${TAGS_PER_LOT + 1} from tags where id = ${Number(range?.first)}
          returning id
        )
        insert into readings (tag_id, customer_id, read_at, latitude, longitude, device_model, os_version, device_id)
        select probe.id, ${customerId}::int, now() - random() * interval '29 days', -23.55, -46.63, 'Bench phone',
               'Android 14', 'bench-probe'
        from probe, generate_series(1, ${PROBE_TAG_READINGS}) g`);
      await tx.execute(sql`alter table readings enable trigger user`);
    });
    // What the readings' trigger would have kept: the places the filters offer (migration 0023's backfill).
    await db.execute(sql`
      insert into reading_places (customer_id, country, region, city)
      select distinct ${customerId}::int, coalesce(country, ''), coalesce(region, ''), coalesce(city, '') from readings
      on conflict do nothing`);
    // A table in use is vacuumed by autovacuum as it grows; measured straight after a bulk insert, that vacuum would
    // still be running beside the searches (two cores here), and every first read would set the rows' hint bits.
    await db.execute(sql`vacuum analyze`);
    if (process.env.BENCH_EXPLAIN === '1') await explainSearch(db, customerId);
    if (process.env.BENCH_STAGES === '1') await searchStages(db, customerId);

    const url = `${api.baseUrl}/api/tagLoteParceiro/leituras`;
    const headers = {
      authorization: `Bearer ${world.alpha.tokens.customer}`,
      'content-type': 'application/json',
    };
    const filterTimes: number[] = [];
    let filters: unknown;
    for (let i = 0; i < SEARCHES + 2; i++) {
      const began = performance.now();
      const answer = await fetch(`${api.baseUrl}/api/map/getfilter`, {
        headers: { authorization: headers.authorization },
      });
      filters = await answer.json();
      if (i >= 2) filterTimes.push(performance.now() - began);
    }
    const brazil = (filters as { locations: { paises: { id: number; nome: string }[] } }).locations.paises.find(
      (place) => place.nome === 'BR',
    )?.id;
    const now = new Date();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, now.getUTCDate()));
    const body = (from: Date, country: number | null) =>
      JSON.stringify({
        dataInicial: day(from),
        dataFinal: day(now),
        produto: null,
        categoria: null,
        pais: country === null ? null : [country],
        estado: null,
        cidade: null,
      });
    const search = async (payload: string, path = url, runs = SEARCHES): Promise<Search> => {
      const times: number[] = [];
      let found = 0;
      let bytes = 0;
      let rawBytes = 0;
      for (let i = 0; i < runs + 2; i++) {
        const began = performance.now();
        const response = await fetch(path, { method: 'POST', headers, body: payload });
        const text = await response.text();
        if (i >= 2) times.push(performance.now() - began);
        const answer = JSON.parse(text) as { dataRecords?: unknown[]; instantes?: unknown[] };
        found = (answer.dataRecords ?? answer.instantes ?? []).length;
        // What the server's compression (brotli, quality 4) sends of it.
        bytes = brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
        if (i === 0) rawBytes = text.length;
      }
      return { p50: median(times), found, bytes, rawBytes };
    };
    if (process.env.BENCH_STAGES === '1')
      for (const encoding of ['identity', 'br', 'gzip', 'identity']) {
        const began = performance.now();
        const answer = await fetch(`${url}/colunas`, {
          method: 'POST',
          headers: { ...headers, 'accept-encoding': encoding },
          body: body(monthStart, null),
        });
        const text = await answer.text();
        console.log(
          `over HTTP, accept-encoding ${encoding}: ${(performance.now() - began).toFixed(0)} ms ` +
            `(${answer.headers.get('content-encoding') ?? 'identity'}, ${(text.length / 1024).toFixed(0)} kB)`,
        );
      }
    const month = await search(body(monthStart, null));
    const monthColumns = await search(body(monthStart, null), `${url}/colunas`);
    // A small answer's time is a few tens of milliseconds, where one pause of the collector or of the database (after
    // the month's 100,000) moves a median of 10 by a third: today's median is taken over three times as many.
    const today = await search(body(now, null), url, SEARCHES * 3);
    const country = await search(body(monthStart, brazil ?? -1));
    const [probe] = await rows<{ id: number }>(sql`select id from tags where tag_id = ${marker} || '-map-probe'`);
    const tagReadings = `${api.baseUrl}/api/tagloteparceiro/leitura/${probe?.id}`;
    const tagPage = await timed(() =>
      fetch(`${tagReadings}?page=1&records=25`, { headers: { authorization: headers.authorization } }),
    );
    const tagExport = await timed(() =>
      fetch(`${tagReadings}?page=1&records=25`, {
        headers: { authorization: headers.authorization, accept: RECORD_STREAM_MEDIA_TYPE },
      }),
    );
    const paintMs = await firstPaint(api.baseUrl, `${marker}-customer`, day(monthStart), day(now), month.found);
    return {
      readings,
      filtersP50: median(filterTimes),
      month,
      monthColumns,
      today,
      country,
      paintMs,
      tagPage,
      tagExport,
    };
  } finally {
    await api.close();
  }
}

/** p50 of SEARCHES calls after two to warm up, with the answer's records (a page's, or a record stream's lines). */
async function timed(call: () => Promise<Response>): Promise<Search> {
  const times: number[] = [];
  let found = 0;
  let rawBytes = 0;
  for (let i = 0; i < SEARCHES + 2; i++) {
    const began = performance.now();
    const response = await call();
    const text = await response.text();
    if (i >= 2) times.push(performance.now() - began);
    if (!response.ok) throw new Error(`${response.url}: ${response.status} ${text.slice(0, 200)}`);
    found = response.headers.get('content-type')?.startsWith(RECORD_STREAM_MEDIA_TYPE)
      ? text.split('\n').filter((line) => line !== '').length
      : ((JSON.parse(text) as { dataRecords?: unknown[] }).dataRecords ?? []).length;
    rawBytes = text.length;
  }
  return { p50: median(times), found, bytes: rawBytes, rawBytes };
}

/** The month's and today's search plans as the customer's call runs them (BENCH_EXPLAIN=1): where their time goes. */
async function explainSearch(db: Database, customerId: number): Promise<void> {
  for (const from of [new Date(Date.now() - 30 * 86_400_000), new Date()]) await explainPeriod(db, customerId, from);
}

async function explainPeriod(db: Database, customerId: number, from: Date): Promise<void> {
  const query = periodReadingSearch(day(from), day(new Date()));

  await inTenantTransaction(db, { scope: 'customer', customerId }, async (tx) => {
    await planForManyReadings(tx as unknown as Database);
    const plan = (await tx.execute(
      sql`explain (analyze, buffers off) select r.read_at, r.latitude, r.longitude ${foundReadings(customerId, query)}`,
    )) as unknown as Rows<{ 'QUERY PLAN': string }>;
    console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
  });
}

/** Where a month search's time goes on the server (BENCH_STAGES=1): the query, the answer's check, its JSON. */
async function searchStages(db: Database, customerId: number): Promise<void> {
  const query = periodReadingSearch(day(new Date(Date.now() - 30 * 86_400_000)), day(new Date()));
  for (let run = 0; run < 3; run++) {
    let at = performance.now();
    const lap = () => {
      const now = performance.now();
      const ms = now - at;
      at = now;
      return ms.toFixed(0);
    };
    const columns = await inTenantTransaction(db, { scope: 'customer', customerId }, (tx) =>
      readingMapRepository(tx, customerId).searchColumns(query),
    );
    const searched = lap();
    const wire = {
      instantes: columns.instants,
      latitudes: columns.latitudes,
      longitudes: columns.longitudes,
      lotes: columns.lotNames,
      lote: columns.lotIndexes,
      produtos: columns.productNames,
      produto: columns.productIndexes,
      autenticidades: columns.authenticityCodes,
      suspeitas: columns.suspicionMasks,
    };
    v.parse(LeituraBuscaColunasSchema, wire);
    const checked = lap();
    const text = JSON.stringify(wire);
    const serialised = lap();
    console.log(
      `${columns.instants.length} readings: query to columns ${searched} ms, contract check ${checked} ms, ` +
        `JSON ${serialised} ms (${(text.length / 1024).toFixed(0)} kB)`,
    );
  }
}

/** Search to the map marked with every reading it found, in Chromium, signed in as the customer: median of PAINTS. */
async function firstPaint(baseUrl: string, username: string, from: string, to: string, found: number): Promise<number> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page: Page = await browser.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/areacliente/mapa-leitura`);
    await page.waitForURL(/\/idp\/interaction\//);
    await page.locator('input[name="username"]').fill(username);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((address) => address.pathname === '/areacliente/mapa-leitura');
    await page.getByRole('radio', { name: 'Custom' }).check();
    await page.getByLabel('From', { exact: true }).fill(from);
    await page.getByLabel('To', { exact: true }).fill(to);
    const marked = page.getByRole('img', { name: `World map with ${found.toLocaleString('en')} readings marked` });
    const times: number[] = [];
    for (let i = 0; i < PAINTS + 1; i++) {
      if (i > 0) await page.reload();
      if (i > 0) {
        await page.getByRole('radio', { name: 'Custom' }).check();
        await page.getByLabel('From', { exact: true }).fill(from);
        await page.getByLabel('To', { exact: true }).fill(to);
      }
      const began = Date.now();
      await page.getByRole('button', { name: 'Search' }).click();
      await marked.waitFor({ timeout: 120_000 });
      // The frame after the map's layers were given the points: what the user sees.
      await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
      if (i > 0) times.push(Date.now() - began);
    }
    return median(times);
  } finally {
    await browser.close();
  }
}

const show = (name: string, s: Search) =>
  `${name} p50 ${s.p50.toFixed(0)} ms (${s.found.toLocaleString('en')} readings, ${(s.rawBytes / 1024).toFixed(0)} kB of JSON, ${(s.bytes / 1024).toFixed(0)} kB sent)`;

const results: Measured[] = [];
for (const size of SIZES) {
  const measured = await measure(size);
  results.push(measured);
  console.log(
    `${size.toLocaleString('en').padStart(10)} readings: filters p50 ${measured.filtersP50.toFixed(0)} ms; ` +
      `${show('month', measured.month)}; ` +
      `${show('as columns', measured.monthColumns)}; ${show('today', measured.today)}; ` +
      `${show('Brazil this month', measured.country)}; first paint of the month ${measured.paintMs.toFixed(0)} ms; ` +
      `a tag's readings: first page p50 ${measured.tagPage.p50.toFixed(1)} ms, export of its ` +
      `${measured.tagExport.found.toLocaleString('en')} p50 ${measured.tagExport.p50.toFixed(0)} ms`,
  );
}
/** The ratios the issue sets: each size's month against 100,000 readings' (≤ 1.5×), today against 10,000's (≤ 1.2×). */
const at = (readings: number) => results.find((measured) => measured.readings === readings);
const ratio = (large: number, small: number | undefined) =>
  small === undefined ? 'n/a' : `${(large / small).toFixed(2)}×`;
const [smallest] = results;
for (const large of results.slice(1)) {
  console.log(
    `${large.readings.toLocaleString('en')} readings: the month ${ratio(large.month.p50, at(100_000)?.month.p50)} ` +
      `(as columns ${ratio(large.monthColumns.p50, at(100_000)?.monthColumns.p50)}) of 100,000's; ` +
      `today ${ratio(large.today.p50, at(10_000)?.today.p50)} of 10,000's; ` +
      `against ${smallest!.readings.toLocaleString('en')}: first paint ${ratio(large.paintMs, smallest!.paintMs)}, ` +
      `a tag's first page ${ratio(large.tagPage.p50, smallest!.tagPage.p50)}, ` +
      `its export ${ratio(large.tagExport.p50, smallest!.tagExport.p50)}`,
  );
}
process.exit(0);
