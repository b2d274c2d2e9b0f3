/**
 * Lot calls (spec A §7 "Admin lots", "Partner lots and tags"; spec B §7 "Lots, tags, readings"), with the
 * codecs between the Portuguese wire names and the domain. Paths are kept as the spec writes them, quirks
 * included (`admin/lotes{id}` without a slash, leading slashes, `validadeIndefenido`); the server matches
 * paths case-insensitively and with or without a trailing slash.
 *
 * Wire dates, as in every contract file: a calendar date (fabricacao, liberacao, validade, statusData) is an ISO
 * `YYYY-MM-DD` string and an instant (data) an ISO 8601 date-time with its offset (`2026-03-01T12:00:00Z`), checked
 * with the domain's own schemas (shared/dates); an absent date is null, the domain's '' (nullable.wire.ts).
 */
import * as v from 'valibot';
import {
  InstantSchema,
  LocalDateSchema,
  lotStatusOf,
  type AdminLot,
  type AdminLotInput,
  type AdminLotRow,
  type AvailablePartnerLot,
  type AvailablePartnerLotQuery,
  type CustomerLot,
  type CustomerLotRow,
  type CustomerLotSave,
  type LotStatus,
  type LotTotals,
  type PartnerCustomerLot,
  type PartnerLot,
  type PartnerLotCustomerInput,
  QR_CODE_FORMATS,
  type QrCodeFormat,
  type SdmMode,
  type SecureLotInput,
  type SecureLotKeys,
  type SecureLotLayout,
  type SequenceRange,
  type SubLot,
  SDM_MODES,
} from '@tagtrail/domain';
import { ACCESS, endpoint, IdParam, Int4Schema } from './endpoint';
import { emptyToNull, nullToEmpty } from './nullable.wire';
import { listQueryToWire, PagedQuerySchema, paged } from './paging.wire';
import { codedField, field, wireRecord } from './wire-record';

// ── Wire primitives ─────────────────────────────────────────────────────────────────────────────────────

const Int = Int4Schema;
const WireDateOrNull = v.nullable(LocalDateSchema);
/** A calendar date: null on the wire when not given, '' in the domain (nullable.wire.ts). */
const dateField = <WireName extends string>(wireName: WireName) =>
  codedField(wireName, WireDateOrNull, { fromWire: nullToEmpty, toWire: emptyToNull });

const LotTypeWire = v.picklist([1, 2]);

// Multipart text fields arrive as strings; these read them back into numbers and flags.
const formText = v.union([v.string(), v.number()]);
const formInt = v.pipe(formText, v.transform(Number), Int);
const formIntOrNull = v.pipe(
  v.optional(v.nullable(formText), ''),
  v.transform((x) => (x === '' || x === null ? null : Number(x))),
  v.nullable(Int),
);
const formBoolean = v.pipe(
  v.union([v.picklist(['true', 'false']), v.boolean()]),
  v.transform((x) => x === true || x === 'true'),
);

const admin = ACCESS.admin;
const partner = ACCESS.partner;
const customer = ACCESS.customer;
const idParams = v.object({ id: IdParam });

// ── Admin lots (spec A §7 "Admin lots") ─────────────────────────────────────────────────────────────────

export const adminLotRowWire = wireRecord({
  partnerName: field('parceiroNome', v.nullable(v.string())),
  number: field('numero', v.string()),
  type: field('tipo', Int),
  appless: field('appless', v.boolean()),
  createdAt: field('data', InstantSchema),
  totalTags: field('totalTags', Int),
  partnerLotId: field('loteParceiroId', Int),
  /** Ours, beyond the spec's list item: any of the lot's tags has been read, so it cannot be deleted. */
  hasReadings: field('temLeituras', v.boolean()),
  /** Ours: a customer lot has taken any of its tags, so it cannot be deleted either. */
  inCustomerLots: field('temLotesClientes', v.optional(v.boolean())),
  /** Ours (issue 27 §3): a secure NFC lot, whose tags sign every tap. Never its keys. */
  secure: field('seguro', v.optional(v.boolean())),
});
export const LoteAdminRowSchema = adminLotRowWire.schema;
export type LoteAdminRowWire = v.InferOutput<typeof LoteAdminRowSchema>;

