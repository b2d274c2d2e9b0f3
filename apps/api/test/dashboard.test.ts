/**
 * The customer dashboard over HTTP with a customer's real token (spec B §2 "Dashboard", §3, §9; issue 14 §2, §4):
 * its figures come from the aggregates the readings are folded into (drizzle/0021, 0027), and
 * they must equal a direct count over the readings whoever stored them — the scans (visitor_scans, and the real
 * POST /appless/leituras), one INSERT of many readings as the demo data does, or one at a time — never counting
 * another customer's readings, and not losing a count when many scans arrive at once. On PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardWire } from '@tagtrail/contract';
import { customerLots, devices, partnerLots, products, tags } from '../src/db/schema';
import { topProductShares } from '../src/dashboard/dashboard.routes';
import { callApi } from './support/api-call';
import { useTestServer, type UsedTestServer } from './support/test-server';
import { BRAVO_MARKER, createTwoTenants, type Tenant, type TwoTenants } from './isolation/two-tenants';

const api = useTestServer({ demoData: false });
let world: TwoTenants;

/** Alpha's tags beside the two-tenants ones: six more products of four tags each, and lots the counts must skip. */
interface AlphaExtras {
  /** Tags of products P1…P6 (so the pie's top five leaves one out). */
  readonly productTags: readonly number[];
  /** Tags of a lot the customer has without a product: they count everywhere but in the products. */
  readonly unproductiveTags: readonly number[];
  /** Tags of a partner lot no customer has yet: their readings count nowhere. */
  readonly orphanTags: readonly number[];
}
let extras: AlphaExtras;

beforeAll(async () => {
  world = await createTwoTenants(api.server.db, api.baseUrl);
  const db = api.server.db;
  const { partnerId, customerId, marker } = world.alpha;
  const lotOfTags = async (number: string, values: { customerId: number | null; productId: number | null }) => {
    const [lot] = await db
      .insert(partnerLots)
      .values({ partnerId, number, type: 2, quantity: 4, ...values })
      .returning({ id: partnerLots.id });
    const rows = await db
      .insert(tags)
      .values([1, 2, 3, 4].map((sequence) => ({ partnerLotId: lot!.id, tagId: `${number}-tag-${sequence}`, sequence })))
      .returning({ id: tags.id });
    return rows.map((row) => row.id);
  };
  const productTags: number[] = [];
  for (const n of [1, 2, 3, 4, 5, 6]) {
    const [product] = await db
      .insert(products)
      .values({ customerId, code: `${marker}-p${n}`, name: `P${n}` })
      .returning({ id: products.id });
    productTags.push(...(await lotOfTags(`${marker}-dash-p${n}`, { customerId, productId: product!.id })));
  }
  extras = {
    productTags,
    unproductiveTags: await lotOfTags(`${marker}-dash-none`, { customerId, productId: null }),
    orphanTags: await lotOfTags(`${marker}-dash-orphan`, { customerId: null, productId: null }),
  };
  // Promotions of each customer, processed or not: the card counts the caller's not processed (status 1) only.
  // Bravo's status 2 is one being processed as Process leaves it (a draw seed) and another server holds (its lease):
  // the server's promotion jobs, which look every few seconds for unfinished work whose lease is free, leave it be.
  // Without the seed and the lease it would be no state Process leaves, and the first look would put it back to 1
  // (promotion-jobs.ts), moving the card between any two answers of this file.
  await db.execute(sql`
    insert into promotions (customer_id, description, start_date, end_date, prize, winners_count, status,
                            processing_started_at, draw_seed, job_lease_until)
    select c::int, 'Promo', '2026-01-01', '2026-12-31', 'Prize', 1, s,
           case when s = 2 then now() end, case when s = 2 then sha256('dashboard test seed') end,
           case when s = 2 then now() + interval '1 day' end
    from (values (${customerId}, 1), (${customerId}, 1), (${customerId}, 4), (${world.bravo.customerId}, 1),
                 (${world.bravo.customerId}, 1), (${world.bravo.customerId}, 1), (${world.bravo.customerId}, 2))
      as p(c, s)`);
  // A blocked device of each customer: the card counts the caller's only.
  await db.insert(devices).values([
    { customerId, deviceKey: `${marker}-blocked`, active: false },
    { customerId: world.bravo.customerId, deviceKey: `${BRAVO_MARKER}-blocked-1`, active: false },
    { customerId: world.bravo.customerId, deviceKey: `${BRAVO_MARKER}-blocked-2`, active: false },
  ]);
});

