/**
 * The manufacturer sees the suspicious readings (issue 28 §3), over HTTP with real tokens: a tag's readings carry the
 * rules each broke, the reading map keeps only the suspicious readings when asked and carries their rules (as names,
 * and as bits in its columns), and the dashboard counts the caller's suspicious readings of the last 7 days, each
 * reading once. The flags are written as the judge writes them (reading_suspicions: one row per reading and rule,
 * 1 off-market … 5 copy), beside readings inserted directly.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardWire, LeituraBuscaColunasWire } from '@tagtrail/contract';
import { suspicionRuleCode, type SuspicionRule } from '@tagtrail/domain';
import { readings } from '../src/db/schema';
import { readingSuspicions } from '../src/suspicious-readings/suspicious-readings.schema';
import { callApi, type ApiRequest } from './support/api-call';
import { useTestServer } from './support/test-server';
import { createTwoTenants, type Tenant, type TwoTenants } from './isolation/two-tenants';

const api = useTestServer({ demoData: false });
let world: TwoTenants;

const DAY_MS = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);

const as = (tenant: Tenant, path: string, request: ApiRequest = {}) =>
  callApi(`${api.baseUrl}/api/${path}`, request, tenant.tokens.customer);

const anySearch = {
  dataInicial: null,
  dataFinal: null,
  produto: null,
  categoria: null,
  pais: null,
  estado: null,
  cidade: null,
};
const search = (tenant: Tenant, path: string, extra: Record<string, unknown> = {}) =>
  as(tenant, path, { method: 'POST', body: { ...anySearch, ...extra } });

type MapRow = { latitude: number; suspeitas: string[] };
const found = async (tenant: Tenant, extra: Record<string, unknown> = {}): Promise<MapRow[]> => {
  const answer = await search(tenant, 'tagLoteParceiro/leituras', extra);
  expect(answer.status).toBe(200);
  return (answer.body as { dataRecords: MapRow[] }).dataRecords;
};

/** Alpha's first tag: read five times, three of the readings flagged. */
let flaggedTag: number;

/** A located reading of a tag made `age` ms ago, stored, and the rules it broke flagged as the judge flags them. */
async function readAndFlag(
  tenant: Tenant,
  tagId: number,
  age: number,
  latitude: number,
  rules: readonly SuspicionRule[],
): Promise<void> {
  const readAt = ago(age);
  const [row] = await api.server.db
    .insert(readings)
    .values({ tagId, readAt, latitude, longitude: -51.52, deviceModel: `phone-${latitude}` })
    .returning({ id: readings.id });
  if (rules.length === 0) return;
  await api.server.db.insert(readingSuspicions).values(
    rules.map((rule) => ({
      readingId: Number(row?.id),
      rule: suspicionRuleCode(rule),
      customerId: tenant.customerId,
      tagId,
      readAt,
    })),
  );
}

beforeAll(async () => {
  world = await createTwoTenants(api.server.db, api.baseUrl);
  flaggedTag = world.alpha.tagIds[0] as number;
  const otherTag = world.alpha.tagIds[1] as number;
  const bravoTag = world.bravo.tagIds[0] as number;
  await readAndFlag(world.alpha, flaggedTag, 60 * 60 * 1000, -29.1, []);
  // Two rules broken by one reading: listed in the rules' order, counted once.
  await readAndFlag(world.alpha, flaggedTag, 2 * 60 * 60 * 1000, -29.2, ['too-many-readings', 'impossible-travel']);
  await readAndFlag(world.alpha, flaggedTag, 3 * DAY_MS, -29.3, ['off-market']);
  // Before the dashboard's 7 days: on the tag's readings and the map, not in the card's count.
  await readAndFlag(world.alpha, flaggedTag, 10 * DAY_MS, -29.4, ['after-expiry']);
  await readAndFlag(world.alpha, otherTag, DAY_MS, -29.5, []);
  // Another customer's suspicious readings: never counted nor shown for Alpha.
  await readAndFlag(world.bravo, bravoTag, 60 * 60 * 1000, 40.4, ['copy']);
  await readAndFlag(world.bravo, bravoTag, 2 * DAY_MS, 40.5, ['off-market', 'copy']);
});

