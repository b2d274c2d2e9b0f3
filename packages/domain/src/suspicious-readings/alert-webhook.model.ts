/**
 * A customer's alert webhooks and the log of what was sent to them (issue 28 §4): the addresses each newly raised
 * alert is posted to, signed with the webhook's secret (shown once, when it is made), and one delivery per alert and
 * webhook with its attempts and how the last one went.
 */
import * as v from 'valibot';
import { InstantSchema } from '../shared/dates';
import { SuspicionRuleSchema } from './suspicion-rule.model';

const Id = v.pipe(v.number(), v.integer());

export const AlertWebhookSchema = v.object({
  id: Id,
  url: v.string(),
  createdAt: InstantSchema,
});
export type AlertWebhook = v.InferOutput<typeof AlertWebhookSchema>;

/** A webhook just made, with the secret its deliveries are signed with: answered this once, never again. */
export interface NewAlertWebhook {
  readonly webhook: AlertWebhook;
  readonly secret: string;
}

/** Pending (to be tried, again or for the first time), delivered (a 2xx answer), failed for good (24 hours tried). */
export const ALERT_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type AlertDeliveryState = (typeof ALERT_DELIVERY_STATES)[number];
export const AlertDeliveryStateSchema = v.picklist(ALERT_DELIVERY_STATES);

/**
 * Why an attempt failed, as the log tells it: the address was refused before anything was sent (not a web address,
 * not https, its host not found or not a public address) or the receiver did not take it (a redirect, which is not
 * followed; another status than 2xx; the connection failed, timed out or was cut off). `not-sent` is the server's own
 * failure (the secret could not be opened).
 */
export const ALERT_DELIVERY_FAILURES = [
  'invalid-address',
  'not-https',
  'host-not-found',
  'address-not-allowed',
  'redirect',
  'status',
  'connection-failed',
  'timeout',
  'cut-off',
  'not-sent',
] as const;
export type AlertDeliveryFailure = (typeof ALERT_DELIVERY_FAILURES)[number];
export const AlertDeliveryFailureSchema = v.picklist(ALERT_DELIVERY_FAILURES);

/** One row of the delivery log. */
export const AlertDeliveryRowSchema = v.object({
  id: Id,
  webhookId: Id,
  webhookUrl: v.string(),
  alertId: Id,
  rule: SuspicionRuleSchema,
  /** The alert's tag, as its lot's file listed it. */
  tagId: v.string(),
  state: AlertDeliveryStateSchema,
  /** Attempts made so far: 0 until the first one. */
  attempts: v.pipe(Id, v.minValue(0)),
  /** The receiver's status on the last attempt; null when there was none (never tried, or no answer). */
  lastStatus: v.nullable(Id),
  /** Why the last attempt failed; null after a success or before any attempt. */
  lastFailure: v.nullable(AlertDeliveryFailureSchema),
  createdAt: InstantSchema,
  deliveredAt: v.nullable(InstantSchema),
  /** When a pending delivery is tried next; null once delivered or failed. */
  nextAttemptAt: v.nullable(InstantSchema),
});
export type AlertDeliveryRow = v.InferOutput<typeof AlertDeliveryRowSchema>;

/** The delivery log's sortable columns; the newest first unless told. */
export const ALERT_DELIVERY_SORTS = ['createdAt', 'state', 'attempts', 'webhookUrl', 'tagId', 'rule'] as const;
