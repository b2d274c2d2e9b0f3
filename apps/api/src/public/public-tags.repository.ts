/**
 * What the public tag page shows of one tag (spec B §3 "Public tag response"), read in the public scope: row-level
 * security lets it read tags, lots, products and customers, and record readings, nothing else. The page's read and
 * the scans are one statement each, the database functions visitor_tag (migration 0022) and visitor_scans (0025),
 * which run as the tenant role with the public scope fixed by their definition: no transaction to open, scope to set
 * or commit to wait for in a second round trip. The scan is the path every product's every reading takes: scans that
 * arrive while others are being stored are stored together next, in one statement (group commit, db/group-commit.ts).
 */
import { sql } from 'drizzle-orm';
import { authenticityOfCode, type PublicTagReading } from '@tagtrail/domain';
import type { TagPagePrize } from '@tagtrail/public-pages';
import type { Database } from '../db/client';
import { groupCommit, type GroupCommitOptions } from '../db/group-commit';
import { productImageUri } from '../catalogue/product-images.files';
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

/** A scan as it is recorded: the tag the link names, the position (0, 0 when the visitor gave none), the device. */
export interface Scan {
  readonly tagId: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly deviceId: string | null;
  readonly deviceModel: string | null;
  readonly osVersion: string | null;
  /** Where it was made (the offline geocoder's answer; all null without a position). */
  readonly country: string | null;
  readonly region: string | null;
  readonly city: string | null;
  /**
   * A secure tag's tap (issue 27 §4): the tag must be in this lot; `counter` is the verified read counter, or null
   * when the message's MAC was wrong (the reading is stored as invalid). Absent for a plain link.
   */
  readonly secure?: { readonly lotId: number; readonly counter: number | null };
}

/** A row of visitor_tag and visitor_scans. */
interface PublicTagSqlRow {
  tag_row_id: number | string;
  tag_id: string;
  visual_key: string | null;
  active: boolean;
  read_count: number;
  product_name: string | null;
  product_description: string | null;
  product_manual_url: string | null;
  product_video_url: string | null;
  customer_name: string | null;
  tenant_id: string | null;
  single_reading: boolean | null;
  single_reading_messages: Record<string, string> | string | null;
  lot_number: string | null;
  lot_status: number | null;
  status_date: string | Date | null;
  manufacture_date: string | Date | null;
  expiry_date: string | Date | null;
  /** The product's images' storage keys, the main one first (migration 0017). */
  photo_keys: string[] | string | null;
  /** visitor_scans: what the scan proved (migration 0035); the page's reads have none. */
  authenticity?: number | string | null;
}

/** The public tag page's two statements. */
export interface VisitorTags {
  /** The page's read: records nothing. A secure lot's tag is not found by its id alone. */
  byTagId(tagId: string): Promise<PublicTagRow | undefined>;
  /**
   * The page's read for a secure tap: the tag with this UID in this lot, and the highest read counter it has proved
   * (null before its first genuine tap). Records nothing.
   */
  bySecureTap(lotId: number, uid: string): Promise<(PublicTagRow & { readonly sdmCounter: number | null }) | undefined>;
  /**
   * Stores one reading of the tag and answers it, the count including this reading; undefined for no tag. Resolves
   * once the statement that stored it, outside any transaction, has committed: an acknowledged scan is stored.
   */
  scan(scan: Scan): Promise<PublicTagRow | undefined>;
  /**
   * What a device has won at the tag's customer and not taken yet (migration 0026), for the page to tell its holder:
   * `deviceKey` is the id the browser keeps, which only that browser knows.
   */
  prizesOf(tagRowId: number, deviceKey: string): Promise<TagPagePrize[]>;
}

/** Scans stored in one statement at most: a group's JSON stays a few tens of kB. */
const LARGEST_SCAN_GROUP = 200;

/**
 * The visitor functions over the server's own connection. Nothing else of that connection is handed on: visitor_tag
 * drops to the tenant role and the public scope itself (migration 0022); visitor_scans (0025) and device_prizes (0026)
 * run as the tables' owner and answer only what a visitor may be told. One per server: its scans are grouped,
 * `groupsAtOnce` groups being stored at a time (1 on PGlite; a few of the pool's connections on PostgreSQL).
 */