/** The admin lot form's fields as JSON (the edit sends them so). */
const adminLotInputFields = {
  partnerId: field('parceiroId', v.nullable(Int)),
  customerId: field('clienteId', v.nullable(Int)),
  productId: field('produtoId', v.nullable(Int)),
  number: field('numero', v.string()),
  quantity: field('quantidade', v.nullable(Int)),
  type: field('tipo', LotTypeWire),
  appless: field('appless', v.boolean()),
};
export const adminLotInputWire = wireRecord(adminLotInputFields);
export const LoteAdminInputSchema = adminLotInputWire.schema;
export type LoteAdminInputWire = v.InferOutput<typeof LoteAdminInputSchema>;

export const adminLotWire = wireRecord({
  ...adminLotInputFields,
  id: field('id', Int),
  createdAt: field('data', InstantSchema),
  totalTags: field('totalTags', Int),
  /** Ours, as on the list row: why the form offers no delete. Optional, so the spec's answer still reads. */
  hasReadings: field('temLeituras', v.optional(v.boolean())),
  inCustomerLots: field('temLotesClientes', v.optional(v.boolean())),
  secure: field('seguro', v.optional(v.boolean())),
});
export const LoteAdminSchema = adminLotWire.schema;
export type LoteAdminWire = v.InferOutput<typeof LoteAdminSchema>;

/**
 * The creation form's secure part (issue 27 §3), each field optional: no sdmModo (or ''), no secure lot. A key is 32
 * hex digits in any case, or '' for the server to generate it and show it once; the domain's rules judge the text
 * (secure-lot.rules.ts), so a refusal names its own message key.
 */
const FormKeyText = v.optional(v.pipe(v.string(), v.maxLength(200)), '');
const keyText = { fromWire: (wire: string): string => wire, toWire: (key: string | undefined): string => key ?? '' };
export const secureLotFormWire = wireRecord({
  sdmMode: codedField('sdmModo', v.optional(v.picklist(['', ...SDM_MODES]), ''), {
    fromWire: (wire: '' | SdmMode): SdmMode | undefined => (wire === '' ? undefined : wire),
    toWire: (mode: SdmMode | undefined): '' | SdmMode => mode ?? '',
  }),
  sdmMetaReadKey: codedField('sdmChaveLeitura', FormKeyText, keyText),
  sdmMasterKey: codedField('sdmChaveMestra', FormKeyText, keyText),
});

const inputWireNames = adminLotInputWire.wireNames;
/** The creation form's text fields, named as the JSON input's; the tag file goes in the part ADMIN_LOT_FILE_FIELD. */
export const LoteAdminFormSchema = v.object({
  [inputWireNames.partnerId]: formIntOrNull,
  [inputWireNames.customerId]: formIntOrNull,
  [inputWireNames.productId]: formIntOrNull,
  [inputWireNames.number]: v.string(),
  [inputWireNames.quantity]: formIntOrNull,
  [inputWireNames.type]: v.pipe(formInt, LotTypeWire),
  [inputWireNames.appless]: formBoolean,
  ...secureLotFormWire.schema.entries,
});
type SecureFormField = keyof typeof secureLotFormWire.schema.entries;
/** What the client puts in the form: every field as text, an empty one as ''; the secure part only for a secure lot. */
export type LoteAdminFormFields = Readonly<
  Record<Exclude<keyof v.InferOutput<typeof LoteAdminFormSchema>, SecureFormField>, string> &
    Partial<Record<SecureFormField, string>>
>;
export const ADMIN_LOT_FILE_FIELD = 'file';

/** What an encoding station programs into each tag of a secure lot (GET admin/lotes/{id}/sdm). */
export const secureLotLayoutWire = wireRecord({
  url: field('url', v.string()),
  mode: field('modo', v.picklist(SDM_MODES)),
  piccDataOffset: field('piccDataOffset', Int),
  macInputOffset: field('macInputOffset', Int),
  macOffset: field('macOffset', Int),
});
export const LoteSdmSchema = secureLotLayoutWire.schema;
export type LoteSdmWire = v.InferOutput<typeof LoteSdmSchema>;

