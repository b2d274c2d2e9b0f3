/** Customers (manufacturers) a partner serves (spec A §3 "Customer"). */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { partners } from '../partners/partners.schema';

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    code: varchar('code', { length: 50 }).notNull(),
    name: varchar('name', { length: 150 }).notNull(),
    /** spec A §9: twelve zeros when none is given. */
    taxId: varchar('tax_id', { length: 30 }).notNull().default('000000000000'),
    linkedProduct: boolean('linked_product').notNull().default(false),
    exclusive: boolean('exclusive').notNull().default(false),
    singleReading: boolean('single_reading').notNull().default(false),
    /** Language id (1 pt, 2 en, 3 es) → the warning shown when a single-use tag is read again. */
    singleReadingMessages: jsonb('single_reading_messages').$type<Record<string, string>>(),
    /** The app tenant: names the customer's app template and travels in the public reading's header. */
    tenantId: varchar('tenant_id', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_partner_code_idx').on(t.partnerId, sql`lower(${t.code})`),
    index('customers_partner_idx').on(t.partnerId),
  ],
);
