/**
 * The manufacturer sees what the scans proved (issue 27 §5), over HTTP with real tokens: a tag's readings carry
 * their authenticity, the reading map keeps only the authenticities asked for, the dashboard counts the last 7 days'
 * replayed and invalid readings of the caller alone, and the tag lists mark a tag that has one. The readings are
 * stored as the secure scan stores them (readings.authenticity: 0 unverified, 1 genuine, 2 replayed, 3 invalid).
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardWire, LeituraBuscaColunasWire } from '@tagtrail/contract';
import { readings } from '../src/db/schema';
import { callApi, type ApiRequest } from './support/api-call';
import { useTestServer } from './support/test-server';
import { createTwoTenants, type Tenant, type TwoTenants } from './isolation/two-tenants';

const api = useTestServer({ demoData: false });
let world: TwoTenants;

const DAY_MS = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);
const CODE = { unverified: 0, genuine: 1, replayed: 2, invalid: 3 } as const;

/** A located reading of a tag, of an authenticity, made `age` ms ago. */
const reading = (tagId: number, authenticity: keyof typeof CODE, age: number, latitude = -29.17) => ({
  tagId,
  authenticity: CODE[authenticity],
  readAt: ago(age),
  latitude,
  longitude: -51.52,
  deviceModel: `phone-${authenticity}`,
});

const as = (tenant: Tenant, path: string, request: ApiRequest = {}) =>
  callApi(`${api.baseUrl}/api/${path}`, request, tenant.tokens.customer);

const search = (path: string, autenticidade?: unknown) =>
  as(world.alpha, path, {
    method: 'POST',
    body: {
      dataInicial: null,
      dataFinal: null,
      produto: null,
      categoria: null,
      pais: null,
      estado: null,
      cidade: null,
      ...(autenticidade === undefined ? {} : { autenticidade }),
    },
  });

type MapRow = { latitude: number; autenticidade: string };
const found = async (autenticidade?: unknown): Promise<MapRow[]> => {
  const answer = await search('tagLoteParceiro/leituras', autenticidade);
  expect(answer.status).toBe(200);
  return (answer.body as { dataRecords: MapRow[] }).dataRecords;
};

/** Alpha's first tag: copied (replayed twice, once long ago, and once invalid) among genuine and plain readings. */
let copiedTag: number;
/** Alpha's second tag: only genuine readings. */
let genuineTag: number;

beforeAll(async () => {
  world = await createTwoTenants(api.server.db, api.baseUrl);
  copiedTag = world.alpha.tagIds[0] as number;
  genuineTag = world.alpha.tagIds[1] as number;
  const bravoTag = world.bravo.tagIds[0] as number;
  await api.server.db.insert(readings).values([
    reading(copiedTag, 'genuine', 60 * 60 * 1000, -29.1),
    reading(copiedTag, 'replayed', 2 * DAY_MS, -29.2),
    reading(copiedTag, 'invalid', 3 * DAY_MS, -29.3),
    // Before the dashboard's 7 days: on the map and the tag's mark, not in the card's count.
    reading(copiedTag, 'replayed', 10 * DAY_MS, -29.4),
    reading(copiedTag, 'unverified', 4 * DAY_MS, -29.5),
    reading(genuineTag, 'genuine', 5 * 60 * 1000, -29.6),
    reading(genuineTag, 'genuine', DAY_MS, -29.7),
    // Another customer's copies: never counted, shown or marked for Alpha.
    reading(bravoTag, 'replayed', 60 * 60 * 1000, 40.4),
    reading(bravoTag, 'invalid', 2 * DAY_MS, 40.5),
    reading(bravoTag, 'invalid', 6 * DAY_MS, 40.6),
  ]);
});