const HexKey = v.pipe(v.string(), v.regex(/^[0-9A-F]{32}$/));
/** A secure lot's generated keys, in upper-case hex, answered once (GET admin/lotes/{id}/sdm/chaves). */
export const secureLotKeysWire = wireRecord({
  mode: field('modo', v.picklist(SDM_MODES)),
  metaReadKey: field('chaveLeitura', HexKey),
  masterKey: field('chaveMestra', HexKey),
});
export const LoteSdmChavesSchema = secureLotKeysWire.schema;
export type LoteSdmChavesWire = v.InferOutput<typeof LoteSdmChavesSchema>;

export const adminLotContract = {
  list: endpoint({
    method: 'GET',
    path: 'admin/lotes',
    summary: 'Partner lots, for the admin (paged)',
    query: PagedQuerySchema,
    response: paged(LoteAdminRowSchema),
    ...admin,
  }),
  get: endpoint({
    method: 'GET',
    path: 'admin/lotes/{id}',
    summary: 'One partner lot, for the admin form',
    params: idParams,
    response: LoteAdminSchema,
    ...admin,
  }),
  create: endpoint({
    method: 'POST',
    path: 'admin/lotes',
    summary:
      'Create a partner lot; an NFC lot (tipo 1) carries its tag file (one tagId;visualKey per line) in the part "file". ' +
      'A bad file is refused with error VALIDATION and one detail per bad line. A secure NFC lot (NTAG 424 DNA) names ' +
      'sdmModo (AES or LRP) and its two keys, sdmChaveLeitura (SDM meta-read) and sdmChaveMestra (master of the ' +
      "tags' file-read keys), 32 hex digits each, or empty for the server to generate them (shown once by " +
      'POST admin/lotes/{id}/sdm/chaves). Answers the new id',
    body: LoteAdminFormSchema,
    bodyType: 'multipart',
    response: Int,
    ...admin,
  }),
  update: endpoint({
    method: 'PUT',
    // spec A §7: the path is joined without a slash.
    path: 'admin/lotes{id}',
    summary: 'Edit a partner lot (the order number stays; the tags are not replaced); answers its id',
    params: idParams,
    body: LoteAdminInputSchema,
    response: Int,
    ...admin,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: 'admin/lotes/{id}',
    summary: 'Delete a partner lot',
    params: idParams,
    ...admin,
  }),
  sdm: endpoint({
    method: 'GET',
    path: 'admin/lotes/{id}/sdm',
    summary:
      'What an encoding station programs into each tag of a secure NFC lot: the URL with its placeholders ' +
      '(<public URL>/s/<lot reference>?e=<PICCData zeros>&c=<SDMMAC zeros>), the SDM mode, and the offsets of ' +
      'PICCData, the MAC input and the MAC in the NDEF file. 404 for a lot that is not secure',
    params: idParams,
    response: LoteSdmSchema,
    ...admin,
  }),
  // A POST, not a GET: showing the keys uses them up, and a read may be retried (the portal's client retries a GET a
  // gateway could not serve), which would spend the one showing on an answer nobody received.
  sdmKeys: endpoint({
    method: 'POST',
    path: 'admin/lotes/{id}/sdm/chaves',
    summary:
      'The keys the server generated for a secure NFC lot, in hex, shown exactly once (no body; answered with ' +
      'cache-control no-store): a second call, or a lot whose keys the admin pasted, is refused with 409 ' +
      'SDM_KEYS_ALREADY_SHOWN; 404 for a lot that is not secure',
    params: idParams,
    response: LoteSdmChavesSchema,
    ...admin,
  }),
};

export const adminLotRowFromWire: (w: LoteAdminRowWire) => AdminLotRow = adminLotRowWire.fromWire;
export const adminLotRowToWire: (r: AdminLotRow) => LoteAdminRowWire = adminLotRowWire.toWire;
export const adminLotInputFromWire: (w: LoteAdminInputWire) => AdminLotInput = adminLotInputWire.fromWire;
export const adminLotInputToWire: (i: AdminLotInput) => LoteAdminInputWire = adminLotInputWire.toWire;
export const adminLotFromWire: (w: LoteAdminWire) => AdminLot = adminLotWire.fromWire;
export const adminLotToWire: (l: AdminLot) => LoteAdminWire = adminLotWire.toWire;

/**
 * The JSON input as the form's text: null as '', numbers and flags as they print; the secure part's fields only when
 * the input has one (a mode or a key).
 */
