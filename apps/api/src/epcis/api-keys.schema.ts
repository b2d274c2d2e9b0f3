/** A customer's API keys for the EPCIS query interface (issue 29 §5, migration 0043). */
import { customType, index, integer, pgTable, serial, timestamp, varchar, primaryKey } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.schema';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    /** SHA-256 of the key; the tenant role may write it but not read it. */
    keyHash: bytea('key_hash').notNull().unique(),
    /** The key's first characters after its prefix. */
    hint: varchar('hint', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'api_keys_pkey', columns: [t.id, t.customerId] }),
    index('api_keys_customer_idx').on(t.customerId, t.createdAt),
  ],
);
