/**
 * Alert webhooks (issue 28 §4) from the judge to a receiver: a raised alert is written to the outbox in the judge's
 * transaction and posted signed to each active webhook of its customer (never another's); an alert that only grows
 * sends nothing more, one opened again after an acknowledgement sends again; a failing receiver is tried again later
 * and its error logged; a delivery claimed by a server that died is sent again after its lease with the same event id.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertDeliveries, alertWebhooks, readings, suspicionAlerts } from '../src/db/schema';
import { webhookSecretName, sendDueDeliveries } from '../src/alert-webhooks/webhook-outbox';
import { isWebhookSignatureValid } from '../src/alert-webhooks/webhook-signature';
import { judgeNotedReadings } from '../src/suspicious-readings/judge-readings';
import { foldReadings } from '../src/tags/fold-readings';
import { useTestServer } from './support/test-server';
import { createTwoTenants, type Tenant, type TwoTenants } from './isolation/two-tenants';

const api = useTestServer({ demoData: false });
let world: TwoTenants;
const db = () => api.server.db;
const box = () => api.server.secretBox;

interface Received {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}
let receiver: Server;
let receiverUrl = '';
const received: Received[] = [];
let answerWith = 200;

const SECRET = { alpha: 'whsec_alpha_0f3c', bravo: 'whsec_bravo_77d1' };
const LISBON = { latitude: 38.7223, longitude: -9.1393 };
const SAO_PAULO = { latitude: -23.5505, longitude: -46.6333 };

async function addWebhook(tenant: Tenant, path: string, secret: string): Promise<number> {
  const [row] = await db()
    .insert(alertWebhooks)
    .values({ customerId: tenant.customerId, url: `${receiverUrl}${path}`, secretSealed: {} })
    .returning({ id: alertWebhooks.id });
  await db()
    .update(alertWebhooks)
    .set({ secretSealed: box().seal(webhookSecretName(row!.id), secret) })
    .where(eq(alertWebhooks.id, row!.id));
  return row!.id;
}

/** Two readings of a tag, São Paulo then Lisbon minutes apart: an impossible journey, flagged on the second. */
async function impossibleJourney(tagId: number, minutesAgo: number): Promise<void> {
  const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  await db()
    .insert(readings)
    .values([
      { tagId, readAt: at(minutesAgo + 5), country: 'BR', ...SAO_PAULO },
      { tagId, readAt: at(minutesAgo), country: 'PT', ...LISBON },
    ]);
  await foldReadings(db());
  while ((await judgeNotedReadings(db())) > 0);
}

const send = () => sendDueDeliveries(db(), box(), { allowLoopback: true, random: () => 0 });
const deliveriesOf = (tenant: Tenant) =>
  db()
    .select()
    .from(alertDeliveries)
    .where(eq(alertDeliveries.customerId, tenant.customerId))
    .orderBy(alertDeliveries.id);

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
  await foldReadings(db());
  while ((await judgeNotedReadings(db())) > 0);
  await addWebhook(world.alpha, '/alpha', SECRET.alpha);
  await addWebhook(world.bravo, '/bravo', SECRET.bravo);
});
afterAll(() => {
  receiver.closeAllConnections();
  receiver.close();
});

describe('alert webhooks', () => {
  it('posts a raised alert, signed, to its customer’s webhook only', async () => {
    await impossibleJourney(world.alpha.tagIds[0]!, 30);
    const [pending] = await deliveriesOf(world.alpha);
    expect(pending).toMatchObject({ state: 0, attempts: 0 });
    expect(await deliveriesOf(world.bravo)).toEqual([]);

    expect(await send()).toBe(1);
    const delivery = received.at(-1)!;
    expect(delivery.path).toBe('/alpha');
    const body = JSON.parse(delivery.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      id: pending!.eventId,
      type: 'alert.raised',
      rule: 'impossible-travel',
      country: 'PT',
    });
    expect(body.tagId).toBe('alpha7q-tag-1');
    expect(delivery.headers['tagtrail-delivery']).toBe(pending!.eventId);
    const signature = String(delivery.headers['tagtrail-signature']);
    expect(isWebhookSignatureValid(SECRET.alpha, signature, delivery.body, new Date())).toBe(true);
    expect(isWebhookSignatureValid(SECRET.bravo, signature, delivery.body, new Date())).toBe(false);
    expect((await deliveriesOf(world.alpha))[0]).toMatchObject({ state: 1, attempts: 1, lastStatus: 200 });
    expect(await send()).toBe(0);
  });

  it('sends nothing more while the alert only grows, and again once it opens after an acknowledgement', async () => {
    const tagId = world.alpha.tagIds[0]!;
    await impossibleJourney(tagId, 20);
    expect(await deliveriesOf(world.alpha)).toHaveLength(1);

    await db().update(suspicionAlerts).set({ acknowledgedAt: new Date() }).where(eq(suspicionAlerts.tagId, tagId));
    await impossibleJourney(tagId, 10);
    expect(await deliveriesOf(world.alpha)).toHaveLength(2);
    await send();
    expect((await deliveriesOf(world.alpha))[1]).toMatchObject({ state: 1 });
  });

  it('tries a failing receiver again later, and logs its answer', async () => {
    answerWith = 503;
    await impossibleJourney(world.bravo.tagIds[0]!, 30);
    expect(await send()).toBe(1);
    const [failed] = await deliveriesOf(world.bravo);
    expect(failed).toMatchObject({ state: 0, attempts: 1, lastStatus: 503, lastFailure: 'status' });
    // The first retry waits 15-30 s (alert-webhook.rules.ts): not due yet.
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 10_000);
    expect(await send()).toBe(0);

    answerWith = 200;
    await db().update(alertDeliveries).set({ nextAttemptAt: new Date() }).where(eq(alertDeliveries.id, failed!.id));
    expect(await send()).toBe(1);
    expect((await deliveriesOf(world.bravo))[0]).toMatchObject({ state: 1, attempts: 2, lastStatus: 200 });
  });

  it('sends a delivery claimed by a server that died again after its lease, with the same event id', async () => {
    await impossibleJourney(world.bravo.tagIds[1]!, 30);
    const [, pending] = await deliveriesOf(world.bravo);
    // A server claims it and dies before posting or recording anything: its send never ends.
    void sendDueDeliveries(db(), box(), { allowLoopback: true, deliver: () => new Promise(() => undefined) });
    await expect.poll(async () => (await deliveriesOf(world.bravo))[1]?.attempts).toBe(1);
    const claimed = (await deliveriesOf(world.bravo))[1]!;
    expect(claimed).toMatchObject({ state: 0, attempts: 1 });
    expect(claimed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(await send()).toBe(0);

    // Its lease passes.
    await db().execute(sql`update alert_deliveries set next_attempt_at = now() where id = ${pending!.id}`);
    const before = received.length;
    expect(await send()).toBe(1);
    expect(received.slice(before).map((delivery) => delivery.headers['tagtrail-delivery'])).toEqual([pending!.eventId]);
    expect((await deliveriesOf(world.bravo))[1]).toMatchObject({ state: 1, attempts: 2 });
  });
});
