/**
 * What the GS1 resolver and the product page read of a GTIN (issue 29 §3): the product that carries it, the link's lot
 * among that product's lots, and the tag the link's serial names. Read in the public scope, as the tag page reads:
 * one statement in a transaction run as the tenant role with the public scope set, so row-level security shows it
 * products, customers, lots, tags and images and nothing else (the policies of migrations 0004, 0009 and 0017). No
 * database function of its own: the tenant role owns only the tag page's (row-security-catalog.test.ts), and a
 * function running as the tables' owner would answer past the policies.
 *
 * A GTIN is unique within a customer only (migration 0041): two customers may both carry it. Which one a link means:
 * - a serial that is a tag of a product carrying the GTIN (in the link's lot, when it names one) names its customer:
 *   that tag's product is the one, whoever else carries the GTIN;
 * - else a lot: the product carrying the GTIN that has a lot of that number;
 * - else, and among several with the lot, the oldest product carrying the GTIN (created first, then lowest id), so one
 *   link always reads the same product and a customer adding the GTIN later does not take over another's links.
 */
import { sql } from 'drizzle-orm';
import { LOT_STATUS, qrTagIdPrefixOf } from '@tagtrail/domain';
import type { Database } from '../db/client';
import { inTenantTransaction } from '../db/tenancy';

/** The recalled lots a product's page lists, the latest first. */
export const RECALLED_LOTS_SHOWN = 20;

export interface ResolvedProduct {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly manualUrl: string | null;
  readonly videoUrl: string | null;
  readonly customerName: string;
  /** The customer's app tenant: its template's colours draw the page. */
  readonly tenantId: string | null;
  /** The product's images' storage keys, the main one first. */
  readonly photoKeys: readonly string[];
  readonly recalledLots: readonly string[];
  /** Another customer's product carries the GTIN too: the product's page must name the product. */
  readonly sharedGtin: boolean;
}

export interface ResolvedLot {
  readonly number: string;
  readonly status: number;
  readonly statusDate: string | null;
  readonly manufactureDate: string | null;
  readonly expiryDate: string | null;
}

export interface Resolution {
  readonly product: ResolvedProduct;
  /** The link's lot, when it names one of the product's lots. */
  readonly lot?: ResolvedLot;
  /** The tag id the link's serial names, when it is a tag of the product (in the link's lot, if it names one). */
  readonly tagId?: string;
}

export interface ResolverLookup {
  readonly gtin: string;
  readonly lot?: string;
  readonly serial?: string;
  /** The product meant, when a page names it: found only if it carries the GTIN. */
  readonly productId?: number;
}

export interface Gs1Resolutions {
  /** Undefined when no product carries the GTIN. */
  find(lookup: ResolverLookup): Promise<Resolution | undefined>;
}

interface ResolutionRow {
  product_id: number;
  product_name: string;
  product_description: string;
  manual_link_url: string | null;
  video_link_url: string | null;
  customer_name: string;
  tenant_id: string | null;
  photo_keys: string[] | string | null;
  recalled_lots: string[] | string | null;
  shared_gtin: boolean;
  tag_id: string | null;
  lot_number: string | null;
  lot_status: number | null;
  lot_status_date: string | Date | null;
  lot_manufacture_date: string | Date | null;
  lot_expiry_date: string | Date | null;
}