describe("a tag's readings (tagloteparceiro/leitura/{id})", () => {
  it('carry the rules each reading broke as suspeitas, in the rules’ order, none for an ordinary reading', async () => {
    const answer = await as(world.alpha, `tagloteparceiro/leitura/${flaggedTag}?page=1&records=100`);
    expect(answer.status).toBe(200);
    const rows = (answer.body as { dataRecords: { latitude: number | null; suspeitas: string[] }[] }).dataRecords;
    // Newest first: the plain reading the two tenants' world made as it was built, then this file's.
    expect(rows.map((row) => row.suspeitas)).toEqual([
      [],
      [],
      ['impossible-travel', 'too-many-readings'],
      ['off-market'],
      ['after-expiry'],
    ]);
  });

  it('page by page too: each page’s readings with their own rules', async () => {
    const answer = await as(world.alpha, `tagloteparceiro/leitura/${flaggedTag}?page=2&records=2`);
    expect(answer.status).toBe(200);
    const rows = (answer.body as { dataRecords: { suspeitas: string[] }[] }).dataRecords;
    expect(rows.map((row) => row.suspeitas)).toEqual([['impossible-travel', 'too-many-readings'], ['off-market']]);
  });
});

describe('the reading map (tagLoteParceiro/leituras, …/colunas)', () => {
  it('carries each reading’s rules, and answers every reading when somenteSuspeitas is false or left out', async () => {
    const all = await found(world.alpha);
    expect(all.map((row) => [row.latitude, row.suspeitas])).toEqual([
      [-29.1, []],
      [-29.2, ['impossible-travel', 'too-many-readings']],
      [-29.5, []],
      [-29.3, ['off-market']],
      [-29.4, ['after-expiry']],
    ]);
    expect(await found(world.alpha, { somenteSuspeitas: false })).toEqual(all);
  });

  it('answers only the suspicious readings, each once, when somenteSuspeitas is true', async () => {
    const suspicious = await found(world.alpha, { somenteSuspeitas: true });
    expect(suspicious.map((row) => row.latitude)).toEqual([-29.2, -29.3, -29.4]);
  });

  it('keeps the period with the switch: the suspicious readings of these dates only', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const lastWeek = new Date(Date.now() - 7 * DAY_MS).toISOString().slice(0, 10);
    const suspicious = await found(world.alpha, { somenteSuspeitas: true, dataInicial: lastWeek, dataFinal: today });
    expect(suspicious.map((row) => row.latitude)).toEqual([-29.2, -29.3]);
  });

  it("shows no other customer's suspicious readings", async () => {
    expect((await found(world.bravo, { somenteSuspeitas: true })).map((row) => row.latitude)).toEqual([40.4, 40.5]);
  });

  it('refuses a switch that is no boolean', async () => {
    expect((await search(world.alpha, 'tagLoteParceiro/leituras', { somenteSuspeitas: 'yes' })).status).toBe(400);
  });

  it('answers the same as columns, each reading’s rules as bits', async () => {
    const answer = await search(world.alpha, 'tagLoteParceiro/leituras/colunas');
    expect(answer.status).toBe(200);
    const columns = answer.body as LeituraBuscaColunasWire;
    expect(columns.latitudes).toEqual([-29.1, -29.2, -29.5, -29.3, -29.4]);
    // impossible-travel (code 2) and too-many-readings (3): bits 1 and 2; off-market (1): bit 0; after-expiry (4): bit 3.
    expect(columns.suspeitas).toEqual([0, 0b110, 0, 0b1, 0b1000]);
    const suspicious = (await search(world.alpha, 'tagLoteParceiro/leituras/colunas', { somenteSuspeitas: true }))
      .body as LeituraBuscaColunasWire;
    expect(suspicious.latitudes).toEqual([-29.2, -29.3, -29.4]);
  });
});

describe('the dashboard (GET dashboard)', () => {
  const suspiciousReadings = async (tenant: Tenant) => {
    const answer = await as(tenant, 'dashboard');
    expect(answer.status).toBe(200);
    return (answer.body as DashboardWire).leiturasSuspeitas7Dias;
  };

  it("counts the caller's readings of the last 7 days that broke some rule, each once, and no other customer's", async () => {
    expect(await suspiciousReadings(world.alpha)).toBe(2);
    expect(await suspiciousReadings(world.bravo)).toBe(2);
  });
});