/** The server the checks below read: this file's, or the demo data's (its own describe). */
let serving: UsedTestServer = api;

async function rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await serving.server.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

async function dashboardOf(tenant: Tenant): Promise<DashboardWire> {
  const answer = await callApi(`${serving.baseUrl}/api/dashboard`, {}, tenant.tokens.customer);
  expect(answer.status).toBe(200);
  return answer.body as DashboardWire;
}

/** The name of a reading's operating system as the chart shows it, worked out here independently of the SQL. */
const osNameOf = (osVersion: string | null): string | null => {
  const name = (osVersion ?? '').replace(/\s+(NT\s+)?\d\S*(\s.*)?$/, '').trim();
  return name === '' ? null : name;
};

const byCountThenKey =
  <T extends { count: number }>(key: (item: T) => string) =>
  (a: T, b: T) =>
    b.count - a.count || (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);

/**
 * The dashboard counted straight from the readings, as the owner: each reading of a tag whose lot (customer lot,
 * else partner lot) is the customer's, with that lot's product.
 */
async function countedDirectly(tenant: Tenant) {
  const readings = await rows<{
    tag_id: string | number;
    product_id: number | null;
    product_name: string | null;
    os_version: string | null;
    country: string | null;
    recent: boolean;
  }>(sql`
    select r.tag_id, p.id as product_id, p.name as product_name, r.os_version, r.country,
           r.read_at > now() - interval '15 minutes' as recent
    from readings r
    join tags t on t.id = r.tag_id
    join partner_lots pl on pl.id = t.partner_lot_id
    left join customer_lots cl on cl.id = t.customer_lot_id
    left join products p on p.id = coalesce(cl.product_id, pl.product_id)
    where coalesce(cl.customer_id, pl.customer_id) = ${tenant.customerId}`);
  const tally = (keys: (string | null)[]) => {
    const counts = new Map<string, number>();
    for (const key of keys) if (key !== null && key !== '') counts.set(key, (counts.get(key) ?? 0) + 1);
    return [...counts].map(([key, count]) => ({ key, count }));
  };
  const productCounts = new Map<number, { name: string; count: number }>();
  for (const reading of readings) {
    if (reading.product_id === null) continue;
    const kept = productCounts.get(reading.product_id) ?? { name: reading.product_name ?? '', count: 0 };
    productCounts.set(reading.product_id, { ...kept, count: kept.count + 1 });
  }
  const productTallies = [...productCounts]
    .map(([id, { name, count }]) => ({ key: { id, name }, count }))
    .sort((a, b) => b.count - a.count || (a.key.name < b.key.name ? -1 : 1) || a.key.id - b.key.id);
  const pins = await rows<{
    latitude: number;
    longitude: number;
    lot: string | null;
    product: string | null;
    at: Date;
  }>(
    sql`
    select r.latitude, r.longitude, cl.number as lot, p.name as product, r.read_at as at
    from readings r
    join tags t on t.id = r.tag_id
    join partner_lots pl on pl.id = t.partner_lot_id
    left join customer_lots cl on cl.id = t.customer_lot_id
    left join products p on p.id = coalesce(cl.product_id, pl.product_id)
    where coalesce(cl.customer_id, pl.customer_id) = ${tenant.customerId} and (r.latitude <> 0 or r.longitude <> 0)
    order by r.read_at desc, r.id desc limit 500`,
  );
  const [blocked] = await rows<{ total: number | string }>(
    sql`select count(*) as total from devices where customer_id = ${tenant.customerId} and not active`,
  );
  const [promotions] = await rows<{ total: number | string }>(
    sql`select count(*) as total from promotions where customer_id = ${tenant.customerId} and status = 1`,
  );
  return {
    readings: readings.length,
    tagsRecentlyRead: new Set(readings.filter((r) => r.recent).map((r) => Number(r.tag_id))).size,
    blockedDevices: Number(blocked?.total ?? 0),
    unprocessedPromotions: Number(promotions?.total ?? 0),
    products: productTallies.map(({ key, count }) => ({ name: key.name, count })),
    topProducts: topProductShares(productTallies).map((g) => ({ produto: g.product, count: g.count })),
    countries: tally(readings.map((r) => r.country)).map(({ key, count }) => ({ pais: key, count })),
    systems: tally(readings.map((r) => osNameOf(r.os_version))).map(({ key, count }) => ({ nome: key, count })),
    pins: pins.map((pin) => ({
      latitude: Number(pin.latitude),
      longitude: Number(pin.longitude),
      loteClienteNumero: pin.lot,
      produtoNome: pin.product,
      data: new Date(pin.at).toISOString(),
    })),
  };
}

