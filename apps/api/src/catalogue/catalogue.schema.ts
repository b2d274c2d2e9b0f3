/** A customer's products (spec B §3 "Product"). Categories, product lines and images arrive with the catalogue screens. */
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.schema';

export const products = pgTable(
  'products',
  {
    /** With customer_id, the primary key (migration 0051). */
    id: serial('id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    code: varchar('code', { length: 50 }).notNull(),
    name: varchar('name', { length: 300 }).notNull(),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id'),
    measure: varchar('measure', { length: 50 }),
    unitsPerPackage: integer('units_per_package'),
    active: boolean('active').notNull().default(true),
    partnerLotLinked: boolean('partner_lot_linked').notNull().default(false),
    manualImageUrl: text('manual_image_url'),
    manualLinkUrl: text('manual_link_url'),
    videoImageUrl: text('video_image_url'),
    videoLinkUrl: text('video_link_url'),
    shareUrl: text('share_url'),
    shareMessage: text('share_message'),
    relevance: integer('relevance').notNull().default(0),
    thumbImageId: integer('thumb_image_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** issue 29 §1: the GTIN-14, null for none; one product per GTIN within a customer (0041). */
    gtin: varchar('gtin', { length: 14 }),
  },
  (t) => [
    primaryKey({ name: 'products_pkey', columns: [t.id, t.customerId] }),
    index('products_customer_idx').on(t.customerId),
    uniqueIndex('products_customer_gtin_idx').on(t.customerId, t.gtin),
  ],
);
