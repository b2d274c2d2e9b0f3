/** Lot types and quantity limits (spec A §3, §9): a partner lot is an order of NFC tags or of QR codes. */
import * as v from 'valibot';

export const LOT_TYPE = { nfc: 1, qrCode: 2 } as const;
export const LotTypeSchema = v.picklist([LOT_TYPE.nfc, LOT_TYPE.qrCode]);
export type LotType = v.InferOutput<typeof LotTypeSchema>;

/** spec A §9: minimum lot quantity 1. */
export const MIN_LOT_QUANTITY = 1;
/** The most tags one lot may hold (ours; the spec sets no maximum): a million-line file is about 30 MB. */
export const MAX_LOT_QUANTITY = 1_000_000;

export function isLotType(value: unknown): value is LotType {
  return value === LOT_TYPE.nfc || value === LOT_TYPE.qrCode;
}

/**
 * The type's name as the lists show it (spec A §2: NFC for 1, QrCode for 2, otherwise '-').
 * Undefined for any other code; the '-' is the view's to print.
 */
export function lotTypeName(type: number): 'NFC' | 'QrCode' | undefined {
  if (type === LOT_TYPE.nfc) return 'NFC';
  if (type === LOT_TYPE.qrCode) return 'QrCode';
  return undefined;
}

/** spec A §2: appless (yes or no) is shown, and the switch offered, only for QrCode lots. */
export function hasApplessOption(type: number): boolean {
  return type === LOT_TYPE.qrCode;
}