describe("a tag's readings (tagloteparceiro/leitura/{id})", () => {
  it('carry each reading’s authenticity as autenticidade', async () => {
    const answer = await as(world.alpha, `tagloteparceiro/leitura/${copiedTag}?page=1&records=100`);
    expect(answer.status).toBe(200);
    const rows = (answer.body as { dataRecords: { dispositivoModelo: string | null; autenticidade: string }[] })
      .dataRecords;
    // Newest first: the plain reading the two tenants' world made as it was built, then this file's.
    expect(rows.map((row) => row.autenticidade)).toEqual([
      'unverified',
      'genuine',
      'replayed',
      'invalid',
      'unverified',
      'replayed',
    ]);
    for (const row of rows.slice(1)) expect(row.dispositivoModelo).toBe(`phone-${row.autenticidade}`);
  });
});

describe('the reading map (tagLoteParceiro/leituras, …/colunas)', () => {
  it('answers only the authenticities asked for in autenticidade', async () => {
    const copies = await found(['replayed', 'invalid']);
    expect(copies.map((row) => [row.latitude, row.autenticidade])).toEqual([
      [-29.2, 'replayed'],
      [-29.3, 'invalid'],
      [-29.4, 'replayed'],
    ]);
    expect((await found(['genuine'])).map((row) => row.latitude)).toEqual([-29.6, -29.1, -29.7]);
    expect((await found(['unverified'])).map((row) => row.latitude)).toEqual([-29.5]);
    expect(await found([])).toEqual([]);
  });

  it('answers every authenticity when autenticidade is null or left out, as a search made before it did', async () => {
    const all = await found();
    expect(all).toHaveLength(7);
    expect(await found(null)).toEqual(all);
    expect(new Set(all.map((row) => row.autenticidade))).toEqual(
      new Set(['unverified', 'genuine', 'replayed', 'invalid']),
    );
  });

  it('refuses an authenticity it does not know', async () => {
    expect((await search('tagLoteParceiro/leituras', ['copied'])).status).toBe(400);
  });

  it('answers the same as columns, each authenticity as its code', async () => {
    const answer = await search('tagLoteParceiro/leituras/colunas', ['replayed', 'invalid', 'genuine']);
    expect(answer.status).toBe(200);
    const columns = answer.body as LeituraBuscaColunasWire;
    expect(columns.latitudes).toEqual([-29.6, -29.1, -29.7, -29.2, -29.3, -29.4]);
    expect(columns.autenticidades).toEqual([1, 1, 1, 2, 3, 2]);
  });
});

