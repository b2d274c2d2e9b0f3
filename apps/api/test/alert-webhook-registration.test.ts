/**
 * Registering alert webhooks over HTTP with real tokens (issue 28 §4), and the whole way of an alert: readings posted
 * through the public scan path, folded and judged as the server's folder does, raise an alert that the registered
 * receiver gets signed with the secret the registration answered; the delivery log shows it, the Alerts list shows
 * the alert, and acknowledging it works. Also every refusal of an address (not a web address, not https, a host that
 * resolves to a private, link-local or metadata address, or to nothing; one already registered; past the limit, even
 * when registered all at once), removal, and the log's pruning.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertaWire, EntregaAlertaWire, WebhookAlertaNovoWire, WebhookAlertaWire } from '@tagtrail/contract';
import {
  MAX_ALERT_WEBHOOKS,
  WEBHOOK_LIMIT_REACHED,
  WEBHOOK_URL_INVALID,
  WEBHOOK_URL_NOT_HTTPS,
  WEBHOOK_URL_NOT_PUBLIC,
  WEBHOOK_URL_TAKEN,
} from '@tagtrail/domain';
import { alertDeliveries, alertWebhooks } from '../src/db/schema';
import { pruneDeliveryLog, sendDueDeliveries } from '../src/alert-webhooks/webhook-outbox';
import { isWebhookSignatureValid } from '../src/alert-webhooks/webhook-signature';
import { sharedOfflineGeocoder } from '../src/geo/offline-geocoder';
import { judgeNotedReadings } from '../src/suspicious-readings/judge-readings';
import { foldReadings } from '../src/tags/fold-readings';
import { callApi, type ApiRequest } from './support/api-call';
import { useTestServer } from './support/test-server';
import { createTwoTenants, UNKNOWN_ID, type TwoTenants } from './isolation/two-tenants';

const api = useTestServer({ demoData: false });
let world: TwoTenants;
const db = () => api.server.db;

const asAlpha = (path: string, request: ApiRequest = {}) =>
  callApi(`${api.baseUrl}/api/${path}`, request, world.alpha.tokens.customer);
const asBravo = (path: string, request: ApiRequest = {}) =>
  callApi(`${api.baseUrl}/api/${path}`, request, world.bravo.tokens.customer);

interface Received {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}
let receiver: Server;
let receiverUrl = '';
const received: Received[] = [];
let answerWith = 200;

const register = (url: string, as = asAlpha) => as('alertas/webhooks', { method: 'POST', body: { url } });
const webhooksOf = async (as = asAlpha) => (await as('alertas/webhooks')).body as WebhookAlertaWire[];
async function deliveryLog(query = 'page=1&records=50', as = asAlpha) {
  const answer = await as(`alertas/webhooks/entregas/pagination/?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { dataRecords: EntregaAlertaWire[]; countRecords: number };
}
const send = () => sendDueDeliveries(db(), api.server.secretBox, { allowLoopback: true, random: () => 0 });

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
/** A shopper's scan through the public page's call, as a phone sends it. */
async function scan(tagId: string, place: { latitude: number; longitude: number }): Promise<void> {
  const response = await fetch(`${api.baseUrl}/api/appless/leituras`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'tenant-id': world.alpha.tenantId,
      'app-version': '3.0.12',
      'user-agent': PHONE,
    },
    body: JSON.stringify({ code: `${api.baseUrl}/t/${tagId}`, latitude: place.latitude, logintude: place.longitude }),
  });
  expect(response.status).toBe(200);
}
const SAO_PAULO = { latitude: -23.5505, longitude: -46.6333 };
const LISBON = { latitude: 38.7223, longitude: -9.1393 };

async function foldAndJudge(): Promise<void> {
  await foldReadings(db());
  while ((await judgeNotedReadings(db())) > 0);
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body });
      response.writeHead(answerWith).end();
    });
  });
  await new Promise<void>((ready) => receiver.listen(0, '127.0.0.1', ready));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  world = await createTwoTenants(db(), api.baseUrl);
  await sharedOfflineGeocoder().ready;
  await foldAndJudge();
});
afterAll(() => {
  receiver.closeAllConnections();
  receiver.close();
});

