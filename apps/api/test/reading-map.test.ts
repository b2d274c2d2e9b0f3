/**
 * The reading map over HTTP (spec B §3, §7; issue 11 §6): the filters offer the places the customer's readings
 * really have, and the search answers the located readings of the period that match — never another customer's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readings } from '../src/db/schema';
import { callApi, type ApiRequest } from './support/api-call';
import { useTestServer } from './support/test-server';
import { createTwoTenants, type TwoTenants } from './isolation/two-tenants';

const api = useTestServer({ demoData: false });
let world: TwoTenants;

const asAlpha = (path: string, request: ApiRequest = {}) =>
  callApi(`${api.baseUrl}/api/${path}`, request, world.alpha.tokens.customer);

const search = (overrides: Record<string, unknown> = {}) =>
  asAlpha('tagLoteParceiro/leituras', {
    method: 'POST',
    body: {
      dataInicial: null,
      dataFinal: null,
      produto: null,
      categoria: null,
      pais: null,
      estado: null,
      cidade: null,
      ...overrides,
    },
  });

beforeAll(async () => {
  world = await createTwoTenants(api.server.db, api.baseUrl);
  const [alphaTag, bravoTag] = [world.alpha.tagIds[2] as number, world.bravo.tagIds[2] as number];
  await api.server.db.insert(readings).values([
    {
      tagId: alphaTag,
      latitude: -23.55,
      longitude: -46.63,
      country: 'BR',
      region: 'São Paulo',
      city: 'São Paulo',
      readAt: new Date('2026-03-02T12:00:00Z'),
    },
    {
      tagId: alphaTag,
      latitude: 38.72,
      longitude: -9.14,
      country: 'PT',
      region: 'Lisboa',
      city: 'Lisbon',
      readAt: new Date('2026-03-05T12:00:00Z'),
    },
    { tagId: alphaTag, latitude: 0, longitude: 0, readAt: new Date('2026-03-05T13:00:00Z') },
    {
      tagId: bravoTag,
      latitude: 40.41,
      longitude: -3.7,
      country: 'ES',
      region: 'Madrid',
      city: 'Madrid',
      readAt: new Date('2026-03-03T12:00:00Z'),
    },
  ]);
});

type Place = { id: number; nome: string };
type Options = { locations: { paises: Place[]; regioes: Place[]; cidades: Place[] } };

describe('the reading map (map/getfilter, tagLoteParceiro/leituras)', () => {
  it("offers the countries and cities of the customer's readings, and none of another customer's", async () => {
    const filters = await asAlpha('map/getfilter');
    expect(filters.status).toBe(200);
    const { paises, cidades } = (filters.body as Options).locations;
    expect(paises.map((p) => p.nome)).toEqual(expect.arrayContaining(['BR', 'PT']));
    expect(paises.map((p) => p.nome)).not.toContain('ES');
    expect(cidades.map((c) => c.nome)).toEqual(expect.arrayContaining(['Lisbon', 'São Paulo']));
  });

  it("offers the regions of the customer's readings, and a region narrows the search", async () => {
    const { regioes } = ((await asAlpha('map/getfilter')).body as Options).locations;
    expect(regioes.map((r) => r.nome)).toEqual(expect.arrayContaining(['Lisboa', 'São Paulo']));
    expect(regioes.map((r) => r.nome)).not.toContain('Madrid');
    const lisboa = regioes.find((r) => r.nome === 'Lisboa')?.id;
    const inLisboa = await search({ dataInicial: '2026-03-01', dataFinal: '2026-03-31', estado: [lisboa] });
    const rows = (inLisboa.body as { dataRecords: { latitude: number }[] }).dataRecords;
    expect(rows.map((row) => row.latitude)).toEqual([38.72]);
  });

  it("offers a new reading's town at once, and once however often it is read there", async () => {
    const alphaTag = world.alpha.tagIds[1] as number;
    const inValparaiso = { tagId: alphaTag, latitude: -33.05, longitude: -71.62, country: 'CL', city: 'Valparaíso' };
    await api.server.db.insert(readings).values([inValparaiso, inValparaiso]);
    await api.server.db.insert(readings).values(inValparaiso);
    const { cidades } = ((await asAlpha('map/getfilter')).body as Options).locations;
    expect(cidades.filter((c) => c.nome === 'Valparaíso')).toHaveLength(1);
  });

  it('answers the located readings of the period, filtered by a country, and drops those at 0,0', async () => {
    const all = await search({ dataInicial: '2026-03-01', dataFinal: '2026-03-31' });
    expect(all.status).toBe(200);
    const rows = (all.body as { dataRecords: { latitude: number; loteClienteNumero: string | null }[] }).dataRecords;
    expect(rows.map((row) => row.latitude).sort()).toEqual([-23.55, 38.72]);
    expect(rows[0]).toMatchObject({ loteClienteNumero: 'alpha7q-clot', produtoNome: 'Cabernet Alpha alpha7q' });

    const { paises } = ((await asAlpha('map/getfilter')).body as Options).locations;
    const portugal = paises.find((p) => p.nome === 'PT')?.id;
    const inPortugal = await search({ pais: [portugal] });
    expect((inPortugal.body as { dataRecords: unknown[] }).dataRecords).toHaveLength(1);

    const early = await search({ dataInicial: '2026-03-01', dataFinal: '2026-03-02' });
    expect((early.body as { countRecords: number }).countRecords).toBe(1);
  });

  it('answers the same search as columns at tagLoteParceiro/leituras/colunas (ours): numbers, each string once', async () => {
    const period = { dataInicial: '2026-03-01', dataFinal: '2026-03-31' };
    const records = ((await search(period)).body as { dataRecords: Record<string, unknown>[] }).dataRecords;
    const columns = await asAlpha('tagLoteParceiro/leituras/colunas', {
      method: 'POST',
      body: { produto: null, categoria: null, pais: null, estado: null, cidade: null, ...period },
    });
    expect(columns.status).toBe(200);
    const wire = columns.body as {
      instantes: number[];
      latitudes: number[];
      longitudes: number[];
      lotes: string[];
      lote: number[];
      produtos: string[];
      produto: number[];
      autenticidades: number[];
      suspeitas: number[];
    };
    expect(wire.lotes).toEqual(['alpha7q-clot']);
    expect(wire.produtos).toEqual(['Cabernet Alpha alpha7q']);
    expect(
      wire.instantes.map((instant, i) => ({
        data: new Date(instant).toISOString(),
        latitude: wire.latitudes[i],
        longitude: wire.longitudes[i],
        loteClienteNumero: wire.lotes[wire.lote[i] ?? -1] ?? null,
        produtoNome: wire.produtos[wire.produto[i] ?? -1] ?? null,
        autenticidade: ['unverified', 'genuine', 'replayed', 'invalid'][wire.autenticidades[i] ?? -1],
        // No reading here broke a rule (issue 28 §3): no bit set.
        suspeitas: wire.suspeitas[i] === 0 ? [] : undefined,
      })),
    ).toEqual(records.map((record) => ({ ...record, data: new Date(String(record.data)).toISOString() })));
  });

  it("never answers another customer's readings, whatever the filter", async () => {
    // Bravo's own filters name Spain, where its reading is; Alpha asking for that place gets nothing.
    const asBravo = (path: string, request: ApiRequest = {}) =>
      callApi(`${api.baseUrl}/api/${path}`, request, world.bravo.tokens.customer);
    const { paises } = ((await asBravo('map/getfilter')).body as Options).locations;
    const spain = paises.find((p) => p.nome === 'ES')?.id;
    expect(spain).toEqual(expect.any(Number));
    const inSpain = { dataInicial: null, dataFinal: null, produto: null, categoria: null, estado: null, cidade: null };
    const bravoSees = await asBravo('tagLoteParceiro/leituras', {
      method: 'POST',
      body: { ...inSpain, pais: [spain] },
    });
    expect((bravoSees.body as { dataRecords: unknown[] }).dataRecords).toHaveLength(1);
    const madrid = await search({ pais: [spain] });
    expect(madrid.status).toBe(200);
    expect((madrid.body as { dataRecords: unknown[] }).dataRecords).toHaveLength(0);
    const rows = ((await search()).body as { dataRecords: { latitude: number }[] }).dataRecords;
    expect(rows.some((row) => row.latitude === 40.41)).toBe(false);
  });
});