export function visitorTags(
  db: Database,
  {
    groupsAtOnce,
    onGroupStored,
  }: Pick<GroupCommitOptions, 'groupsAtOnce'> & { onGroupStored?: (size: number) => void },
): VisitorTags {
  const scan = groupCommit(
    async (scans: readonly Scan[]) => {
      const result = await db.execute(sql`select * from visitor_scans(${JSON.stringify(scans.map(scanToSql))}::jsonb)`);
      const { rows } = result as unknown as { rows: (PublicTagSqlRow & { scan_index: number })[] };
      onGroupStored?.(scans.length);
      const answers: (PublicTagRow | undefined)[] = scans.map(() => undefined);
      for (const row of rows) answers[row.scan_index - 1] = publicTagRowOf(row);
      return answers;
    },
    { largestGroup: LARGEST_SCAN_GROUP, groupsAtOnce },
  );
  return {
    async byTagId(tagId) {
      const result = await db.execute(sql`select * from visitor_tag(${tagId})`);
      const [row] = (result as unknown as { rows: PublicTagSqlRow[] }).rows;
      return row === undefined ? undefined : publicTagRowOf(row);
    },
    async bySecureTap(lotId, uid) {
      const result = await db.execute(sql`select * from visitor_secure_tag(${lotId}, ${uid})`);
      const [row] = (result as unknown as { rows: (PublicTagSqlRow & { sdm_counter: number | null })[] }).rows;
      if (row === undefined) return undefined;
      return { ...publicTagRowOf(row), sdmCounter: row.sdm_counter === null ? null : Number(row.sdm_counter) };
    },
    scan,
    async prizesOf(tagRowId, deviceKey) {
      const result = await db.execute(sql`select * from device_prizes(${tagRowId}, ${deviceKey})`);
      const { rows } = result as unknown as {
        rows: {
          promotion_description: string;
          prize: string;
          draw_type: number;
          code: string | null;
          rules_manual_url: string | null;
        }[];
      };
      return rows.map((row) => ({
        promotion: row.promotion_description,
        prize: row.prize,
        notification: Number(row.draw_type) === 1,
        code: row.code,
        rulesUrl: row.rules_manual_url,
      }));
    },
  };
}

/** A scan as visitor_scans reads it. */
function scanToSql(scan: Scan) {
  return {
    tag_id: scan.tagId,
    latitude: scan.latitude,
    longitude: scan.longitude,
    device_id: scan.deviceId,
    device_model: scan.deviceModel,
    os_version: scan.osVersion,
    country: scan.country,
    region: scan.region,
    city: scan.city,
    // Only a secure scan carries these keys: visitor_scans tells the two apart by the key's presence.
    ...(scan.secure === undefined ? {} : { sdm_lot_id: scan.secure.lotId, sdm_counter: scan.secure.counter }),
  };
}

/** node-postgres answers text[] as an array; a driver answering the array literal as text is read too. */
function photoKeysOf(value: string[] | string | null): string[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',').map((key) => key.replace(/^"|"$/g, ''));
}

/** Both drivers answer dates as text or as Date, and jsonb as an object or as text. */
function dayOf(value: string | Date | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

function publicTagRowOf(row: PublicTagSqlRow): PublicTagRow {
  const messages =
    typeof row.single_reading_messages === 'string'
      ? (JSON.parse(row.single_reading_messages) as Record<string, string>)
      : row.single_reading_messages;
  return {
    id: Number(row.tag_row_id),
    tenantId: row.tenant_id,
    reading: {
      // An NFC tag's printed key is what a shopper can compare; a QR code's id is its serial.
      serial: row.visual_key ?? row.tag_id,
      productName: row.product_name,
      productDescription: row.product_description === '' ? null : row.product_description,
      productManualUrl: row.product_manual_url,
      productVideoUrl: row.product_video_url,
      photoUrls: photoKeysOf(row.photo_keys).map(productImageUri),
      customerName: row.customer_name,
      lotNumber: row.lot_number,
      lotStatusId: row.lot_status,
      statusDate: dayOf(row.status_date),
      manufactureDate: dayOf(row.manufacture_date),
      expiryDate: dayOf(row.expiry_date),
      tagStatusId: row.active ? ACTIVE_TAG_STATUS : null,
      singleReading: row.single_reading ?? false,
      singleReadingMessages: messagesOf(messages),
      readingCount: row.read_count,
      theme: null,
      carouselTransitionMs: null,
      authenticity: authenticityOfCode(Number(row.authenticity ?? 0)),
    },
  };
}