/** The answer equals the direct count: lists in their order of most first, ties in any order. */
async function expectDashboardCountedRight(tenant: Tenant): Promise<DashboardWire> {
  const [dashboard, direct] = await Promise.all([dashboardOf(tenant), countedDirectly(tenant)]);
  expect(dashboard.tagsLidas15Min).toBe(direct.tagsRecentlyRead);
  expect(dashboard.dispositivosBloqueados).toBe(direct.blockedDevices);
  expect(dashboard.promocoesNaoProcessadas).toBe(direct.unprocessedPromotions);
  expect(dashboard.topProducts.groups).toEqual(direct.topProducts);
  const sorted = <T extends { count: number }>(items: T[], key: (item: T) => string) =>
    [...items].sort(byCountThenKey(key));
  expect(sorted(dashboard.topCountries.groups, (g) => g.pais)).toEqual(sorted(direct.countries, (g) => g.pais));
  expect(sorted(dashboard.leiturasBySO, (g) => g.nome)).toEqual(sorted(direct.systems, (g) => g.nome));
  for (const list of [dashboard.topCountries.groups, dashboard.leiturasBySO])
    list.forEach((group, index) => expect(group.count).toBeLessThanOrEqual(list[index - 1]?.count ?? Infinity));
  expect(dashboard.pins.dataRecords).toEqual(direct.pins);
  expect(dashboard.pins.countRecords).toBe(direct.pins.length);
  return dashboard;
}

/** Each aggregate table, summed over its slots, against the same direct count. */
async function expectAggregatesCountedRight(tenant: Tenant): Promise<void> {
  // The aggregates read as their readers read them: after folding what the scans noted (migration 0027).
  await serving.server.db.execute(sql`select fold_readings()`);
  const direct = await countedDirectly(tenant);
  const byKey = <T extends { count: number }>(items: T[], key: (item: T) => string) =>
    Object.fromEntries(items.map((item) => [key(item), item.count]));
  const sums = async (table: string, column: string) =>
    Object.fromEntries(
      (
        await rows<{ key: string; n: number | string }>(
          sql`select ${sql.raw(column)}::text as key, sum(n) as n from ${sql.raw(table)}
              where customer_id = ${tenant.customerId} group by 1`,
        )
      ).map((row) => [row.key, Number(row.n)]),
    );
  const productIds = await rows<{ id: number; name: string }>(
    sql`select id, name from products where customer_id = ${tenant.customerId}`,
  );
  const nameOf = new Map(productIds.map((p) => [String(p.id), p.name]));
  const productSums = Object.entries(await sums('dashboard_product_readings', 'product_id')).map(([id, count]) => ({
    name: nameOf.get(id) ?? id,
    count,
  }));
  expect(byKey(productSums, (p) => p.name)).toEqual(byKey(direct.products, (p) => p.name));
  expect(await sums('dashboard_country_readings', 'country')).toEqual(byKey(direct.countries, (c) => c.pais));
  expect(await sums('dashboard_os_readings', 'os_name')).toEqual(byKey(direct.systems, (s) => s.nome));
}

interface NewReading {
  readonly tag: number;
  /** Minutes before now: under 5 (in the card) or over 60 (out of it), never near its edge. */
  readonly minutesAgo: number;
  readonly latitude: number;
  readonly longitude: number;
  readonly os: string | null;
  readonly country: string | null;
}

