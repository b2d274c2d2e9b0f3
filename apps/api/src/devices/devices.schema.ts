/** A customer's devices (spec B §3 "Device"); drizzle/0018_devices.sql makes the table; the readings are folded into it (0027). */
import { boolean, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.schema';

export const devices = pgTable('devices', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  /** The device's own id as its readings carry it (readings.device_id). */
  deviceKey: varchar('device_key', { length: 100 }).notNull(),
  /** Its model, as last read; '' while none was. */
  name: varchar('name', { length: 100 }).notNull().default(''),
  osVersion: varchar('os_version', { length: 50 }),
  owner: varchar('owner', { length: 100 }),
  active: boolean('active').notNull().default(true),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});
