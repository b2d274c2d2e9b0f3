/** Partner lots in the partner area and in the customer area (spec A §2 "/lotes", §3; spec B §3 "Partner lot"). */
import * as v from 'valibot';
import { buildDigitalLink, LOT_AI, parseDigitalLink } from '../gs1/digital-link';
import { tagSerialOf } from '../gs1/tag-serial';
import { InstantSchema } from '../shared/dates';
import { publicTagUrl } from '../tags/public-tag-url.rules';
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

/**
 * What each line of the QR download holds (issue 29 §4): the tag page's own `/t/{tag id}` address, or a GS1 Digital
 * Link `/01/{GTIN}/10/{lot}/21/{serial}` where the tag's product has a GTIN. The same tag page answers both.
 */
export const QR_CODE_FORMATS = ['tagtrail', 'gs1'] as const;
export type QrCodeFormat = (typeof QR_CODE_FORMATS)[number];

/** A QR download: the file's text, one address a line, and how many of its lines are Digital Links. */
export interface QrCodesFile {
  readonly text: string;
  /** Lines, one a tag. */
  readonly tags: number;
  /** Lines that are Digital Links; the others are `/t/` links (their product has no GTIN). */
  readonly digitalLinks: number;
}

/** A tag as a Digital Link line needs it (issue 29 §4). */
export interface QrCodeTag {
  readonly tagId: string;
  /** The GTIN-14 of the tag's product: its customer lot's, else its partner lot's; null when it has none. */
  readonly gtin: string | null;
  /** The number of the customer lot the tag is in; null while it is in none. */
  readonly lotNumber: string | null;
}

/**
 * The tag's Digital Link on the site at `publicUrl`, or undefined when it can have none (no GTIN, or an id no serial
 * holds). A customer lot number AI 10 may not hold (a space, an accent, over 20 characters) is left out rather than
 * costing the tag its link: the GTIN and serial alone still find the tag.
 */
export function tagDigitalLink(publicUrl: string, tag: QrCodeTag): string | undefined {
  if (tag.gtin === null) return undefined;
  const serial = tagSerialOf(tag.tagId);
  if (serial === undefined) return undefined;
  const input = { base: publicUrl, gtin: tag.gtin, serial };
  if (tag.lotNumber !== null) {
    const withLot = buildDigitalLink({ ...input, lot: tag.lotNumber });
    if (withLot.ok) return withLot.value;
    if (withLot.error.part !== LOT_AI) return undefined;
  }
  const link = buildDigitalLink(input);
  return link.ok ? link.value : undefined;
}

/**
 * The QR download's text for tags in sequence (spec A §2, §7; issue 29 §4): one line a tag, always — in `gs1`, a tag
 * with no Digital Link gets its `/t/` link.
 */
export function qrCodesFile(publicUrl: string, tags: readonly QrCodeTag[], format: QrCodeFormat): QrCodesFile {
  let text = '';
  let digitalLinks = 0;
  for (const tag of tags) {
    const link = format === 'gs1' ? tagDigitalLink(publicUrl, tag) : undefined;
    if (link !== undefined) digitalLinks += 1;
    text += `${link ?? publicTagUrl(publicUrl, tag.tagId)}\n`;
  }
  return { text, tags: tags.length, digitalLinks };
}

/**
 * A QR download's text as a client receives it, counted again: its lines, and in a `gs1` file those that read as
 * Digital Links (a `/t/` link never does: it has no `/01/`). The server's x-digital-links header says the same, but
 * the portal's API client reads answers' bodies only.
 */
export function readQrCodesFile(text: string, format: QrCodeFormat): QrCodesFile {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const digitalLinks = format === 'gs1' ? lines.filter((line) => parseDigitalLink(line).ok).length : 0;
  return { text, tags: lines.length, digitalLinks };
}

/** spec A §2: the QR download is saved as a .txt file; its Digital Link file is told apart by its name. */
export function qrCodesFileName(lot: Pick<PartnerLot, 'number'>, format: QrCodeFormat = 'tagtrail'): string {
  const safe = lot.number.trim().replace(/[^\w.-]+/g, '_');
  return `${safe === '' ? 'lot' : safe}${format === 'gs1' ? '-gs1' : ''}.txt`;
}
