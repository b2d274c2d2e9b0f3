/** A customer's mobile-app configurations (spec A §3 "App configuration", spec B §3 "App config"). */
import { boolean, index, integer, pgTable, serial, text, timestamp, varchar, primaryKey } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.schema';

export const apps = pgTable(
  'apps',
  {
    id: serial('id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 150 }).notNull(),
    nfcEnabled: boolean('nfc_enabled').notNull().default(false),
    qrCodeEnabled: boolean('qr_code_enabled').notNull().default(false),
    locationRequired: boolean('location_required').notNull().default(false),
    whatsappNumber: varchar('whatsapp_number', { length: 30 }),
    whatsappMessage: text('whatsapp_message'),
    manualImageUrl: text('manual_image_url'),
    manualLinkUrl: text('manual_link_url'),
    videoImageUrl: text('video_image_url'),
    videoLinkUrl: text('video_link_url'),
    shareUrl: text('share_url'),
    shareMessage: text('share_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'apps_pkey', columns: [t.id, t.customerId] }),
    index('apps_customer_idx').on(t.customerId),
  ],
);
