/**
 * The customer area's device calls over HTTP with a customer's real token (spec B §7 "Devices", issue 10 §8): the
 * list with search, sort, paging and the record stream; one device; an edit that changes only the owner and the
 * active switch; a create; another customer's ids 404 with nothing changed. And the scan (issue 12 §3): a reading
 * through POST /api/appless/leituras registers its device for that tag's customer only, and moves its last-seen.
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECORD_STREAM_MEDIA_TYPE } from '@tagtrail/contract';
import { devices } from '../src/db/schema';
import { foldReadings } from '../src/tags/fold-readings';
import { callApi, type ApiRequest } from './support/api-call';
import { useTestServer } from './support/test-server';
import { createTwoTenants, type TwoTenants } from './isolation/two-tenants';

const api = useTestServer({ demoData: false });
let world: TwoTenants;

beforeAll(async () => {
  world = await createTwoTenants(api.server.db, api.baseUrl);
});

const asAlpha = (path: string, request: ApiRequest = {}) =>
  callApi(`${api.baseUrl}/api/${path}`, request, world.alpha.tokens.customer);
const asBravo = (path: string, request: ApiRequest = {}) =>
  callApi(`${api.baseUrl}/api/${path}`, request, world.bravo.tokens.customer);

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function scan(tagId: string, cookie?: string): Promise<Response> {
  return fetch(`${api.baseUrl}/api/appless/leituras`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'tenant-id': 'any',
      'app-version': '3.0.12',
      'user-agent': PHONE,
      ...(cookie === undefined ? {} : { cookie: `tagtrail_device=${cookie}` }),
    },
    body: JSON.stringify({ code: `${api.baseUrl}/t/${tagId}`, latitude: -23.55, logintude: -46.63 }),
  });
}

const deviceCookieOf = (response: Response) =>
  /tagtrail_device=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';
/** The device's key: the cookie's id, before the server's signature. */
const keyOf = (cookie: string) => cookie.split('.')[0] ?? '';

/** What a customer's staff see as a device's id: its pseudonym to that customer (issue 24 §1). */
async function pseudonymOf(customerId: number, deviceKey: string): Promise<string> {
  const result = (await api.server.db.execute(
    sql`select device_pseudonym(${customerId}::int, ${deviceKey}) as pseudonym`,
  )) as unknown as { rows: { pseudonym: string }[] };
  return result.rows[0]?.pseudonym ?? '';
}
const alphaName = (deviceKey: string) => pseudonymOf(world.alpha.customerId, deviceKey);

async function storedDevice(customerId: number, deviceKey: string) {
  // As the device list reads it: after folding what the scans noted (migration 0027).
  await foldReadings(api.server.db);
  const [row] = await api.server.db
    .select()
    .from(devices)
    .where(and(eq(devices.customerId, customerId), eq(devices.deviceKey, deviceKey)));
  return row;
}

async function createDevice(body: Record<string, unknown>): Promise<number> {
  const answer = await asAlpha('dispositivo', { method: 'POST', body });
  expect(answer.status).toBe(200);
  return answer.body as number;
}

interface ListAnswer {
  dataRecords: { modelo: string; deviceId: string; proprietario: string | null; ativo: boolean; id: number }[];
  countRecords: number;
}