export function gs1Resolutions(db: Database): Gs1Resolutions {
  return {
    async find({ gtin, lot, serial, productId }) {
      const lotNumber = lot ?? null;
      const productIdOrNull = productId ?? null;
      const serialText = serial ?? null;
      // A QR tag's serial is its id's first 30 hex digits in base64url (tag-serial.ts): the ids it may stand for are
      // those 30 digits and any last two, 256 of them, each found by the tag id's unique index.
      const qrPrefix = serial === undefined ? null : (qrTagIdPrefixOf(serial) ?? null);
      const rows = await inTenantTransaction(
        db,
        { scope: 'public' },
        async (publicDb) => {
          const result = await publicDb.execute(sql`
            WITH named_tags AS (
              SELECT t.tag_id, coalesce(cl.product_id, pl.product_id) AS product_id, cl.number AS lot_number,
                     lower(t.tag_id) = lower(${serialText}::text) AS exact
              FROM tags t
              JOIN partner_lots pl ON pl.id = t.partner_lot_id
              LEFT JOIN customer_lots cl ON cl.id = t.customer_lot_id
              WHERE (lower(t.tag_id) = lower(${serialText}::text)
                     OR (${qrPrefix}::text IS NOT NULL AND lower(t.tag_id) = ANY (ARRAY(
                       SELECT ${qrPrefix}::text || lpad(to_hex(n), 2, '0') FROM generate_series(0, 255) AS n))))
                -- A secure lot's tag proves itself at each tap: its id alone names nothing (migration 0035).
                AND pl.sdm_mode IS NULL
            ),
            tag AS (
              SELECT nt.tag_id, nt.product_id
              FROM named_tags nt JOIN products p ON p.id = nt.product_id
              WHERE p.gtin = ${gtin}
                AND (${lotNumber}::text IS NULL OR lower(nt.lot_number) = lower(${lotNumber}::text))
                -- The id itself first; a short serial stands for a QR tag only when it stands for one alone.
                AND (nt.exact OR (SELECT count(*) FROM named_tags other WHERE NOT other.exact) = 1)
              ORDER BY nt.exact DESC
              LIMIT 1
            ),
            product AS (
              SELECT p.* FROM products p
              WHERE p.gtin = ${gtin} AND (${productIdOrNull}::integer IS NULL OR p.id = ${productIdOrNull}::integer)
              ORDER BY coalesce(p.id = (SELECT tag.product_id FROM tag), false) DESC,
                       EXISTS (SELECT 1 FROM customer_lots cl
                               WHERE cl.customer_id = p.customer_id AND cl.product_id = p.id
                                 AND lower(cl.number) = lower(${lotNumber}::text)) DESC,
                       p.created_at, p.id
              LIMIT 1
            )
            SELECT p.id AS product_id, p.name AS product_name, p.description AS product_description,
                   p.manual_link_url, p.video_link_url, c.name AS customer_name, c.tenant_id,
                   ARRAY(SELECT i.storage_key FROM product_images i WHERE i.product_id = p.id
                         ORDER BY i.id IS DISTINCT FROM p.thumb_image_id, i.id) AS photo_keys,
                   ARRAY(SELECT cl.number::text FROM customer_lots cl
                         WHERE cl.customer_id = p.customer_id AND cl.product_id = p.id AND cl.status = ${LOT_STATUS.recall}
                         ORDER BY cl.status_date DESC NULLS LAST, cl.id DESC LIMIT ${RECALLED_LOTS_SHOWN}) AS recalled_lots,
                   (SELECT tag.tag_id FROM tag WHERE tag.product_id = p.id) AS tag_id,
                   (SELECT count(*) FROM products other WHERE other.gtin = p.gtin) > 1 AS shared_gtin,
                   lot.number AS lot_number, lot.status AS lot_status, lot.status_date AS lot_status_date,
                   lot.manufacture_date AS lot_manufacture_date, lot.expiry_date AS lot_expiry_date
            FROM product p
            JOIN customers c ON c.id = p.customer_id
            LEFT JOIN LATERAL (
              SELECT cl.number, cl.status, cl.status_date, cl.manufacture_date, cl.expiry_date
              FROM customer_lots cl
              WHERE cl.customer_id = p.customer_id AND cl.product_id = p.id
                AND lower(cl.number) = lower(${lotNumber}::text)
            ) AS lot ON true`);
          return (result as unknown as { rows: ResolutionRow[] }).rows;
        },
        { writes: false },
      );
      const [row] = rows;
      if (row === undefined) return undefined;
      return {
        product: {
          id: Number(row.product_id),
          name: row.product_name,
          description: row.product_description,
          manualUrl: row.manual_link_url,
          videoUrl: row.video_link_url,
          customerName: row.customer_name,
          tenantId: row.tenant_id,
          photoKeys: textArrayOf(row.photo_keys),
          recalledLots: textArrayOf(row.recalled_lots),
          sharedGtin: row.shared_gtin,
        },
        ...(row.lot_number === null
          ? {}
          : {
              lot: {
                number: row.lot_number,
                status: Number(row.lot_status ?? 0),
                statusDate: dayOf(row.lot_status_date),
                manufactureDate: dayOf(row.lot_manufacture_date),
                expiryDate: dayOf(row.lot_expiry_date),
              },
            }),
        ...(row.tag_id === null ? {} : { tagId: row.tag_id }),
      };
    },
  };
}

/** node-postgres answers text[] as an array; PGlite's text answer of the literal is read too. */
function textArrayOf(value: string[] | string | null): string[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  if (inner === '') return [];
  return (inner.match(/"(?:[^"\\]|\\.)*"|[^,]+/g) ?? []).map((item) =>
    item.startsWith('"') ? item.slice(1, -1).replace(/\\(.)/g, '$1') : item,
  );
}

/** Both drivers answer dates as text or as Date. */
function dayOf(value: string | Date | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}
