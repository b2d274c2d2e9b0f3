/** Admin lot form rules (spec A §5 "Admin lot"). */
import { requireFields, type RuleError } from '../shared/errors';
import {
  LOT_FILE_EXTENSIONS,
  LOT_FILE_MEDIA_TYPES,
  type AdminLot,
  type AdminLotInput,
  type LotFileInfo,
} from './admin-lot.model';
import { LOT_TYPE, MIN_LOT_QUANTITY, isLotType } from './lot-type.model';

/** spec A §5, §8: an NFC lot without its tag file ('required file'). */
export const REQUIRED_FILE = 'REQUIRED_FILE';
/** A tag file that is neither .csv, .txt nor plain text (spec A §5). */
export const INVALID_FILE_TYPE = 'INVALID_FILE_TYPE';
export const QUANTITY_NOT_INTEGER = 'QUANTITY_NOT_INTEGER';
/** Quantity below MIN_LOT_QUANTITY; params.min says the minimum. */
export const QUANTITY_BELOW_MINIMUM = 'QUANTITY_BELOW_MINIMUM';
/** spec A §5: the order number is not editable on edit. */
export const LOT_NUMBER_LOCKED = 'LOT_NUMBER_LOCKED';
export const INVALID_LOT_TYPE = 'INVALID_LOT_TYPE';

/** spec A §5: the file accepts .csv, .txt and plain text — either the name or the media type will do. */
export function isLotFile(file: LotFileInfo): boolean {
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  const mediaType = file.mediaType.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    (LOT_FILE_EXTENSIONS as readonly string[]).includes(extension) ||
    (LOT_FILE_MEDIA_TYPES as readonly string[]).includes(mediaType)
  );
}

/**
 * Creating a lot (`original` absent) or editing one. Required: partner, order number, quantity (an integer,
 * at least 1); on edit the order number must stay as it was. On create an NFC lot needs its tag file; on
 * edit the tags exist already and no file is asked for.
 */
export function validateAdminLot(
  input: AdminLotInput,
  file: LotFileInfo | null,
  original?: Pick<AdminLot, 'number'>,
): RuleError[] {
  const errors = requireFields(input, ['partnerId', 'number', 'quantity']);
  if (input.quantity !== null) {
    if (!Number.isInteger(input.quantity)) errors.push({ key: QUANTITY_NOT_INTEGER, field: 'quantity' });
    else if (input.quantity < MIN_LOT_QUANTITY)
      errors.push({ key: QUANTITY_BELOW_MINIMUM, field: 'quantity', params: { min: MIN_LOT_QUANTITY } });
  }
  if (!isLotType(input.type)) errors.push({ key: INVALID_LOT_TYPE, field: 'type' });
  if (original !== undefined && input.number.trim() !== original.number.trim())
    errors.push({ key: LOT_NUMBER_LOCKED, field: 'number' });
  if (original === undefined && input.type === LOT_TYPE.nfc) {
    if (file === null) errors.push({ key: REQUIRED_FILE, field: 'file' });
    else if (!isLotFile(file)) errors.push({ key: INVALID_FILE_TYPE, field: 'file' });
  }
  return errors;
}

/** What is sent: the number trimmed; appless only for QrCode lots (spec A §2 shows the switch for type 2 only). */
export function adminLotToSave(input: AdminLotInput): AdminLotInput {
  return { ...input, number: input.number.trim(), appless: input.type === LOT_TYPE.qrCode && input.appless };
}
