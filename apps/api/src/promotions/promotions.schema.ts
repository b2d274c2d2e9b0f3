/**
 * A customer's promotions (spec B §3 "Promotion", issue 13): drizzle/0020_promotions.sql makes the tables, their
 * references and row-level security. The processing job keeps its state in `promotions` (status, seed, lease).
 */
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { customers } from '../customers/customers.schema';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    random: boolean('random').notNull().default(false),
    prize: text('prize').notNull(),
    rulesManualUrl: text('rules_manual_url'),
    imageUrl: text('image_url'),
    winnersCount: integer('winners_count').notNull(),
    drawType: smallint('draw_type').notNull().default(2),
    /** issue 24 §3: 1 one entry per tag (its first reader's), 2 one per device (migration 0030). */
    entryRule: smallint('entry_rule').notNull().default(1),
    status: smallint('status').notNull().default(1),
    relevance: doublePrecision('relevance').notNull().default(0),
    readingFilter: jsonb('reading_filter'),
    processingStartedAt: timestamp('processing_started_at', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    drawSeed: bytea('draw_seed'),
    drawCommitment: varchar('draw_commitment', { length: 64 }),
    candidateCount: integer('candidate_count'),
    /** What each rule kept out when the entry list was made; null until then (migration 0030). */
    blockedDevicesCount: integer('blocked_devices_count'),
    laterReadersCount: integer('later_readers_count'),
    readingsWithoutDeviceCount: integer('readings_without_device_count'),
    notificationRound: integer('notification_round').notNull().default(0),
    /** The public page's name, /p/{publicRef}: random, so pages cannot be found by counting (migration 0032). */
    publicRef: varchar('public_ref', { length: 22 })
      .notNull()
      .default(sql`translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/=', '-_')`),
    /** SHA-256 of the frozen entry list and when it was frozen; null until then (migration 0032, draw.ts). */
    entriesDigest: varchar('entries_digest', { length: 64 }),
    entriesFrozenAt: timestamp('entries_frozen_at', { withTimezone: true }),
    jobLeaseUntil: timestamp('job_lease_until', { withTimezone: true }),
    jobAttempts: integer('job_attempts').notNull().default(0),
    jobError: text('job_error'),
  },
  (table) => [primaryKey({ name: 'promotions_pkey', columns: [table.id, table.customerId] })],
);

export const promotionProducts = pgTable(
  'promotion_products',
  {
    id: serial('id').notNull(),
    customerId: integer('customer_id').notNull(),
    promotionId: integer('promotion_id').notNull(),
    productId: integer('product_id').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ name: 'promotion_products_pkey', columns: [table.id, table.customerId] })],
);

export type PromotionPlaceKind = 'country' | 'state' | 'city';

export const promotionPlaces = pgTable(
  'promotion_places',
  {
    id: serial('id').notNull(),
    customerId: integer('customer_id').notNull(),
    promotionId: integer('promotion_id').notNull(),
    kind: varchar('kind', { length: 7 }).$type<PromotionPlaceKind>().notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ name: 'promotion_places_pkey', columns: [table.id, table.customerId] })],
);

export const promotionDrawEntries = pgTable(
  'promotion_draw_entries',
  {
    promotionId: integer('promotion_id').notNull(),
    customerId: integer('customer_id').notNull(),
    position: integer('position').notNull(),
    deviceId: integer('device_id').notNull(),
    entryHash: varchar('entry_hash', { length: 64 }).notNull(),
    /** The ticket's tag under one entry per tag; null under one per device. */
    tagId: bigint('tag_id', { mode: 'number' }),
  },
  (table) => [primaryKey({ columns: [table.promotionId, table.position, table.customerId] })],
);

export const promotionWinners = pgTable(
  'promotion_winners',
  {
    id: serial('id').notNull(),
    customerId: integer('customer_id').notNull(),
    promotionId: integer('promotion_id').notNull(),
    deviceId: integer('device_id').notNull(),
    drawOrder: integer('draw_order').notNull(),
    entryPosition: integer('entry_position').notNull(),
    code: varchar('code', { length: 20 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawerName: text('withdrawer_name'),
    withdrawerCpf: varchar('withdrawer_cpf', { length: 11 }),
    withdrawerAddress: text('withdrawer_address'),
    withdrawerBirthDate: date('withdrawer_birth_date', { mode: 'string' }),
    withdrawnByUserId: integer('withdrawn_by_user_id'),
  },
  (table) => [primaryKey({ name: 'promotion_winners_pkey', columns: [table.id, table.customerId] })],
);

/**
 * Who withdrew each prize, when and at which till (issue 24 §2; drizzle/0028): written with the withdrawal, never
 * changed. `salesPointId` is the sales point's account when one withdrew it, null for the customer's own staff.
 */
export const prizeWithdrawals = pgTable(
  'prize_withdrawals',
  {
    customerId: integer('customer_id').notNull(),
    winnerId: integer('winner_id').notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').notNull(),
    salesPointId: integer('sales_point_id'),
  },
  (table) => [primaryKey({ name: 'prize_withdrawals_pk', columns: [table.customerId, table.winnerId] })],
);

export const promotionNotifications = pgTable(
  'promotion_notifications',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    customerId: integer('customer_id').notNull(),
    promotionId: integer('promotion_id').notNull(),
    winnerId: integer('winner_id').notNull(),
    deviceId: integer('device_id').notNull(),
    round: integer('round').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ name: 'promotion_notifications_pkey', columns: [table.id, table.customerId] })],
);
