/** Alert webhooks and their deliveries' outbox (issue 28 §4, migration 0038). */
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.schema';
import { suspicionAlerts } from '../suspicious-readings/suspicious-readings.schema';

export const alertWebhooks = pgTable(
  'alert_webhooks',
  {
    id: serial('id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    url: varchar('url', { length: 2000 }).notNull(),
    /** The signing secret, sealed by the server's key file. */
    secretSealed: jsonb('secret_sealed').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'alert_webhooks_pkey', columns: [t.id, t.customerId] }),
    index('alert_webhooks_customer_idx').on(t.customerId),
    uniqueIndex('alert_webhooks_customer_url_idx').on(t.customerId, t.url),
  ],
);

/** 0 pending, 1 delivered, 2 failed for good. */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => alertWebhooks.id, { onDelete: 'cascade' }),
    alertId: bigint('alert_id', { mode: 'number' })
      .notNull()
      .references(() => suspicionAlerts.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull().defaultRandom().unique(),
    payload: jsonb('payload').notNull(),
    state: smallint('state').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    firstAttemptAt: timestamp('first_attempt_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastStatus: integer('last_status'),
    /** Why the last attempt failed: one of the domain's ALERT_DELIVERY_FAILURES. */
    lastFailure: varchar('last_failure', { length: 40 }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'alert_deliveries_pkey', columns: [t.id, t.customerId] }),
    index('alert_deliveries_webhook_idx').on(t.webhookId, t.createdAt),
    index('alert_deliveries_customer_created_idx').on(t.customerId, t.createdAt, t.id),
  ],
);