/** One INSERT of many readings, as the demo data stores them (as the owner). */
async function insertAtOnce(readings: readonly NewReading[]): Promise<void> {
  if (readings.length === 0) return;
  await api.server.db.execute(sql`
    insert into readings (tag_id, read_at, latitude, longitude, os_version, country)
    values ${sql.join(
      readings.map(
        (r) =>
          sql`(${r.tag}, now() - make_interval(mins => ${r.minutesAgo}), ${r.latitude}, ${r.longitude}, ${r.os}, ${r.country})`,
      ),
      sql`, `,
    )}`);
}

/** The scans' own function, a group of scans in one statement as the server stores them: the readings are made now. */
async function scanThroughVisitorScans(readings: readonly NewReading[]): Promise<void> {
  if (readings.length === 0) return;
  const scans = await Promise.all(
    readings.map(async (reading) => {
      const [tag] = await rows<{ tag_id: string }>(sql`select tag_id from tags where id = ${reading.tag}`);
      return {
        tag_id: tag!.tag_id,
        latitude: reading.latitude,
        longitude: reading.longitude,
        device_id: 'device-x',
        device_model: 'Phone',
        os_version: reading.os,
        country: reading.country,
      };
    }),
  );
  await api.server.db.execute(sql`select * from visitor_scans(${JSON.stringify(scans)}::jsonb)`);
}

const PHONES = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
};

/** The real scan over HTTP, from São Paulo: the route finds the country (BR) offline. */
function scanOverHttp(tagId: string, userAgent: string): Promise<Response> {
  return fetch(`${api.baseUrl}/api/appless/leituras`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'tenant-id': 'any',
      'app-version': '3.0.12',
      'user-agent': userAgent,
    },
    body: JSON.stringify({ code: `${api.baseUrl}/t/${tagId}`, latitude: -23.55, logintude: -46.63 }),
  });
}

