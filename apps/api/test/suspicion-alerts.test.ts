/**
 * The customer's Alerts calls over HTTP with real tokens (issue 28 §3): readings stored, folded and judged as the
 * server's folder does, then the list (its product, lot, country and counts; every sort; the open/acknowledged filter),
 * acknowledging an alert (once, again, another customer's), a new flagged reading opening it again, and the rules'
 * settings (the defaults, a save, a refusal naming the field, and what the judge flags after a save). Only a customer
 * may call them.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  RECORD_STREAM_MEDIA_TYPE,
  suspicionSettingsToWire,
  type AlertaWire,
  type ConfiguracaoAlertasWire,
} from '@tagtrail/contract';
import {
  DEFAULT_SUSPICION_SETTINGS,
  SUSPICION_ALERT_SORTS,
  SUSPICION_RULES,
  SUSPICION_SETTING_OUT_OF_RANGE,
  suspicionRuleCode,
} from '@tagtrail/domain';
import { customerLots, products, readings, suspicionAlerts } from '../src/db/schema';
import { judgeNotedReadings } from '../src/suspicious-readings/judge-readings';
import { foldReadings } from '../src/tags/fold-readings';
import { callApi, type ApiRequest } from './support/api-call';
import { useTestServer } from './support/test-server';
import { createTwoTenants, UNKNOWN_ID, type TwoTenants } from './isolation/two-tenants';

const api = useTestServer({ demoData: false });
let world: TwoTenants;

const db = () => api.server.db;
const MINUTE_MS = 60_000;
const SAO_PAULO = { latitude: -23.5505, longitude: -46.6333, country: 'BR' };
const LISBON = { latitude: 38.7223, longitude: -9.1393, country: 'PT' };
const BUENOS_AIRES = { latitude: -34.6037, longitude: -58.3816, country: 'AR' };
/** A tap that replayed a secure tag's message: a possible copy (READING_AUTHENTICITY 'replayed'). */
const REPLAYED = 2;

const asAlpha = (path: string, request: ApiRequest = {}) =>
  callApi(`${api.baseUrl}/api/${path}`, request, world.alpha.tokens.customer);
const asBravo = (path: string, request: ApiRequest = {}) =>
  callApi(`${api.baseUrl}/api/${path}`, request, world.bravo.tokens.customer);

interface ListAnswer {
  dataRecords: AlertaWire[];
  countRecords: number;
}

