/** The alert webhook port's conformance cases (alert-webhook.conformance.ts) run against the memory adapter. */
import type { AlertWebhook } from '@tagtrail/domain';
import { describeAlertWebhookConformance } from './alert-webhook.conformance';
import { MemoryAlertWebhookAdapter } from './alert-webhook.memory';

describeAlertWebhookConformance('memory', async (deliveries) => {
  const webhooks: AlertWebhook[] = [];
  for (const { webhookUrl } of deliveries)
    if (!webhooks.some((webhook) => webhook.url === webhookUrl))
      webhooks.push({ id: 31 + webhooks.length, url: webhookUrl, createdAt: '2026-01-01T00:00:00.000Z' });
  const deliveryIds = deliveries.map((_delivery, index) => 701 + index);
  const webhookIds = deliveries.map(
    ({ webhookUrl }) => webhooks.find((webhook) => webhook.url === webhookUrl)?.id ?? 0,
  );
  const alertIds = deliveries.map((_delivery, index) => 5_001 + index);
  const rows = deliveries.map((delivery, index) => ({
    ...delivery,
    id: deliveryIds[index] ?? 0,
    webhookId: webhookIds[index] ?? 0,
    alertId: alertIds[index] ?? 0,
  }));
  return { port: new MemoryAlertWebhookAdapter({ webhooks, deliveries: rows }), deliveryIds, webhookIds, alertIds };
});
