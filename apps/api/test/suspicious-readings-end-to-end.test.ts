/**
 * Issue 28's "done when", over HTTP: every rule is broken by readings posted through the public scan path — a lot
 * sold in Portugal read in Brazil after its expiry, then minutes later in Lisbon; a tag read by more phones and more
 * often than the defaults allow; a secure tag's tap presented twice — and once the server has folded and judged them,
 * the receiver the customer registered gets each alert, signed with the secret the registration answered; the Alerts
 * list shows them and acknowledging one works.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertaWire, WebhookAlertaNovoWire } from '@tagtrail/contract';
import { DEFAULT_SUSPICION_SETTINGS, SUSPICION_RULES } from '@tagtrail/domain';
import { simulatedTag, toHex } from '@tagtrail/secure-tags';
import { sendDueDeliveries } from '../src/alert-webhooks/webhook-outbox';
import { isWebhookSignatureValid } from '../src/alert-webhooks/webhook-signature';
import { customerLots } from '../src/db/schema';
import { sharedOfflineGeocoder } from '../src/geo/offline-geocoder';
import { judgeNotedReadings } from '../src/suspicious-readings/judge-readings';
import { foldReadings } from '../src/tags/fold-readings';
import { callApi, type ApiRequest } from './support/api-call';
import { useTestServer } from './support/test-server';
import { createTwoTenants, type TwoTenants } from './isolation/two-tenants';

const api = useTestServer({ demoData: false });
let world: TwoTenants;
const db = () => api.server.db;
const asCustomer = (path: string, request: ApiRequest = {}) =>
  callApi(`${api.baseUrl}/api/${path}`, request, world.alpha.tokens.customer);
const asAdmin = (path: string, request: ApiRequest = {}) =>
  callApi(`${api.baseUrl}/api/${path}`, request, world.adminToken);

interface Received {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}
let receiver: Server;
const received: Received[] = [];

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const SAO_PAULO = { latitude: -23.5505, logintude: -46.6333 };
const LISBON = { latitude: 38.7223, logintude: -9.1393 };

/** A shopper's scan as the tag page sends it: each from a new phone (no device cookie). */
async function scan(code: string, place: { latitude: number; logintude: number }): Promise<void> {
  const response = await fetch(`${api.baseUrl}/api/appless/leituras`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'tenant-id': world.alpha.tenantId,
      'app-version': '3.0.12',
      'user-agent': PHONE,
    },
    body: JSON.stringify({ code, ...place }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}
const tagPage = (tagId: string) => `${api.baseUrl}/t/${tagId}`;

/** A secure lot of one tag for the customer, made through the admin API, and that tag as a simulated chip. */
async function secureChip() {
  const metaReadKey = randomBytes(16);
  const masterKey = randomBytes(16);
  const uid = randomBytes(7);
  const form = new FormData();
  const fields = {
    parceiroId: world.alpha.partnerId,
    clienteId: world.alpha.customerId,
    produtoId: '',
    numero: `E2E-SECURE-${toHex(uid)}`,
    quantidade: 1,
    tipo: 1,
    appless: false,
    sdmModo: 'AES',
    sdmChaveLeitura: toHex(metaReadKey),
    sdmChaveMestra: toHex(masterKey),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  form.append('file', new Blob([`${toHex(uid)};E2E-1`], { type: 'text/plain' }), 'tags.txt');
  const created = await asAdmin('admin/lotes', { method: 'POST', body: form });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const layout = await asAdmin(`admin/lotes/${created.body as number}/sdm`);
  const lotUrl = (layout.body as { url: string }).url.split('?')[0]!;
  return { uid: toHex(uid), chip: simulatedTag({ lotUrl, mode: 'AES', metaReadKey, masterKey, uid }) };
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((ready) => receiver.listen(0, '127.0.0.1', ready));
  world = await createTwoTenants(db(), api.baseUrl);
  await sharedOfflineGeocoder().ready;
  await foldReadings(db());
  while ((await judgeNotedReadings(db())) > 0);
});
afterAll(() => {
  receiver.closeAllConnections();
  receiver.close();
});

describe('every rule, from the public scan path to the customer’s receiver', () => {
  it('raises each alert, sends it signed, lists it, and takes its acknowledgement', async () => {
    const port = (receiver.address() as AddressInfo).port;
    const registered = await asCustomer('alertas/webhooks', {
      method: 'POST',
      body: { url: `http://127.0.0.1:${port}/tagtrail` },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const { segredo } = registered.body as WebhookAlertaNovoWire;

    // The third tag's lot is sold in Portugal only and expired yesterday.
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await db()
      .update(customerLots)
      .set({ markets: ['PT'], expiryDate: yesterday })
      .where(eq(customerLots.id, world.alpha.customerLotId));
    const inLot = `${world.alpha.marker}-tag-3`;
    await scan(tagPage(inLot), SAO_PAULO); // off-market, after expiry
    await scan(tagPage(inLot), LISBON); // impossible travel
    const flooded = `${world.alpha.marker}-tag-2`;
    const tooMany = DEFAULT_SUSPICION_SETTINGS.tooManyReadings.maxReadings + 1;
    for (let index = 0; index < tooMany; index++) await scan(tagPage(flooded), LISBON);
    const secure = await secureChip();
    const tap = secure.chip.tap();
    await scan(tap, LISBON);
    await scan(tap, LISBON); // the same tap again: a copy

    await foldReadings(db());
    while ((await judgeNotedReadings(db())) > 0);
    while ((await sendDueDeliveries(db(), api.server.secretBox, { allowLoopback: true })) > 0);

    const alerts = received.map((delivery) => {
      expect(
        isWebhookSignatureValid(segredo, String(delivery.headers['tagtrail-signature']), delivery.body, new Date()),
      ).toBe(true);
      return JSON.parse(delivery.body) as { rule: string; tagId: string; id: string };
    });
    expect(alerts.map((alert) => `${alert.rule} ${alert.tagId}`).sort()).toEqual(
      [
        `after-expiry ${inLot}`,
        `copy ${secure.uid}`,
        `impossible-travel ${inLot}`,
        `off-market ${inLot}`,
        `too-many-readings ${flooded}`,
      ].sort(),
    );
    expect(new Set(alerts.map((alert) => alert.rule))).toEqual(new Set(SUSPICION_RULES));
    expect(new Set(received.map((delivery) => delivery.headers['tagtrail-delivery'])).size).toBe(alerts.length);

    const listed = (await asCustomer('alertas/pagination/?records=50')).body as { dataRecords: AlertaWire[] };
    expect(listed.dataRecords.map((row) => `${row.regra} ${row.tagId}`).sort()).toEqual(
      alerts.map((alert) => `${alert.rule} ${alert.tagId}`).sort(),
    );
    const offMarket = listed.dataRecords.find((row) => row.regra === 'off-market')!;
    expect(offMarket).toMatchObject({ pais: 'BR', loteClienteNumero: `${world.alpha.marker}-clot` });
    expect((await asCustomer(`alertas/${offMarket.id}/reconhecer`, { method: 'PUT' })).status).toBe(200);
    const open = (await asCustomer('alertas/pagination/?records=50&situacao=abertos')).body as {
      dataRecords: AlertaWire[];
    };
    expect(open.dataRecords.map((row) => row.id)).not.toContain(offMarket.id);
    expect(open.dataRecords).toHaveLength(alerts.length - 1);
  });
});
