/**
 * The calling customer's alert webhooks and delivery log in SQL (issue 28 §4). Row-level security shows only the
 * caller's (migrations 0038, 0040); every statement also names the caller's customer (issue 30 §2: a sharded database
 * routes by that filter, not by the policy). A webhook's secret is sealed under a name that holds its
 * id, so the id is taken from the sequence before the row is written.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import {
  ALERT_DELIVERY_STATES,
  suspicionRuleOfCode,
  type ALERT_DELIVERY_SORTS,
  type AlertDeliveryFailure,
  type AlertDeliveryRow,
  type AlertWebhook,
  type NewAlertWebhook,
  type Page,
} from '@tagtrail/domain';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { containsText, orderOf, readPage, textOrder, type SortedPageQuery } from '../db/paging';
import { tags } from '../db/schema';
import type { SecretBox } from '../identity/secret-box';
import { suspicionAlerts } from '../suspicious-readings/suspicious-readings.schema';
import { alertDeliveries, alertWebhooks } from './alert-webhooks.schema';
import { webhookSecretName } from './webhook-outbox';

export type AlertDeliverySort = (typeof ALERT_DELIVERY_SORTS)[number];

const SORT_COLUMNS: Readonly<Record<AlertDeliverySort, SQL>> = {
  createdAt: sql`${alertDeliveries.createdAt}`,
  state: sql`${alertDeliveries.state}`,
  attempts: sql`${alertDeliveries.attempts}`,
  webhookUrl: textOrder(alertWebhooks.url),
  tagId: textOrder(tags.tagId),
  rule: sql`${suspicionAlerts.rule}`,
};

/** A new webhook's signing secret: 256 random bits, prefixed so it is recognised when it leaks (secret scanners). */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

const webhookColumns = { id: alertWebhooks.id, url: alertWebhooks.url, createdAt: alertWebhooks.createdAt };
const webhookOf = (row: { id: number; url: string; createdAt: Date }): AlertWebhook => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

const deliveryColumns = {
  id: alertDeliveries.id,
  webhookId: alertDeliveries.webhookId,
  webhookUrl: alertWebhooks.url,
  alertId: alertDeliveries.alertId,
  rule: suspicionAlerts.rule,
  tagId: tags.tagId,
  state: alertDeliveries.state,
  attempts: alertDeliveries.attempts,
  lastStatus: alertDeliveries.lastStatus,
  lastFailure: alertDeliveries.lastFailure,
  createdAt: alertDeliveries.createdAt,
  deliveredAt: alertDeliveries.deliveredAt,
  nextAttemptAt: alertDeliveries.nextAttemptAt,
};

/** The deliveries with their webhook, and the alert's rule and tag. */
/** A delivery's webhook and alert, joined within its customer (the composite keys hold them there). */
const withWebhookAndAlert = <Select extends PgSelect>(select: Select) =>
  select
    .innerJoin(
      alertWebhooks,
      and(eq(alertWebhooks.id, alertDeliveries.webhookId), eq(alertWebhooks.customerId, alertDeliveries.customerId)),
    )
    .innerJoin(
      suspicionAlerts,
      and(eq(suspicionAlerts.id, alertDeliveries.alertId), eq(suspicionAlerts.customerId, alertDeliveries.customerId)),
    )
    .innerJoin(tags, eq(tags.id, suspicionAlerts.tagId));

/** The caller's customer's webhooks and log: `customerId` is the signed-in customer's, never one a request names. */
export function alertWebhookRepository(db: Database, customerId: number) {
  const ofCustomer = eq(alertWebhooks.customerId, customerId);
  return {
    /** The oldest first: the order they were registered in. */
    async webhooks(): Promise<AlertWebhook[]> {
      const rows = await db.select(webhookColumns).from(alertWebhooks).where(ofCustomer).orderBy(asc(alertWebhooks.id));
      return rows.map(webhookOf);
    },

    /**
     * Registers `url` for the customer with a new secret, unless the customer has `limit` webhooks already ('limit')
     * or this address ('taken'). Registrations of one customer wait for each other, so two at once cannot both pass
     * the limit.
     */
    async add(url: string, limit: number, box: SecretBox): Promise<NewAlertWebhook | 'limit' | 'taken'> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('alert_webhooks'), ${customerId})`);
      const registered = await db.select({ url: alertWebhooks.url }).from(alertWebhooks).where(ofCustomer);
      if (registered.some((row) => row.url === url)) return 'taken';
      if (registered.length >= limit) return 'limit';
      const { rows } = (await db.execute(sql`select nextval('alert_webhooks_id_seq')::int as id`)) as unknown as {
        rows: { id: number }[];
      };
      const id = rows[0]!.id;
      const secret = newSecret();
      const [row] = await db
        .insert(alertWebhooks)
        .values({ id, customerId, url, secretSealed: box.seal(webhookSecretName(id), secret) })
        .returning(webhookColumns);
      return { webhook: webhookOf(row!), secret };
    },

    /** Removes a webhook the caller sees, its pending deliveries and log with it; undefined when it sees none. */
    async remove(id: number): Promise<number | undefined> {
      const [row] = await db
        .delete(alertWebhooks)
        .where(and(ofCustomer, eq(alertWebhooks.id, id)))
        .returning({ id: alertWebhooks.id });
      return row?.id;
    },

    /** A page of the delivery log, searched in the webhook's address and the tag's id. */
    async deliveries(query: SortedPageQuery<AlertDeliverySort>): Promise<Page<AlertDeliveryRow>> {
      const where = and(
        eq(alertDeliveries.customerId, customerId),
        containsText(query.search, alertWebhooks.url, tags.tagId),
      );
      const order = orderOf(query.direction);
      const total = withWebhookAndAlert(db.select({ total: count() }).from(alertDeliveries).$dynamic()).where(where);
      const page = await readPage(query, total, ({ limit, offset }) =>
        withWebhookAndAlert(db.select(deliveryColumns).from(alertDeliveries).$dynamic())
          .where(where)
          .orderBy(order(SORT_COLUMNS[query.sort]), order(alertDeliveries.id))
          .limit(limit)
          .offset(offset),
      );
      return {
        total: page.total,
        records: page.records.flatMap((row) => {
          const rule = suspicionRuleOfCode(row.rule);
          // A rule this server does not know (a newer server's, after a rollback) is left out, as the Alerts list does.
          if (rule === undefined) return [];
          const state = ALERT_DELIVERY_STATES[row.state] ?? 'pending';
          return [
            {
              ...row,
              rule,
              state,
              lastFailure: row.lastFailure as AlertDeliveryFailure | null,
              createdAt: row.createdAt.toISOString(),
              deliveredAt: row.deliveredAt?.toISOString() ?? null,
              nextAttemptAt: state === 'pending' ? row.nextAttemptAt.toISOString() : null,
            },
          ];
        }),
      };
    },
  };
}
