/**
 * Draws that resist stuffing (issue 24 §3), over HTTP with the customer's real token: a promotion's entries are one
 * per tag by default — each tag held by the first device not blocked that read it in the period — or one per device
 * when the customer chooses; the processing page is told what each rule kept out, frozen once the list is made; a
 * device holding several tickets wins once and the published record still verifies; a script stuffing a thousand fake
 * devices gains at most one entry per real tag; and one address makes only so many new devices.
 *
 * Each case reads its own city, and its promotions filter by it, so the cases share the tenants without sharing
 * entries.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inTenantTransaction } from '../src/db/tenancy';
import { drawRecordOf, verifyDraw, type SavedDraw } from '../src/promotions/draw';
import { eligibleEntries } from '../src/promotions/promotions.repository';
import { newDeviceBudget } from '../src/public/new-device-budget';
import { foldReadings } from '../src/tags/fold-readings';
import { processBody } from './support/process-body';
import { callApi, type ApiRequest } from './support/api-call';
import { useTestServer } from './support/test-server';
import { createTwoTenants, type TwoTenants } from './isolation/two-tenants';

const NEW_DEVICES_PER_HOUR = 5;
const api = useTestServer({ demoData: false, newDevicesPerAddressPerHour: NEW_DEVICES_PER_HOUR });
let world: TwoTenants;

beforeAll(async () => {
  world = await createTwoTenants(api.server.db, api.baseUrl);
});

const asAlpha = (path: string, request: ApiRequest = {}) =>
  callApi(`${api.baseUrl}/api/${path}`, request, world.alpha.tokens.customer);
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const tagRow = (index: number) => world.alpha.tagIds[index] as number;

/** Readings of alpha's tags in a city, `minutesAgo` apart so their order is certain; a null device is a reading only. */
async function read(city: string, rows: readonly [tag: number, device: string | null, minutesAgo: number][]) {
  for (const [tag, device, minutesAgo] of rows)
    await api.server.db.execute(sql`
      insert into readings (tag_id, device_id, city, read_at)
      values (${tagRow(tag)}, ${device}, ${city}, now() - make_interval(mins => ${minutesAgo}))`);
  await foldReadings(api.server.db);
}

async function block(deviceKey: string) {
  await api.server.db.execute(sql`
    update devices set active = false where customer_id = ${world.alpha.customerId} and device_key = ${deviceKey}`);
}

/** A promotion of alpha over the readings of `city` in the last days; `rule` absent: the default. */
async function promotionIn(city: string, winners: number, rule?: 1 | 2): Promise<number> {
  const answer = await asAlpha('promocao', {
    method: 'POST',
    body: {
      descricao: `Promo ${city}`,
      dtInicio: day(-2),
      dtFim: day(1),
      premio: 'Garrafa',
      numeroContemplados: winners,
      promocaoCidade: [{ nome: city }],
      ...(rule === undefined ? {} : { regraParticipacao: rule }),
    },
  });
  expect(answer.status).toBe(200);
  return (answer.body as { id: number }).id;
}

interface Counts {
  entradas: number;
  dispositivosBloqueados: number;
  leitoresSeguintes: number;
  leiturasSemDispositivo: number;
}
const countsOf = async (id: number) => (await asAlpha(`promocao/${id}/participacao`)).body as Counts;

async function processed(id: number): Promise<void> {
  const body = processBody(id, day(-2), day(1));
  expect((await asAlpha(`promocao/${id}/processar/`, { method: 'POST', body })).status).toBe(204);
  await api.server.backgroundWorkDone();
  expect((await asAlpha(`promocao/${id}/status`)).body).toBe(4);
}

async function winnersOf(id: number): Promise<string[]> {
  const result = (await api.server.db.execute(sql`
    select d.device_key from promotion_winners w join devices d on d.id = w.device_id
    where w.promotion_id = ${id} order by w.draw_order`)) as unknown as { rows: { device_key: string }[] };
  return result.rows.map((row) => row.device_key);
}

