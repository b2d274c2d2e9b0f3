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
  type LotTotals,
  type PartnerCustomerLot,
  type PartnerLot,
  type PartnerLotCustomerInput,
  type SequenceRange,
  type SubLot,
} from '@tagtrail/domain';
import { ACCESS, endpoint, IdParam, Int4Schema } from './endpoint';
import { emptyToNull, nullToEmpty } from './nullable.wire';
import { listQueryToWire, PagedQuerySchema, paged } from './paging.wire';

// ── Wire primitives ─────────────────────────────────────────────────────────────────────────────────────

const Int = Int4Schema;
const WireDateOrNull = v.nullable(LocalDateSchema);

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

export const LoteAdminRowSchema = v.object({
  parceiroNome: v.nullable(v.string()),
  numero: v.string(),
  tipo: Int,
  appless: v.boolean(),
  data: InstantSchema,
  totalTags: Int,
  loteParceiroId: Int,
  /** Ours, beyond the spec's list item: any of the lot's tags has been read, so it cannot be deleted. */
  temLeituras: v.boolean(),
  /** Ours: a customer lot has taken any of its tags, so it cannot be deleted either. */
  temLotesClientes: v.optional(v.boolean()),
});
export type LoteAdminRowWire = v.InferOutput<typeof LoteAdminRowSchema>;

/** The admin lot form's fields as JSON (the edit sends them so). */
export const LoteAdminInputSchema = v.object({
  parceiroId: v.nullable(Int),
  clienteId: v.nullable(Int),
  produtoId: v.nullable(Int),
  numero: v.string(),
  quantidade: v.nullable(Int),
  tipo: LotTypeWire,
  appless: v.boolean(),
});
export type LoteAdminInputWire = v.InferOutput<typeof LoteAdminInputSchema>;

export const LoteAdminSchema = v.object({
  ...LoteAdminInputSchema.entries,
  id: Int,
  data: InstantSchema,
  totalTags: Int,
  /** Ours, as on the list row: why the form offers no delete. Optional, so the spec's answer still reads. */
  temLeituras: v.optional(v.boolean()),
  temLotesClientes: v.optional(v.boolean()),
});
export type LoteAdminWire = v.InferOutput<typeof LoteAdminSchema>;

/** The text fields of the creation form; the tag file goes in the part named ADMIN_LOT_FILE_FIELD. */
export const LoteAdminFormSchema = v.object({
  parceiroId: formIntOrNull,
  clienteId: formIntOrNull,
  produtoId: formIntOrNull,
  numero: v.string(),
  quantidade: formIntOrNull,
  tipo: v.pipe(formInt, LotTypeWire),
  appless: formBoolean,
});
/** What the client puts in the form: every field as text, an empty one as ''. */
export type LoteAdminFormFields = Readonly<Record<keyof v.InferOutput<typeof LoteAdminFormSchema>, string>>;
export const ADMIN_LOT_FILE_FIELD = 'file';

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
      'A bad file is refused with error VALIDATION and one detail per bad line. Answers the new id',
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
};

export const adminLotRowFromWire = (w: LoteAdminRowWire): AdminLotRow => ({
  partnerLotId: w.loteParceiroId,
  partnerName: w.parceiroNome,
  number: w.numero,
  type: w.tipo,
  appless: w.appless,
  createdAt: w.data,
  totalTags: w.totalTags,
  hasReadings: w.temLeituras,
  inCustomerLots: w.temLotesClientes,
});
export const adminLotRowToWire = (r: AdminLotRow): LoteAdminRowWire => ({
  parceiroNome: r.partnerName,
  numero: r.number,
  tipo: r.type,
  appless: r.appless,
  data: r.createdAt,
  totalTags: r.totalTags,
  loteParceiroId: r.partnerLotId,
  temLeituras: r.hasReadings,
  temLotesClientes: r.inCustomerLots,
});

export const adminLotInputFromWire = (w: LoteAdminInputWire): AdminLotInput => ({
  partnerId: w.parceiroId,
  customerId: w.clienteId,
  productId: w.produtoId,
  number: w.numero,
  quantity: w.quantidade,
  type: w.tipo,
  appless: w.appless,
});
export const adminLotInputToWire = (i: AdminLotInput): LoteAdminInputWire => ({
  parceiroId: i.partnerId,
  clienteId: i.customerId,
  produtoId: i.productId,
  numero: i.number,
  quantidade: i.quantity,
  tipo: i.type,
  appless: i.appless,
});

