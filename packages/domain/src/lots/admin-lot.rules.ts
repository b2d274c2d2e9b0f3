/** Admin lot rules (spec A §5, and ours): the form's, run again by the server; a refused tag file's details. */
import { maxLengthErrors, requireFields, type RuleError } from '../shared/errors';
import {
  LOT_FILE_EXTENSIONS,
  LOT_FILE_MEDIA_TYPES,
  type AdminLot,
  type AdminLotInput,
  type LotFileInfo,
} from './admin-lot.model';
import { LOT_HAS_READINGS, LOT_IN_CUSTOMER_LOTS } from './customer-lot.rules';
import { LOT_TYPE, MAX_LOT_QUANTITY, MIN_LOT_QUANTITY, isLotType } from './lot-type.model';
import { secureLotToSave, validateSecureLot } from './secure-lot.rules';
import type { TagFileSummary } from './tag-file.parser';

/** spec A §5, §8: an NFC lot without its tag file ('required file'). */
export const REQUIRED_FILE = 'REQUIRED_FILE';
/** A tag file that is neither .csv, .txt nor plain text (spec A §5). */
export const INVALID_FILE_TYPE = 'INVALID_FILE_TYPE';
export const QUANTITY_NOT_INTEGER = 'QUANTITY_NOT_INTEGER';
/** Quantity below MIN_LOT_QUANTITY; params.min says the minimum. */
export const QUANTITY_BELOW_MINIMUM = 'QUANTITY_BELOW_MINIMUM';
/** Quantity above MAX_LOT_QUANTITY; params.max says the maximum. */
export const QUANTITY_ABOVE_MAXIMUM = 'QUANTITY_ABOVE_MAXIMUM';
/** spec A §5: the order number is not editable on edit. */
export const LOT_NUMBER_LOCKED = 'LOT_NUMBER_LOCKED';
/** On edit the type stays: the tags were made for it (NFC from a file, QrCode generated). */
export const LOT_TYPE_LOCKED = 'LOT_TYPE_LOCKED';
/** On edit the quantity stays: it is the number of tags the lot holds, and edits never replace tags. */
export const LOT_QUANTITY_LOCKED = 'LOT_QUANTITY_LOCKED';
export const INVALID_LOT_TYPE = 'INVALID_LOT_TYPE';
/**
 * Heads the details of a refused tag file (see `tagFileRefusal`); params: badLineCount (the true count),
 * listedBadLines, lineCount.
 */
export const TAG_FILE_INVALID = 'TAG_FILE_INVALID';
/** The quantity differs from the number of tag lines in the file; params: expected, actual. */
export const QUANTITY_MISMATCH = 'QUANTITY_MISMATCH';

/** The order number's width, as stored (ours: the spec shows no length); longer is FIELD_TOO_LONG. */
export const LOT_NUMBER_MAX_LENGTH = 50;

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
 * Creating a lot (`original` absent) or editing one. Required: partner, order number, quantity (an integer from
 * MIN_LOT_QUANTITY to MAX_LOT_QUANTITY); the order number at most LOT_NUMBER_MAX_LENGTH long. On edit the order
 * number, the type and the quantity must stay as they were: the tags exist already, made for that type and that
 * count, and no file is asked for. On create an NFC lot needs its tag file.
 */
export function validateAdminLot(
  input: AdminLotInput,
  file: LotFileInfo | null,
  original?: Pick<AdminLot, 'number' | 'type' | 'quantity'>,
): RuleError[] {
  const errors = requireFields(input, ['partnerId', 'number', 'quantity']);
  if (input.quantity !== null) {
    if (!Number.isInteger(input.quantity)) errors.push({ key: QUANTITY_NOT_INTEGER, field: 'quantity' });
    else if (input.quantity < MIN_LOT_QUANTITY)
      errors.push({ key: QUANTITY_BELOW_MINIMUM, field: 'quantity', params: { min: MIN_LOT_QUANTITY } });
    else if (input.quantity > MAX_LOT_QUANTITY)
      errors.push({ key: QUANTITY_ABOVE_MAXIMUM, field: 'quantity', params: { max: MAX_LOT_QUANTITY } });
  }
  if (!isLotType(input.type)) errors.push({ key: INVALID_LOT_TYPE, field: 'type' });
  errors.push(...maxLengthErrors(input.number, 'number', LOT_NUMBER_MAX_LENGTH));
  if (original !== undefined) {
    if (input.number.trim() !== original.number.trim()) errors.push({ key: LOT_NUMBER_LOCKED, field: 'number' });
    if (input.type !== original.type) errors.push({ key: LOT_TYPE_LOCKED, field: 'type' });
    if (input.quantity !== null && input.quantity !== original.quantity)
      errors.push({ key: LOT_QUANTITY_LOCKED, field: 'quantity' });
  }
  if (original === undefined && input.type === LOT_TYPE.nfc) {
    if (file === null) errors.push({ key: REQUIRED_FILE, field: 'file' });
    else if (!isLotFile(file)) errors.push({ key: INVALID_FILE_TYPE, field: 'file' });
  }
  // A lot's keys are set when it is made (issue 27 §3); an edit sends none and changes none.
  if (original === undefined) errors.push(...validateSecureLot(input));
  return errors;
}