describe('one entry per tag (the default)', () => {
  it('gives each tag to its first reader not blocked, and says what each rule kept out', async () => {
    await read('Vila Um', [
      [0, 'um-d1', 60],
      [0, 'um-d2', 50],
      [0, 'um-d3', 40],
      [1, 'um-d2', 30],
      [2, 'um-d4', 20],
      [2, 'um-d5', 10],
      [0, null, 5],
    ]);
    await block('um-d4');
    const perTag = await promotionIn('Vila Um', 10);
    expect((await asAlpha(`promocao/${perTag}`)).body).toMatchObject({ regraParticipacao: 1 });
    expect((await asAlpha(`promocao/${perTag}/possiveiscontemplados`)).body).toBe(3);
    // d3 read only a tag d1 had read first; d4 is blocked, so its tag passes to d5; one reading had no device.
    expect(await countsOf(perTag)).toEqual({
      entradas: 3,
      dispositivosBloqueados: 1,
      leitoresSeguintes: 1,
      leiturasSemDispositivo: 1,
    });
    const perDevice = await promotionIn('Vila Um', 10, 2);
    expect((await asAlpha(`promocao/${perDevice}`)).body).toMatchObject({ regraParticipacao: 2 });
    expect(await countsOf(perDevice)).toEqual({
      entradas: 4,
      dispositivosBloqueados: 1,
      leitoresSeguintes: 0,
      leiturasSemDispositivo: 1,
    });

    await processed(perTag);
    expect((await winnersOf(perTag)).sort()).toEqual(['um-d1', 'um-d2', 'um-d5']);
    // Frozen with the list: later readings change nothing.
    await read('Vila Um', [
      [1, 'um-d6', 1],
      [2, null, 1],
    ]);
    expect(await countsOf(perTag)).toEqual({
      entradas: 3,
      dispositivosBloqueados: 1,
      leitoresSeguintes: 1,
      leiturasSemDispositivo: 1,
    });
  });

  it('lets a device holding several tickets win once, and the published record verifies', async () => {
    await read('Vila Dois', [
      [0, 'dois-a', 30],
      [1, 'dois-a', 20],
      [2, 'dois-b', 10],
    ]);
    const id = await promotionIn('Vila Dois', 5);
    expect((await countsOf(id)).entradas).toBe(3);
    await processed(id);
    expect((await winnersOf(id)).sort()).toEqual(['dois-a', 'dois-b']);
    const record = drawRecordOf((await asAlpha(`promocao/${id}/sorteio`)).body as SavedDraw);
    expect(record.entries).toHaveLength(3);
    expect(new Set(record.entries).size).toBe(2);
    expect(verifyDraw(record)).toMatchObject({ ok: true });
    // A record whose winners repeat a holder does not verify.
    const repeated = record.entries.find((hash, i) => record.entries.indexOf(hash) !== i) as string;
    expect(verifyDraw({ ...record, winners: [repeated, repeated] })).toMatchObject({ ok: false });
  });
});

// issue 24 §3, the attack: on main every device with a matching reading was an entry, so a script posting scans with
// fresh cookies entered the draw once per scan. Now a tag is one ticket, whoever else reads it.
describe('a script stuffing the draw with a thousand fake devices', () => {
  const fakes = async (city: string, minutesAgo: number) => {
    await api.server.db.execute(sql`
      insert into readings (tag_id, device_id, city, read_at)
      select t.tag_id, 'fake-' || ${city} || '-' || n, ${city}, now() - make_interval(mins => ${minutesAgo})
      from generate_series(1, 1000) n
      cross join unnest(${`{${world.alpha.tagIds.join(',')}}`}::bigint[]) as t(tag_id)`);
    await foldReadings(api.server.db);
    // As the reading folder does on PGlite now and then (autovacuum on PostgreSQL): a thousand devices at once.
    await api.server.db.execute(sql`analyze devices`);
    await api.server.db.execute(sql`analyze readings`);
  };

  it('gains nothing after the buyers have read their tags', async () => {
    await read('Vila Três', [
      [0, 'tres-r1', 60],
      [1, 'tres-r2', 60],
      [2, 'tres-r3', 60],
    ]);
    await fakes('Vila Três', 30);
    const perDevice = await promotionIn('Vila Três', 3, 2);
    expect((await countsOf(perDevice)).entradas).toBe(1003);
    const perTag = await promotionIn('Vila Três', 3);
    expect(await countsOf(perTag)).toMatchObject({ entradas: 3, leitoresSeguintes: 1000 });
    await processed(perTag);
    expect((await winnersOf(perTag)).sort()).toEqual(['tres-r1', 'tres-r2', 'tres-r3']);
  });

  it('gains at most one entry per real tag when it reads first', async () => {
    await fakes('Vila Quatro', 60);
    await read('Vila Quatro', [
      [0, 'quatro-r1', 30],
      [1, 'quatro-r2', 30],
      [2, 'quatro-r3', 30],
    ]);
    const perTag = await promotionIn('Vila Quatro', 3);
    const counts = await countsOf(perTag);
    expect(counts.entradas).toBe(world.alpha.tagIds.length);
    // The script's devices took the tickets, but only as many as there are tags: at least 1,000 devices took none.
    expect(counts.leitoresSeguintes).toBeGreaterThanOrEqual(1000);
  });
});

