/** Partner lots in the partner area and in the customer area (spec A §2 "/lotes", §3; spec B §3 "Partner lot"). */
import * as v from 'valibot';
import { InstantSchema } from '../shared/dates';
import { LOT_TYPE } from './lot-type.model';

const Id = v.pipe(v.number(), v.integer());
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** spec A §3 "Partner lot, partner-area read". */
export const PartnerLotSchema = v.object({
  id: Id,
  customerId: v.nullable(Id),
  customerName: v.nullable(v.string()),
  productId: v.nullable(Id),
  productName: v.nullable(v.string()),
  number: v.string(),
  type: v.number(),
  appless: v.boolean(),
  createdAt: InstantSchema,
  totalTags: Count,
  /** Tags not yet linked to a customer lot. */
  availableTags: Count,
});
export type PartnerLot = v.InferOutput<typeof PartnerLotSchema>;

/** The partner-area lot edit: the partner chooses the customer (spec A §2 "/lote/{id?}", §5). */
export const PartnerLotCustomerInputSchema = v.object({ customerId: v.nullable(Id) });
export type PartnerLotCustomerInput = v.InferOutput<typeof PartnerLotCustomerInputSchema>;

/** spec B §3 "Partner lot (loteparceiro)": a partner lot a customer may link to one of its lots. */
export const AvailablePartnerLotSchema = v.object({
  partnerLotId: Id,
  number: v.string(),
  createdAt: InstantSchema,
  totalTags: Count,
  productName: v.nullable(v.string()),
});
export type AvailablePartnerLot = v.InferOutput<typeof AvailablePartnerLotSchema>;

/** spec A §2, spec B §3: tag counts are shown as used/total, each padded to 4 digits. */
export const TAG_COUNT_DIGITS = 4;

/**
 * `formatUsedOfTotal(3, 100)` is '0003/0100'. Counts past 9999 keep all their digits; a negative or
 * fractional count (a server bug) shows as its whole non-negative part rather than as '-001'.
 */
export function formatUsedOfTotal(used: number, total: number): string {
  const pad = (n: number) =>
    String(Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0).padStart(TAG_COUNT_DIGITS, '0');
  return `${pad(used)}/${pad(total)}`;
}

/** Used tags of a partner lot: the ones already linked to customer lots. */
export function partnerLotUsage(lot: Pick<PartnerLot, 'totalTags' | 'availableTags'>): { used: number; total: number } {
  return { used: lot.totalTags - lot.availableTags, total: lot.totalTags };
}

/** spec A §2: edit is shown only when free tags remain and no product is assigned. */
export function canEditPartnerLot(lot: Pick<PartnerLot, 'availableTags' | 'productId'>): boolean {
  return lot.availableTags > 0 && lot.productId === null;
}

/** spec A §2: the QR download is enabled only for type 2 (QrCode). */
export function canDownloadQrCodes(lot: Pick<PartnerLot, 'type'>): boolean {
  return lot.type === LOT_TYPE.qrCode;
}

/** spec A §2: the QR download is saved as a .txt file. */
export function qrCodesFileName(lot: Pick<PartnerLot, 'number'>): string {
  const safe = lot.number.trim().replace(/[^\w.-]+/g, '_');
  return `${safe === '' ? 'lot' : safe}.txt`;
}