export const adminLotInputToForm = (i: AdminLotInput): LoteAdminFormFields => {
  const secure =
    i.sdmMode === undefined && (i.sdmMetaReadKey ?? '') === '' && (i.sdmMasterKey ?? '') === ''
      ? {}
      : secureLotFormWire.toWire(i);
  return Object.fromEntries(
    Object.entries({ ...adminLotInputToWire(i), ...secure }).map(([name, value]) => [
      name,
      value === null ? '' : String(value),
    ]),
  ) as LoteAdminFormFields;
};
/** Reads the parsed form (`v.parse(LoteAdminFormSchema, fields)`) back into the domain's input. */
export const adminLotInputFromForm = (f: v.InferOutput<typeof LoteAdminFormSchema>): AdminLotInput => {
  const secure: SecureLotInput = secureLotFormWire.fromWire(f);
  const asked = secure.sdmMode !== undefined || secure.sdmMetaReadKey !== '' || secure.sdmMasterKey !== '';
  return { ...adminLotInputFromWire(f), ...(asked ? secure : {}) };
};
export const secureLotLayoutFromWire: (w: LoteSdmWire) => SecureLotLayout = secureLotLayoutWire.fromWire;
export const secureLotLayoutToWire: (l: SecureLotLayout) => LoteSdmWire = secureLotLayoutWire.toWire;
export const secureLotKeysFromWire: (w: LoteSdmChavesWire) => SecureLotKeys = secureLotKeysWire.fromWire;
export const secureLotKeysToWire: (k: SecureLotKeys) => LoteSdmChavesWire = secureLotKeysWire.toWire;

// ── Partner area (spec A §7 "Partner lots and tags") ───────────────────────────────────────────────────

export const partnerLotWire = wireRecord({
  id: field('id', Int),
  customerId: field('clienteId', v.nullable(Int)),
  customerName: field('clienteNome', v.nullable(v.string())),
  productId: field('produtoId', v.nullable(Int)),
  productName: field('produtoNome', v.nullable(v.string())),
  number: field('numero', v.string()),
  type: field('tipo', Int),
  appless: field('appless', v.boolean()),
  createdAt: field('data', InstantSchema),
  totalTags: field('totalTags', Int),
  availableTags: field('totalTagsDisponiveis', Int),
});
export const LoteParceiroSchema = partnerLotWire.schema;
export type LoteParceiroWire = v.InferOutput<typeof LoteParceiroSchema>;

export const partnerLotCustomerInputWire = wireRecord({ customerId: field('clienteId', v.nullable(Int)) });
export const LoteParceiroClienteInputSchema = partnerLotCustomerInputWire.schema;
export type LoteParceiroClienteInputWire = v.InferOutput<typeof LoteParceiroClienteInputSchema>;

/** A customer lot under a partner lot (spec A §3 "Customer lot"). */
export const partnerCustomerLotWire = wireRecord({
  productName: field('produtoNome', v.nullable(v.string())),
  customerLotNumber: field('loteClienteNumero', v.string()),
  manufactureDate: dateField('fabricacao'),
  releaseDate: dateField('liberacao'),
  expiryDate: dateField('validade'),
  status: field('status', Int),
});
export const LoteClienteParceiroSchema = partnerCustomerLotWire.schema;
export type LoteClienteParceiroWire = v.InferOutput<typeof LoteClienteParceiroSchema>;

/**
 * issue 29 §4: what the QR download writes for each tag. `tagtrail` (the default, the spec's answer): its `/t/` link;
 * `gs1`: its GS1 Digital Link where its product has a GTIN, else its `/t/` link.
 */
export const QrCodesQuerySchema = v.object({
  formato: v.optional(v.picklist(QR_CODE_FORMATS), 'tagtrail'),
});
export type QrCodesQueryWire = v.InferInput<typeof QrCodesQuerySchema>;

/** The answer header of a QR download counting its Digital Link lines (issue 29 §4). */
export const DIGITAL_LINKS_HEADER = 'x-digital-links';

export const qrCodesQueryToWire = (format: QrCodeFormat): QrCodesQueryWire => ({ formato: format });

