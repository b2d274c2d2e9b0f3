/**
 * The calling customer's own app (spec B §3 "App config", §7: areacliente/aplicativos): its first app, read and
 * saved with the contact and link fields. Row-level security limits the call to the customer's apps.
 */
import { asc, eq } from 'drizzle-orm';
import type { MyApp, MyAppInput } from '@tagtrail/domain';
import type { Database } from '../db/client';
import { apps } from './apps.schema';

const columns = {
  id: apps.id,
  name: apps.name,
  nfcEnabled: apps.nfcEnabled,
  qrCodeEnabled: apps.qrCodeEnabled,
  locationRequired: apps.locationRequired,
  whatsappNumber: apps.whatsappNumber,
  whatsappMessage: apps.whatsappMessage,
  manualImageUrl: apps.manualImageUrl,
  manualLinkUrl: apps.manualLinkUrl,
  videoImageUrl: apps.videoImageUrl,
  videoLinkUrl: apps.videoLinkUrl,
  shareUrl: apps.shareUrl,
  shareMessage: apps.shareMessage,
};

const storedFields = (input: MyAppInput) => ({
  name: input.name,
  ...input.flags,
  whatsappNumber: input.whatsappNumber,
  whatsappMessage: input.whatsappMessage,
  manualImageUrl: input.manualImageUrl,
  manualLinkUrl: input.manualLinkUrl,
  videoImageUrl: input.videoImageUrl,
  videoLinkUrl: input.videoLinkUrl,
  shareUrl: input.shareUrl,
  shareMessage: input.shareMessage,
});

export function myAppRepository(db: Database, customerId: number) {
  return {
    /** The customer's app (its first, when a partner made several), or undefined while it has none. */
    async get(): Promise<MyApp | undefined> {
      const [row] = await db
        .select(columns)
        .from(apps)
        .where(eq(apps.customerId, customerId))
        .orderBy(asc(apps.id))
        .limit(1);
      if (row === undefined) return undefined;
      const { nfcEnabled, qrCodeEnabled, locationRequired, ...rest } = row;
      return { ...rest, flags: { nfcEnabled, qrCodeEnabled, locationRequired } };
    },

    async create(input: MyAppInput): Promise<number> {
      const [row] = await db
        .insert(apps)
        .values({ customerId, ...storedFields(input) })
        .returning({ id: apps.id });
      if (row === undefined) throw new Error('insert into apps returned no id');
      return row.id;
    },

    async update(id: number, input: MyAppInput): Promise<void> {
      await db.update(apps).set(storedFields(input)).where(eq(apps.id, id));
    },
  };
}
