/**
 * Alert webhook calls (issue 28 §4), ours: the customer's webhooks (list, register, remove) and the delivery log, on
 * the Alerts settings screen. A webhook's secret travels once, in the answer that registers it. Rule and failure
 * values are the domain's, as the alert's `regra` is.
 */
import * as v from 'valibot';
import {
  AlertDeliveryFailureSchema,
  AlertDeliveryStateSchema,
  InstantSchema,
  SuspicionRuleSchema,
  WEBHOOK_URL_MAX,
  type AlertDeliveryRow,
  type AlertWebhook,
  type NewAlertWebhook,
} from '@tagtrail/domain';
import { ACCESS, endpoint, IdParam, Int4Schema } from './endpoint';
import { PagedQuerySchema, paged } from './paging.wire';
import { field, wireRecord } from './wire-record';

const customer = ACCESS.customer;
const Int = Int4Schema;
const BigId = v.pipe(v.number(), v.integer());

export const alertWebhookWire = wireRecord({
  id: field('id', Int),
  url: field('url', v.string()),
  createdAt: field('criadoEm', InstantSchema),
});
export const WebhookAlertaSchema = alertWebhookWire.schema;
export type WebhookAlertaWire = v.InferOutput<typeof WebhookAlertaSchema>;

/** The registering answer: the webhook and its signing secret, which no later call shows. */
export const WebhookAlertaNovoSchema = v.object({ ...WebhookAlertaSchema.entries, segredo: v.string() });
export type WebhookAlertaNovoWire = v.InferOutput<typeof WebhookAlertaNovoSchema>;

// The address is checked by webhookUrlErrors (a refusal names the field); the schema only bounds its length.
export const WebhookAlertaInputSchema = v.object({ url: v.pipe(v.string(), v.maxLength(WEBHOOK_URL_MAX * 2)) });

export const alertDeliveryRowWire = wireRecord({
  id: field('id', BigId),
  webhookId: field('webhookId', Int),
  webhookUrl: field('webhookUrl', v.string()),
  alertId: field('alertaId', BigId),
  rule: field('regra', SuspicionRuleSchema),
  tagId: field('tagId', v.string()),
  state: field('situacao', AlertDeliveryStateSchema),
  attempts: field('tentativas', v.pipe(Int, v.minValue(0))),
  lastStatus: field('ultimoStatus', v.nullable(Int)),
  lastFailure: field('ultimaFalha', v.nullable(AlertDeliveryFailureSchema)),
  createdAt: field('criadaEm', InstantSchema),
  deliveredAt: field('entregueEm', v.nullable(InstantSchema)),
  nextAttemptAt: field('proximaTentativa', v.nullable(InstantSchema)),
});
export const EntregaAlertaSchema = alertDeliveryRowWire.schema;
export type EntregaAlertaWire = v.InferOutput<typeof EntregaAlertaSchema>;

export const alertWebhookContract = {
  webhooks: endpoint({
    method: 'GET',
    path: 'alertas/webhooks',
    summary:
      "Ours (issue 28 §4): the customer's alert webhooks, the oldest first (their secrets are never shown again)",
    response: v.array(WebhookAlertaSchema),
    ...customer,
  }),
  addWebhook: endpoint({
    method: 'POST',
    path: 'alertas/webhooks',
    summary:
      'Register a webhook each new alert is posted to, signed (Tagtrail-Signature); answers it with its secret, once. ' +
      'Refusals: WEBHOOK_URL_INVALID, WEBHOOK_URL_NOT_HTTPS, WEBHOOK_URL_NOT_PUBLIC, WEBHOOK_URL_TAKEN, ' +
      'WEBHOOK_LIMIT_REACHED',
    body: WebhookAlertaInputSchema,
    response: WebhookAlertaNovoSchema,
    ...customer,
  }),
  removeWebhook: endpoint({
    method: 'DELETE',
    path: 'alertas/webhooks/{id}',
    summary: 'Remove a webhook: its pending deliveries are not sent and its log goes with it; response data is the id',
    params: v.object({ id: IdParam }),
    response: Int,
    ...customer,
  }),
  deliveries: endpoint({
    method: 'GET',
    path: 'alertas/webhooks/entregas/pagination/',
    summary: "The delivery log (paged): each alert sent to each of the customer's webhooks, its attempts and outcome",
    query: PagedQuerySchema,
    response: paged(EntregaAlertaSchema),
    ...customer,
  }),
};

export const alertWebhookFromWire: (w: WebhookAlertaWire) => AlertWebhook = alertWebhookWire.fromWire;
export const alertWebhookToWire: (w: AlertWebhook) => WebhookAlertaWire = alertWebhookWire.toWire;
export const newAlertWebhookFromWire = ({ segredo, ...webhook }: WebhookAlertaNovoWire): NewAlertWebhook => ({
  webhook: alertWebhookFromWire(webhook),
  secret: segredo,
});
export const newAlertWebhookToWire = ({ webhook, secret }: NewAlertWebhook): WebhookAlertaNovoWire => ({
  ...alertWebhookToWire(webhook),
  segredo: secret,
});
export const alertDeliveryRowFromWire: (w: EntregaAlertaWire) => AlertDeliveryRow = alertDeliveryRowWire.fromWire;
export const alertDeliveryRowToWire: (r: AlertDeliveryRow) => EntregaAlertaWire = alertDeliveryRowWire.toWire;
