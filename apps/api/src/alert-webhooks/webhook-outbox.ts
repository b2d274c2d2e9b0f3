/**
 * The sender of the alert outbox (issue 28 §4, migration 0038): it claims the deliveries that are due for a lease
 * (so another server, or this one after a kill -9, takes them only once the lease has passed), posts each one signed
 * (webhook-signature.ts) to an address it has checked (webhook-delivery.ts), and records what happened: delivered,
 * to be tried again (alert-webhook.rules.ts: 30 s doubling to 2 h), or failed for good after 24 hours. The network
 * call runs outside any transaction. A delivery posted but not recorded (the server died between) is posted again
 * after the lease with the same event id: at least once, and once for a receiver that honours the idempotency key.
 */
import { and, lt, ne, sql } from 'drizzle-orm';
import { ALERT_DELIVERY_LOG_DAYS, nextWebhookAttemptAt } from '@tagtrail/domain';
import { everyInterval } from '../background/rounds';
import type { Database } from '../db/client';
import type { SealedSecret, SecretBox } from '../identity/secret-box';
import { alertDeliveries } from './alert-webhooks.schema';
import { deliverWebhook, type DeliveryOutcome, type Resolve, type WebhookDelivery } from './webhook-delivery';
import { signWebhookBody, SIGNATURE_HEADER } from './webhook-signature';

/** The header carrying the delivery's event id: the receiver's idempotency key. */
export const DELIVERY_HEADER = 'tagtrail-delivery';
/** How long a claimed delivery is left to its sender before another may take it: more than a delivery's timeout. */
export const DELIVERY_LEASE_MS = 60_000;

/** The name a webhook's secret is sealed under: a secret moved to another webhook's row does not open. */
export const webhookSecretName = (webhookId: number) => `alert-webhook-${webhookId}`;

interface Claimed {
  id: string | number;
  event_id: string;
  payload: unknown;
  attempts: number;
  first_attempt_at: string | Date;
  webhook_id: number;
  url: string;
  secret_sealed: SealedSecret;
}

export interface OutboxOptions {
  readonly allowLoopback: boolean;
  /** Deliveries claimed at once. */
  readonly batch?: number;
  readonly leaseMs?: number;
  readonly timeoutMs?: number;
  /** The network step, replaceable in tests; the real one by default. */
  readonly deliver?: (delivery: WebhookDelivery) => Promise<DeliveryOutcome>;
  /** The host lookup of the real network step; the system's resolver by default. */
  readonly resolve?: Resolve;
  readonly random?: () => number;
}

/** Sends the deliveries due now, at most `batch`; answers how many it claimed. */
export async function sendDueDeliveries(db: Database, box: SecretBox, options: OutboxOptions): Promise<number> {
  const { allowLoopback, batch = 20, leaseMs = DELIVERY_LEASE_MS, timeoutMs, resolve, random = Math.random } = options;
  const deliver =
    options.deliver ??
    ((delivery: WebhookDelivery) =>
      deliverWebhook(delivery, {
        allowLoopback,
        ...(timeoutMs === undefined ? {} : { timeoutMs }),
        ...(resolve === undefined ? {} : { resolve }),
      }));
  const claimed = (
    (await db.execute(sql`
      UPDATE alert_deliveries d
         SET attempts = d.attempts + 1,
             first_attempt_at = coalesce(d.first_attempt_at, now()),
             next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
        FROM alert_webhooks w
       WHERE w.id = d.webhook_id
         AND d.id IN (SELECT q.id FROM alert_deliveries q WHERE q.state = 0 AND q.next_attempt_at <= now()
                       ORDER BY q.next_attempt_at, q.id LIMIT ${batch} FOR UPDATE SKIP LOCKED)
      RETURNING d.id, d.event_id, d.payload, d.attempts, d.first_attempt_at, w.id AS webhook_id, w.url,
                w.secret_sealed`)) as unknown as { rows: Claimed[] }
  ).rows;

  await Promise.all(
    claimed.map(async (delivery) => {
      const body = JSON.stringify({ id: delivery.event_id, ...(delivery.payload as object) });
      let outcome: DeliveryOutcome;
      try {
        const secret = box.open(webhookSecretName(delivery.webhook_id), delivery.secret_sealed) as string;
        outcome = await deliver({
          url: delivery.url,
          body,
          headers: {
            [SIGNATURE_HEADER]: signWebhookBody(secret, body, new Date()),
            [DELIVERY_HEADER]: delivery.event_id,
          },
        });
      } catch {
        outcome = { delivered: false, status: null, failure: 'not-sent' };
      }
      await record(db, delivery, outcome, random());
    }),
  );
  return claimed.length;
}

async function record(db: Database, delivery: Claimed, outcome: DeliveryOutcome, random: number): Promise<void> {
  if (outcome.delivered) {
    await db.execute(sql`
      UPDATE alert_deliveries SET state = 1, delivered_at = now(), last_status = ${outcome.status}, last_failure = NULL
       WHERE id = ${delivery.id}`);
    return;
  }
  const firstAttemptAt = new Date(delivery.first_attempt_at);
  const next = nextWebhookAttemptAt(firstAttemptAt, delivery.attempts, new Date(), random);
  await db.execute(sql`
    UPDATE alert_deliveries
       SET state = ${next === null ? 2 : 0}, next_attempt_at = coalesce(${next?.toISOString() ?? null}::timestamptz,
           next_attempt_at), last_status = ${outcome.status}, last_failure = ${outcome.failure}
     WHERE id = ${delivery.id}`);
}

/**
 * Forgets the deliveries delivered or failed for good more than ALERT_DELIVERY_LOG_DAYS ago: the log is for seeing
 * what happened lately, and a server running for years would otherwise keep every alert it ever sent.
 */
export async function pruneDeliveryLog(db: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ALERT_DELIVERY_LOG_DAYS * 24 * 60 * 60 * 1000);
  const removed = await db
    .delete(alertDeliveries)
    .where(and(ne(alertDeliveries.state, 0), lt(alertDeliveries.createdAt, before)))
    .returning({ id: alertDeliveries.id });
  return removed.length;
}
/** How often the log is pruned: its rows are days old before they go, so an hour late is nothing. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface WebhookSender {
  stop(): Promise<void>;
}

/** Sends due deliveries every `intervalMs`, one round at a time; none when `intervalMs` is 0. */
export function startWebhookSender(
  db: Database,
  box: SecretBox,
  { intervalMs, onError, ...options }: OutboxOptions & { intervalMs: number; onError: (error: unknown) => void },
): WebhookSender {
  if (intervalMs <= 0) return { stop: async () => undefined };
  const batch = options.batch ?? 20;
  let prunedAt = 0;
  const sending = everyInterval(
    intervalMs,
    async (stopped) => {
      while (!stopped() && (await sendDueDeliveries(db, box, options)) === batch);
      if (!stopped() && Date.now() - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        await pruneDeliveryLog(db);
      }
    },
    onError,
  );
  return { stop: sending.stop };
}
