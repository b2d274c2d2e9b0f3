/** A customer's devices (spec B §3 "Device"); drizzle/0018_devices.sql makes the table; the readings are folded into it (0027). */
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, timestamp, varchar, primaryKey } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.schema';

export const devices = pgTable(
  'devices',
  {
    id: serial('id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The device's own id as its readings carry it (readings.device_id). */
    deviceKey: varchar('device_key', { length: 100 }).notNull(),
    /**
     * What the customer's staff see as the device's id: a keyed hash of the customer and the key, set by the database
     * on insert (migration 0029's trigger, whatever is written). The key itself is the phone's cookie, never shown
     * (issue 24 §1). The default only tells drizzle that an insert need not name it.
     */
    pseudonym: varchar('pseudonym', { length: 20 })
      .notNull()
      .default(sql`null`),
    /** Its model, as last read; '' while none was. */
    name: varchar('name', { length: 100 }).notNull().default(''),
    osVersion: varchar('os_version', { length: 50 }),
    owner: varchar('owner', { length: 100 }),
    active: boolean('active').notNull().default(true),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'devices_pkey', columns: [table.id, table.customerId] })],
);
