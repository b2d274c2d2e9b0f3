/**
 * The alert webhook port's conformance suite (packages/adapters alert-webhook.conformance.ts) run against the portal's
 * HTTP adapter over this server, signed in as Alpha's customer: the cases the memory adapter passes, so the fake the
 * settings screen's stories and tests use answers as the server does. The suite's addresses resolve, through the
 * server's test resolver, to one public address (the suite runs offline); Bravo keeps a webhook for the foreign case. The
 * log's world is written as the outbox writes it: the webhooks, their alerts of Alpha's tags, and the deliveries.
 */
import { eq } from 'drizzle-orm';
import { AlertWebhookHttpAdapter, createApiClient } from '@tagtrail/adapters';
import {
  describeAlertWebhookConformance,
  type AlertWebhookConformanceSubject,
  type ConformanceDelivery,
} from '@tagtrail/adapters/conformance';
import { ALERT_DELIVERY_STATES, suspicionRuleCode } from '@tagtrail/domain';
import { webhookSecretName } from '../src/alert-webhooks/webhook-outbox';
import { alertDeliveries, alertWebhooks, suspicionAlerts, tags } from '../src/db/schema';
import { useTestServer } from './support/test-server';
import { createTwoTenants, type TwoTenants } from './isolation/two-tenants';

// Any name resolves to one public address (an example.com one): the suite registers names, never reaches them.
const api = useTestServer({
  demoData: false,
  webhookResolve: async () => [{ address: '93.184.215.14', family: 4 }],
});
let tenants: Promise<TwoTenants> | undefined;
const world = () => (tenants ??= createTwoTenants(api.server.db, api.baseUrl));

async function webhookOf(customerId: number, url: string): Promise<number> {
  const { db, secretBox } = api.server;
  const [row] = await db.insert(alertWebhooks).values({ customerId, url, secretSealed: {} }).returning();
  await db
    .update(alertWebhooks)
    .set({ secretSealed: secretBox.seal(webhookSecretName(row!.id), 'whsec_conformance') })
    .where(eq(alertWebhooks.id, row!.id));
  return row!.id;
}

let foreignWebhookId: number | undefined;

describeAlertWebhookConformance(
  'HTTP against the API server',
  async (deliveries: readonly ConformanceDelivery[]): Promise<AlertWebhookConformanceSubject> => {
    const { alpha, bravo } = await world();
    const { db } = api.server;
    foreignWebhookId ??= await webhookOf(bravo.customerId, 'https://hooks.bravo.example.com/foreign');
    await db.delete(alertWebhooks).where(eq(alertWebhooks.customerId, alpha.customerId));

    const webhookIdOf = new Map<string, number>();
    const webhookIds: number[] = [];
    const alertIds: number[] = [];
    const deliveryIds: number[] = [];
    for (const [index, delivery] of deliveries.entries()) {
      let webhookId = webhookIdOf.get(delivery.webhookUrl);
      if (webhookId === undefined) {
        webhookId = await webhookOf(alpha.customerId, delivery.webhookUrl);
        webhookIdOf.set(delivery.webhookUrl, webhookId);
      }
      const [tag] = await db
        .insert(tags)
        .values({ partnerLotId: alpha.partnerLotId, tagId: delivery.tagId, sequence: 1000 + index })
        .returning({ id: tags.id });
      const createdAt = new Date(delivery.createdAt);
      const [alert] = await db
        .insert(suspicionAlerts)
        .values({
          customerId: alpha.customerId,
          tagId: tag!.id,
          rule: suspicionRuleCode(delivery.rule),
          firstReadAt: createdAt,
          lastReadAt: createdAt,
          readingCount: 1,
          raisedAt: createdAt,
        })
        .returning({ id: suspicionAlerts.id });
      const [row] = await db
        .insert(alertDeliveries)
        .values({
          customerId: alpha.customerId,
          webhookId,
          alertId: alert!.id,
          payload: { type: 'alert.raised', rule: delivery.rule, tagId: delivery.tagId },
          state: ALERT_DELIVERY_STATES.indexOf(delivery.state),
          attempts: delivery.attempts,
          lastStatus: delivery.lastStatus,
          lastFailure: delivery.lastFailure,
          createdAt,
          deliveredAt: delivery.deliveredAt === null ? null : new Date(delivery.deliveredAt),
          ...(delivery.nextAttemptAt === null ? {} : { nextAttemptAt: new Date(delivery.nextAttemptAt) }),
        })
        .returning({ id: alertDeliveries.id });
      webhookIds.push(webhookId);
      alertIds.push(alert!.id);
      deliveryIds.push(row!.id);
    }
    const client = createApiClient({ baseUrl: `${api.baseUrl}/api`, accessToken: () => alpha.tokens.customer });
    return { port: new AlertWebhookHttpAdapter(client), deliveryIds, webhookIds, alertIds, foreignWebhookId };
  },
);