describe('the device list', () => {
  it("lists the devices that read the customer's tags, and only its own", async () => {
    const alpha = (await asAlpha('dispositivo/pagination?page=1&records=50')).body as ListAnswer;
    expect(alpha.dataRecords.map((row) => row.deviceId)).toContain(await alphaName('alpha7q-device'));
    expect(JSON.stringify(alpha)).not.toContain('bravo7q');
    // issue 24 §1: the staff see a pseudonym, never the key the phone's cookie carries.
    expect(JSON.stringify(alpha)).not.toContain('alpha7q-device');
    const bravo = (await asBravo('dispositivo/pagination/?page=1&records=50')).body as ListAnswer;
    expect(bravo.dataRecords.map((row) => row.deviceId)).toEqual([
      await pseudonymOf(world.bravo.customerId, 'bravo7q-device'),
    ]);
  });

  it('searches model, id and owner, sorts and pages', async () => {
    await createDevice({ deviceName: 'Pixel Busca', deviceId: 'busca-1', proprietario: 'Zélia', ativo: true });
    await createDevice({ deviceName: 'Galaxy Busca', deviceId: 'busca-2', proprietario: 'Ana', ativo: false });
    const byOwner = await asAlpha('dispositivo/pagination?page=1&records=1&query=busca&sort=proprietario');
    expect(byOwner.body).toMatchObject({
      dataRecords: [
        { modelo: 'Galaxy Busca', deviceId: await alphaName('busca-2'), proprietario: 'Ana', ativo: false },
      ],
      countRecords: 2,
    });
    const second = await asAlpha('dispositivo/pagination?page=2&records=1&query=busca&sort=proprietario');
    expect(second.body).toMatchObject({ dataRecords: [{ deviceId: await alphaName('busca-1') }], countRecords: 2 });
    const byOwnerText = await asAlpha('dispositivo/pagination?page=1&records=10&query=z%C3%A9lia');
    expect(byOwnerText.body).toMatchObject({
      dataRecords: [{ deviceId: await alphaName('busca-1') }],
      countRecords: 1,
    });
    // By the id the staff see, not by the key behind it.
    const byId = await asAlpha(`dispositivo/pagination?page=1&records=10&query=${await alphaName('busca-2')}`);
    expect(byId.body).toMatchObject({ dataRecords: [{ modelo: 'Galaxy Busca' }], countRecords: 1 });
    expect((await asAlpha('dispositivo/pagination?page=1&records=10&query=busca-2')).body).toMatchObject({
      countRecords: 0,
    });
    const unknown = await asAlpha('dispositivo/pagination?page=1&records=10&sort=cor');
    expect(unknown).toMatchObject({ status: 400, body: { message: 'INVALID_FIELD' } });
  });

  it('exports the whole filtered list as a record stream', async () => {
    await createDevice({ deviceName: 'Export A', deviceId: 'export-a', proprietario: null, ativo: true });
    await createDevice({ deviceName: 'Export B', deviceId: 'export-b', proprietario: null, ativo: true });
    const response = await fetch(
      `${api.baseUrl}/api/dispositivo/pagination?page=1&records=1&query=export&sort=modelo`,
      {
        headers: { accept: RECORD_STREAM_MEDIA_TYPE, authorization: `Bearer ${world.alpha.tokens.customer}` },
      },
    );
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split('\n');
    expect(lines.map((line) => (JSON.parse(line) as { modelo: string }).modelo)).toEqual(['Export A', 'Export B']);
  });
});

