/** Partner lots as the admin sees and creates them (spec A §2 "/lote/{id?}", §3, §5). */
import * as v from 'valibot';
import { InstantSchema } from '../shared/dates';
import { LOT_TYPE, LotTypeSchema, MIN_LOT_QUANTITY } from './lot-type.model';
import { SecureLotInputEntries } from './secure-lot.model';

const Id = v.pipe(v.number(), v.integer());

/** A row of the admin lot list (spec A §3 "Partner lot, admin list item"); the row id is partnerLotId. */
export const AdminLotRowSchema = v.object({
  partnerLotId: Id,
  /** Null when the partner is gone; the list then shows the text 'undefined' (spec A §2). */
  partnerName: v.nullable(v.string()),
  number: v.string(),
  /** Any code: the list shows '-' for one it does not know (spec A §2). */
  type: v.number(),
  appless: v.boolean(),
  createdAt: InstantSchema,
  totalTags: v.pipe(v.number(), v.integer()),
  /** Any of its tags has been read: the lot can no longer be deleted (adminLotRemovalErrors). */
  hasReadings: v.boolean(),
  /** A customer lot has taken any of its tags: the lot can no longer be deleted either. */
  inCustomerLots: v.optional(v.boolean()),
  /** A secure NFC lot (issue 27 §3): its tags sign every tap. */
  secure: v.optional(v.boolean()),
});
export type AdminLotRow = v.InferOutput<typeof AdminLotRowSchema>;

/**
 * The admin lot form (spec A §3 "Admin lot creation"). Partner and quantity are null while the form is
 * empty; the rules say what is required. Customer and product are optional: the partner assigns a customer
 * later (spec A §2 "/lote/{id?}: partner lot edit").
 */
const adminLotFieldEntries = {
  partnerId: v.nullable(Id),
  customerId: v.nullable(Id),
  productId: v.nullable(Id),
  number: v.string(),
  quantity: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(MIN_LOT_QUANTITY))),
  type: LotTypeSchema,
  /** Meaningful for QrCode lots only (spec A §2). */
  appless: v.boolean(),
};
/**
 * The form's fields, and on creation the optional secure part (issue 27 §3, secure-lot.model.ts): absent for a lot
 * of plain NFC tags or QR codes. An edit changes no key.
 */
export const AdminLotInputSchema = v.object({ ...adminLotFieldEntries, ...SecureLotInputEntries });
export type AdminLotInput = v.InferOutput<typeof AdminLotInputSchema>;

export const emptyAdminLotInput: AdminLotInput = {
  partnerId: null,
  customerId: null,
  productId: null,
  number: '',
  quantity: null,
  type: LOT_TYPE.nfc,
  appless: false,
};

/** One admin lot, as the edit form loads it. */
export const AdminLotSchema = v.object({
  ...adminLotFieldEntries,
  id: Id,
  createdAt: InstantSchema,
  totalTags: v.pipe(v.number(), v.integer()),
  /** As the list row's: the form says why it offers no delete. */
  hasReadings: v.optional(v.boolean()),
  inCustomerLots: v.optional(v.boolean()),
  /** A secure NFC lot; its keys are never part of any answer but the one that shows generated keys once. */
  secure: v.optional(v.boolean()),
});
export type AdminLot = v.InferOutput<typeof AdminLotSchema>;

/** spec A §5, §9: the tag file of an NFC lot is .csv or .txt; plain text is accepted whatever its name. */
export const LOT_FILE_EXTENSIONS = ['csv', 'txt'] as const;
export const LOT_FILE_MEDIA_TYPES = ['text/plain', 'text/csv'] as const;
/** The `accept` list for a file input: `.csv,.txt,text/plain,text/csv`. */
export const LOT_FILE_ACCEPT = [...LOT_FILE_EXTENSIONS.map((e) => `.${e}`), ...LOT_FILE_MEDIA_TYPES].join(',');

/** What the rules need to know about a chosen file. */
export interface LotFileInfo {
  readonly name: string;
  /** The browser's media type for it; may be '' (browsers leave it empty when they do not know). */
  readonly mediaType: string;
}

/**
 * A file's content as the port reads or sends it, shaped so a browser `File` is one without the domain naming DOM
 * types. The content is read only when sent (or, in the memory adapter, parsed): a 30 MB tag file never has to sit
 * in memory before the upload starts.
 */
export interface FileContent {
  readonly size: number;
  /** The media type, '' when unknown. */
  readonly type: string;
  readonly name: string;
  arrayBuffer(): Promise<ArrayBuffer>;
  /** A browser's ReadableStream of the bytes, when there is one. */
  stream?(): unknown;
}

/** A chosen file with its content, as the port uploads it. */
export interface LotFileUpload extends LotFileInfo {
  /** In bytes. */
  readonly size: number;
  readonly content: FileContent;
}

/** The upload of a chosen file (a browser `File` will do): its name, media type and size, and the file itself. */
export function lotFileUpload(file: FileContent): LotFileUpload {
  return { name: file.name, mediaType: file.type, size: file.size, content: file };
}

// ── What only the server can tell: the stored data decides (the form's own keys are in admin-lot.rules.ts) ──

/** A line whose tag id a stored tag already has (case aside). */
export const TAG_ID_EXISTS = 'TAG_ID_EXISTS';
/** A line holding a NUL character, which no tag id or visual key may hold (PostgreSQL text cannot). */
export const INVALID_CHARACTER = 'INVALID_CHARACTER';
/** The file is not UTF-8 text (a UTF-16 or Latin-1 export): nothing in it was read. */
export const FILE_NOT_UTF8 = 'FILE_NOT_UTF8';
/** Another lot of the same partner has this order number (case aside). */
export const LOT_NUMBER_EXISTS = 'LOT_NUMBER_EXISTS';
/** No partner has the id given. */
export const PARTNER_NOT_FOUND = 'PARTNER_NOT_FOUND';
/** The customer given is not one of the partner's. */
export const CUSTOMER_NOT_OF_PARTNER = 'CUSTOMER_NOT_OF_PARTNER';
/** The product given is not one of the customer's (or no customer was given). */
export const PRODUCT_NOT_OF_CUSTOMER = 'PRODUCT_NOT_OF_CUSTOMER';