export const partnerLotContract = {
  list: endpoint({
    method: 'GET',
    path: 'areaparceiro/lotes',
    summary: "The partner's lots (paged, like every list page)",
    query: PagedQuerySchema,
    response: paged(LoteParceiroSchema),
    ...partner,
  }),
  get: endpoint({
    method: 'GET',
    path: 'areaparceiro/lotes/{id}',
    summary: 'One of the partner’s lots',
    params: idParams,
    response: LoteParceiroSchema,
    ...partner,
  }),
  updateCustomer: endpoint({
    method: 'PUT',
    path: 'areaparceiro/lotes/{id}',
    summary:
      'Give the lot to a customer; a lot whose tags have been read or are in customer lots stays with its customer ' +
      '(PARTNER_LOT_HAS_HISTORY detail on clienteId); answers its id',
    params: idParams,
    body: LoteParceiroClienteInputSchema,
    response: Int,
    ...partner,
  }),
  customerLots: endpoint({
    method: 'GET',
    // The spec names the placeholder clienteId, but the page is reached from a partner lot row and lists
    // the customer lots of that partner lot: the value sent is the partner lot's id.
    path: 'areaparceiro/lotes/{clienteId}/lotesclientes',
    summary: 'Customer lots fed from one partner lot (paged)',
    params: v.object({ clienteId: IdParam }),
    query: PagedQuerySchema,
    response: paged(LoteClienteParceiroSchema),
    ...partner,
  }),
  downloadQrCodes: endpoint({
    method: 'GET',
    path: '/areaparceiro/lotes/{id}/tags',
    summary:
      'The QR codes of a QrCode lot, as text/plain (one per line), saved by the portal as a .txt file; ' +
      'formato=gs1: GS1 Digital Links where the product has a GTIN (their count in the x-digital-links header)',
    params: idParams,
    query: QrCodesQuerySchema,
    response: v.string(),
    responseType: 'text',
    ...partner,
  }),
};

export const partnerLotFromWire: (w: LoteParceiroWire) => PartnerLot = partnerLotWire.fromWire;
export const partnerLotToWire: (l: PartnerLot) => LoteParceiroWire = partnerLotWire.toWire;
export const partnerLotCustomerInputFromWire: (w: LoteParceiroClienteInputWire) => PartnerLotCustomerInput =
  partnerLotCustomerInputWire.fromWire;
export const partnerLotCustomerInputToWire: (i: PartnerLotCustomerInput) => LoteParceiroClienteInputWire =
  partnerLotCustomerInputWire.toWire;
export const partnerCustomerLotFromWire: (w: LoteClienteParceiroWire) => PartnerCustomerLot =
  partnerCustomerLotWire.fromWire;
export const partnerCustomerLotToWire: (l: PartnerCustomerLot) => LoteClienteParceiroWire =
  partnerCustomerLotWire.toWire;

// ── Customer area (spec B §7 "Lots, tags, readings") ───────────────────────────────────────────────────

export const lotTotalsWire = wireRecord({
  availableTagsWithoutProduct: field('tagsDisponiveisSemProduto', Int),
  availableTagsWithProduct: field('tagsDisponiveisProduto', Int),
  availableTags: field('tagsDisponiveis', Int),
  totalLots: field('totalLotes', Int),
});
export const LoteTotaisSchema = lotTotalsWire.schema;
export type LoteTotaisWire = v.InferOutput<typeof LoteTotaisSchema>;

export const customerLotRowWire = wireRecord({
  productName: field('produtoNome', v.nullable(v.string())),
  number: field('numero', v.string()),
  readingCount: field('totalLeituras', Int),
  totalTags: field('totalTags', Int),
  productAvailableTags: field('produtoTagsDisponiveis', Int),
  customerLotId: field('loteClienteId', Int),
});
export const LoteClienteRowSchema = customerLotRowWire.schema;
export type LoteClienteRowWire = v.InferOutput<typeof LoteClienteRowSchema>;

export const availablePartnerLotWire = wireRecord({
  partnerLotId: field('loteParceiroId', Int),
  number: field('numero', v.string()),
  createdAt: field('data', InstantSchema),
  totalTags: field('totalTags', Int),
  productName: field('produtoNome', v.nullable(v.string())),
});
export const LoteParceiroDisponivelSchema = availablePartnerLotWire.schema;
export type LoteParceiroDisponivelWire = v.InferOutput<typeof LoteParceiroDisponivelSchema>;

