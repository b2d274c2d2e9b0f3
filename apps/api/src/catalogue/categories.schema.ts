/**
 * A customer's categories (spec B §3 "Category") and the product lines each is used in (the wire's `uso`), one row
 * per line in the order given; drizzle/0015_categories_product_lines.sql makes the tables and their composite keys.
 */
import { boolean, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.schema';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    parentCategoryId: integer('parent_category_id'),
    description: text('description').notNull(),
    active: boolean('active').notNull().default(true),
    imageUrl: text('image_url'),
    manualImageUrl: text('manual_image_url'),
    manualLinkUrl: text('manual_link_url'),
    videoImageUrl: text('video_image_url'),
    videoLinkUrl: text('video_link_url'),
    shareUrl: text('share_url'),
    shareMessage: text('share_message'),
    relevance: integer('relevance').notNull().default(0),
    segments: text('segments').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'categories_pkey', columns: [table.id, table.customerId] })],
);

export const categoryProductLines = pgTable(
  'category_product_lines',
  {
    categoryId: integer('category_id').notNull(),
    productLineId: integer('product_line_id').notNull(),
    customerId: integer('customer_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.productLineId, t.customerId] })],
);
