/**
 * The EPCIS 2.0 query interface over HTTP (issue 29 §5): a customer makes an API key in the customer area (shown once,
 * stored hashed), and its system reads the customer's readings with it as EPCIS ObjectEvents from
 * `GET /api/epcis/events` — filtered, paged with a sealed nextPageToken, refused without a working key or with bad
 * parameters, and never another customer's readings. Every document answered is validated against GS1's EPCIS 2.0
 * JSON Schema (support/epcis-schema.ts).
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChaveApiNovaWire, ChaveApiWire } from '@tagtrail/contract';
import {
  API_KEY_LIMIT_REACHED,
  CONSUMER_SCAN_BIZ_STEP,
  epcisEventHash,
  epcisPreHash,
  gtinCheckDigit,
  MAX_ACTIVE_API_KEYS,
  OUR_NAMESPACES,
  suspicionRuleCode,
  tagUrn,
  type EpcisObjectEvent,
} from '@tagtrail/domain';
import { apiKeys, customerLots, products, readings, readingSuspicions, tags } from '../src/db/schema';
import { callApi, type ApiRequest } from './support/api-call';
import { epcisSchemaErrors } from './support/epcis-schema';
import { judgeNotedReadings } from '../src/suspicious-readings/judge-readings';
import { foldReadings } from '../src/tags/fold-readings';
import { useTestServer } from './support/test-server';
import { createTwoTenants, type Tenant, type TwoTenants } from './isolation/two-tenants';

const api = useTestServer({ demoData: false, logLevel: 'error' });
let world: TwoTenants;
const db = () => api.server.db;

const GTIN_BODY = '0789123456789';
const GTIN = `${GTIN_BODY}${gtinCheckDigit(GTIN_BODY)!}`;
const MAY = '2026-05-01T00:00:00Z';
const JUNE = '2026-06-01T00:00:00Z';

const asCustomer = (tenant: Tenant, path: string, request: ApiRequest = {}) =>
  callApi(`${api.baseUrl}/api/${path}`, request, tenant.tokens.customer);

async function makeKey(tenant: Tenant, name = 'ERP'): Promise<ChaveApiNovaWire> {
  const answer = await asCustomer(tenant, 'chavesapi', { method: 'POST', body: { nome: name } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as ChaveApiNovaWire;
}

interface EpcisAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: Record<string, unknown>;
  readonly events: EpcisObjectEvent[];
}

/** A call of the query interface; a 200 answer is checked against GS1's schema before anything else is looked at. */
async function epcis(query: string, key: string | null): Promise<EpcisAnswer> {
  const response = await fetch(`${api.baseUrl}/api/epcis/events${query === '' ? '' : `?${query}`}`, {
    headers: key === null ? {} : { authorization: `Bearer ${key}` },
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (response.status === 200) expect(await epcisSchemaErrors(body)).toEqual([]);
  const events =
    ((body.epcisBody as { queryResults?: { resultsBody: { eventList: EpcisObjectEvent[] } } } | undefined)?.queryResults
      ?.resultsBody.eventList as EpcisObjectEvent[] | undefined) ?? [];
  return { status: response.status, headers: response.headers, body, events };
}

const may = (day: number, hour = 12) =>
  `2026-05-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.123Z`;

/** Alpha's readings of May: tag 1 twice (one located, genuine and flagged), tag 2 once, tag 3 (in its lot) once. */
async function readingsOfMay(tenant: Tenant): Promise<number[]> {
  const rows = await db()
    .insert(readings)
    .values([
      {
        tagId: tenant.tagIds[0]!,
        readAt: new Date(may(2)),
        latitude: -23.55052,
        longitude: -46.633308,
        authenticity: 1,
      },
      { tagId: tenant.tagIds[1]!, readAt: new Date(may(3)) },
      { tagId: tenant.tagIds[2]!, readAt: new Date(may(4)), latitude: 38.7223, longitude: -9.1393 },
      { tagId: tenant.tagIds[0]!, readAt: new Date(may(5)), authenticity: 2 },
    ])
    .returning({ id: readings.id });
  await db()
    .insert(readingSuspicions)
    .values(
      (['off-market', 'copy'] as const).map((rule) => ({
        readingId: rows[3]!.id,
        rule: suspicionRuleCode(rule),
        customerId: tenant.customerId,
        tagId: tenant.tagIds[0]!,
        readAt: new Date(may(5)),
      })),
    );
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  world = await createTwoTenants(db(), api.baseUrl);
  // Alpha's product has a GTIN; its customer lot's product (tag 3's) has none. Bravo's product has the same GTIN.
  await db().update(products).set({ gtin: GTIN }).where(eq(products.id, world.alpha.productId));
  await db().update(products).set({ gtin: GTIN }).where(eq(products.id, world.bravo.productId));
  const [other] = await db()
    .insert(products)
    .values({ customerId: world.alpha.customerId, code: 'alpha7q-nogtin', name: 'Sem GTIN alpha7q' })
    .returning({ id: products.id });
  await db().update(customerLots).set({ productId: other!.id }).where(eq(customerLots.id, world.alpha.customerLotId));
  await readingsOfMay(world.alpha);
  await readingsOfMay(world.bravo);
  // Folded and judged, as the server's folder does within seconds: the interface serves settled readings only.
  await foldAndJudge();
});

async function foldAndJudge(): Promise<void> {
  await foldReadings(db());
  while ((await judgeNotedReadings(db())) > 0);
}

const tagIdOf = async (rowId: number) =>
  (await db().select({ tagId: tags.tagId }).from(tags).where(eq(tags.id, rowId)))[0]!.tagId;

describe('API keys', () => {
  it('makes a key shown once, keeps only its hash, and lists it by name and first characters', async () => {
    const made = await makeKey(world.alpha, '  ERP da vinícola  ');
    expect(made.chave).toMatch(/^ttk_[A-Za-z0-9_-]{43}$/);
    expect(made).toMatchObject({
      nome: 'ERP da vinícola',
      inicio: made.chave.slice(4, 8),
      usadaEm: null,
      revogadaEm: null,
    });
    const [stored] = await db().select().from(apiKeys).where(eq(apiKeys.id, made.id));
    expect(Buffer.from(stored!.keyHash).toString('hex')).toBe(createHash('sha256').update(made.chave).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(made.chave.slice(4));
    const listed = (await asCustomer(world.alpha, 'chavesapi')).body as ChaveApiWire[];
    const entry = listed.find((key) => key.id === made.id);
    expect(entry).toEqual({
      id: made.id,
      nome: made.nome,
      inicio: made.inicio,
      criadaEm: made.criadaEm,
      usadaEm: null,
      revogadaEm: null,
    });
    expect(JSON.stringify(listed)).not.toContain(made.chave);
  });

  it('refuses a key without a name, and past the limit of keys that work', async () => {
    const blank = await asCustomer(world.bravo, 'chavesapi', { method: 'POST', body: { nome: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ details: [{ field: 'nome', key: 'REQUIRED_FIELD_MESSAGE' }] });
    const working = (await db().$count(apiKeys, eq(apiKeys.customerId, world.bravo.customerId))) as number;
    await Promise.all(
      Array.from({ length: MAX_ACTIVE_API_KEYS - working + 2 }, (_, index) =>
        asCustomer(world.bravo, 'chavesapi', { method: 'POST', body: { nome: `key ${index}` } }),
      ),
    );
    expect(
      await db().$count(
        apiKeys,
        sql`${apiKeys.customerId} = ${world.bravo.customerId} and ${apiKeys.revokedAt} is null`,
      ),
    ).toBe(MAX_ACTIVE_API_KEYS);
    const past = await asCustomer(world.bravo, 'chavesapi', { method: 'POST', body: { nome: 'one more' } });
    expect(past).toMatchObject({ status: 409, body: { message: API_KEY_LIMIT_REACHED } });
    await db().delete(apiKeys).where(eq(apiKeys.customerId, world.bravo.customerId));
  });

  it("revokes a key, which then opens nothing; another customer's key is not found", async () => {
    const made = await makeKey(world.alpha, 'to revoke');
    expect((await epcis('', made.chave)).status).toBe(200);
    const foreign = await asCustomer(world.bravo, `chavesapi/${made.id}`, { method: 'DELETE' });
    expect(foreign.status).toBe(404);
    const revoked = await asCustomer(world.alpha, `chavesapi/${made.id}`, { method: 'DELETE' });
    expect(revoked).toEqual({ status: 200, body: made.id });
    const refused = await epcis('', made.chave);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const listed = (await asCustomer(world.alpha, 'chavesapi')).body as ChaveApiWire[];
    expect(listed.find((key) => key.id === made.id)).toMatchObject({ revogadaEm: expect.any(String) });
  });
});

describe('GET /api/epcis/events', () => {
  let alphaKey = '';
  let bravoKey = '';
  beforeAll(async () => {
    alphaKey = (await makeKey(world.alpha, 'query')).chave;
    bravoKey = (await makeKey(world.bravo, 'query')).chave;
  });

  it("is checked against a schema that refuses what breaks it (GS1's, not a stand-in)", async () => {
    const answer = await epcis(`GE_eventTime=${MAY}&LT_eventTime=${JUNE}&perPage=1`, alphaKey);
    const [event] = answer.events;
    const broken = (change: object) =>
      epcisSchemaErrors({
        ...answer.body,
        epcisBody: {
          queryResults: { queryName: 'SimpleEventQuery', resultsBody: { eventList: [{ ...event, ...change }] } },
        },
      });
    expect(await broken({ eventTime: 'May 2nd' })).not.toEqual([]);
    expect(await broken({ action: 'LOOK' })).not.toEqual([]);
    expect(await broken({ bizStep: 'urn:epcglobal:cbv:bizstep:shipping' })).not.toEqual([]);
    expect(await broken({ eventTimeZoneOffset: 'Z' })).not.toEqual([]);
  });

  it('refuses a call without a working key: none, another scheme, not one of ours, an unknown one', async () => {
    for (const key of [null, 'not-a-key', `ttk_${'A'.repeat(43)}`]) {
      const answer = await epcis('', key);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ type: 'epcisException:SecurityException', status: 401 });
      expect(answer.headers.get('gs1-epcis-version')).toBe('2.0.0');
    }
    const bearerOfUser = await fetch(`${api.baseUrl}/api/epcis/events`, {
      headers: { authorization: `Bearer ${world.alpha.tokens.customer}` },
    });
    expect(bearerOfUser.status).toBe(401);
  });

  it("answers the customer's readings as ObjectEvents in an EPCISQueryDocument, in time order, each with its hash as eventID", async () => {
    const answer = await epcis(`GE_eventTime=${MAY}&LT_eventTime=${JUNE}`, alphaKey);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('gs1-epcis-version')).toBe('2.0.0');
    expect(answer.headers.get('gs1-cbv-version')).toBe('2.0.0');
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('link')).toBeNull();
    expect(answer.body).toMatchObject({
      '@context': [
        'https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld',
        { tagtrail: 'urn:tagtrail:epcis:' },
      ],
      type: 'EPCISQueryDocument',
      schemaVersion: '2.0',
      epcisBody: { queryResults: { queryName: 'SimpleEventQuery' } },
    });
    const [tag1, tag2, tag3] = await Promise.all(world.alpha.tagIds.map(tagIdOf));
    const link = (tagId: string) => `${api.baseUrl}/01/${GTIN}/21/${tagId}`;
    expect(answer.events.map(({ eventID: _id, ...event }) => event)).toEqual([
      {
        type: 'ObjectEvent',
        eventTime: may(2),
        eventTimeZoneOffset: '+00:00',
        epcList: [link(tag1!)],
        action: 'OBSERVE',
        bizStep: CONSUMER_SCAN_BIZ_STEP,
        readPoint: { id: 'geo:-23.55052,-46.633308' },
        'tagtrail:authenticity': 'genuine',
      },
      {
        type: 'ObjectEvent',
        eventTime: may(3),
        eventTimeZoneOffset: '+00:00',
        epcList: [link(tag2!)],
        action: 'OBSERVE',
        bizStep: CONSUMER_SCAN_BIZ_STEP,
        'tagtrail:authenticity': 'unverified',
      },
      {
        type: 'ObjectEvent',
        eventTime: may(4),
        eventTimeZoneOffset: '+00:00',
        epcList: [tagUrn(tag3!)],
        action: 'OBSERVE',
        bizStep: CONSUMER_SCAN_BIZ_STEP,
        readPoint: { id: 'geo:38.7223,-9.1393' },
        'tagtrail:authenticity': 'unverified',
      },
      {
        type: 'ObjectEvent',
        eventTime: may(5),
        eventTimeZoneOffset: '+00:00',
        epcList: [link(tag1!)],
        action: 'OBSERVE',
        bizStep: CONSUMER_SCAN_BIZ_STEP,
        'tagtrail:authenticity': 'replayed',
        'tagtrail:suspicions': ['off-market', 'copy'],
      },
    ]);
    const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
    for (const event of answer.events) {
      const { eventID, ...rest } = event;
      expect(eventID).toBe(epcisEventHash(epcisPreHash(rest as EpcisObjectEvent, OUR_NAMESPACES), sha256Hex));
    }
    expect(new Set(answer.events.map((event) => event.eventID)).size).toBe(4);
  });

  it('serves a reading once it is folded and judged, so that an event, and its eventID, never change', async () => {
    const [stored] = await db()
      .insert(readings)
      .values({ tagId: world.alpha.tagIds[1]!, readAt: new Date(may(20)), authenticity: 2 })
      .returning({ id: readings.id });
    const inMay = `GE_eventTime=${MAY}&LT_eventTime=${JUNE}`;
    const before = await epcis(inMay, alphaKey);
    expect(before.events.map((event) => event.eventTime)).not.toContain(may(20));
    // Nor any later reading: the page stops at the first reading not judged yet.
    await foldAndJudge();
    const after = await epcis(inMay, alphaKey);
    const served = after.events.find((event) => event.eventTime === may(20));
    expect(served).toMatchObject({ 'tagtrail:authenticity': 'replayed', 'tagtrail:suspicions': ['copy'] });
    expect((await epcis(inMay, alphaKey)).events.find((event) => event.eventTime === may(20))?.eventID).toBe(
      served?.eventID,
    );
    await db().delete(readingSuspicions).where(eq(readingSuspicions.readingId, stored!.id));
    await db().delete(readings).where(eq(readings.id, stored!.id));
  });

  it('never answers another customer its readings, whatever it asks for', async () => {
    const [alphaTag] = await Promise.all(world.alpha.tagIds.map(tagIdOf));
    const bravo = await epcis(`GE_eventTime=${MAY}&LT_eventTime=${JUNE}`, bravoKey);
    expect(bravo.events).toHaveLength(4);
    expect(JSON.stringify(bravo.body)).not.toContain(world.alpha.marker);
    const aimed = await epcis(`MATCH_epc=${encodeURIComponent(tagUrn(alphaTag!))}`, bravoKey);
    expect(aimed.events).toEqual([]);
    // Both products share a GTIN: the class names both customers' tags, each sees its own.
    const byClass = await epcis(`MATCH_epcClass=${encodeURIComponent(`https://id.gs1.org/01/${GTIN}`)}`, bravoKey);
    expect(byClass.events.length).toBeGreaterThan(0);
    expect(JSON.stringify(byClass.body)).not.toContain(world.alpha.marker);
  });

  it('filters by event time, EPC, EPC class, business step, event type and action', async () => {
    const [tag1, , tag3] = await Promise.all(world.alpha.tagIds.map(tagIdOf));
    const times = async (query: string) =>
      (await epcis(`GE_eventTime=${MAY}&LT_eventTime=${JUNE}&${query}`, alphaKey)).events.map(
        (event) => event.eventTime,
      );
    expect(
      (
        await epcis(`GE_eventTime=${encodeURIComponent(may(3))}&LT_eventTime=2026-05-05T00:00:00%2B00:00`, alphaKey)
      ).events.map((e) => e.eventTime),
    ).toEqual([may(3), may(4)]);
    expect(await times(`MATCH_epc=${encodeURIComponent(`https://brand.example/01/${GTIN}/21/${tag1!}`)}`)).toEqual([
      may(2),
      may(5),
    ]);
    expect(await times(`MATCH_epc=${encodeURIComponent(`${tagUrn(tag3!)}|${tagUrn(tag1!)}`)}`)).toEqual([
      may(2),
      may(4),
      may(5),
    ]);
    expect(await times(`MATCH_epcClass=${encodeURIComponent(`https://id.gs1.org/01/${GTIN}`)}`)).toEqual([
      may(2),
      may(3),
      may(5),
    ]);
    expect(await times(`MATCH_epcClass=${encodeURIComponent(`https://id.gs1.org/01/${GTIN}/10/no-such-lot`)}`)).toEqual(
      [],
    );
    expect(await times(`EQ_bizStep=${encodeURIComponent(CONSUMER_SCAN_BIZ_STEP)}`)).toHaveLength(4);
    expect(await times('EQ_bizStep=shipping')).toEqual([]);
    expect(await times('eventType=ObjectEvent&EQ_action=OBSERVE')).toHaveLength(4);
    expect(await times('eventType=AggregationEvent')).toEqual([]);
  });

  it('pages with perPage, the next page linked with a sealed token that only that query may use', async () => {
    const base = `GE_eventTime=${MAY}&LT_eventTime=${JUNE}`;
    const all = (await epcis(base, alphaKey)).events;
    const seen: EpcisObjectEvent[] = [];
    let url = `${base}&perPage=3`;
    let pages = 0;
    for (;;) {
      const page = await epcis(url, alphaKey);
      expect(page.status).toBe(200);
      pages += 1;
      seen.push(...page.events);
      const link = page.headers.get('link');
      if (link === null) break;
      const next = /^<([^>]+)>; rel="next"$/.exec(link);
      expect(next).not.toBeNull();
      expect(next![1]!.startsWith(`${api.baseUrl}/api/epcis/events?`)).toBe(true);
      expect(Date.parse(page.headers.get('gs1-next-page-token-expires')!)).toBeGreaterThan(Date.now());
      url = next![1]!.split('?')[1]!;
    }
    expect(pages).toBe(2);
    expect(seen).toEqual(all);

    const first = await epcis(`${base}&perPage=1`, alphaKey);
    const token = new URL(/<([^>]+)>/.exec(first.headers.get('link')!)![1]!).searchParams.get('nextPageToken')!;
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const [query, key] of [
      [`${base}&nextPageToken=${tampered}`, alphaKey],
      [`${base}&MATCH_epc=${encodeURIComponent(tagUrn('x'))}&nextPageToken=${token}`, alphaKey],
      [`${base}&nextPageToken=${token}`, bravoKey],
    ] as const) {
      const refused = await epcis(query, key);
      expect(refused.status, query).toBe(400);
      expect(refused.body).toMatchObject({ type: 'epcisException:QueryParameterException', status: 400 });
    }
    expect((await epcis(`${base}&perPage=2&nextPageToken=${token}`, alphaKey)).events).toEqual(all.slice(1, 3));
  });

  it('refuses bad parameters as a QueryParameterException naming them', async () => {
    for (const query of [
      'GE_eventTime=yesterday',
      'perPage=0',
      'perPage=100001',
      'MATCH_epc=not%20a%20uri',
      'EQ_readPoint=x',
    ]) {
      const answer = await epcis(query, alphaKey);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toMatchObject({ type: 'epcisException:QueryParameterException', status: 400 });
      expect(String(answer.body.detail)).toContain(query.split('=')[0]);
    }
  });
});
