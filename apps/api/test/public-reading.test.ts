/**
 * The app-less scan over HTTP (spec B §7 "Public", issue 12 §3): POST /api/appless/leituras with the page's URL and
 * the visitor's position records one reading and answers the tag's public fields.
 */
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerLots, customers, readings, tags } from '../src/db/schema';
import { sharedOfflineGeocoder } from '../src/geo/offline-geocoder';
import { DEVICE_COOKIE } from '../src/public/scan-device';
import { createTwoTenants, type TwoTenants } from './isolation/two-tenants';
import { useTestServer } from './support/test-server';

const api = useTestServer({ demoData: false });
let world: TwoTenants;

beforeAll(async () => {
  world = await createTwoTenants(api.server.db, api.baseUrl);
  // The towns load in the background when the server starts: the place checks below wait for them.
  await sharedOfflineGeocoder().ready;
});

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function scan(
  body: Record<string, unknown>,
  { headers = {}, cookie }: { headers?: Record<string, string>; cookie?: string } = {},
): Promise<Response> {
  return fetch(`${api.baseUrl}/api/appless/leituras`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'tenant-id': 'alpha7q-tenant',
      'app-version': '3.0.12',
      'user-agent': PHONE,
      ...(cookie === undefined ? {} : { cookie }),
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

const pageOf = (tagId: string) => `${api.baseUrl}/t/${tagId}`;

async function readingsOf(tagRowId: number): Promise<number> {
  const [row] = await api.server.db.select({ total: count() }).from(readings).where(eq(readings.tagId, tagRowId));
  return row?.total ?? 0;
}

describe('POST /appless/leituras', () => {
  it("records the reading with its position and device, and answers the tag's product, lot and dates", async () => {
    const tagRowId = world.alpha.tagIds[2] ?? 0;
    const before = await readingsOf(tagRowId);
    const response = await scan({ code: pageOf('alpha7q-tag-3'), latitude: -23.5505, logintude: -46.6333 });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      serial: 'alpha7q-tag-3',
      produtoNome: 'Cabernet Alpha alpha7q',
      clienteNome: 'Vinícola Alpha alpha7q',
      loteClienteNumero: 'alpha7q-clot',
      loteClienteStatusId: 0,
      fabricacao: '2026-10-01',
      validade: null,
      tagStatusId: 1,
      leituraUnica: false,
      numeroLeituras: before + 1,
    });
    const deviceCookie = /tagtrail_device=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    // The id, signed by the server (issue 24 §1).
    expect(deviceCookie).toMatch(/^[0-9a-f-]{36}\.[\w-]{22}$/);
    const [stored] = await api.server.db
      .select()
      .from(readings)
      .where(eq(readings.tagId, tagRowId))
      .orderBy(readings.id)
      .offset(before);
    expect(stored).toMatchObject({
      latitude: -23.5505,
      longitude: -46.6333,
      deviceId: deviceCookie?.split('.')[0],
      deviceModel: 'Apple iPhone',
      osVersion: 'iOS 17.5.1',
      // Where it was made, found offline from the position (issue 12 §3).
      country: 'BR',
      region: 'São Paulo',
      city: 'São Paulo',
    });

    // The same browser again: the same device, and the count goes on.
    const again = await scan(
      { code: pageOf('ALPHA7Q-TAG-3'), latitude: 0, logintude: 0 },
      { cookie: `${DEVICE_COOKIE}=${deviceCookie}` },
    );
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(await again.json()).toMatchObject({ numeroLeituras: before + 2 });
    // No position, no place: 0,0 is never put in the Gulf of Guinea.
    const [unplaced] = await api.server.db
      .select()
      .from(readings)
      .where(eq(readings.tagId, tagRowId))
      .orderBy(readings.id)
      .offset(before + 1);
    expect(unplaced).toMatchObject({ country: null, region: null, city: null });
  });

  it('answers 404 with no serial for a link that names no tag, recording nothing', async () => {
    const [before] = await api.server.db.select({ total: count() }).from(readings);
    for (const code of [pageOf('no-such-tag'), `${api.baseUrl}/store`, 'not a link']) {
      const response = await scan({ code, latitude: 1, logintude: 1 });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ serial: null, numeroLeituras: 0 });
    }
    const [after] = await api.server.db.select({ total: count() }).from(readings);
    expect(after?.total).toBe(before?.total);
  });

  it('refuses bad coordinates and a missing code or header with a clear 400, recording nothing', async () => {
    const [before] = await api.server.db.select({ total: count() }).from(readings);
    const code = pageOf('alpha7q-tag-1');
    for (const body of [
      { code, latitude: 91, logintude: 0 },
      { code, latitude: 0, logintude: -180.5 },
      { code, latitude: 'NaN', logintude: 0 },
      { code, latitude: 0 },
      { code: '', latitude: 0, logintude: 0 },
    ])
      expect((await scan(body)).status, JSON.stringify(body)).toBe(400);
    const noVersion = await scan({ code, latitude: 0, logintude: 0 }, { headers: { 'app-version': '' } });
    expect(noVersion.status).toBe(400);
    expect(await noVersion.json()).toMatchObject({ details: [{ field: 'app-version' }] });
    const [after] = await api.server.db.select({ total: count() }).from(readings);
    expect(after?.total).toBe(before?.total);
  });

  it('says a switched-off tag has no status, a recalled lot its status and date, a single-use customer its messages', async () => {
    const { db } = api.server;
    await db
      .update(tags)
      .set({ active: false })
      .where(eq(tags.id, world.bravo.tagIds[1] ?? 0));
    const off = await (await scan({ code: pageOf('bravo7q-tag-2'), latitude: 0, logintude: 0 })).json();
    expect(off).toMatchObject({ serial: 'bravo7q-tag-2', tagStatusId: null });

    await db
      .update(customerLots)
      .set({ status: 1, statusDate: '2026-11-20' })
      .where(eq(customerLots.id, world.bravo.customerLotId));
    await db
      .update(customers)
      .set({ singleReading: true, singleReadingMessages: { '1': 'Já lida', '3': 'Ya leída' } })
      .where(eq(customers.id, world.bravo.customerId));
    const recalled = await (await scan({ code: pageOf('bravo7q-tag-3'), latitude: 0, logintude: 0 })).json();
    expect(recalled).toMatchObject({
      loteClienteStatusId: 1,
      statusData: '2026-11-20',
      leituraUnica: true,
      numeroLeituras: 1,
    });
    expect(JSON.parse((recalled as { leituraUnicaMensagem: string }).leituraUnicaMensagem)).toEqual({
      '1': 'Já lida',
      '2': '',
      '3': 'Ya leída',
    });
  });

  it('counts concurrent scans of one tag exactly: every scan stored, every answer a different count', async () => {
    const tagRowId = world.alpha.tagIds[1] ?? 0;
    const before = await readingsOf(tagRowId);
    const scans = 25;
    const answers = await Promise.all(
      Array.from({ length: scans }, async () => {
        const response = await scan({ code: pageOf('alpha7q-tag-2'), latitude: 10, logintude: 10 });
        expect(response.status).toBe(200);
        return ((await response.json()) as { numeroLeituras: number }).numeroLeituras;
      }),
    );
    expect(answers.sort((a, b) => a - b)).toEqual(Array.from({ length: scans }, (_, i) => before + i + 1));
    expect(await readingsOf(tagRowId)).toBe(before + scans);
    const [counter] = await api.server.db.select({ readCount: tags.readCount }).from(tags).where(eq(tags.id, tagRowId));
    expect(counter?.readCount).toBe(before + scans);
  });
});