describe('an alert, from a shopper’s scans to the customer’s receiver', () => {
  let secret = '';

  it('registers a webhook and answers its secret once', async () => {
    const answer = await register(`  ${receiverUrl}/alpha  `);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const made = answer.body as WebhookAlertaNovoWire;
    expect(made).toEqual({
      id: expect.any(Number),
      url: `${receiverUrl}/alpha`,
      criadoEm: expect.any(String),
      segredo: expect.stringMatching(/^whsec_[A-Za-z0-9_-]{43}$/),
    });
    secret = made.segredo;
    expect(await webhooksOf()).toEqual([{ id: made.id, url: made.url, criadoEm: made.criadoEm }]);
    // Kept sealed: the secret is nowhere in the row as written.
    const [row] = await db().select().from(alertWebhooks).where(eq(alertWebhooks.id, made.id));
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(await webhooksOf(asBravo)).toEqual([]);
  });

  it('posts the alert two scans raise, signed with that secret, and logs the delivery', async () => {
    const tagId = `${world.alpha.marker}-tag-2`;
    await scan(tagId, SAO_PAULO);
    await scan(tagId, LISBON);
    await foldAndJudge();

    const before = received.length;
    expect(await send()).toBe(1);
    const [delivery] = received.slice(before);
    expect(delivery!.path).toBe('/alpha');
    expect(JSON.parse(delivery!.body)).toMatchObject({ type: 'alert.raised', rule: 'impossible-travel', tagId });
    const signature = String(delivery!.headers['tagtrail-signature']);
    expect(isWebhookSignatureValid(secret, signature, delivery!.body, new Date())).toBe(true);

    const { dataRecords } = await deliveryLog();
    expect(dataRecords).toEqual([
      expect.objectContaining({
        webhookUrl: `${receiverUrl}/alpha`,
        regra: 'impossible-travel',
        tagId,
        situacao: 'delivered',
        tentativas: 1,
        ultimoStatus: 200,
        ultimaFalha: null,
        entregueEm: expect.any(String),
        proximaTentativa: null,
      }),
    ]);
    expect((await deliveryLog(undefined, asBravo)).countRecords).toBe(0);

    const alerts = (await asAlpha('alertas/pagination/?records=50')).body as { dataRecords: AlertaWire[] };
    const alert = alerts.dataRecords.find((row) => row.tagId === tagId && row.regra === 'impossible-travel');
    expect(alert).toMatchObject({ pais: 'PT', reconhecidoEm: null, id: dataRecords[0]!.alertaId });
    expect((await asAlpha(`alertas/${alert!.id}/reconhecer`, { method: 'PUT' })).status).toBe(200);
    const acknowledged = (await asAlpha('alertas/pagination/?records=50&situacao=reconhecidos')).body as {
      dataRecords: AlertaWire[];
    };
    expect(acknowledged.dataRecords.map((row) => row.id)).toContain(alert!.id);
  });

  it('logs a failing receiver’s answer and when it is tried next', async () => {
    answerWith = 503;
    const tagId = `${world.alpha.marker}-tag-3`;
    await scan(tagId, LISBON);
    await scan(tagId, SAO_PAULO);
    await foldAndJudge();
    expect(await send()).toBe(1);
    answerWith = 200;
    const [latest] = (await deliveryLog()).dataRecords;
    expect(latest).toMatchObject({
      tagId,
      situacao: 'pending',
      tentativas: 1,
      ultimoStatus: 503,
      ultimaFalha: 'status',
      entregueEm: null,
    });
    expect(Date.parse(latest!.proximaTentativa!)).toBeGreaterThan(Date.now());
  });
});