export const adminLotFromWire = (w: LoteAdminWire): AdminLot => ({
  ...adminLotInputFromWire(w),
  id: w.id,
  createdAt: w.data,
  totalTags: w.totalTags,
  hasReadings: w.temLeituras,
  inCustomerLots: w.temLotesClientes,
});
export const adminLotToWire = (l: AdminLot): LoteAdminWire => ({
  ...adminLotInputToWire(l),
  id: l.id,
  data: l.createdAt,
  totalTags: l.totalTags,
  temLeituras: l.hasReadings,
  temLotesClientes: l.inCustomerLots,
});

const text = (n: number | null): string => (n === null ? '' : String(n));
export const adminLotInputToForm = (i: AdminLotInput): LoteAdminFormFields => ({
  parceiroId: text(i.partnerId),
  clienteId: text(i.customerId),
  produtoId: text(i.productId),
  numero: i.number,
  quantidade: text(i.quantity),
  tipo: String(i.type),
  appless: String(i.appless),
});
/** Reads the parsed form (`v.parse(LoteAdminFormSchema, fields)`) back into the domain's input. */
export const adminLotInputFromForm = (f: v.InferOutput<typeof LoteAdminFormSchema>): AdminLotInput =>
  adminLotInputFromWire(f);

// ── Partner area (spec A §7 "Partner lots and tags") ───────────────────────────────────────────────────

export const LoteParceiroSchema = v.object({
  id: Int,
  clienteId: v.nullable(Int),
  clienteNome: v.nullable(v.string()),
  produtoId: v.nullable(Int),
  produtoNome: v.nullable(v.string()),
  numero: v.string(),
  tipo: Int,
  appless: v.boolean(),
  data: InstantSchema,
  totalTags: Int,
  totalTagsDisponiveis: Int,
});
export type LoteParceiroWire = v.InferOutput<typeof LoteParceiroSchema>;

export const LoteParceiroClienteInputSchema = v.object({ clienteId: v.nullable(Int) });
export type LoteParceiroClienteInputWire = v.InferOutput<typeof LoteParceiroClienteInputSchema>;

/** A customer lot under a partner lot (spec A §3 "Customer lot"). */
export const LoteClienteParceiroSchema = v.object({
  produtoNome: v.nullable(v.string()),
  loteClienteNumero: v.string(),
  fabricacao: WireDateOrNull,
  liberacao: WireDateOrNull,
  validade: WireDateOrNull,
  status: Int,
});
export type LoteClienteParceiroWire = v.InferOutput<typeof LoteClienteParceiroSchema>;

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
    summary: 'The QR codes of a QrCode lot, as text/plain (one per line), saved by the portal as a .txt file',
    params: idParams,
    response: v.string(),
    responseType: 'text',
    ...partner,
  }),
};

export const partnerLotFromWire = (w: LoteParceiroWire): PartnerLot => ({
  id: w.id,
  customerId: w.clienteId,
  customerName: w.clienteNome,
  productId: w.produtoId,
  productName: w.produtoNome,
  number: w.numero,
  type: w.tipo,
  appless: w.appless,
  createdAt: w.data,
  totalTags: w.totalTags,
  availableTags: w.totalTagsDisponiveis,
});
export const partnerLotToWire = (l: PartnerLot): LoteParceiroWire => ({
  id: l.id,
  clienteId: l.customerId,
  clienteNome: l.customerName,
  produtoId: l.productId,
  produtoNome: l.productName,
  numero: l.number,
  tipo: l.type,
  appless: l.appless,
  data: l.createdAt,
  totalTags: l.totalTags,
  totalTagsDisponiveis: l.availableTags,
});

export const partnerLotCustomerInputFromWire = (w: LoteParceiroClienteInputWire): PartnerLotCustomerInput => ({
  customerId: w.clienteId,
});
export const partnerLotCustomerInputToWire = (i: PartnerLotCustomerInput): LoteParceiroClienteInputWire => ({
  clienteId: i.customerId,
});

export const partnerCustomerLotFromWire = (w: LoteClienteParceiroWire): PartnerCustomerLot => ({
  productName: w.produtoNome,
  customerLotNumber: w.loteClienteNumero,
  manufactureDate: nullToEmpty(w.fabricacao),
  releaseDate: nullToEmpty(w.liberacao),
  expiryDate: nullToEmpty(w.validade),
  status: w.status,
});
export const partnerCustomerLotToWire = (l: PartnerCustomerLot): LoteClienteParceiroWire => ({
  produtoNome: l.productName,
  loteClienteNumero: l.customerLotNumber,
  fabricacao: emptyToNull(l.manufactureDate),
  liberacao: emptyToNull(l.releaseDate),
  validade: emptyToNull(l.expiryDate),
  status: l.status,
});

// ── Customer area (spec B §7 "Lots, tags, readings") ───────────────────────────────────────────────────

