/** A customer's product lines (spec B §3 "Product line"); drizzle/0015_categories_product_lines.sql makes the table. */
import { integer, pgTable, serial, text, timestamp, varchar, primaryKey } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.schema';

export const productLines = pgTable(
  'product_lines',
  {
    id: serial('id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    code: text('code').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    thumbnailUrl: text('thumbnail_url'),
    linkUrl: text('link_url'),
    colour: varchar('colour', { length: 7 }),
    relevance: integer('relevance').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'product_lines_pkey', columns: [table.id, table.customerId] })],
);
