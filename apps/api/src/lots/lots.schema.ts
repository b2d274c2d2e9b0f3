/** Partner lots: the orders of tags an administrator creates for a partner (spec A §3 "Partner lot"). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
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
    productId: integer('product_id').references(() => products.id),
    /** The order number (numero): unique within a partner, locked once created. */
    number: varchar('number', { length: 50 }).notNull(),
    /** 1 NFC, 2 QrCode (spec A §9). */
    type: smallint('type').notNull(),
    /** QrCode lots only: read in the browser without the app. */
    appless: boolean('appless').notNull().default(false),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('partner_lots_partner_number_idx').on(t.partnerId, sql`lower(${t.number})`),
    index('partner_lots_customer_idx').on(t.customerId),
  ],
);
