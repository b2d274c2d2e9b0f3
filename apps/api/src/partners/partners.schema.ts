import { pgTable, serial, varchar, timestamp } from 'drizzle-orm/pg-core';

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 150 }).notNull(),
  taxId: varchar('tax_id', { length: 30 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
