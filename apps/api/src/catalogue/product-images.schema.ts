/** A product's images (spec B §3 "Product image"); drizzle/0017_product_images.sql makes the table and its keys. */
import { index, integer, pgTable, serial, text, timestamp, primaryKey } from 'drizzle-orm/pg-core';

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').notNull(),
    customerId: integer('customer_id').notNull(),
    productId: integer('product_id').notNull(),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    mediaType: text('media_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'product_images_pkey', columns: [t.id, t.customerId] }),
    index('product_images_product_idx').on(t.productId),
  ],
);
