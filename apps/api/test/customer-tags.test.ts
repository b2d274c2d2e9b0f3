/**
 * The customer's tags over HTTP (spec B §7; issue 11 §4, §5): the tags of the partner lots given to it with their
 * lots, product and reading counts, one tag, the active switch saved at once, and a tag's readings newest first.
 * Another customer's tags answer 404 and stay as they were.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readings, tags } from '../src/db/schema';
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

describe("the customer's tags (tagLoteParceiro)", () => {
  it('lists its tags with their lots, product and readings, and none of another customer', async () => {
    const list = await asAlpha('tagLoteParceiro/pagination?page=1&records=100');
    expect(list.status).toBe(200);
    const rows = (list.body as { dataRecords: { id: number; tagId: string }[] }).dataRecords;
    expect(rows.map((row) => row.id).sort()).toEqual([...world.alpha.tagIds].sort());
    const inLot = await asAlpha(`tagloteparceiro/${world.alpha.tagIds[2]}`);
    expect(inLot.body).toMatchObject({
      loteParceiroNumero: 'alpha7q-lot',
      loteClienteNumero: 'alpha7q-clot',
      produtoNome: 'Cabernet Alpha alpha7q',
      liberado: true,
    });
    const read = await asAlpha(`tagloteparceiro/${world.alpha.tagIds[0]}`);
    expect(read.body).toMatchObject({ totalLeituras: 1 });
  });

  it('switches a tag off and on at once', async () => {
    const id = world.alpha.tagIds[1] as number;
    expect((await asAlpha(`tagloteparceiro/${id}`, { method: 'PUT', body: { ativo: false } })).status).toBe(204);
    expect((await asAlpha(`tagloteparceiro/${id}`)).body).toMatchObject({ liberado: false });
    await asAlpha(`tagloteparceiro/${id}`, { method: 'PUT', body: { ativo: true } });
    expect((await asAlpha(`tagloteparceiro/${id}`)).body).toMatchObject({ liberado: true });
  });

  it('lists a tag’s readings newest first, with device and position', async () => {
    const id = world.alpha.tagIds[0] as number;
    await api.server.db.insert(readings).values({
      tagId: id,
      latitude: -23.55,
      longitude: -46.63,
      deviceModel: 'iPhone 15',
      osVersion: 'iOS 18.1',
      deviceId: 'device-newest',
      readAt: new Date(Date.now() + 60_000),
    });
    const page = await asAlpha(`tagloteparceiro/leitura/${id}?page=1&records=10000`);
    expect(page.status).toBe(200);
    const body = page.body as {
      dataRecords: { dispositivoId: string | null; latitude: number }[];
      countRecords: number;
    };
    expect(body.countRecords).toBe(2);
    // The device as this customer sees it: its pseudonym, not the key the reading carries (issue 24 §1).
    const named = (await api.server.db.execute(
      sql`select device_pseudonym(${world.alpha.customerId}::int, 'device-newest') as pseudonym`,
    )) as unknown as { rows: { pseudonym: string }[] };
    expect(JSON.stringify(body)).not.toContain('device-newest');
    expect(body.dataRecords[0]).toMatchObject({
      dispositivoId: named.rows[0]?.pseudonym,
      dispositivoModelo: 'iPhone 15',
      latitude: -23.55,
    });
  });

  it("answers 404 for another customer's tag and leaves it as it was", async () => {
    const theirs = world.bravo.tagIds[0] as number;
    expect((await asAlpha(`tagloteparceiro/${theirs}`)).status).toBe(404);
    expect((await asAlpha(`tagloteparceiro/leitura/${theirs}?page=1&records=10`)).status).toBe(404);
    expect((await asAlpha(`tagloteparceiro/${theirs}`, { method: 'PUT', body: { ativo: false } })).status).toBe(404);
    const [tag] = await api.server.db.select().from(tags).where(eq(tags.id, theirs));
    expect(tag?.active).toBe(true);
  });
});
