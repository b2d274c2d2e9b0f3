import { describe, expect, it } from 'vitest';
import {
  ALERT_DELIVERY_STATES,
  PortError,
  WEBHOOK_URL_NOT_HTTPS,
  WEBHOOK_URL_NOT_PUBLIC,
  type AlertWebhook,
} from '@tagtrail/domain';
import { demoSuspicionAlerts } from '../suspicion-alerts/suspicion-alert.demo';
import { demoAlertWebhooks } from './alert-webhook.demo';
import { MemoryAlertWebhookAdapter } from './alert-webhook.memory';

const query = { page: 0, rowsPerPage: 100, searchText: '' };
const empty = { webhooks: [], deliveries: [] };
const keyOf = (call: Promise<unknown>) =>
  call.then(
    () => 'registered',
    (error: unknown) => (error instanceof PortError ? error.messageKey : String(error)),
  );

describe('the demo webhooks', () => {
  const { webhooks, deliveries } = demoAlertWebhooks;

  it('log every state, a 503 and a timeout failed for good, and the next attempt of the pending ones', () => {
    expect(new Set(deliveries.map((row) => row.state))).toEqual(new Set(ALERT_DELIVERY_STATES));
    const failed = deliveries.filter((row) => row.state === 'failed');
    expect(failed.some((row) => row.lastFailure === 'status' && row.lastStatus === 503)).toBe(true);
    expect(failed.some((row) => row.lastFailure === 'timeout')).toBe(true);
    for (const row of deliveries) expect(row.nextAttemptAt !== null, String(row.id)).toBe(row.state === 'pending');
    for (const row of deliveries) expect(row.deliveredAt !== null, String(row.id)).toBe(row.state === 'delivered');
  });

  it('send demo alerts, each to webhooks registered before it, under their addresses', () => {
    for (const row of deliveries) {
      const alert = demoSuspicionAlerts.find((candidate) => candidate.id === row.alertId);
      const webhook = webhooks.find((candidate) => candidate.id === row.webhookId) as AlertWebhook;
      expect({ tagId: row.tagId, rule: row.rule }).toEqual({ tagId: alert?.tagId, rule: alert?.rule });
      expect(row.webhookUrl).toBe(webhook.url);
      expect(Date.parse(row.createdAt)).toBeGreaterThan(Date.parse(webhook.createdAt));
    }
    expect(new Set(deliveries.map((row) => row.id)).size).toBe(deliveries.length);
  });
});

describe('MemoryAlertWebhookAdapter', () => {
  it('logs the newest first, ten a page by the query', async () => {
    const page = await new MemoryAlertWebhookAdapter().deliveries({ ...query, rowsPerPage: 10 });
    expect(page.total).toBe(demoAlertWebhooks.deliveries.length);
    const times = page.records.map((row) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.records).toHaveLength(10);
  });

  it('takes http to this machine as a development server does, and refuses it as production does', async () => {
    const development = new MemoryAlertWebhookAdapter(empty);
    await expect(development.addWebhook('http://localhost:4000/in')).resolves.toMatchObject({
      webhook: { url: 'http://localhost:4000/in' },
    });
    const production = new MemoryAlertWebhookAdapter(empty, { allowLocalhost: false });
    expect(await keyOf(production.addWebhook('http://localhost:4000/in'))).toBe(WEBHOOK_URL_NOT_HTTPS);
    expect(await keyOf(production.addWebhook('https://localhost/in'))).toBe(WEBHOOK_URL_NOT_PUBLIC);
    expect(await keyOf(production.addWebhook('https://[::1]/in'))).toBe(WEBHOOK_URL_NOT_PUBLIC);
  });

  it('refuses the hosts the server would: private and mapped addresses, names that never resolve', async () => {
    const webhooks = new MemoryAlertWebhookAdapter(empty, { allowLocalhost: false });
    for (const url of [
      'https://172.20.0.4/in',
      'https://100.64.1.1/in',
      'https://[::ffff:10.0.0.1]/in',
      'https://[fe80::1]/in',
      'https://hooks.invalid/in',
      'https://receiver.local/in',
      'https://intranet/in',
    ])
      expect(await keyOf(webhooks.addWebhook(url)), url).toBe(WEBHOOK_URL_NOT_PUBLIC);
    for (const url of ['https://93.184.216.34/in', 'https://[2606:4700::1111]/in', 'https://hooks.example.com/in'])
      expect(await keyOf(webhooks.addWebhook(url)), url).toBe('registered');
  });

  it('dates a new webhook by its clock', async () => {
    const now = new Date('2026-03-01T12:00:00.000Z');
    const added = await new MemoryAlertWebhookAdapter(empty, { now: () => now }).addWebhook('https://a.example.com');
    expect(added.webhook.createdAt).toBe(now.toISOString());
  });

  it('fails the operations it is told to, as the server’s 500', async () => {
    const webhooks = new MemoryAlertWebhookAdapter(undefined, { failOn: ['webhooks', 'deliveries'] });
    await expect(webhooks.webhooks()).rejects.toMatchObject({ status: 500 });
    await expect(webhooks.deliveries(query)).rejects.toMatchObject({ status: 500 });
  });
});