describe('one device', () => {
  it('reads a device with its name, id, owner and switch', async () => {
    const id = await createDevice({ deviceName: 'iPhone 15', deviceId: 'get-1', proprietario: ' Bruno ', ativo: true });
    expect((await asAlpha(`dispositivo/${id}`)).body).toEqual({
      id,
      deviceName: 'iPhone 15',
      deviceId: await alphaName('get-1'),
      proprietario: 'Bruno',
      ativo: true,
      clienteId: world.alpha.customerId,
    });
  });

  it('edits the owner and blocks it; the name and id stay as they were, whatever is sent', async () => {
    const id = await createDevice({ deviceName: 'Moto G', deviceId: 'edit-1', proprietario: null, ativo: true });
    const answer = await asAlpha(`dispositivo/${id}`, {
      method: 'PUT',
      body: { deviceName: 'changed', deviceId: 'changed', proprietario: 'Carla', ativo: false },
    });
    expect(answer).toEqual({ status: 200, body: id });
    expect((await asAlpha(`dispositivo/${id}`)).body).toMatchObject({
      deviceName: 'Moto G',
      deviceId: await alphaName('edit-1'),
      proprietario: 'Carla',
      ativo: false,
    });
    const list = (await asAlpha('dispositivo/pagination?page=1&records=10&query=carla')).body as ListAnswer;
    expect(list.dataRecords).toEqual([
      { id, modelo: 'Moto G', deviceId: await alphaName('edit-1'), proprietario: 'Carla', ativo: false },
    ]);
    // A blank owner is cleared.
    await asAlpha(`dispositivo/${id}`, {
      method: 'PUT',
      body: { deviceName: '', deviceId: '', proprietario: ' ', ativo: true },
    });
    expect((await asAlpha(`dispositivo/${id}`)).body).toMatchObject({ proprietario: null, ativo: true });
  });

  it('a POST naming a stored device saves its owner and switch, as PUT does (spec B §7)', async () => {
    const id = await createDevice({ deviceName: 'Post', deviceId: 'post-1', proprietario: null, ativo: true });
    const answer = await asAlpha('dispositivo', {
      method: 'POST',
      body: { id, deviceName: 'Post', deviceId: 'post-1', proprietario: 'Dora', ativo: false },
    });
    expect(answer).toEqual({ status: 200, body: id });
    expect((await asAlpha(`dispositivo/${id}`)).body).toMatchObject({
      deviceId: await alphaName('post-1'),
      proprietario: 'Dora',
      ativo: false,
    });
  });

  it('refuses a new device without its name and id, an owner too long, and an id the customer has', async () => {
    const blank = await asAlpha('dispositivo', {
      method: 'POST',
      body: { deviceName: ' ', deviceId: '', ativo: true },
    });
    expect(blank).toMatchObject({
      status: 400,
      body: { message: 'REQUIRED_FIELD_MESSAGE', details: [{ field: 'deviceName' }, { field: 'deviceId' }] },
    });
    const id = await createDevice({ deviceName: 'Long', deviceId: 'long-1', proprietario: null, ativo: true });
    const long = await asAlpha(`dispositivo/${id}`, {
      method: 'PUT',
      body: { deviceName: 'Long', deviceId: 'long-1', proprietario: 'x'.repeat(101), ativo: true },
    });
    expect(long).toMatchObject({
      status: 400,
      body: { message: 'FIELD_TOO_LONG', details: [{ field: 'proprietario' }] },
    });
    const twice = await asAlpha('dispositivo', {
      method: 'POST',
      body: { deviceName: 'Again', deviceId: 'long-1', proprietario: null, ativo: true },
    });
    expect(twice).toMatchObject({
      status: 400,
      body: { message: 'DEVICE_ID_EXISTS', details: [{ field: 'deviceId' }] },
    });
    // Another customer may know the same device.
    expect(
      (await asBravo('dispositivo', { method: 'POST', body: { deviceName: 'Again', deviceId: 'long-1', ativo: true } }))
        .status,
    ).toBe(200);
  });

  it("answers 404 for another customer's device and for an unknown id, and changes nothing", async () => {
    const [bravoDevice] = await api.server.db
      .select()
      .from(devices)
      .where(and(eq(devices.customerId, world.bravo.customerId), eq(devices.deviceKey, 'bravo7q-device')));
    if (bravoDevice === undefined) throw new Error('the tenant reading made no device');
    expect((await asAlpha(`dispositivo/${bravoDevice.id}`)).status).toBe(404);
    const edit = await asAlpha(`dispositivo/${bravoDevice.id}`, {
      method: 'PUT',
      body: { deviceName: 'x', deviceId: 'x', proprietario: 'Intruso', ativo: false },
    });
    expect(edit.status).toBe(404);
    const post = await asAlpha('dispositivo', {
      method: 'POST',
      body: { id: bravoDevice.id, deviceName: 'x', deviceId: 'x', proprietario: 'Intruso', ativo: false },
    });
    expect(post.status).toBe(404);
    expect(await storedDevice(world.bravo.customerId, 'bravo7q-device')).toEqual(bravoDevice);
    expect((await asAlpha('dispositivo/2000000000')).status).toBe(404);
  });
});