export const LoteTotaisSchema = v.object({
  tagsDisponiveisSemProduto: Int,
  tagsDisponiveisProduto: Int,
  tagsDisponiveis: Int,
  totalLotes: Int,
});
export type LoteTotaisWire = v.InferOutput<typeof LoteTotaisSchema>;

export const LoteClienteRowSchema = v.object({
  produtoNome: v.nullable(v.string()),
  numero: v.string(),
  totalLeituras: Int,
  totalTags: Int,
  produtoTagsDisponiveis: Int,
  loteClienteId: Int,
});
export type LoteClienteRowWire = v.InferOutput<typeof LoteClienteRowSchema>;

export const LoteParceiroDisponivelSchema = v.object({
  loteParceiroId: Int,
  numero: v.string(),
  data: InstantSchema,
  totalTags: Int,
  produtoNome: v.nullable(v.string()),
});
export type LoteParceiroDisponivelWire = v.InferOutput<typeof LoteParceiroDisponivelSchema>;

export const LoteParceiroDisponivelQuerySchema = v.object({
  ...PagedQuerySchema.entries,
  produtoId: v.optional(formInt),
});

export const LoteClienteSchema = v.object({
  id: Int,
  clienteId: Int,
  produtoId: v.nullable(Int),
  novoProdutoId: v.nullable(Int),
  produtoNome: v.nullable(v.string()),
  loteParceiroId: v.nullable(Int),
  loteParceiroNumero: v.nullable(v.string()),
  numero: v.string(),
  liberacao: WireDateOrNull,
  fabricacao: WireDateOrNull,
  validade: WireDateOrNull,
  // spec B §3: the misspelling is the wire name.
  validadeIndefenido: v.boolean(),
  /** Any code reads; anything but 1, 5, 9 is available (spec A §3). */
  status: Int,
  statusData: WireDateOrNull,
});
export type LoteClienteWire = v.InferOutput<typeof LoteClienteSchema>;

/** POST and PUT lotecliente: the lot fields plus produtoId (spec B §7). */
export const LoteClienteInputSchema = v.object({
  produtoId: v.nullable(Int),
  numero: v.string(),
  liberacao: WireDateOrNull,
  fabricacao: WireDateOrNull,
  validade: WireDateOrNull,
  validadeIndefenido: v.boolean(),
  status: v.picklist([0, 1, 5, 9]),
  statusData: WireDateOrNull,
});
export type LoteClienteInputWire = v.InferOutput<typeof LoteClienteInputSchema>;

export const SubloteSchema = v.object({
  loteClienteId: Int,
  subloteClienteId: Int,
  loteParceiroNumero: v.string(),
  data: InstantSchema,
  tagInicio: v.nullable(v.string()),
  tagFim: v.nullable(v.string()),
  sequenciaInicio: Int,
  sequenciaFim: Int,
});
export type SubloteWire = v.InferOutput<typeof SubloteSchema>;

/**
 * POST /lotecliente/{id}/sublote/: the partner lot, and (ours, issue 11 §3) the range of its tags by sequence; both
 * absent or 0 take the whole partner lot, as the existing backend's body (only loteParceiroId) does.
 */
export const SubloteInputSchema = v.object({
  loteParceiroId: Int,
  sequenciaInicio: v.optional(Int, 0),
  sequenciaFim: v.optional(Int, 0),
});
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

export const lotTotalsFromWire = (w: LoteTotaisWire): LotTotals => ({
  availableTagsWithoutProduct: w.tagsDisponiveisSemProduto,
  availableTagsWithProduct: w.tagsDisponiveisProduto,
  availableTags: w.tagsDisponiveis,
  totalLots: w.totalLotes,
});
export const lotTotalsToWire = (t: LotTotals): LoteTotaisWire => ({
  tagsDisponiveisSemProduto: t.availableTagsWithoutProduct,
  tagsDisponiveisProduto: t.availableTagsWithProduct,
  tagsDisponiveis: t.availableTags,
  totalLotes: t.totalLots,
});

export const customerLotRowFromWire = (w: LoteClienteRowWire): CustomerLotRow => ({
  customerLotId: w.loteClienteId,
  productName: w.produtoNome,
  number: w.numero,
  readingCount: w.totalLeituras,
  totalTags: w.totalTags,
  productAvailableTags: w.produtoTagsDisponiveis,
});
export const customerLotRowToWire = (r: CustomerLotRow): LoteClienteRowWire => ({
  produtoNome: r.productName,
  numero: r.number,
  totalLeituras: r.readingCount,
  totalTags: r.totalTags,
  produtoTagsDisponiveis: r.productAvailableTags,
  loteClienteId: r.customerLotId,
});

