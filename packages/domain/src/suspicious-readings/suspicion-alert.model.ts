/**
 * An alert (issue 28 §3): one tag's readings that broke one rule, gathered — when the rule was first and last broken,
 * by how many readings, the latest one's country, the tag's product and lot. The manufacturer acknowledges it; a new
 * reading that breaks the rule again opens it again.
 */
import * as v from 'valibot';
import { InstantSchema } from '../shared/dates';
import { SuspicionRuleSchema } from './suspicion-rule.model';

/** One row of the Alerts list. */
export const SuspicionAlertRowSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  /** The tag's row id, for its readings (the tag readings screen). */
  tagRowId: v.pipe(v.number(), v.integer()),
  /** The tag's id as its lot's file listed it (an NFC UID, a QR code's id). */
  tagId: v.string(),
  rule: SuspicionRuleSchema,
  firstReadAt: InstantSchema,
  lastReadAt: InstantSchema,
  readingCount: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** ISO 3166-1 alpha-2 code of the latest reading that broke the rule; null without a place. */
  country: v.nullable(v.string()),
  productName: v.nullable(v.string()),
  /** The customer lot's number; null for a tag not yet in a customer lot. */
  lotNumber: v.nullable(v.string()),
  /** When the manufacturer acknowledged it; null while it is open. */
  acknowledgedAt: v.nullable(InstantSchema),
});
export type SuspicionAlertRow = v.InferOutput<typeof SuspicionAlertRowSchema>;

/** The list's sortable columns. */
export const SUSPICION_ALERT_SORTS = [
  'lastReadAt',
  'firstReadAt',
  'readingCount',
  'rule',
  'tagId',
  'country',
  'productName',
  'lotNumber',
] as const;

/** Which alerts the list shows: the open ones or the acknowledged ones; a query without one shows both. */
export const SUSPICION_ALERT_SITUATIONS = ['open', 'acknowledged'] as const;
export type SuspicionAlertSituation = (typeof SUSPICION_ALERT_SITUATIONS)[number];

/** Whether an alert is open (not acknowledged since a reading last broke its rule) or acknowledged. */
export const suspicionAlertSituation = (row: Pick<SuspicionAlertRow, 'acknowledgedAt'>): SuspicionAlertSituation =>
  row.acknowledgedAt === null ? 'open' : 'acknowledged';