describe('new devices from one address', () => {
  it('are made up to the budget; later scans without a cookie are readings without a device, never entries', async () => {
    const before = (await api.server.db.execute(
      sql`select count(*)::int as total from readings where device_id is null`,
    )) as unknown as { rows: { total: number }[] };
    const cookies: string[] = [];
    for (let scan = 0; scan < NEW_DEVICES_PER_HOUR + 4; scan += 1) {
      const response = await fetch(`${api.baseUrl}/api/appless/leituras`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'tenant-id': 'alpha7q-tenant', 'app-version': '3.0.12' },
        body: JSON.stringify({ code: `${api.baseUrl}/t/alpha7q-tag-1`, latitude: 0, logintude: 0 }),
      });
      // The shopper is answered either way.
      expect(response.status).toBe(200);
      const cookie = /tagtrail_device=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
      if (cookie !== undefined) cookies.push(cookie);
    }
    expect(cookies).toHaveLength(NEW_DEVICES_PER_HOUR);
    const after = (await api.server.db.execute(
      sql`select count(*)::int as total from readings where device_id is null`,
    )) as unknown as { rows: { total: number }[] };
    expect(Number(after.rows[0]?.total) - Number(before.rows[0]?.total)).toBe(4);
    // A phone that has its cookie is still the same device.
    const again = await fetch(`${api.baseUrl}/api/appless/leituras`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'tenant-id': 'alpha7q-tenant',
        'app-version': '3.0.12',
        cookie: `tagtrail_device=${cookies[0]}`,
      },
      body: JSON.stringify({ code: `${api.baseUrl}/t/alpha7q-tag-1`, latitude: 0, logintude: 0 }),
    });
    expect(again.status).toBe(200);
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('counts an IPv6 client by its /64 over a sliding hour', () => {
    let now = Date.parse('2026-11-26T12:00:00Z');
    const budget = newDeviceBudget(3, () => now);
    expect([1, 2, 3].map((host) => budget.allows(`2001:db8:9:1::${host}`))).toEqual([true, true, true]);
    expect(budget.allows('2001:db8:9:1:abcd::1')).toBe(false);
    expect(budget.allows('2001:db8:9:2::1')).toBe(true);
    expect(budget.allows('198.51.100.7')).toBe(true);
    now += 60 * 60 * 1000 + 1;
    expect(budget.allows('2001:db8:9:1::4')).toBe(true);
    expect(newDeviceBudget(0).allows('2001:db8:9:1::4')).toBe(true);
  });
});

describe("the entry list's plan", () => {
  it("probes the devices' index by customer and key once per reading, whatever the statistics say", async () => {
    // Devices the fold registers are not analyzed at once on PGlite: with the customer taken from the reading's lot
    // rather than the filter, the row policies kept it out of the index condition and the planner compared every
    // reading with every device (5,000 of each: 16 s).
    await read(
      'Planópolis',
      Array.from({ length: 300 }, (_, n) => [n % 3, `plan-device-${n}`, 300 - n] as [number, string, number]),
    );
    for (const entryRule of [1, 2] as const) {
      const filter = {
        customerId: world.alpha.customerId,
        entryRule,
        productIds: [],
        countries: [],
        states: [],
        cities: ['Planópolis'],
        startDate: day(-2),
        endDate: day(1),
      };
      const plan = await inTenantTransaction(
        api.server.db,
        { scope: 'customer', customerId: world.alpha.customerId },
        async (tx) =>
          (
            (await tx.execute(sql`explain select count(*) from (${eligibleEntries(filter)}) entries`)) as unknown as {
              rows: { 'QUERY PLAN': string }[];
            }
          ).rows
            .map((row) => row['QUERY PLAN'])
            .join('\n'),
      );
      expect(plan, `rule ${entryRule}`).toMatch(
        new RegExp(
          `Index Scan using devices_customer_key_idx on devices[^\\n]*\\n\\s*Index Cond: \\(\\(customer_id = ${world.alpha.customerId}\\) AND \\(\\(device_key\\)::text = \\(r\\.device_id\\)::text\\)\\)`,
        ),
      );
    }
  });
});