/**
 * spec A §8 'You can not delete a order with readings!': a lot can be deleted only while none of its tags has been
 * read — nor, ours, taken by a customer lot, whose tags would vanish with it. The list and the form ask before the
 * user confirms; the server asks again when deleting, as readings and customer lots may arrive between.
 */
export function adminLotRemovalErrors(lot: {
  readonly hasReadings?: boolean;
  readonly inCustomerLots?: boolean;
}): RuleError[] {
  if (lot.hasReadings === true) return [{ key: LOT_HAS_READINGS }];
  if (lot.inCustomerLots === true) return [{ key: LOT_IN_CUSTOMER_LOTS }];
  return [];
}

/**
 * What is sent: the number trimmed; appless only for QrCode lots (spec A §2 shows the switch for type 2 only); the
 * secure part's keys trimmed and in upper case, and no secure part at all when none was asked for.
 */
export function adminLotToSave(input: AdminLotInput): AdminLotInput {
  const { sdmMode: _mode, sdmMetaReadKey: _metaRead, sdmMasterKey: _master, ...fields } = input;
  return {
    ...fields,
    number: input.number.trim(),
    appless: input.type === LOT_TYPE.qrCode && input.appless,
    ...secureLotToSave(input),
  };
}

/** What reading a whole tag file found: the browser's or the memory adapter's parse, or the server's streamed read. */
export interface TagFileReadout {
  /** Lines holding a tag, good or bad (blank lines are not tags). */
  readonly tagLineCount: number;
  /** Every bad line, however many are listed. */
  readonly badLineCount: number;
  /** The first bad lines in file order, at most MAX_REPORTED_BAD_LINES; `field` is the file's column. */
  readonly badLines: readonly TagFileLineError[];
  /** Lines in the file, blank ones included. */
  readonly lineCount: number;
}

/** A refused line of a tag file: the parser's own reasons (TAG_FILE_PROBLEM), or TAG_ID_EXISTS, INVALID_CHARACTER. */
export interface TagFileLineError extends RuleError {
  /** 1-based. */
  readonly line: number;
}

/** One detail of a tag file's refusal: about the file (no line) or about one of its lines. */
export interface TagFileRefusalDetail extends RuleError {
  readonly line?: number;
}

/** The readout of a parse by TagFileParser (its summary). */
export function tagFileReadout(summary: TagFileSummary): TagFileReadout {
  return {
    tagLineCount: summary.goodCount + summary.badCount,
    badLineCount: summary.badCount,
    badLines: summary.badLines,
    lineCount: summary.lineCount,
  };
}

/**
 * Why a tag file cannot become a lot of `quantity` tags, or nothing when it can. In this order: a TAG_FILE_INVALID
 * summary on 'file' when any line is bad; QUANTITY_MISMATCH on 'quantity' when the count of tags differs; then one
 * detail per listed bad line, `{line, key, field?, params?}`, in line order.
 */
export function tagFileRefusal(readout: TagFileReadout, quantity: number): TagFileRefusalDetail[] {
  const details: TagFileRefusalDetail[] = [];
  if (readout.badLineCount > 0)
    details.push({
      key: TAG_FILE_INVALID,
      field: 'file',
      params: {
        badLineCount: readout.badLineCount,
        listedBadLines: readout.badLines.length,
        lineCount: readout.lineCount,
      },
    });
  if (readout.tagLineCount !== quantity)
    details.push({
      key: QUANTITY_MISMATCH,
      field: 'quantity',
      params: { expected: quantity, actual: readout.tagLineCount },
    });
  for (const { line, key, field, params } of readout.badLines)
    details.push({
      line,
      key,
      ...(field === undefined ? {} : { field }),
      ...(params === undefined ? {} : { params: { ...params } }),
    });
  return details;
}