describe('GET dashboard', () => {
  it("counts the caller's readings only, and shows nothing of another customer's", async () => {
    const alpha = await expectDashboardCountedRight(world.alpha);
    const bravo = await expectDashboardCountedRight(world.bravo);
    expect(JSON.stringify(alpha)).not.toContain(BRAVO_MARKER);
    expect(alpha.dispositivosBloqueados).toBe(1);
    expect(bravo.dispositivosBloqueados).toBe(2);
    expect([alpha.promocoesNaoProcessadas, bravo.promocoesNaoProcessadas]).toEqual([2, 3]);
    // Each tenant's one reading (two-tenants.ts) is of its own product, so it is the whole pie.
    expect(bravo.topProducts.groups).toEqual([{ produto: `Cabernet Bravo ${BRAVO_MARKER}`, count: 100 }]);
  });

  it("counts the same promotions after the server's jobs looked for unfinished work (its timer every few seconds)", async () => {
    // A promotion being processed (status 2) is not "not processed": it stays out of the card, and the server's
    // promotion jobs (promotion-jobs.ts), which take up every unfinished one whose lease is free, leave it so.
    const before = await Promise.all([dashboardOf(world.alpha), dashboardOf(world.bravo)]);
    await api.server.backgroundWorkDone();
    const after = await Promise.all([dashboardOf(world.alpha), dashboardOf(world.bravo)]);
    expect(after.map((dashboard) => dashboard.promocoesNaoProcessadas)).toEqual([2, 3]);
    expect(after).toEqual(before);
  });

  it('answers 401 without a token, and 403 to a partner', async () => {
    expect((await callApi(`${api.baseUrl}/api/dashboard`, {}, null)).status).toBe(401);
    expect((await callApi(`${api.baseUrl}/api/dashboard`, {}, world.alpha.tokens.partner)).status).toBe(403);
  });

  it('moves the 15-minute card and the product pie when one of the tags is scanned through the public page', async () => {
    const tag = `${world.bravo.marker}-tag-2`;
    const before = await dashboardOf(world.bravo);
    const first = await scanOverHttp(tag, PHONES.android);
    expect(first.status).toBe(200);
    const after = await expectDashboardCountedRight(world.bravo);
    expect(after.tagsLidas15Min).toBe(before.tagsLidas15Min + 1);
    expect(after.leiturasBySO).toContainEqual({ nome: 'Android', count: 1 });
    expect(after.topCountries.groups).toContainEqual({ pais: 'BR', count: 1 });
    expect(after.pins.dataRecords[0]).toMatchObject({ latitude: -23.55, longitude: -46.63 });
    // The same tag again: one more reading, still one tag read in the last 15 minutes.
    expect((await scanOverHttp(tag, PHONES.iPhone)).status).toBe(200);
    const again = await expectDashboardCountedRight(world.bravo);
    expect(again.tagsLidas15Min).toBe(after.tagsLidas15Min);
    expect(again.leiturasBySO).toContainEqual({ nome: 'iOS', count: 1 });
  });

  it('loses no count when many scans arrive at once', async () => {
    const tagIds = [1, 2, 3].map((n) => `${world.alpha.marker}-tag-${n}`);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        scanOverHttp(tagIds[i % tagIds.length]!, i % 2 === 0 ? PHONES.android : PHONES.iPhone),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    await expectAggregatesCountedRight(world.alpha);
    await expectDashboardCountedRight(world.alpha);
  });

  it('shows the latest 500 located readings as pins, newest first, however many there are', async () => {
    const tag = extras.productTags[0]!;
    // 700 at once (only the latest 500 become pins), some at 0, 0 (no position: never a pin)…
    await insertAtOnce(
      Array.from({ length: 700 }, (_, i) => ({
        tag,
        minutesAgo: 100 + i,
        latitude: i % 10 === 0 ? 0 : -30 + i / 100,
        longitude: i % 10 === 0 ? 0 : -50,
        os: 'Android 14',
        country: 'AR',
      })),
    );
    await expectDashboardCountedRight(world.alpha);
    // …then one at a time, newer and older, past several trims.
    for (let i = 0; i < 300; i++)
      await insertAtOnce([
        { tag, minutesAgo: i % 2 === 0 ? 70 : 5000, latitude: 10, longitude: 10 + i / 100, os: null, country: null },
      ]);
    const dashboard = await expectDashboardCountedRight(world.alpha);
    expect(dashboard.pins.dataRecords).toHaveLength(500);
    const [kept] = await rows<{ total: number | string }>(
      sql`select count(*) as total from dashboard_pins where customer_id = ${world.alpha.customerId}`,
    );
    // Trimmed at every fold (0027): exactly what the map shows.
    expect(Number(kept?.total)).toBe(500);
  });

  it('property: after readings stored any way, every figure equals a direct count over the readings', async () => {
    const tagsOf = (tenant: Tenant) => [...tenant.tagIds];
    const tag = fc.constantFrom(
      ...tagsOf(world.alpha),
      ...extras.productTags,
      ...extras.unproductiveTags,
      ...extras.orphanTags,
      ...tagsOf(world.bravo),
    );
    const reading: fc.Arbitrary<NewReading> = fc.record({
      tag,
      minutesAgo: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 60, max: 200_000 })),
      latitude: fc.oneof(fc.constant(0), fc.double({ min: -80, max: 80, noNaN: true })),
      longitude: fc.oneof(fc.constant(0), fc.double({ min: -170, max: 170, noNaN: true })),
      os: fc.constantFrom(null, '', 'iOS 17.5.1', 'iOS 18.1', 'Android 14', 'Windows NT 10.0', 'Chrome OS 14541.0.0'),
      country: fc.constantFrom(null, '', 'BR', 'AR', 'CL', 'PT', 'US'),
    });
    const batch = fc.record({
      how: fc.constantFrom('at once', 'one by one', 'visitor_scans'),
      readings: fc.array(reading, { minLength: 0, maxLength: 25 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(batch, { minLength: 1, maxLength: 3 }), async (batches) => {
        for (const { how, readings } of batches) {
          if (how === 'at once') await insertAtOnce(readings);
          else if (how === 'one by one') for (const r of readings) await insertAtOnce([r]);
          else await scanThroughVisitorScans(readings);
        }
        for (const tenant of [world.alpha, world.bravo]) {
          await expectAggregatesCountedRight(tenant);
          await expectDashboardCountedRight(tenant);
        }
      }),
      { numRuns: 15 },
    );
    // The orphan lot's readings counted nowhere.
    const [orphanCounted] = await rows<{ total: number | string }>(
      sql`select count(*) as total from dashboard_tag_reads where tag_id = any(${`{${extras.orphanTags.join(',')}}`}::bigint[])`,
    );
    expect(Number(orphanCounted?.total)).toBe(0);
  });

  it('recounts to the same figures from the readings alone (rebuild_dashboard_aggregates, the backfill)', async () => {
    // Summed over the slots, which a fold and the recount spread differently.
    const snapshot = async () =>
      Promise.all(
        ['dashboard_product_readings', 'dashboard_os_readings', 'dashboard_country_readings'].map((table) =>
          rows(sql`select customer_id, ${sql.raw(table === 'dashboard_product_readings' ? 'product_id' : table === 'dashboard_os_readings' ? 'os_name' : 'country')} as key, sum(n)::int as n
                   from ${sql.raw(table)} group by 1, 2 order by 1, 2`),
        ),
      );
    await api.server.db.execute(sql`select fold_readings()`);
    const before = await snapshot();
    const dashboards = await Promise.all([dashboardOf(world.alpha), dashboardOf(world.bravo)]);
    await api.server.db.execute(sql`select rebuild_dashboard_aggregates()`);
    expect(await snapshot()).toEqual(before);
    expect(await Promise.all([dashboardOf(world.alpha), dashboardOf(world.bravo)])).toEqual(dashboards);
  });

  it("counts a reading for its tag's customer lot's customer and product, and a lot without one nowhere", async () => {
    // The two-tenants customer lot holds tag 3 with the customer's product; a reading of it counts as that product.
    const before = await countedDirectly(world.alpha);
    await insertAtOnce([
      { tag: world.alpha.tagIds[2]!, minutesAgo: 0, latitude: 1, longitude: 1, os: 'iOS 18.1', country: 'PT' },
    ]);
    const after = await countedDirectly(world.alpha);
    expect(after.readings).toBe(before.readings + 1);
    await expectDashboardCountedRight(world.alpha);
    const [lot] = await rows<{ number: string }>(
      sql`select number from ${customerLots} where id = ${world.alpha.customerLotId}`,
    );
    expect((await dashboardOf(world.alpha)).pins.dataRecords[0]?.loteClienteNumero).toBe(lot?.number);
  });
});