export const LoteParceiroDisponivelQuerySchema = v.object({
  ...PagedQuerySchema.entries,
  produtoId: v.optional(formInt),
});

/** The lot fields the form edits, the same in a lot and in what a save sends. */
const customerLotFormFields = {
  number: field('numero', v.string()),
  releaseDate: dateField('liberacao'),
  manufactureDate: dateField('fabricacao'),
  expiryDate: dateField('validade'),
  // spec B §3: the misspelling is the wire name.
  expiryUndefined: field('validadeIndefenido', v.boolean()),
};

export const customerLotWire = wireRecord({
  id: field('id', Int),
  customerId: field('clienteId', Int),
  productId: field('produtoId', v.nullable(Int)),
  newProductId: field('novoProdutoId', v.nullable(Int)),
  productName: field('produtoNome', v.nullable(v.string())),
  partnerLotId: field('loteParceiroId', v.nullable(Int)),
  partnerLotNumber: field('loteParceiroNumero', v.nullable(v.string())),
  ...customerLotFormFields,
  /** Any code reads; anything but 1, 5, 9 is available (spec A §3). */
  status: codedField('status', Int, { fromWire: lotStatusOf, toWire: (status: LotStatus): number => status }),
  statusDate: dateField('statusData'),
  /** Ours (issue 28 §1): ISO 3166-1 alpha-2 codes, upper case, sorted; [] when the lot is sold anywhere. */
  markets: field('mercados', v.array(v.string())),
});
export const LoteClienteSchema = customerLotWire.schema;
export type LoteClienteWire = v.InferOutput<typeof LoteClienteSchema>;

/** POST and PUT lotecliente: the lot fields plus produtoId (spec B §7). */
export const customerLotSaveWire = wireRecord({
  productId: field('produtoId', v.nullable(Int)),
  ...customerLotFormFields,
  status: field('status', v.picklist([0, 1, 5, 9])),
  statusDate: dateField('statusData'),
  /**
   * Ours (issue 28 §1): the lot's markets, in any case and order (stored normalized; an unknown code is refused with
   * UNKNOWN_MARKET_COUNTRY on mercados). Optional, so the spec's clients keep working: left out, a new lot has none
   * and an edited one keeps its own.
   */
  markets: field('mercados', v.optional(v.array(v.string()))),
});
export const LoteClienteInputSchema = customerLotSaveWire.schema;
export type LoteClienteInputWire = v.InferOutput<typeof LoteClienteInputSchema>;

export const subLotWire = wireRecord({
  customerLotId: field('loteClienteId', Int),
  subLotId: field('subloteClienteId', Int),
  partnerLotNumber: field('loteParceiroNumero', v.string()),
  linkedAt: field('data', InstantSchema),
  startTag: field('tagInicio', v.nullable(v.string())),
  endTag: field('tagFim', v.nullable(v.string())),
  startSequence: field('sequenciaInicio', Int),
  endSequence: field('sequenciaFim', Int),
});
export const SubloteSchema = subLotWire.schema;
export type SubloteWire = v.InferOutput<typeof SubloteSchema>;

/**
 * POST /lotecliente/{id}/sublote/: the partner lot, and (ours, issue 11 §3) the range of its tags by sequence; both
 * absent or 0 take the whole partner lot, as the existing backend's body (only loteParceiroId) does.
 */
export const subLotInputWire = wireRecord({
  partnerLotId: field('loteParceiroId', Int),
  startSequence: field('sequenciaInicio', v.optional(Int, 0)),
  endSequence: field('sequenciaFim', v.optional(Int, 0)),
});
export const SubloteInputSchema = subLotInputWire.schema;
export type SubloteInputWire = v.InferOutput<typeof SubloteInputSchema>;

