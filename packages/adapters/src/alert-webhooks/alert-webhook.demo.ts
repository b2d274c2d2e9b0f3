/**
 * Demo alert webhooks of the wine and olive oil producer whose alerts suspicion-alert.demo.ts holds (issue 28 §4), for
 * stories and the memory adapter: its security team's receiver, which takes everything; its ERP's, registered later,
 * which once answered a redirect; and a distributor's, down for days — deliveries failed for good (503, no answer in
 * time) and others still being tried. Each alert went to every webhook registered when it was raised. Fixed, so
 * stories stay alike.
 */
import type { AlertDeliveryFailure, AlertDeliveryRow, AlertDeliveryState, AlertWebhook } from '@tagtrail/domain';
import { demoSuspicionAlerts } from '../suspicion-alerts/suspicion-alert.demo';

/** A customer's webhooks and what was sent to them: what the memory adapter starts with. */
export interface AlertWebhookSeed {
  readonly webhooks: readonly AlertWebhook[];
  readonly deliveries: readonly AlertDeliveryRow[];
}

const SECURITY: AlertWebhook = {
  id: 3,
  url: 'https://alertas.vinicola-aurora.example.com/tagtrail',
  createdAt: '2026-02-02T13:05:00.000Z',
};
const ERP: AlertWebhook = {
  id: 5,
  url: 'https://erp.vinicola-aurora.example.com/api/webhooks/tagtrail?origem=alertas',
  createdAt: '2026-02-18T09:40:00.000Z',
};
const DISTRIBUTOR: AlertWebhook = {
  id: 6,
  url: 'https://hooks.distribuidora-lusa.example.com/in/7f3a9c2e',
  createdAt: '2026-02-23T10:15:00.000Z',
};

/** How one delivery went: its state, attempts, last status or failure, and when it ended or is tried next. */
interface Outcome {
  readonly state: AlertDeliveryState;
  readonly attempts: number;
  readonly lastStatus?: number;
  readonly lastFailure?: AlertDeliveryFailure;
  /** Seconds after the delivery was made: when it was delivered, or when a pending one is tried next. */
  readonly after?: number;
}

const delivered = (lastStatus: number, attempts = 1, after = 1): Outcome => ({
  state: 'delivered',
  attempts,
  lastStatus,
  after,
});
const pending = (
  attempts: number,
  after: number,
  lastFailure?: AlertDeliveryFailure,
  lastStatus?: number,
): Outcome => ({
  state: 'pending',
  attempts,
  after,
  ...(lastFailure === undefined ? {} : { lastFailure }),
  ...(lastStatus === undefined ? {} : { lastStatus }),
});
const failed = (lastFailure: AlertDeliveryFailure, attempts: number, lastStatus?: number): Outcome => ({
  state: 'failed',
  attempts,
  lastFailure,
  ...(lastStatus === undefined ? {} : { lastStatus }),
});

let nextDeliveryId = 9_401;

/** The delivery of demo alert `alertId` to `webhook`, made 2 s after the alert's last reading raised it. */
function delivery(alertId: number, webhook: AlertWebhook, outcome: Outcome): AlertDeliveryRow {
  const alert = demoSuspicionAlerts.find((candidate) => candidate.id === alertId);
  if (alert === undefined) throw new Error(`no demo alert ${alertId}`);
  const createdAt = Date.parse(alert.lastReadAt) + 2_000;
  const at = (seconds: number | undefined) =>
    seconds === undefined ? null : new Date(createdAt + seconds * 1_000).toISOString();
  return {
    id: nextDeliveryId++,
    webhookId: webhook.id,
    webhookUrl: webhook.url,
    alertId,
    rule: alert.rule,
    tagId: alert.tagId,
    state: outcome.state,
    attempts: outcome.attempts,
    lastStatus: outcome.lastStatus ?? null,
    lastFailure: outcome.lastFailure ?? null,
    createdAt: new Date(createdAt).toISOString(),
    deliveredAt: outcome.state === 'delivered' ? at(outcome.after) : null,
    nextAttemptAt: outcome.state === 'pending' ? at(outcome.after) : null,
  };
}

// Oldest first, so the ids rise with the time, as the server's do.
const deliveries: AlertDeliveryRow[] = [
  delivery(3, SECURITY, delivered(200)),
  delivery(4, SECURITY, delivered(200)),
  delivery(5, SECURITY, delivered(200)),
  delivery(5, ERP, failed('redirect', 16, 301)),
  delivery(6, SECURITY, delivered(200)),
  delivery(6, ERP, delivered(204, 2, 45)),
  delivery(7, SECURITY, delivered(200)),
  delivery(7, ERP, delivered(204)),
  delivery(7, DISTRIBUTOR, failed('connection-failed', 17)),
  delivery(8, SECURITY, delivered(200)),
  delivery(8, ERP, delivered(204)),
  delivery(8, DISTRIBUTOR, failed('status', 17, 503)),
  delivery(9, SECURITY, delivered(200)),
  delivery(9, ERP, delivered(204)),
  delivery(9, DISTRIBUTOR, failed('timeout', 17)),
  delivery(10, SECURITY, delivered(200)),
  delivery(10, ERP, delivered(204)),
  delivery(10, DISTRIBUTOR, failed('status', 16, 503)),
  delivery(11, SECURITY, delivered(200)),
  delivery(11, ERP, delivered(204)),
  delivery(11, DISTRIBUTOR, pending(14, 17 * 3_600 + 40 * 60, 'status', 503)),
  delivery(12, SECURITY, delivered(200)),
  delivery(12, ERP, delivered(204)),
  delivery(12, DISTRIBUTOR, pending(12, 7 * 3_600 + 20 * 60, 'timeout')),
  delivery(13, SECURITY, delivered(200)),
  delivery(13, ERP, pending(3, 240, 'status', 500)),
  delivery(13, DISTRIBUTOR, pending(9, 4 * 3_600 + 55 * 60, 'cut-off')),
  delivery(14, SECURITY, delivered(200)),
  delivery(14, ERP, pending(1, 30, 'connection-failed')),
  delivery(14, DISTRIBUTOR, pending(0, 0)),
];

export const demoAlertWebhooks: AlertWebhookSeed = {
  webhooks: [SECURITY, ERP, DISTRIBUTOR],
  deliveries,
};
