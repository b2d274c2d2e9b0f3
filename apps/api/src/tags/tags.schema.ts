/** Tags (one per NFC chip or QR code) and their readings. Readings are the hot path: one insert per scan. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { customerLots, partnerLots } from '../lots/lots.schema';

export const tags = pgTable(
  'tags',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    partnerLotId: integer('partner_lot_id')
      .notNull()
      .references(() => partnerLots.id, { onDelete: 'cascade' }),
    /**
     * NFC: the chip id from the lot file. QrCode: 32 random hex digits (128 bits), the `{hash}` of the public URL
     * `/t/{hash}`. Unique across every lot, compared without regard to case.
     */
    tagId: varchar('tag_id', { length: 64 }).notNull(),
    /** NFC only: the key printed on the tag (the file's second field). */
    visualKey: varchar('visual_key', { length: 128 }),
    /** 1-based position within its lot. */
    sequence: integer('sequence').notNull(),
    /** The tag active flag (liberado) a customer switches. */
    active: boolean('active').notNull().default(true),
    /** Set when a customer lot (through a sub-lot) takes this tag: the partner's lot counts it as used. */
    customerLotId: integer('customer_lot_id'),
    /**
     * That lot's customer, set and cleared with it (migration 0051): the foreign key to the lot names both, as a
     * database sharded by customer needs. Null for a tag in no customer lot, even when its partner lot was given to a
     * customer.
     */
    customerLotCustomerId: integer('customer_lot_customer_id'),
    /** How many readings the tag has: kept by a trigger on readings (migration 0013), never written by the API. */
    readCount: integer('read_count').notNull().default(0),
    /**
     * A secure tag's highest read counter proved genuine (issue 27 §4: it only moves forward); null until its first
     * secure read. Migration 0034.
     */
    sdmCounter: integer('sdm_counter'),
  },
  (t) => [
    foreignKey({
      name: 'tags_customer_lot_fk',
      columns: [t.customerLotId, t.customerLotCustomerId],
      foreignColumns: [customerLots.id, customerLots.customerId],
    }).onDelete('set null'),
    check('tags_customer_lot_with_customer', sql`(${t.customerLotId} is null) = (${t.customerLotCustomerId} is null)`),
    uniqueIndex('tags_tag_id_lower_idx').on(sql`lower(${t.tagId})`),
    index('tags_partner_lot_sequence_idx').on(t.partnerLotId, t.sequence),
    index('tags_customer_lot_idx')
      .on(t.customerLotId)
      .where(sql`${t.customerLotId} is not null`),
  ],
);

/**
 * Partitioned by month of read_at (migration 0046: a month is one table, made ahead by reading-partitions.ts and
 * dropped whole past READINGS_RETENTION_MONTHS), so its key holds read_at too: a reading is named by id and time.
 */
export const readings = pgTable(
  'readings',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    tagId: bigint('tag_id', { mode: 'number' })
      .notNull()
      .references(() => tags.id),
    /**
     * The customer whose lot the tag was in when it was read (migration 0045: named by the scan). Never null once
     * stored (0052). An insert may leave it out: it is sent as NULL, and the readings' trigger fills it from the tag,
     * or stores the reading in unclaimed_readings when the tag is in no customer's lot.
     */
    customerId: integer('customer_id')
      .notNull()
      .$defaultFn(() => sql`NULL`),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
    latitude: doublePrecision('latitude').notNull().default(0),
    longitude: doublePrecision('longitude').notNull().default(0),
    deviceModel: varchar('device_model', { length: 100 }),
    osVersion: varchar('os_version', { length: 50 }),
    deviceId: varchar('device_id', { length: 100 }),
    deviceAlias: varchar('device_alias', { length: 100 }),
    country: varchar('country', { length: 100 }),
    region: varchar('region', { length: 100 }),
    city: varchar('city', { length: 100 }),
    /**
     * What the scan proved (issue 27 §4, migration 0035): 0 unverified, 1 genuine, 2 replayed, 3 invalid
     * (`READING_AUTHENTICITY` in the domain).
     */
    authenticity: smallint('authenticity').notNull().default(0),
    /** The read counter a verified secure tap presented (genuine or replayed), else null. Migration 0035. */
    sdmCounter: integer('sdm_counter'),
  },
  (t) => [
    primaryKey({ name: 'readings_pkey', columns: [t.id, t.readAt, t.customerId] }),
    index('readings_tag_idx').on(t.tagId, t.readAt),
    // A customer's readings by time: the reading map's period, newest first (0045).
    index('readings_customer_read_at_idx').on(t.customerId, t.readAt),
    // The possible copies (replayed, invalid) alone, a customer's by time: the dashboard's count (0036, 0053).
    index('readings_possible_copy_idx')
      .on(t.customerId, t.readAt)
      .where(sql`${t.authenticity} >= 2`),
  ],
);

/**
 * The readings of a tag in no customer's lot yet (migration 0052): a partner's tests before the lot ships. The
 * readings' insert trigger stores such a reading here rather than in readings; it stays the partner's, counted in its
 * tag's read_count, never on a customer's screens, and is dropped with the readings past READINGS_RETENTION_MONTHS.
 */
export const unclaimedReadings = pgTable(
  'unclaimed_readings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    tagId: bigint('tag_id', { mode: 'number' })
      .notNull()
      .references(() => tags.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
    latitude: doublePrecision('latitude').notNull().default(0),
    longitude: doublePrecision('longitude').notNull().default(0),
    deviceModel: varchar('device_model', { length: 100 }),
    osVersion: varchar('os_version', { length: 50 }),
    deviceId: varchar('device_id', { length: 100 }),
    deviceAlias: varchar('device_alias', { length: 100 }),
    country: varchar('country', { length: 100 }),
    region: varchar('region', { length: 100 }),
    city: varchar('city', { length: 100 }),
    authenticity: smallint('authenticity').notNull().default(0),
    sdmCounter: integer('sdm_counter'),
  },
  (t) => [index('unclaimed_readings_tag_idx').on(t.tagId, t.readAt)],
);