export const availablePartnerLotFromWire = (w: LoteParceiroDisponivelWire): AvailablePartnerLot => ({
  partnerLotId: w.loteParceiroId,
  number: w.numero,
  createdAt: w.data,
  totalTags: w.totalTags,
  productName: w.produtoNome,
});
export const availablePartnerLotToWire = (l: AvailablePartnerLot): LoteParceiroDisponivelWire => ({
  loteParceiroId: l.partnerLotId,
  numero: l.number,
  data: l.createdAt,
  totalTags: l.totalTags,
  produtoNome: l.productName,
});
export function availablePartnerLotQueryToWire(query: AvailablePartnerLotQuery): Record<string, string> {
  const wire = listQueryToWire(query);
  if (query.productId !== undefined) wire.produtoId = String(query.productId);
  return wire;
}

export const customerLotFromWire = (w: LoteClienteWire): CustomerLot => ({
  id: w.id,
  customerId: w.clienteId,
  productId: w.produtoId,
  newProductId: w.novoProdutoId,
  productName: w.produtoNome,
  partnerLotId: w.loteParceiroId,
  partnerLotNumber: w.loteParceiroNumero,
  number: w.numero,
  releaseDate: nullToEmpty(w.liberacao),
  manufactureDate: nullToEmpty(w.fabricacao),
  expiryDate: nullToEmpty(w.validade),
  expiryUndefined: w.validadeIndefenido,
  status: lotStatusOf(w.status),
  statusDate: nullToEmpty(w.statusData),
});
export const customerLotToWire = (l: CustomerLot): LoteClienteWire => ({
  id: l.id,
  clienteId: l.customerId,
  produtoId: l.productId,
  novoProdutoId: l.newProductId,
  produtoNome: l.productName,
  loteParceiroId: l.partnerLotId,
  loteParceiroNumero: l.partnerLotNumber,
  numero: l.number,
  liberacao: emptyToNull(l.releaseDate),
  fabricacao: emptyToNull(l.manufactureDate),
  validade: emptyToNull(l.expiryDate),
  validadeIndefenido: l.expiryUndefined,
  status: l.status,
  statusData: emptyToNull(l.statusDate),
});

export const customerLotSaveFromWire = (w: LoteClienteInputWire): CustomerLotSave => ({
  productId: w.produtoId,
  number: w.numero,
  releaseDate: nullToEmpty(w.liberacao),
  manufactureDate: nullToEmpty(w.fabricacao),
  expiryDate: nullToEmpty(w.validade),
  expiryUndefined: w.validadeIndefenido,
  status: w.status,
  statusDate: nullToEmpty(w.statusData),
});
export const customerLotSaveToWire = (s: CustomerLotSave): LoteClienteInputWire => ({
  produtoId: s.productId,
  numero: s.number,
  liberacao: emptyToNull(s.releaseDate),
  fabricacao: emptyToNull(s.manufactureDate),
  validade: emptyToNull(s.expiryDate),
  validadeIndefenido: s.expiryUndefined,
  status: s.status,
  statusData: emptyToNull(s.statusDate),
});

export const subLotFromWire = (w: SubloteWire): SubLot => ({
  customerLotId: w.loteClienteId,
  subLotId: w.subloteClienteId,
  partnerLotNumber: w.loteParceiroNumero,
  linkedAt: w.data,
  startTag: w.tagInicio,
  endTag: w.tagFim,
  startSequence: w.sequenciaInicio,
  endSequence: w.sequenciaFim,
});
export const subLotToWire = (s: SubLot): SubloteWire => ({
  loteClienteId: s.customerLotId,
  subloteClienteId: s.subLotId,
  loteParceiroNumero: s.partnerLotNumber,
  data: s.linkedAt,
  tagInicio: s.startTag,
  tagFim: s.endTag,
  sequenciaInicio: s.startSequence,
  sequenciaFim: s.endSequence,
});

/** A sub-lot to add: the partner lot and the range of its tags (0/0, the default, for all of them). */
export interface SubLotAddition extends SequenceRange {
  readonly partnerLotId: number;
}
export const subLotInputToWire = (
  partnerLotId: number,
  range: SequenceRange = { startSequence: 0, endSequence: 0 },
): SubloteInputWire => ({
  loteParceiroId: partnerLotId,
  sequenciaInicio: range.startSequence,
  sequenciaFim: range.endSequence,
});
export const subLotInputFromWire = (w: SubloteInputWire): SubLotAddition => ({
  partnerLotId: w.loteParceiroId,
  startSequence: w.sequenciaInicio,
  endSequence: w.sequenciaFim,
});