describe('the dashboard (GET dashboard)', () => {
  const possibleCopies = async (tenant: Tenant) => {
    const answer = await as(tenant, 'dashboard');
    expect(answer.status).toBe(200);
    return (answer.body as DashboardWire).possiveisCopias7Dias;
  };

  it("counts the caller's replayed and invalid readings of the last 7 days, and no other customer's", async () => {
    expect(await possibleCopies(world.alpha)).toBe(2);
    expect(await possibleCopies(world.bravo)).toBe(3);
  });

  it('can count them from the partial index of possible copies alone, by their customer', async () => {
    const { plan, partialIndexes } = await api.server.db.transaction(async (tx) => {
      // So few readings cost less to scan whole; what matters is that the index answers this condition.
      await tx.execute(sql`set local enable_seqscan = off`);
      const explained = (await tx.execute(
        sql`explain select count(*) from readings r
            where r.customer_id = ${world.alpha.customerId} and r.authenticity >= 2
              and r.read_at > now() - make_interval(days => 7)`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
      // Each month's part of the index (readings is partitioned by month, migration 0046) has a name of its own.
      const indexes = (await tx.execute(
        sql`select indexname from pg_indexes
            where tablename like 'readings%' and indexdef like '%(customer_id, read_at) WHERE (authenticity >= 2)'`,
      )) as unknown as { rows: { indexname: string }[] };
      return {
        plan: explained.rows.map((row) => row['QUERY PLAN']).join('\n'),
        partialIndexes: indexes.rows.map((row) => row.indexname),
      };
    });
    expect(partialIndexes.length).toBeGreaterThan(1);
    const used = [...plan.matchAll(/(?:Index (?:Only )?Scan|Bitmap Index Scan) (?:using |on )(\w+)/g)].map((m) => m[1]);
    expect(used.length).toBeGreaterThan(0);
    for (const name of used) expect(partialIndexes).toContain(name);
    expect(plan).toMatch(/Index Cond: \(\(customer_id = \d+\) AND \(read_at > /);
  });
});

describe('the tag lists (tagLoteParceiro/pagination, tagloteparceiro/{id}, areaparceiro/tags)', () => {
  type TagRow = { id: number; possivelCopia: boolean };

  it('mark a tag that has a replayed or invalid reading as a possible copy, and no other', async () => {
    const answer = await as(world.alpha, 'tagLoteParceiro/pagination?page=1&records=100');
    expect(answer.status).toBe(200);
    const marked = (answer.body as { dataRecords: TagRow[] }).dataRecords
      .filter((tag) => tag.possivelCopia)
      .map((tag) => tag.id);
    expect(marked).toEqual([copiedTag]);
    expect((await as(world.alpha, `tagloteparceiro/${copiedTag}`)).body).toMatchObject({ possivelCopia: true });
    expect((await as(world.alpha, `tagloteparceiro/${genuineTag}`)).body).toMatchObject({ possivelCopia: false });
  });

  it("mark another customer's copied tag for that customer only", async () => {
    const bravo = await as(world.bravo, 'tagLoteParceiro/pagination?page=1&records=100');
    const rows = (bravo.body as { dataRecords: TagRow[] }).dataRecords;
    expect(rows.filter((tag) => tag.possivelCopia).map((tag) => tag.id)).toEqual([world.bravo.tagIds[0]]);
  });

  it('carry the mark on the partner’s rows too, as far as the partner sees readings (it sees none)', async () => {
    const answer = await callApi(
      `${api.baseUrl}/api/areaparceiro/tags?page=1&records=10&query=alpha7q-tag`,
      {},
      world.alpha.tokens.partner,
    );
    expect(answer.status).toBe(200);
    const rows = (answer.body as { dataRecords: (TagRow & { totalLeituras: number })[] }).dataRecords;
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toMatchObject({ possivelCopia: false, totalLeituras: 0 });
  });
});

describe('with the demo data', () => {
  const demo = useTestServer({ demoData: true }, ['customer']);
  const asCustomer = (path: string, request: ApiRequest = {}) =>
    callApi(`${demo.baseUrl}/api/${path}`, request, demo.token('customer'));

  it("shows the demo customer the secure lot's possible copies: on the dashboard, the map and the tag list", async () => {
    const dashboard = (await asCustomer('dashboard')).body as DashboardWire;
    expect(dashboard.possiveisCopias7Dias).toBe(3);

    const searched = await asCustomer('tagLoteParceiro/leituras', {
      method: 'POST',
      body: {
        dataInicial: null,
        dataFinal: null,
        produto: null,
        categoria: null,
        pais: null,
        estado: null,
        cidade: null,
        autenticidade: ['replayed', 'invalid'],
      },
    });
    expect(searched.status).toBe(200);
    const rows = (searched.body as { dataRecords: { autenticidade: string }[] }).dataRecords;
    expect(rows.map((row) => row.autenticidade).sort()).toEqual(['invalid', 'replayed', 'replayed', 'replayed']);

    const tags = await asCustomer('tagLoteParceiro/pagination?page=1&records=10&query=04DE5EC0');
    const marked = (tags.body as { dataRecords: { tagId: string; possivelCopia: boolean }[] }).dataRecords
      .filter((tag) => tag.possivelCopia)
      .map((tag) => tag.tagId)
      .sort();
    expect(marked).toEqual(['04DE5EC0000002', '04DE5EC0000004', '04DE5EC0000006']);
  });
});