async function listOf(query: string, as = asAlpha): Promise<ListAnswer> {
  const answer = await as(`alertas/pagination/?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as ListAnswer;
}

/** Folds and judges everything noted, as the server's folder does each round. */
async function foldAndJudge(): Promise<void> {
  await foldReadings(db());
  await judgeNotedReadings(db());
}

/** Alpha's alert of a tag and rule, as the list shows it. */
async function alertOf(tagRowId: number, rule: AlertaWire['regra']): Promise<AlertaWire | undefined> {
  const { dataRecords } = await listOf('records=100');
  return dataRecords.find((row) => row.tagLoteParceiroId === tagRowId && row.regra === rule);
}

// What the readings below make: on alpha's third tag (in its customer lot, sold in Portugal only) a reading in Brazil
// (off-market) and a minute later one in Lisbon (impossible travel); on alpha's first tag (in no customer lot) two
// replayed taps in Argentina (copy); on bravo's first tag one replayed tap.
const T0 = Date.now() - 60 * MINUTE_MS;
const at = (minutes: number) => new Date(T0 + minutes * MINUTE_MS);
let lotProductName: string;
let partnerLotProductName: string;

beforeAll(async () => {
  world = await createTwoTenants(db(), api.baseUrl);
  await foldAndJudge();
  // The customer lot's product differs from the partner lot's: a tag in the lot shows the lot's (migration 0037).
  lotProductName = `Merlot Alpha ${world.alpha.marker}`;
  const [product] = await db()
    .insert(products)
    .values({ customerId: world.alpha.customerId, code: `${world.alpha.marker}-p2`, name: lotProductName })
    .returning({ id: products.id });
  await db()
    .update(customerLots)
    .set({ markets: ['PT'], productId: product!.id })
    .where(eq(customerLots.id, world.alpha.customerLotId));
  partnerLotProductName = `Cabernet Alpha ${world.alpha.marker}`;
  const [, , inLot] = world.alpha.tagIds;
  const [loose] = world.alpha.tagIds;
  await db()
    .insert(readings)
    .values([
      { tagId: inLot!, readAt: at(0), ...SAO_PAULO },
      { tagId: inLot!, readAt: at(1), ...LISBON },
      { tagId: loose!, readAt: at(2), authenticity: REPLAYED, ...BUENOS_AIRES },
      { tagId: loose!, readAt: at(3), authenticity: REPLAYED, ...BUENOS_AIRES },
      { tagId: world.bravo.tagIds[0]!, readAt: at(4), authenticity: REPLAYED, ...LISBON },
    ]);
  await foldAndJudge();
});

describe('the Alerts list', () => {
  it("shows each of the customer's alerts with its tag, rule, readings, country, product and lot", async () => {
    const { dataRecords, countRecords } = await listOf('page=1&records=10');
    expect(countRecords).toBe(3);
    const [inLot] = world.alpha.tagIds.slice(2);
    const [loose] = world.alpha.tagIds;
    // The latest reading first.
    expect(dataRecords).toEqual([
      {
        id: expect.any(Number),
        tagLoteParceiroId: loose,
        tagId: `${world.alpha.marker}-tag-1`,
        regra: 'copy',
        primeiraLeitura: at(2).toISOString(),
        ultimaLeitura: at(3).toISOString(),
        numeroLeituras: 2,
        pais: 'AR',
        produtoNome: partnerLotProductName,
        loteClienteNumero: null,
        reconhecidoEm: null,
      },
      {
        id: expect.any(Number),
        tagLoteParceiroId: inLot,
        tagId: `${world.alpha.marker}-tag-3`,
        regra: 'impossible-travel',
        primeiraLeitura: at(1).toISOString(),
        ultimaLeitura: at(1).toISOString(),
        numeroLeituras: 1,
        pais: 'PT',
        produtoNome: lotProductName,
        loteClienteNumero: `${world.alpha.marker}-clot`,
        reconhecidoEm: null,
      },
      {
        id: expect.any(Number),
        tagLoteParceiroId: inLot,
        tagId: `${world.alpha.marker}-tag-3`,
        regra: 'off-market',
        primeiraLeitura: at(0).toISOString(),
        ultimaLeitura: at(0).toISOString(),
        numeroLeituras: 1,
        pais: 'BR',
        produtoNome: lotProductName,
        loteClienteNumero: `${world.alpha.marker}-clot`,
        reconhecidoEm: null,
      },
    ]);
  });

  it("never shows another customer's alerts", async () => {
    const bravo = await listOf('records=100', asBravo);
    expect(bravo.dataRecords.map((row) => [row.tagId, row.regra])).toEqual([[`${world.bravo.marker}-tag-1`, 'copy']]);
    expect(JSON.stringify(await listOf('records=100'))).not.toContain(world.bravo.marker);
  });

  it('pages, and searches the tag id, product, lot and country', async () => {
    const first = await listOf('page=1&records=2');
    const second = await listOf('page=2&records=2');
    expect(first.countRecords).toBe(3);
    expect([...first.dataRecords, ...second.dataRecords].map((row) => row.id)).toEqual(
      (await listOf('records=10')).dataRecords.map((row) => row.id),
    );
    expect((await listOf('query=tag-1')).dataRecords.map((row) => row.regra)).toEqual(['copy']);
    expect((await listOf('query=merlot')).countRecords).toBe(2);
    expect((await listOf('query=clot')).countRecords).toBe(2);
    expect((await listOf('query=ar')).dataRecords.map((row) => row.regra)).toEqual(['copy']);
    // A page past the end answers no rows and still the true total; a search nothing matches, none and 0.
    expect(await listOf('page=3&records=2')).toMatchObject({ dataRecords: [], countRecords: 3 });
    expect(await listOf(`page=${'9'.repeat(40)}&records=10`)).toMatchObject({ dataRecords: [], countRecords: 3 });
    expect(await listOf('query=nothing-like-it')).toMatchObject({ dataRecords: [], countRecords: 0 });
  });

  /** Each column's value as it orders: instants by time, rules in SUSPICION_RULES' order, text as text. */
  const sortKey: Record<(typeof SUSPICION_ALERT_SORTS)[number], (row: AlertaWire) => number | string | null> = {
    lastReadAt: (row) => Date.parse(row.ultimaLeitura),
    firstReadAt: (row) => Date.parse(row.primeiraLeitura),
    readingCount: (row) => row.numeroLeituras,
    rule: (row) => SUSPICION_RULES.indexOf(row.regra),
    tagId: (row) => row.tagId,
    country: (row) => row.pais,
    productName: (row) => row.produtoNome,
    lotNumber: (row) => row.loteClienteNumero,
  };
  // Ascending with empty values last, as PostgreSQL orders them.
  const inOrder = (values: (number | string | null)[]) =>
    values.every((value, index) => {
      const next = values[index + 1];
      if (next === undefined || value === null) return next === undefined || next === null;
      return next === null || value <= next;
    });

  it.each(SUSPICION_ALERT_SORTS)('sorts by %s both ways, by its domain or its wire name', async (sort) => {
    const wireName = {
      lastReadAt: 'ultimaLeitura',
      firstReadAt: 'primeiraLeitura',
      readingCount: 'numeroLeituras',
      rule: 'regra',
      tagId: 'tagId',
      country: 'pais',
      productName: 'produtoNome',
      lotNumber: 'loteClienteNumero',
    }[sort];
    const ascending = (await listOf(`records=10&sort=${sort}&direction=asc`)).dataRecords;
    const descending = (await listOf(`records=10&sort=${wireName}&direction=desc`)).dataRecords;
    expect(ascending).toHaveLength(3);
    expect(inOrder(ascending.map(sortKey[sort])), JSON.stringify(ascending.map(sortKey[sort]))).toBe(true);
    // Ties broken by the alert's id in the same direction: the descending list is the ascending one reversed.
    expect(descending.map((row) => row.id)).toEqual(ascending.map((row) => row.id).reverse());
  });

  it('refuses a sort it does not know', async () => {
    const answer = await asAlpha('alertas/pagination/?sort=raisedAt');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ details: [{ field: 'sort' }] });
  });

  it('exports the whole filtered list as a record stream', async () => {
    const response = await fetch(`${api.baseUrl}/api/alertas/pagination/?situacao=abertos&sort=regra`, {
      headers: { authorization: `Bearer ${world.alpha.tokens.customer}`, accept: RECORD_STREAM_MEDIA_TYPE },
    });
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split('\n');
    expect(lines.map((line) => (JSON.parse(line) as AlertaWire).regra)).toEqual([
      'off-market',
      'impossible-travel',
      'copy',
    ]);
  });
});

describe('acknowledging an alert', () => {
  it('marks it acknowledged once, answers its id, and the filter tells open from acknowledged', async () => {
    const copy = (await alertOf(world.alpha.tagIds[0]!, 'copy'))!;
    const first = await asAlpha(`alertas/${copy.id}/reconhecer`, { method: 'PUT' });
    expect(first).toEqual({ status: 200, body: copy.id });
    const acknowledged = (await alertOf(world.alpha.tagIds[0]!, 'copy'))!;
    expect(acknowledged.reconhecidoEm).not.toBeNull();

    // Again: it stays as it was, with the time of the first acknowledgement.
    expect(await asAlpha(`alertas/${copy.id}/reconhecer`, { method: 'PUT' })).toEqual({ status: 200, body: copy.id });
    expect((await alertOf(world.alpha.tagIds[0]!, 'copy'))!.reconhecidoEm).toBe(acknowledged.reconhecidoEm);

    const open = await listOf('situacao=abertos');
    expect(open.countRecords).toBe(2);
    expect(open.dataRecords.every((row) => row.reconhecidoEm === null)).toBe(true);
    const done = await listOf('situacao=reconhecidos');
    expect(done.dataRecords.map((row) => row.id)).toEqual([copy.id]);
    expect((await listOf('')).countRecords).toBe(3);
    expect((await asAlpha('alertas/pagination/?situacao=todos')).status).toBe(400);
  });

  it("answers 404 for another customer's alert and an unknown one, and changes nothing there", async () => {
    const [bravoAlert] = await db()
      .select()
      .from(suspicionAlerts)
      .where(eq(suspicionAlerts.customerId, world.bravo.customerId));
    expect(bravoAlert?.acknowledgedAt).toBeNull();
    expect((await asAlpha(`alertas/${bravoAlert!.id}/reconhecer`, { method: 'PUT' })).status).toBe(404);
    expect((await asAlpha(`alertas/${UNKNOWN_ID}/reconhecer`, { method: 'PUT' })).status).toBe(404);
    const [after] = await db().select().from(suspicionAlerts).where(eq(suspicionAlerts.id, bravoAlert!.id));
    expect(after).toEqual(bravoAlert);
    expect((await listOf('situacao=abertos', asBravo)).countRecords).toBe(1);
  });

  it('is opened again by a new reading that breaks the rule', async () => {
    const [loose] = world.alpha.tagIds;
    expect((await alertOf(loose!, 'copy'))!.reconhecidoEm).not.toBeNull();
    await db()
      .insert(readings)
      .values({ tagId: loose!, readAt: at(5), authenticity: REPLAYED, ...LISBON });
    await foldAndJudge();
    expect(await alertOf(loose!, 'copy')).toMatchObject({
      reconhecidoEm: null,
      numeroLeituras: 3,
      primeiraLeitura: at(2).toISOString(),
      ultimaLeitura: at(5).toISOString(),
      pais: 'PT',
    });
    expect((await listOf('situacao=reconhecidos')).countRecords).toBe(0);
  });
});

describe("the rules' settings", () => {
  const DEFAULTS = suspicionSettingsToWire(DEFAULT_SUSPICION_SETTINGS);

  it('are the defaults, every rule on, until the customer saves any', async () => {
    expect(await asAlpha('alertas/configuracao')).toEqual({ status: 200, body: DEFAULTS });
  });

  it('refuses a threshold out of range with 400, naming the field and its range, and keeps what was saved', async () => {
    const body: ConfiguracaoAlertasWire = {
      ...DEFAULTS,
      viagemImpossivel: { ...DEFAULTS.viagemImpossivel, velocidadeMaximaKmh: 50 },
      leiturasDemais: { ...DEFAULTS.leiturasDemais, maximoLeituras: 2.5 },
    };
    const answer = await asAlpha('alertas/configuracao', { method: 'PUT', body });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      message: SUSPICION_SETTING_OUT_OF_RANGE,
      details: [
        {
          field: 'viagemImpossivel.velocidadeMaximaKmh',
          key: SUSPICION_SETTING_OUT_OF_RANGE,
          params: { min: 100, max: 20_000 },
        },
        {
          field: 'leiturasDemais.maximoLeituras',
          key: SUSPICION_SETTING_OUT_OF_RANGE,
          params: { min: 2, max: 10_000 },
        },
      ],
    });
    expect((await asAlpha('alertas/configuracao')).body).toEqual(DEFAULTS);
  });

  it("saves the caller's settings, whatever customer the body names, and the judge keeps to them", async () => {
    const saved: ConfiguracaoAlertasWire = {
      ...DEFAULTS,
      leiturasDemais: { ...DEFAULTS.leiturasDemais, maximoLeituras: 2 },
      copia: { ativo: false },
    };
    const answer = await asAlpha('alertas/configuracao', {
      method: 'PUT',
      body: { ...saved, clienteId: world.bravo.customerId },
    });
    expect(answer).toEqual({ status: 200, body: saved });
    expect((await asAlpha('alertas/configuracao')).body).toEqual(saved);
    expect((await asBravo('alertas/configuracao')).body).toEqual(DEFAULTS);
    // Saved again: the one row is replaced.
    const again = { ...saved, aposValidade: { ativo: false } };
    expect((await asAlpha('alertas/configuracao', { method: 'PUT', body: again })).status).toBe(200);
    expect((await asAlpha('alertas/configuracao')).body).toEqual(again);

    // Three replayed taps on alpha's second tag: no copy (switched off), the third is one too many (more than 2).
    const second = world.alpha.tagIds[1]!;
    await db()
      .insert(readings)
      .values([6, 7, 8].map((minutes) => ({ tagId: second, readAt: at(minutes), authenticity: REPLAYED, ...LISBON })));
    await foldAndJudge();
    expect(await alertOf(second, 'copy')).toBeUndefined();
    expect(await alertOf(second, 'too-many-readings')).toMatchObject({
      numeroLeituras: 1,
      ultimaLeitura: at(8).toISOString(),
    });
    // Bravo keeps the defaults: its replayed taps are still copies.
    await db()
      .insert(readings)
      .values({ tagId: world.bravo.tagIds[1]!, readAt: at(9), authenticity: REPLAYED, ...LISBON });
    await foldAndJudge();
    const bravoCopies = await db()
      .select({ id: suspicionAlerts.id })
      .from(suspicionAlerts)
      .where(
        and(
          eq(suspicionAlerts.customerId, world.bravo.customerId),
          eq(suspicionAlerts.rule, suspicionRuleCode('copy')),
        ),
      );
    expect(bravoCopies).toHaveLength(2);
  });
});

describe('who may call', () => {
  it('refuses a partner, an administrator and a point of sale with 403, and no token with 401', async () => {
    const [alert] = await db()
      .select({ id: suspicionAlerts.id })
      .from(suspicionAlerts)
      .where(eq(suspicionAlerts.customerId, world.alpha.customerId));
    const calls: [string, ApiRequest][] = [
      ['alertas/pagination/', {}],
      [`alertas/${alert!.id}/reconhecer`, { method: 'PUT' }],
      ['alertas/configuracao', {}],
      ['alertas/configuracao', { method: 'PUT', body: suspicionSettingsToWire(DEFAULT_SUSPICION_SETTINGS) }],
    ];
    for (const [path, request] of calls) {
      for (const token of [world.alpha.tokens.partner, world.adminToken, world.alpha.tokens.pointofsale])
        expect((await callApi(`${api.baseUrl}/api/${path}`, { ...request, token })).status, path).toBe(403);
      expect((await callApi(`${api.baseUrl}/api/${path}`, { ...request, token: null })).status, path).toBe(401);
    }
  });
});
