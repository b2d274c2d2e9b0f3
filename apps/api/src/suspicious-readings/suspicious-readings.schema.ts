/** Suspicious readings (issue 28, migration 0037): a customer's rule settings, each reading's flags, the alerts. */
import {
  bigint,
  bigserial,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.schema';
import { readings, tags } from '../tags/tags.schema';

/** A customer's settings, as the domain's SuspicionSettingsSchema reads them; no row: the defaults. */
export const suspicionSettings = pgTable('suspicion_settings', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each rule a reading broke (the domain's suspicionRuleCode), once. */
export const readingSuspicions = pgTable(
  'reading_suspicions',
  {
    readingId: bigint('reading_id', { mode: 'number' }).notNull(),
    rule: smallint('rule').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tagId: bigint('tag_id', { mode: 'number' })
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.readingId, t.rule, t.customerId] }),
    // A reading is named by its id, time and customer: readings is partitioned by month (migration 0046) and keyed
    // with its customer (0052).
    foreignKey({
      name: 'reading_suspicions_reading_fkey',
      columns: [t.readingId, t.readAt, t.customerId],
      foreignColumns: [readings.id, readings.readAt, readings.customerId],
    }).onDelete('cascade'),
    index('reading_suspicions_customer_time_idx').on(t.customerId, t.readAt),
  ],
);

/** One alert per tag and rule; acknowledged until a new reading breaks the rule again. */
export const suspicionAlerts = pgTable(
  'suspicion_alerts',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tagId: bigint('tag_id', { mode: 'number' })
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    rule: smallint('rule').notNull(),
    firstReadAt: timestamp('first_read_at', { withTimezone: true }).notNull(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull(),
    readingCount: integer('reading_count').notNull(),
    lastCountry: varchar('last_country', { length: 100 }),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'suspicion_alerts_pkey', columns: [t.id, t.customerId] }),
    unique('suspicion_alerts_tag_rule_key').on(t.customerId, t.tagId, t.rule),
    index('suspicion_alerts_customer_last_idx').on(t.customerId, t.lastReadAt),
  ],
);
