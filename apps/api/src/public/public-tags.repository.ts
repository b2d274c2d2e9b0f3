/**
 * What the public tag page shows of one tag (spec B §3 "Public tag response"), read in the public scope: row-level
 * security lets it read tags, lots, products and customers, and record readings, nothing else. One query by the
 * tag's id (its unique lower-case index), so a page answers in a few milliseconds.
 */
import { eq, sql } from 'drizzle-orm';
import type { PublicTagReading } from '@tagtrail/domain';
import type { Database } from '../db/client';
import { customerLots, customers, partnerLots, products, readings, tags } from '../db/schema';
import { messagesOf } from '../customers/customers.repository';

/** The tag status the page is given for a tag switched on; a tag switched off has none (spec B §4: blocked). */
export const ACTIVE_TAG_STATUS = 1;

export interface PublicTagRow {
  /** The tag's row id, what its readings point at. */
  readonly id: number;
  /** The customer's app tenant: the page sends it back with the scan. */
  readonly tenantId: string | null;
  readonly reading: PublicTagReading;
}

/** A reading as the scan records it; the position is 0, 0 when the visitor gave none. */
export interface ScanRecord {
  readonly tagRowId: number;
  readonly latitude: number;
  readonly longitude: number;
  readonly deviceId: string | null;
  readonly deviceModel: string | null;
  readonly osVersion: string | null;
  readonly country: string | null;
  readonly region: string | null;
  readonly city: string | null;
}

export function publicTagRepository(db: Database) {
  return {
    async byTagId(tagId: string): Promise<PublicTagRow | undefined> {
      const [row] = await db
        .select({
          id: tags.id,
          tagId: tags.tagId,
          visualKey: tags.visualKey,
          active: tags.active,
          readCount: tags.readCount,
          productName: products.name,
          productDescription: products.description,
          productManualUrl: products.manualLinkUrl,
          productVideoUrl: products.videoLinkUrl,
          customerName: customers.name,
          tenantId: customers.tenantId,
          singleReading: customers.singleReading,
          singleReadingMessages: customers.singleReadingMessages,
          lotNumber: customerLots.number,
          lotStatus: customerLots.status,
          statusDate: customerLots.statusDate,
          manufactureDate: customerLots.manufactureDate,
          expiryDate: customerLots.expiryDate,
        })
        .from(tags)
        .innerJoin(partnerLots, eq(partnerLots.id, tags.partnerLotId))
        .leftJoin(customerLots, eq(customerLots.id, tags.customerLotId))
        // The customer lot's product is the one the tag was bottled with; before that, the partner lot's.
        .leftJoin(products, sql`${products.id} = coalesce(${customerLots.productId}, ${partnerLots.productId})`)
        .leftJoin(customers, sql`${customers.id} = coalesce(${customerLots.customerId}, ${partnerLots.customerId})`)
        .where(sql`lower(${tags.tagId}) = lower(${tagId})`)
        .limit(1);
      if (row === undefined) return undefined;
      return {
        id: row.id,
        tenantId: row.tenantId,
        reading: {
          // An NFC tag's printed key is what a shopper can compare; a QR code's id is its serial.
          serial: row.visualKey ?? row.tagId,
          productName: row.productName,
          productDescription: row.productDescription === '' ? null : row.productDescription,
          productManualUrl: row.productManualUrl,
          productVideoUrl: row.productVideoUrl,
          // Product images arrive with the customer's catalogue.
          photoUrls: [],
          customerName: row.customerName,
          lotNumber: row.lotNumber,
          lotStatusId: row.lotStatus,
          statusDate: row.statusDate,
          manufactureDate: row.manufactureDate,
          expiryDate: row.expiryDate,
          tagStatusId: row.active ? ACTIVE_TAG_STATUS : null,
          singleReading: row.singleReading ?? false,
          singleReadingMessages: messagesOf(row.singleReadingMessages ?? null),
          readingCount: row.readCount,
          theme: null,
          carouselTransitionMs: null,
        },
      };
    },

    /** Stores one reading; answers how many the tag has now, this one included (the counter's row lock orders them). */
    async record(scan: ScanRecord): Promise<number> {
      await db.insert(readings).values({
        tagId: scan.tagRowId,
        latitude: scan.latitude,
        longitude: scan.longitude,
        deviceId: scan.deviceId,
        deviceModel: scan.deviceModel,
        osVersion: scan.osVersion,
        country: scan.country,
        region: scan.region,
        city: scan.city,
      });
      const [counted] = await db.select({ readCount: tags.readCount }).from(tags).where(eq(tags.id, scan.tagRowId));
      return counted?.readCount ?? 0;
    },
  };
}
