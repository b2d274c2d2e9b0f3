/**
 * The isolation suite's calls for the alert webhook endpoints (issue 28 §4), merged into ENDPOINT_FIXTURES
 * (endpoint-fixtures.ts). Same shape and rules. Each tenant keeps a webhook with one delivery of an alert of its first
 * tag (its address and tag id carry the tenant's marker, so a list that showed the other's would leak it); the other
 * tenant's removal of it must answer 404 and change nothing.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { suspicionRuleCode } from '@tagtrail/domain';
import { webhookSecretName } from '../../src/alert-webhooks/webhook-outbox';
import type { Database } from '../../src/db/client';
import { alertDeliveries, alertWebhooks, suspicionAlerts } from '../../src/db/schema';
import type { SecretBox } from '../../src/identity/secret-box';
import type { EndpointFixture, FixtureContext } from './fixture-types';
import { UNKNOWN_ID, type Tenant } from './two-tenants';

const page = { page: '1', records: '10' } as const;

/** A webhook of the tenant, written as the server writes one (its secret sealed under its id). */
async function webhookOf(db: Database, box: SecretBox, tenant: Tenant): Promise<number> {
  const url = `https://hooks.${tenant.marker}.test/${randomBytes(4).toString('hex')}`;
  const [row] = await db
    .insert(alertWebhooks)
    .values({ customerId: tenant.customerId, url, secretSealed: {} })
    .returning({ id: alertWebhooks.id });
  if (row === undefined) throw new Error(`no webhook inserted for ${tenant.marker}`);
  await db
    .update(alertWebhooks)
    .set({ secretSealed: box.seal(webhookSecretName(row.id), `whsec_${tenant.marker}`) })
    .where(eq(alertWebhooks.id, row.id));
  return row.id;
}

/** A kept webhook with a delivered alert: what the list and the log of the other tenant must not show. */
async function keptWebhookOf(db: Database, box: SecretBox, tenant: Tenant): Promise<number> {
  const webhookId = await webhookOf(db, box, tenant);
  const readAt = new Date();
  const [alert] = await db
    .insert(suspicionAlerts)
    .values({
      customerId: tenant.customerId,
      tagId: tenant.tagIds[0]!,
      rule: suspicionRuleCode('off-market'),
      firstReadAt: readAt,
      lastReadAt: readAt,
      readingCount: 1,
      lastCountry: 'AR',
      raisedAt: readAt,
    })
    .onConflictDoUpdate({
      target: [suspicionAlerts.customerId, suspicionAlerts.tagId, suspicionAlerts.rule],
      set: { lastReadAt: readAt },
    })
    .returning({ id: suspicionAlerts.id });
  await db.insert(alertDeliveries).values({
    customerId: tenant.customerId,
    webhookId,
    alertId: alert!.id,
    payload: { type: 'alert.raised', tagId: `${tenant.marker}-tag-1` },
    state: 1,
    attempts: 1,
    lastStatus: 200,
    deliveredAt: readAt,
  });
  return webhookId;
}

const making = new WeakMap<Tenant, Promise<number>>();
const ready = new WeakMap<Tenant, number>();
async function keptOf({ db, own, other, secretBox }: FixtureContext): Promise<number> {
  const kept = (tenant: Tenant) => {
    let made = making.get(tenant);
    if (made === undefined) {
      made = keptWebhookOf(db, secretBox, tenant);
      making.set(tenant, made);
    }
    return made;
  };
  const [mine, theirs] = await Promise.all([kept(own), kept(other)]);
  ready.set(own, mine);
  ready.set(other, theirs);
  return mine;
}
function readyOf(tenant: Tenant): number {
  const kept = ready.get(tenant);
  if (kept === undefined) throw new Error(`no webhook made for ${tenant.marker} yet: an own call comes first`);
  return kept;
}

export const ALERT_WEBHOOKS_FIXTURES: Readonly<Record<string, EndpointFixture>> = {
  // Both tenants have a webhook and a delivery before these are read: the answer must hold the caller's only.
  'alertWebhook.webhooks': {
    own: async (context) => {
      await keptOf(context);
      return {};
    },
  },
  'alertWebhook.deliveries': {
    own: async (context) => {
      await keptOf(context);
      return { query: page };
    },
  },
  // A loopback receiver: the test server is a development one (no lookup, no network).
  'alertWebhook.addWebhook': {
    own: () => ({ body: { url: `http://127.0.0.1:9/${randomBytes(4).toString('hex')}` } }),
  },
  'alertWebhook.removeWebhook': {
    own: async (context) => {
      await keptOf(context);
      return { params: { id: await webhookOf(context.db, context.secretBox, context.own) } };
    },
    foreign: ({ other }) => ({ params: { id: readyOf(other) } }),
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },
};