describe('GET /t/{tagId}: the tag page, rendered on the server', () => {
  const page = (tagId: string, language = 'pt-BR,pt;q=0.9,en;q=0.8') =>
    fetch(`${api.baseUrl}/t/${tagId}`, { headers: { 'accept-language': language } });

  it("answers the product, lot, dates, manufacturer and serial in the visitor's language, whole before any script", async () => {
    const response = await page('alpha7q-tag-3');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<html lang="pt">');
    expect(html).toContain('<h1>Cabernet Alpha alpha7q</h1>');
    expect(html).toContain('<dt>Lote</dt><dd>alpha7q-clot</dd>');
    expect(html).toContain('<dt>Fabricação</dt><dd>01/10/2026</dd>');
    expect(html).toContain('<dt>Validade</dt><dd>Indeterminada</dd>');
    expect(html).toContain('<dt>Fabricante</dt><dd>Vinícola Alpha alpha7q</dd>');
    expect(html).toContain('<dt>Serial</dt><dd>alpha7q-tag-3</dd>');
    expect(html).not.toContain('class="banner');
    // Reading the page records nothing: the scan is the script's POST.
    expect((await page('alpha7q-tag-3', 'es')).status).toBe(200);
    expect(await (await page('alpha7q-tag-3', 'es')).text()).toContain('<dt>Vencimiento</dt><dd>Indefinido</dd>');
    expect(await (await page('alpha7q-tag-3', 'de-DE,fr;q=0.5')).text()).toContain('<dt>Expiry</dt><dd>Undefined</dd>');
  });

  it("answers an unknown tag with the 'resource not found' page and 404", async () => {
    const response = await page('no-such-tag', 'en');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<p role="status">Resource not found</p>');
  });

  it('blocks an expired lot even while its status says available, and escapes what the manufacturer wrote', async () => {
    const { db } = api.server;
    const [lot] = await db
      .insert(customerLots)
      .values({ customerId: world.alpha.customerId, number: '<b>old</b>', expiryDate: '2020-01-31' })
      .returning({ id: customerLots.id });
    await db
      .update(tags)
      .set({ customerLotId: lot?.id ?? 0, customerLotCustomerId: world.alpha.customerId })
      .where(eq(tags.id, world.alpha.tagIds[0] ?? 0));
    const html = await (await page('alpha7q-tag-1', 'en')).text();
    expect(html).toContain(
      '<div class="banner blocked" role="alert">This lot has expired. Do not use this product.<small>Since 31/01/2020.</small></div>',
    );
    expect(html).toContain('<dd>&lt;b&gt;old&lt;/b&gt;</dd>');
    expect(html).not.toContain('<b>old</b>');
  });

  it("tells a winner's device on any tag page of its customer that it won, with its code; nobody else", async () => {
    const { db } = api.server;
    // Two phones scan: each browser is given its signed device cookie.
    const cookieOfScan = async () => {
      const response = await scan({ code: pageOf('alpha7q-tag-2'), latitude: 0, logintude: 0 });
      expect(response.status).toBe(200);
      return /tagtrail_device=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';
    };
    const winnerCookie = await cookieOfScan();
    const bystanderCookie = await cookieOfScan();
    const winner = winnerCookie.split('.')[0] ?? '';
    // The scans' devices registered, as a promotion's processing finds them (migration 0027).
    await db.execute(sql`select fold_readings()`);
    let drawn = 0;
    const promotion = async (status: number, drawType: number, prize: string) => {
      drawn += 1;
      const [row] = (
        (await db.execute(sql`insert into promotions (customer_id, description, start_date, end_date, prize,
            winners_count, draw_type, status, rules_manual_url, processing_started_at)
          values (${world.alpha.customerId}, ${`Promo ${prize}`}, '2026-01-01', '2026-12-31', ${prize}, 1, ${drawType},
            ${status}, 'https://alpha.example/rules', now() - make_interval(days => 10 - ${drawn}))
          returning id`)) as unknown as { rows: { id: number }[] }
      ).rows;
      return row!.id;
    };
    const award = async (promotionId: number, code: string, withdrawn = false) => {
      await db.execute(sql`insert into promotion_winners (customer_id, promotion_id, device_id, draw_order,
          entry_position, code, withdrawn_at)
        select ${world.alpha.customerId}, ${promotionId}, d.id, 1, 0, ${code}, ${withdrawn ? sql`now()` : sql`null`}
        from devices d where d.customer_id = ${world.alpha.customerId} and d.device_key = ${winner}`);
    };
    await award(await promotion(4, 2, 'Kit <3 garrafas>'), 'K7M9QX2P4R8TW');
    await award(await promotion(4, 2, 'Taken already'), 'H3J5N6P7Q8R9S', true);
    await award(await promotion(1, 2, 'Not drawn yet'), 'B2C3D4E5F6G7H');
    await award(await promotion(3, 1, 'New vintage out'), 'N8P9Q2R3S4T5V');

    const pageFor = async (tagId: string, device?: string) =>
      (
        await fetch(`${api.baseUrl}/t/${tagId}`, {
          headers: {
            'accept-language': 'en',
            ...(device === undefined ? {} : { cookie: `${DEVICE_COOKIE}=${device}` }),
          },
        })
      ).text();
    const seen = await pageFor('alpha7q-tag-3', winnerCookie);
    // The latest draw first: the notification, then the prize.
    expect(seen).toContain('<h2 id="prize-1">You won!</h2>');
    expect(seen).toContain('<strong>Kit &lt;3 garrafas&gt;</strong>');
    expect(seen).toContain('<p class="code" aria-labelledby="prize-1-code">K7M9QX2P4R8TW</p>');
    expect(seen).toContain('<a href="https://alpha.example/rules" rel="noopener">Rules</a>');
    // A notification tells its title, with no code to take; withdrawn and undrawn prizes are not shown.
    expect(seen).toContain('<h2 id="prize-0">A message for you</h2>');
    expect(seen).not.toContain('N8P9Q2R3S4T5V');
    expect(seen).not.toContain('H3J5N6P7Q8R9S');
    expect(seen).not.toContain('B2C3D4E5F6G7H');
    expect(await pageFor('alpha7q-tag-1', winnerCookie)).toContain('K7M9QX2P4R8TW');

    for (const other of [await pageFor('alpha7q-tag-3', bystanderCookie), await pageFor('alpha7q-tag-3')]) {
      expect(other).not.toContain('class="prize"');
    }
    // The same device at another customer's tag: that customer's prizes only (none).
    expect(await pageFor(`${world.bravo.marker}-tag-1`, winnerCookie)).not.toContain('class="prize"');
  });

  // issue 24 §1, the attack: on main the cookie was the bare device id, and the customer's staff saw that id (the
  // devices list, a tag's readings, a promotion's winners): sent as the cookie, it showed the unclaimed code.
  it("shows a winner's code to nobody who sends what the staff see, a bare id or a forged signature", async () => {
    const { db } = api.server;
    const response = await scan({ code: pageOf('alpha7q-tag-2'), latitude: 0, logintude: 0 });
    const cookie = /tagtrail_device=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const [key, signature] = cookie.split('.') as [string, string];
    await db.execute(sql`select fold_readings()`);
    const [promotion] = (
      (await db.execute(sql`insert into promotions (customer_id, description, start_date, end_date, prize,
          winners_count, draw_type, status, processing_started_at)
        values (${world.alpha.customerId}, 'Replay', '2026-01-01', '2026-12-31', 'Replayed prize', 1, 2, 4, now())
        returning id`)) as unknown as { rows: { id: number }[] }
    ).rows;
    await db.execute(sql`insert into promotion_winners (customer_id, promotion_id, device_id, draw_order,
        entry_position, code)
      select ${world.alpha.customerId}, ${promotion!.id}, d.id, 1, 0, 'R2P3L4Y5C6D7E'
      from devices d where d.customer_id = ${world.alpha.customerId} and d.device_key = ${key}`);
    const pageWith = async (value: string) =>
      (
        await fetch(pageOf('alpha7q-tag-1'), {
          headers: { 'accept-language': 'en', cookie: `${DEVICE_COOKIE}=${value}` },
        })
      ).text();
    expect(await pageWith(cookie)).toContain('R2P3L4Y5C6D7E');

    // What the customer's staff see of this phone: its pseudonym, in the winners list and the devices list.
    const winners = await fetch(`${api.baseUrl}/api/promocao/${promotion!.id}/premiados?page=1&records=10`, {
      headers: { authorization: `Bearer ${world.alpha.tokens.customer}` },
    });
    const seenByStaff = ((await winners.json()) as { dataRecords: { deviceId: string }[] }).dataRecords[0]?.deviceId;
    expect(seenByStaff).toMatch(/^[0-9a-f]{20}$/);
    expect(seenByStaff).not.toContain(key);
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const otherKey = '0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b';
    for (const replayed of [
      seenByStaff ?? '',
      key,
      `${key}.${flipped}`,
      `${otherKey}.${signature}`,
      `${key}.`,
      `${cookie}.x`,
    ])
      expect(await pageWith(replayed), replayed).not.toContain('R2P3L4Y5C6D7E');

    // A scan with such a cookie is a new device: the server gives it a cookie of its own.
    const forged = await scan(
      { code: pageOf('alpha7q-tag-2'), latitude: 0, logintude: 0 },
      { cookie: `${DEVICE_COOKIE}=${key}` },
    );
    const fresh = /tagtrail_device=([^;]+)/.exec(forged.headers.get('set-cookie') ?? '')?.[1] ?? '';
    expect(fresh).not.toBe('');
    expect(fresh.split('.')[0]).not.toBe(key);
  });
});
