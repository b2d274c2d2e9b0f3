/**
 * Message keys the admin lot calls answer beyond the domain's admin-lot rules (REQUIRED_FILE, INVALID_FILE_TYPE,
 * LOT_NUMBER_LOCKED, …), and the one shape of a refused tag file. The portal translates every key.
 */
/** Heads the details of a refused tag file; params: badLineCount (the true count), listedBadLines, lineCount. */
export const TAG_FILE_INVALID = 'TAG_FILE_INVALID';
/** A line whose tag id some stored tag already has (compared without regard to case). */
export const TAG_ID_EXISTS = 'TAG_ID_EXISTS';
/** A line holding a NUL character, which no tag id or visual key may hold. */
export const INVALID_CHARACTER = 'INVALID_CHARACTER';
/** The file is not UTF-8 text (e.g. saved as UTF-16); nothing in it was read. */
export const FILE_NOT_UTF8 = 'FILE_NOT_UTF8';
/** quantidade differs from the number of tag lines in the file; params: expected, actual. */
export const QUANTITY_MISMATCH = 'QUANTITY_MISMATCH';
/** quantidade above MAX_LOT_QUANTITY; params: max. */
export const QUANTITY_ABOVE_MAXIMUM = 'QUANTITY_ABOVE_MAXIMUM';
/** Another lot of the same partner has this order number (compared without regard to case). */
export const LOT_NUMBER_EXISTS = 'LOT_NUMBER_EXISTS';
/** No partner has the id given. */
export const PARTNER_NOT_FOUND = 'PARTNER_NOT_FOUND';
/** The customer given is not one of the partner's. */
export const CUSTOMER_NOT_OF_PARTNER = 'CUSTOMER_NOT_OF_PARTNER';
/** The product given is not one of the customer's (or no customer was given). */
export const PRODUCT_NOT_OF_CUSTOMER = 'PRODUCT_NOT_OF_CUSTOMER';
/** On edit the type stays: the tags were made for it (NFC from a file, QrCode generated). */
export const LOT_TYPE_LOCKED = 'LOT_TYPE_LOCKED';
/** On edit the quantity stays: it is the number of tags the lot holds, and edits never replace tags. */
export const LOT_QUANTITY_LOCKED = 'LOT_QUANTITY_LOCKED';

/** The most tags one lot may hold: a million-line file is about 30 MB, well inside the upload limit. */
export const MAX_LOT_QUANTITY = 1_000_000;
