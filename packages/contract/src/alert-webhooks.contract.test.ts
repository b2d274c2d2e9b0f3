import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ALERT_DELIVERY_FAILURES,
  ALERT_DELIVERY_STATES,
  SUSPICION_RULES,
  type AlertDeliveryRow,
  type NewAlertWebhook,
} from '@tagtrail/domain';
import {
  alertDeliveryRowFromWire,
  alertDeliveryRowToWire,
  alertWebhookContract,
  EntregaAlertaSchema,
  newAlertWebhookFromWire,
  newAlertWebhookToWire,
  WebhookAlertaNovoSchema,
  WebhookAlertaSchema,
} from './alert-webhooks.contract';
import { allEndpoints } from './registry';
import { defined, survivesTheWire } from './wire.test-helpers';

const id = fc.integer({ min: 1, max: 2_000_000_000 });
const instant = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());
const webhook = fc.record({ id, url: fc.webUrl(), createdAt: instant });
const newWebhook: fc.Arbitrary<NewAlertWebhook> = fc.record({ webhook, secret: fc.string() });
const delivery: fc.Arbitrary<AlertDeliveryRow> = fc.record({
  id: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
  webhookId: id,
  webhookUrl: fc.webUrl(),
  alertId: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
  rule: fc.constantFrom(...SUSPICION_RULES),
  tagId: fc.string(),
  state: fc.constantFrom(...ALERT_DELIVERY_STATES),
  attempts: fc.integer({ min: 0, max: 100 }),
  lastStatus: fc.option(fc.integer({ min: 100, max: 599 }), { nil: null }),
  lastFailure: fc.option(fc.constantFrom(...ALERT_DELIVERY_FAILURES), { nil: null }),
  createdAt: instant,
  deliveredAt: fc.option(instant, { nil: null }),
  nextAttemptAt: fc.option(instant, { nil: null }),
});

describe('alert webhook endpoints (issue 28 §4)', () => {
  it('list, register, remove and the delivery log, for customers only', () => {
    expect(Object.values(alertWebhookContract).map((e) => `${e.method} ${e.path}`)).toEqual([
      'GET alertas/webhooks',
      'POST alertas/webhooks',
      'DELETE alertas/webhooks/{id}',
      'GET alertas/webhooks/entregas/pagination/',
    ]);
    for (const e of Object.values(alertWebhookContract)) {
      expect(e.roles).toEqual(['customer']);
      expect(e.tenantScope).toBe('customer');
    }
    expect(allEndpoints['alertWebhook.addWebhook']).toBe(alertWebhookContract.addWebhook);
  });

  it('answers the secret only when registering', () => {
    const listed = { id: 3, url: 'https://hooks.example.com/in', criadoEm: '2026-11-27T10:00:00.000Z' };
    expect(v.parse(WebhookAlertaSchema, { ...listed, segredo: 'whsec_x' })).toEqual(listed);
    expect(v.safeParse(WebhookAlertaNovoSchema, listed).success).toBe(false);
    expect(v.parse(defined(alertWebhookContract.addWebhook.body), { url: 'https://a.example' })).toEqual({
      url: 'https://a.example',
    });
  });

  it('keeps a new webhook and a delivery as they were across the wire', () => {
    survivesTheWire(newWebhook, WebhookAlertaNovoSchema, newAlertWebhookToWire, newAlertWebhookFromWire);
    survivesTheWire(delivery, EntregaAlertaSchema, alertDeliveryRowToWire, alertDeliveryRowFromWire);
  });

  it('names a delivery’s fields in Portuguese on the wire', () => {
    const wire = alertDeliveryRowToWire({
      id: 1,
      webhookId: 2,
      webhookUrl: 'https://hooks.example.com/in',
      alertId: 3,
      rule: 'off-market',
      tagId: '04A1B2C3D4E5F6',
      state: 'failed',
      attempts: 14,
      lastStatus: 503,
      lastFailure: 'status',
      createdAt: '2026-11-27T10:00:00.000Z',
      deliveredAt: null,
      nextAttemptAt: null,
    });
    expect(Object.keys(wire)).toEqual([
      'id',
      'webhookId',
      'webhookUrl',
      'alertaId',
      'regra',
      'tagId',
      'situacao',
      'tentativas',
      'ultimoStatus',
      'ultimaFalha',
      'criadaEm',
      'entregueEm',
      'proximaTentativa',
    ]);
  });
});