/** The lot form's product select calls `productContract.options` (GET areacliente/produtos/options, catalogue). */
export const customerLotContract = {
  totals: endpoint({
    method: 'GET',
    path: '/areacliente/loteparceiro/totais',
    summary: 'Lot totals for the two cards above the lot list',
    response: LoteTotaisSchema,
    ...customer,
  }),
  list: endpoint({
    method: 'GET',
    path: 'lotecliente/pagination/',
    summary: "The customer's lots (paged)",
    query: PagedQuerySchema,
    response: paged(LoteClienteRowSchema),
    ...customer,
  }),
  availablePartnerLots: endpoint({
    method: 'GET',
    path: 'areacliente/loteparceiro',
    summary: 'Partner lots the customer may link to its lots (paged; optional produtoId)',
    query: LoteParceiroDisponivelQuerySchema,
    response: paged(LoteParceiroDisponivelSchema),
    ...customer,
  }),
  get: endpoint({
    method: 'GET',
    path: 'lotecliente/{id}',
    summary: 'One customer lot',
    params: idParams,
    response: LoteClienteSchema,
    ...customer,
  }),
  create: endpoint({
    method: 'POST',
    path: 'lotecliente',
    summary: 'Create a customer lot; refused with WRONG_DATES or REQUIRED_FIELD_MESSAGE details; answers the id',
    body: LoteClienteInputSchema,
    response: Int,
    ...customer,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'lotecliente/{id}',
    summary:
      'Update a customer lot; a lot that has a product keeps it (another refused with error 1, ' +
      'CUSTOMER_LOT_PRODUCT_LOCKED); answers its id',
    params: idParams,
    body: LoteClienteInputSchema,
    response: Int,
    ...customer,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: 'lotecliente/{id}',
    summary: 'Delete a customer lot; refused with error 1, LOT_HAS_READINGS, once its tags have been read',
    params: idParams,
    ...customer,
  }),
  addSubLot: endpoint({
    method: 'POST',
    path: '/lotecliente/{id}/sublote/',
    summary: 'Link a partner lot to the customer lot as a sub-lot',
    params: idParams,
    body: SubloteInputSchema,
    ...customer,
  }),
  removeSubLot: endpoint({
    method: 'DELETE',
    path: '/lotecliente/{id}/sublote/{subId}',
    summary: 'Unlink a sub-lot; refused with error 1, SUBLOT_IN_USE, once its tags have been read',
    params: v.object({ id: IdParam, subId: IdParam }),
    ...customer,
  }),
  subLots: endpoint({
    method: 'GET',
    path: '/lotecliente/{id}/sublote/',
    summary: 'Sub-lots of a customer lot (paged)',
    params: idParams,
    query: PagedQuerySchema,
    response: paged(SubloteSchema),
    ...customer,
  }),
};

export const lotTotalsFromWire: (w: LoteTotaisWire) => LotTotals = lotTotalsWire.fromWire;
export const lotTotalsToWire: (t: LotTotals) => LoteTotaisWire = lotTotalsWire.toWire;
export const customerLotRowFromWire: (w: LoteClienteRowWire) => CustomerLotRow = customerLotRowWire.fromWire;
export const customerLotRowToWire: (r: CustomerLotRow) => LoteClienteRowWire = customerLotRowWire.toWire;
export const availablePartnerLotFromWire: (w: LoteParceiroDisponivelWire) => AvailablePartnerLot =
  availablePartnerLotWire.fromWire;
export const availablePartnerLotToWire: (l: AvailablePartnerLot) => LoteParceiroDisponivelWire =
  availablePartnerLotWire.toWire;
export function availablePartnerLotQueryToWire(query: AvailablePartnerLotQuery): Record<string, string> {
  const wire = listQueryToWire(query);
  if (query.productId !== undefined) wire.produtoId = String(query.productId);
  return wire;
}
export const customerLotFromWire: (w: LoteClienteWire) => CustomerLot = customerLotWire.fromWire;
export const customerLotToWire: (l: CustomerLot) => LoteClienteWire = customerLotWire.toWire;
export const customerLotSaveFromWire: (w: LoteClienteInputWire) => CustomerLotSave = customerLotSaveWire.fromWire;
export const subLotFromWire: (w: SubloteWire) => SubLot = subLotWire.fromWire;
export const subLotToWire: (s: SubLot) => SubloteWire = subLotWire.toWire;

/** A sub-lot to add: the partner lot and the range of its tags (0/0, the default, for all of them). */
export interface SubLotAddition extends SequenceRange {
  readonly partnerLotId: number;
}
export const subLotInputToWire = (
  partnerLotId: number,
  range: SequenceRange = { startSequence: 0, endSequence: 0 },
): SubloteInputWire => subLotInputWire.toWire({ partnerLotId, ...range });
export const subLotInputFromWire: (w: SubloteInputWire) => SubLotAddition = subLotInputWire.fromWire;
