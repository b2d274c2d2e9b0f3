/**
 * Partner lots: the orders of tags an administrator creates for a partner (spec A §3 "Partner lot"); customer lots:
 * a manufacturer's own lots, fed with tags from partner lots through sub-lots (spec B §3).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.schema';
import { products } from '../catalogue/catalogue.schema';
import { partners } from '../partners/partners.schema';

export const partnerLots = pgTable(
  'partner_lots',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    customerId: integer('customer_id').references(() => customers.id),
    /** A product of the lot's customer: the foreign key names (product_id, customer_id) (migration 0051). */
    productId: integer('product_id'),
    /** The order number (numero): unique within a partner, locked once created. */
    number: varchar('number', { length: 50 }).notNull(),
    /** 1 NFC, 2 QrCode (spec A §9). */
    type: smallint('type').notNull(),
    /** QrCode lots only: read in the browser without the app. */
    appless: boolean('appless').notNull().default(false),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // A secure NFC lot (issue 27 §3, migration 0034): all of these, or none (mode null: not a secure lot).
    /** 'AES' or 'LRP'. */
    sdmMode: varchar('sdm_mode', { length: 3 }),
    /** The SDM meta-read key, sealed to this lot and its role (lots/secure-lot-keys.ts); never in an answer or a log. */
    sdmMetaReadKeySealed: text('sdm_meta_read_key_sealed'),
    /** The master key the tags' file-read keys are derived from (AN10922), sealed likewise. */
    sdmMasterKeySealed: text('sdm_master_key_sealed'),
    /** Public, random, the same for every tag of the lot: the `/s/<reference>` of its tags' URL. */
    sdmReference: varchar('sdm_reference', { length: 22 }),
    /** The server made the keys: they are shown once, then never again. */
    sdmKeysGenerated: boolean('sdm_keys_generated').notNull().default(false),
    /** When the generated keys were shown; null: not yet. */
    sdmKeysShownAt: timestamp('sdm_keys_shown_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'partner_lots_product_fk',
      columns: [t.productId, t.customerId],
      foreignColumns: [products.id, products.customerId],
    }),
    check('partner_lots_product_needs_customer', sql`${t.productId} is null or ${t.customerId} is not null`),
    uniqueIndex('partner_lots_partner_number_idx').on(t.partnerId, sql`lower(${t.number})`),
    index('partner_lots_customer_idx').on(t.customerId),
    uniqueIndex('partner_lots_sdm_reference_idx')
      .on(t.sdmReference)
      .where(sql`${t.sdmReference} is not null`),
  ],
);

export const customerLots = pgTable(
  'customer_lots',
  {
    /** With customer_id, the primary key (migration 0051). */
    id: serial('id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** A product of the same customer: the foreign key names (product_id, customer_id) (migration 0049). */
    productId: integer('product_id'),
    /** The customer's lot number: unique within the customer, compared without regard to case. */
    number: varchar('number', { length: 50 }).notNull(),
    manufactureDate: date('manufacture_date'),
    releaseDate: date('release_date'),
    /** Null: the expiry is undefined. */
    expiryDate: date('expiry_date'),
    /** The countries the lot is sold in, ISO 3166-1 alpha-2; empty: anywhere (issue 28, migration 0037). */
    markets: text('markets')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** 0 available, 1 recall, 5 overdue, 9 lost (spec B §4). */
    status: smallint('status').notNull().default(0),
    statusDate: date('status_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'customer_lots_pkey', columns: [t.id, t.customerId] }),
    uniqueIndex('customer_lots_customer_number_idx').on(t.customerId, sql`lower(${t.number})`),
  ],
);

/** The share of a partner lot a customer lot takes (spec B §3 "Sub-lot"); sequences both 0: the whole lot. */
export const customerSubLots = pgTable(
  'customer_sub_lots',
  {
    id: serial('id').notNull(),
    /** Its customer lot's customer (migration 0049), which the foreign key to the lot holds with it. */
    customerId: integer('customer_id').notNull(),
    customerLotId: integer('customer_lot_id').notNull(),
    partnerLotId: integer('partner_lot_id')
      .notNull()
      .references(() => partnerLots.id),
    startSequence: integer('start_sequence').notNull().default(0),
    endSequence: integer('end_sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'customer_sub_lots_pkey', columns: [t.id, t.customerId] }),
    foreignKey({
      name: 'customer_sub_lots_customer_lot_id_fkey',
      columns: [t.customerLotId, t.customerId],
      foreignColumns: [customerLots.id, customerLots.customerId],
    }).onDelete('cascade'),
    index('customer_sub_lots_customer_lot_idx').on(t.customerLotId),
    index('customer_sub_lots_partner_lot_idx').on(t.partnerLotId),
  ],
);