describe('the scan registers its device (issue 12 §3)', () => {
  it("a first scan makes the device appear in the tag's customer's list, and only there", async () => {
    const response = await scan('alpha7q-tag-1');
    expect(response.status).toBe(200);
    const key = keyOf(deviceCookieOf(response));
    const device = await storedDevice(world.alpha.customerId, key);
    expect(device).toMatchObject({ name: 'Apple iPhone', osVersion: 'iOS 17.5.1', owner: null, active: true });
    const seen = await alphaName(key);
    const list = (await asAlpha(`dispositivo/pagination?page=1&records=10&query=${seen}`)).body as ListAnswer;
    expect(list.dataRecords).toEqual([
      { id: device?.id, modelo: 'Apple iPhone', deviceId: seen, proprietario: null, ativo: true },
    ]);
    expect(await storedDevice(world.bravo.customerId, key)).toBeUndefined();
    expect(
      ((await asBravo(`dispositivo/pagination?page=1&records=10&query=${seen}`)).body as ListAnswer).countRecords,
    ).toBe(0);
  });

  it('a scan again moves last-seen and keeps one row; the same phone at another customer is its device too', async () => {
    const cookie = deviceCookieOf(await scan('alpha7q-tag-1'));
    const key = keyOf(cookie);
    await storedDevice(world.alpha.customerId, key);
    // Seen a minute ago, so the next scan's time is later whatever the clock's resolution or this machine's speed.
    await api.server.db
      .update(devices)
      .set({
        firstSeenAt: sql`first_seen_at - interval '1 minute'`,
        lastSeenAt: sql`last_seen_at - interval '1 minute'`,
      })
      .where(eq(devices.deviceKey, key));
    const first = await storedDevice(world.alpha.customerId, key);
    await scan('alpha7q-tag-2', cookie);
    const again = await storedDevice(world.alpha.customerId, key);
    expect(again?.id).toBe(first?.id);
    expect(again?.firstSeenAt).toEqual(first?.firstSeenAt);
    expect(again?.lastSeenAt.getTime()).toBeGreaterThan(first?.lastSeenAt.getTime() ?? Infinity);
    await scan('bravo7q-tag-1', cookie);
    expect(await storedDevice(world.bravo.customerId, key)).toMatchObject({ name: 'Apple iPhone' });
    // issue 24 §1: two customers who saw the same phone cannot tell: each sees it under a name of its own.
    const alphaSees = ((await asAlpha(`dispositivo/${again?.id}`)).body as { deviceId: string }).deviceId;
    const bravoDevice = await storedDevice(world.bravo.customerId, key);
    const bravoSees = ((await asBravo(`dispositivo/${bravoDevice?.id}`)).body as { deviceId: string }).deviceId;
    expect(alphaSees).toMatch(/^[0-9a-f]{20}$/);
    expect(bravoSees).toMatch(/^[0-9a-f]{20}$/);
    expect(alphaSees).not.toBe(bravoSees);
  });

  it('a blocked device still reads the public page, and stays blocked with its owner', async () => {
    const cookie = deviceCookieOf(await scan('alpha7q-tag-1'));
    const key = keyOf(cookie);
    const device = await storedDevice(world.alpha.customerId, key);
    await asAlpha(`dispositivo/${device?.id}`, {
      method: 'PUT',
      body: { deviceName: '', deviceId: '', proprietario: 'Blocked one', ativo: false },
    });
    const response = await scan('alpha7q-tag-1', cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ serial: 'alpha7q-tag-1' });
    expect(await storedDevice(world.alpha.customerId, key)).toMatchObject({ owner: 'Blocked one', active: false });
  });
});