describe('registering a webhook', () => {
  const refusalOf = async (url: string) => {
    const answer = await register(url, asBravo);
    return { status: answer.status, details: (answer.body as { details?: unknown }).details };
  };

  it('refuses what is not a web address, or not https beyond this machine', async () => {
    expect(await refusalOf('hooks')).toEqual({ status: 400, details: [{ key: WEBHOOK_URL_INVALID, field: 'url' }] });
    expect(await refusalOf('https://user:pw@hooks.test/in')).toMatchObject({ status: 400 });
    expect(await refusalOf('http://hooks.tagtrail.invalid/in')).toEqual({
      status: 400,
      details: [{ key: WEBHOOK_URL_NOT_HTTPS, field: 'url' }],
    });
  });

  it('refuses an address that reaches into a private network, the metadata service, or nowhere', async () => {
    for (const url of [
      'https://10.0.0.7/hook',
      'https://192.168.1.20:8443/hook',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::ffff:169.254.169.254]/latest',
      'https://[fd00:ec2::254]/latest',
      'https://[fe80::1]/hook',
      'https://0.0.0.0/hook',
      'https://no-such-host.invalid/hook',
    ])
      expect(await refusalOf(url), url).toEqual({
        status: 400,
        details: [{ key: WEBHOOK_URL_NOT_PUBLIC, field: 'url' }],
      });
    expect(await webhooksOf(asBravo)).toEqual([]);
  });

  it('refuses an address registered already, and more than the limit, even all at once', async () => {
    const first = await register(`${receiverUrl}/bravo-0`, asBravo);
    expect(first.status).toBe(200);
    expect(await refusalOf(`${receiverUrl}/bravo-0`)).toEqual({
      status: 400,
      details: [{ key: WEBHOOK_URL_TAKEN, field: 'url' }],
    });
    const answers = await Promise.all(
      Array.from({ length: MAX_ALERT_WEBHOOKS + 2 }, (_, index) =>
        register(`${receiverUrl}/bravo-${index + 1}`, asBravo),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(MAX_ALERT_WEBHOOKS - 1);
    for (const refused of answers.filter((answer) => answer.status !== 200))
      expect(refused).toMatchObject({ status: 409, body: { message: WEBHOOK_LIMIT_REACHED } });
    expect(await webhooksOf(asBravo)).toHaveLength(MAX_ALERT_WEBHOOKS);
  });

  it('removes a webhook of the caller, and no other customer’s', async () => {
    const [first] = await webhooksOf(asBravo);
    const [alphas] = await webhooksOf(asAlpha);
    expect((await asBravo(`alertas/webhooks/${alphas!.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(await webhooksOf(asAlpha)).toContainEqual(alphas);
    expect(await asBravo(`alertas/webhooks/${first!.id}`, { method: 'DELETE' })).toMatchObject({
      status: 200,
      body: first!.id,
    });
    expect((await asBravo(`alertas/webhooks/${first!.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await asBravo(`alertas/webhooks/${UNKNOWN_ID}`, { method: 'DELETE' })).status).toBe(404);
    expect((await webhooksOf(asBravo)).map((webhook) => webhook.id)).not.toContain(first!.id);
  });

  it('is for customers only', async () => {
    for (const role of ['partner', 'pointofsale'] as const) {
      const answer = await callApi(`${api.baseUrl}/api/alertas/webhooks`, {}, world.alpha.tokens[role]);
      expect(answer.status, role).toBe(403);
    }
  });
});

describe('the delivery log', () => {
  it('forgets deliveries finished more than 30 days ago, never a pending one', async () => {
    const all = await db().select({ id: alertDeliveries.id, state: alertDeliveries.state }).from(alertDeliveries);
    expect(all.length).toBeGreaterThanOrEqual(2);
    await db().execute(sql`update alert_deliveries set created_at = now() - interval '31 days'`);
    const removed = await pruneDeliveryLog(db());
    expect(removed).toBe(all.filter((row) => row.state !== 0).length);
    const left = await db().select({ state: alertDeliveries.state }).from(alertDeliveries);
    expect(left.length).toBe(all.length - removed);
    expect(left.every((row) => row.state === 0)).toBe(true);
  });

  it('goes with its webhook, pending deliveries included, when the customer removes it', async () => {
    const [alphas] = await webhooksOf(asAlpha);
    expect((await deliveryLog()).countRecords).toBeGreaterThan(0);
    expect((await asAlpha(`alertas/webhooks/${alphas!.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await deliveryLog()).countRecords).toBe(0);
    const left = await db().select().from(alertDeliveries).where(eq(alertDeliveries.webhookId, alphas!.id));
    expect(left).toEqual([]);
  });
});