describe('reading_os_name', () => {
  it("names a reading's operating system without its version", async () => {
    const names = await rows<{ version: string | null; name: string | null }>(sql`
      select v as version, reading_os_name(v) as name from unnest(array[
        'iOS 17.5.1', 'Android 14', 'Windows NT 10.0', 'Chrome OS 14541.0.0', 'macOS 10.15.7', 'Linux', '', null
      ]) as v`);
    expect(names.map((row) => row.name)).toEqual([
      'iOS',
      'Android',
      'Windows',
      'Chrome OS',
      'macOS',
      'Linux',
      null,
      null,
    ]);
    for (const row of names) expect(row.name).toBe(osNameOf(row.version));
  });
});

describe('with the demo data', () => {
  const demo = useTestServer({ demoData: true }, ['customer']);
  let customer: Tenant;

  beforeAll(async () => {
    serving = demo;
    const [row] = await rows<{ customer_id: number }>(sql`select customer_id from users where username = 'customer'`);
    customer = { customerId: row!.customer_id, tokens: { customer: demo.token('customer') } } as unknown as Tenant;
  });
  afterAll(() => {
    serving = api;
  });

  it("shows the demo customer's figures, counted from its demo readings", async () => {
    await expectAggregatesCountedRight(customer);
    const dashboard = await expectDashboardCountedRight(customer);
    expect(dashboard.topProducts.groups.length).toBeGreaterThan(0);
    expect(dashboard.topCountries.groups.length).toBeGreaterThan(0);
    expect(dashboard.leiturasBySO.map((group) => group.nome).sort()).toEqual(['Android', 'iOS']);
    expect(dashboard.pins.dataRecords.length).toBeGreaterThan(0);
    // The demo blocks a few of the customer's devices (demo-devices.ts).
    expect(dashboard.dispositivosBloqueados).toBeGreaterThan(0);
  });
});
