/** Sign-in accounts and the identity provider's own records. */
import { pgTable, serial, varchar, integer, timestamp, jsonb, text, index } from 'drizzle-orm/pg-core';
import { partners } from '../partners/partners.schema';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The sign-in name (spec: `usuario`), unique without regard to case. */
    username: varchar('username', { length: 100 }).notNull().unique(),
    name: varchar('name', { length: 150 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    /** scrypt: `scrypt$N$r$p$salt$hash`, base64 parts. Never the password itself. */
    passwordHash: text('password_hash').notNull(),
    /** Token role claim: admin, partner, pointofsale or customer. */
    role: varchar('role', { length: 20 }).notNull(),
    partnerId: integer('partner_id').references(() => partners.id),
    /** Customers arrive with the partner area; the column is here so tokens can carry it from day one. */
    customerId: integer('customer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_partner_idx').on(t.partnerId)],
);
