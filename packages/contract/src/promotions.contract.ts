/**
 * Promotion calls (spec B §7 "Promotions" and "Point of sale"): promotions, processing, winners, prize-code
 * lookup and withdrawal in the customer area (role customer), and the point of sale's redemption (role
 * pointofsale). Wire names exactly as the spec writes them, quirks kept (`promocaoPrêmio`, `getFilter/`,
 * trailing slashes on `processar/` and `reprocessar/`).
 *
 * Dates on the wire: calendar dates are ISO `YYYY-MM-DD` (dtInicio, dtFim, dtSorteio, dtFinalizacao,
 * dataNascimento, dataInicial, dataFinal); instants are ISO 8601 timestamps, UTC written with `Z`, e.g.
 * `2026-03-01T14:00:00.000Z` (dtCriacao, dtRetirada, dataRetirada). The domain keeps both as the same strings.
 */
import * as v from 'valibot';
import {
  InstantSchema,
  LocalDateSchema,
  type PointOfSaleWinner,
  type PointOfSaleWithdrawal,
  type PromotionDrawRecord,
  type PrizeLookup,
  type Promotion,
  type PromotionEntryCounts,
  type PromotionFilterOptions,
  type PromotionInput,
  type PromotionLocation,
  type PromotionReadingFilter,
  type PromotionRow,
  type PromotionWinner,
  type WithdrawalDetails,
  type WithdrawalInput,
} from '@tagtrail/domain';
import { ACCESS, endpoint, IdParam } from './endpoint';
import { emptyToNull, nullToEmpty } from './nullable.wire';
import { PagedQuerySchema, paged } from './paging.wire';

const customer = ACCESS.customer;
const pointOfSale = ACCESS.pointOfSale;

const Int = v.pipe(v.number(), v.integer());
const StatusWire = v.picklist([1, 2, 3, 4]);
const DrawTypeWire = v.picklist([1, 2]);
/** issue 24 §3: 1 one entry per tag (its first reader's), 2 one per device. Not in the spec: our addition. */
const EntryRuleWire = v.picklist([1, 2]);

/** A prize code in a path: trimmed and upper-cased, as the portal shows it (spec B §5); never empty. */
const PrizeCodeParam = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.nonEmpty());

const idParams = v.object({ id: IdParam });
const codeParams = v.object({ code: PrizeCodeParam });
const idAndCodeParams = v.object({ id: IdParam, code: PrizeCodeParam });

// ---------------------------------------------------------------------------------------------- promotion

export const PromocaoProdutoSchema = v.object({ produtoId: Int, promocaoId: Int, id: Int });
/** One row of promocaoPais, promocaoEstado or promocaoCidade. */
export const PromocaoLocalSchema = v.object({ nome: v.string(), promocaoId: Int, id: Int });

/** spec B §3 "Promotion". Empty URLs are null on the wire, as for products and the app (spec B §5). */
export const PromocaoSchema = v.object({
  id: Int,
  clienteId: Int,
  descricao: v.string(),
  dtCriacao: InstantSchema,
  dtInicio: LocalDateSchema,
  dtFim: LocalDateSchema,
  aleatorio: v.boolean(),
  premio: v.string(),
  urlManualRegras: v.nullable(v.string()),
  urlImagem: v.nullable(v.string()),
  numeroContemplados: v.pipe(Int, v.minValue(1)),
  tipoSorteio: DrawTypeWire,
  regraParticipacao: EntryRuleWire,
  status: StatusWire,
  relevancia: v.number(),
  promocaoProduto: v.array(PromocaoProdutoSchema),
  promocaoPais: v.array(PromocaoLocalSchema),
  promocaoEstado: v.array(PromocaoLocalSchema),
  promocaoCidade: v.array(PromocaoLocalSchema),
});
export type PromocaoWire = v.InferOutput<typeof PromocaoSchema>;

const PromocaoProdutoInputSchema = v.object({ produtoId: Int, promocaoId: v.optional(Int), id: v.optional(Int) });
const PromocaoLocalInputSchema = v.object({ nome: v.string(), promocaoId: v.optional(Int), id: v.optional(Int) });

/**
 * POST and PUT body: the promotion's fields without id, creation date and status (the server's). Missing
 * entries take the spec's defaults (spec B §9: client id 1, draw type 2, relevance 0). Only the shape is
 * checked here; the server applies the domain's rules for their message keys (REQUIRED_FIELD_MESSAGE, ...).
 */
export const PromocaoInputSchema = v.object({
  clienteId: v.optional(Int, 1),
  descricao: v.string(),
  dtInicio: LocalDateSchema,
  dtFim: LocalDateSchema,
  aleatorio: v.optional(v.boolean(), false),
  premio: v.string(),
  urlManualRegras: v.optional(v.nullable(v.string()), null),
  urlImagem: v.optional(v.nullable(v.string()), null),
  numeroContemplados: Int,
  tipoSorteio: v.optional(DrawTypeWire, 2),
  /** issue 24 §3: one entry per tag unless the customer chose one per device. */
  regraParticipacao: v.optional(EntryRuleWire, 1),
  relevancia: v.optional(v.number(), 0),
  promocaoProduto: v.optional(v.array(PromocaoProdutoInputSchema), () => []),
  promocaoPais: v.optional(v.array(PromocaoLocalInputSchema), () => []),
  promocaoEstado: v.optional(v.array(PromocaoLocalInputSchema), () => []),
  promocaoCidade: v.optional(v.array(PromocaoLocalInputSchema), () => []),
});
export type PromocaoInputWire = v.InferOutput<typeof PromocaoInputSchema>;

/** What POST promocao and PUT promocao/{id} answer (spec B §7: "response has id"). */
export const PromocaoIdSchema = v.object({ id: Int });

/** GET promocao/{id}/participacao (issue 24 §3): the entries, and what each rule kept out. */
export const PromocaoParticipacaoSchema = v.object({
  entradas: v.pipe(Int, v.minValue(0)),
  dispositivosBloqueados: v.pipe(Int, v.minValue(0)),
  leitoresSeguintes: v.pipe(Int, v.minValue(0)),
  leiturasSemDispositivo: v.pipe(Int, v.minValue(0)),
});
export type PromocaoParticipacaoWire = v.InferOutput<typeof PromocaoParticipacaoSchema>;
export const promotionEntryCountsFromWire = (w: PromocaoParticipacaoWire): PromotionEntryCounts => ({
  entries: w.entradas,
  blockedDevices: w.dispositivosBloqueados,
  laterReaders: w.leitoresSeguintes,
  readingsWithoutDevice: w.leiturasSemDispositivo,
});
export const promotionEntryCountsToWire = (c: PromotionEntryCounts): PromocaoParticipacaoWire => ({
  entradas: c.entries,
  dispositivosBloqueados: c.blockedDevices,
  leitoresSeguintes: c.laterReaders,
  leiturasSemDispositivo: c.readingsWithoutDevice,
});
export type PromocaoIdWire = v.InferOutput<typeof PromocaoIdSchema>;

/** spec B §3 "Promotion list row"; the id is added for the row's actions. */
export const PromocaoListaSchema = v.object({
  id: Int,
  descricao: v.string(),
  dtSorteio: v.nullable(LocalDateSchema),
  dtFinalizacao: v.nullable(LocalDateSchema),
  numeroContemplados: Int,
  status: StatusWire,
});
export type PromocaoListaWire = v.InferOutput<typeof PromocaoListaSchema>;

/** spec B §3 "Promotion filter options". */
const OpcaoLocalSchema = v.object({ value: v.string(), description: v.string(), id: Int });
export const PromocaoFiltroSchema = v.object({
  produtos: v.array(v.object({ id: Int, nome: v.string() })),
  paises: v.array(OpcaoLocalSchema),
  estados: v.array(OpcaoLocalSchema),
  cidades: v.array(OpcaoLocalSchema),
});
export type PromocaoFiltroWire = v.InferOutput<typeof PromocaoFiltroSchema>;

/**
 * spec B §3 "Reading filter used for processing". Products and categories are numeric ids; countries, states
 * and cities are the filter options' `value`s (what a promotion keeps as their `nome`).
 */
export const PromocaoFiltroLeituraSchema = v.object({
  id: Int,
  quantidade: v.pipe(Int, v.minValue(1)),
  produto: v.array(Int),
  categoria: v.array(Int),
  pais: v.array(v.string()),
  estado: v.array(v.string()),
  cidade: v.array(v.string()),
  dataInicial: LocalDateSchema,
  dataFinal: LocalDateSchema,
});
export type PromocaoFiltroLeituraWire = v.InferOutput<typeof PromocaoFiltroLeituraSchema>;

// ---------------------------------------------------------------------------------------------- prize codes

/** Who withdrew a prize (spec B §3 promocaoRetirada). */
export const PromocaoRetiradaSchema = v.object({
  nome: v.string(),
  cpf: v.string(),
  dataNascimento: v.nullable(LocalDateSchema),
  endereco: v.string(),
});
export type PromocaoRetiradaWire = v.InferOutput<typeof PromocaoRetiradaSchema>;

/** GET promocao/resgates/{code} (spec B §3 "Prize redemption lookup"). A present dtRetirada means already withdrawn. */
export const PromocaoResgateSchema = v.object({
  promocaoId: Int,
  dtRetirada: v.optional(v.nullable(InstantSchema), null),
  promocaoRetirada: v.optional(v.nullable(PromocaoRetiradaSchema), null),
});
export type PromocaoResgateWire = v.InferOutput<typeof PromocaoResgateSchema>;

/** The withdrawal payload (spec B §3): nome, cpf, endereco, dataNascimento. */
export const PromocaoRetiradaInputSchema = v.object({
  nome: v.string(),
  cpf: v.string(),
  endereco: v.string(),
  dataNascimento: LocalDateSchema,
});
export type PromocaoRetiradaInputWire = v.InferOutput<typeof PromocaoRetiradaInputSchema>;

/** Customer-area winners row (spec B §3): deviceId, dispositivo.proprietario, promocaoRetirada.nome, dtRetirada. */
export const PromocaoPremiadoSchema = v.object({
  deviceId: v.string(),
  dispositivo: v.nullable(v.object({ proprietario: v.nullable(v.string()) })),
  promocaoRetirada: v.nullable(v.object({ nome: v.string() })),
  dtRetirada: v.nullable(InstantSchema),
});
export type PromocaoPremiadoWire = v.InferOutput<typeof PromocaoPremiadoSchema>;

/**
 * GET promocao/{id}/sorteio (ours, issue 13 §5; the spec has no such call): the draw anyone can audit, as its public
 * page /p/{referenciaPublica} shows it (issue 24 §4). `compromisso` is the SHA-256 of the draw's seed (hex), published
 * when the promotion was saved (one saved before that: from Process on); `resumoElegiveis` the SHA-256 of the entry
 * list frozen at `dtCongelamento` (the period's end, or Process if sooner); once the draw is done (status 3 or 4)
 * `semente` reveals the seed (hex), `elegiveis` the entries in the published order, each as the SHA-256 of
 * `<seed hex>:<device id>` (hex), and `contemplados` the winners' entries in the order drawn. The answer, saved
 * as a file, is what `pnpm verify-draw <file>` re-runs (apps/api/src/promotions/draw.ts documents the function).
 */
export const PromocaoSorteioSchema = v.object({
  promocaoId: Int,
  numeroContemplados: Int,
  referenciaPublica: v.string(),
  compromisso: v.nullable(v.string()),
  resumoElegiveis: v.nullable(v.string()),
  dtCongelamento: v.nullable(InstantSchema),
  semente: v.nullable(v.string()),
  elegiveis: v.nullable(v.array(v.string())),
  contemplados: v.nullable(v.array(v.string())),
});
export type PromocaoSorteioWire = v.InferOutput<typeof PromocaoSorteioSchema>;

// ---------------------------------------------------------------------------------------------- point of sale

/** Sales-point winners row (spec B §3), `promocaoPrêmio` spelt as the spec spells it. */
export const PontoVendaPremiadoSchema = v.object({
  nome: v.nullable(v.string()),
  cpf: v.nullable(v.string()),
  dataRetirada: v.nullable(InstantSchema),
  codigo: v.string(),
  promocaoPrêmio: v.string(),
});
export type PontoVendaPremiadoWire = v.InferOutput<typeof PontoVendaPremiadoSchema>;

/**
 * GET pontovenda/premiados/{code}. The spec names only dataRetirada ("a present dataRetirada means already
 * withdrawn"); we add the promotion id (the withdrawal form's route needs it) and the withdrawer's fields,
 * flat like the sales-point winners row, for the already-withdrawn dialog.
 */
export const PontoVendaResgateSchema = v.object({
  promocaoId: Int,
  dataRetirada: v.optional(v.nullable(InstantSchema), null),
  nome: v.optional(v.nullable(v.string()), null),
  cpf: v.optional(v.nullable(v.string()), null),
  dataNascimento: v.optional(v.nullable(LocalDateSchema), null),
  endereco: v.optional(v.nullable(v.string()), null),
});
export type PontoVendaResgateWire = v.InferOutput<typeof PontoVendaResgateSchema>;

/** POST pontovenda/premiados: the withdrawal payload plus the prize code. */
export const PontoVendaRetiradaSchema = v.object({
  ...PromocaoRetiradaInputSchema.entries,
  codigoPromocional: PrizeCodeParam,
});
export type PontoVendaRetiradaWire = v.InferOutput<typeof PontoVendaRetiradaSchema>;

// ---------------------------------------------------------------------------------------------- calls

export const promotionContract = {
  list: endpoint({
    method: 'GET',
    path: 'promocao/pagination',
    summary: 'Promotion list (paged): description, draw date, finalization date, winners count, status',
    query: PagedQuerySchema,
    response: paged(PromocaoListaSchema),
    ...customer,
  }),
  lookupCode: endpoint({
    method: 'GET',
    path: 'promocao/resgates/{code}',
    summary:
      'The prize behind a code; 404 when there is no such code; a present dtRetirada means already withdrawn; 429 TOO_MANY_CODE_ATTEMPTS (Retry-After) past 10 codes not found in a minute',
    params: codeParams,
    response: PromocaoResgateSchema,
    ...customer,
  }),
  get: endpoint({
    method: 'GET',
    path: 'promocao/{id}',
    summary: 'One promotion',
    params: idParams,
    response: PromocaoSchema,
    ...customer,
  }),
  create: endpoint({
    method: 'POST',
    path: 'promocao',
    summary: 'Create a promotion (status 1); answers its id',
    body: PromocaoInputSchema,
    response: PromocaoIdSchema,
    ...customer,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'promocao/{id}',
    summary: 'Update a promotion; refused unless its status is 1; answers its id',
    params: idParams,
    body: PromocaoInputSchema,
    response: PromocaoIdSchema,
    ...customer,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: 'promocao/{id}',
    summary: 'Delete a promotion; refused unless its status is 1',
    params: idParams,
    ...customer,
  }),
  filterOptions: endpoint({
    method: 'GET',
    path: 'promocao/getFilter/',
    summary: 'Products, countries, states and cities a promotion may be limited to',
    response: PromocaoFiltroSchema,
    ...customer,
  }),
  status: endpoint({
    method: 'GET',
    path: 'promocao/{id}/status',
    summary: 'The promotion status: 1 not processed, 2 selecting awards, 3 scheduling notifications, 4 processed',
    params: idParams,
    response: StatusWire,
    ...customer,
  }),
  entryCounts: endpoint({
    method: 'GET',
    path: 'promocao/{id}/participacao',
    summary:
      "The draw's entries and what each rule kept out (issue 24 §3): counted while the promotion waits, frozen once its entry list is made",
    params: idParams,
    response: PromocaoParticipacaoSchema,
    ...customer,
  }),
  possibleWinners: endpoint({
    method: 'GET',
    path: 'promocao/{id}/possiveiscontemplados',
    summary: "How many readings the promotion's filter selects",
    params: idParams,
    response: v.pipe(Int, v.minValue(0)),
    ...customer,
  }),
  process: endpoint({
    method: 'POST',
    path: 'promocao/{id}/processar/',
    summary: 'Start processing (status 1 → 2) with the reading filter; answers once status 2 is recorded',
    params: idParams,
    body: PromocaoFiltroLeituraSchema,
    ...customer,
  }),
  reprocess: endpoint({
    method: 'POST',
    path: 'promocao/{id}/reprocessar/',
    summary: 'Resend the notifications (status 4 → 3) with the reading filter',
    params: idParams,
    body: PromocaoFiltroLeituraSchema,
    ...customer,
  }),
  winners: endpoint({
    method: 'GET',
    path: 'promocao/{id}/premiados',
    summary: "The promotion's winners (paged): device, owner, withdrawer, withdrawal date",
    params: idParams,
    query: PagedQuerySchema,
    response: paged(PromocaoPremiadoSchema),
    ...customer,
  }),
  draw: endpoint({
    method: 'GET',
    path: 'promocao/{id}/sorteio',
    summary:
      "The promotion's draw record: the seed's commitment from Process on; the seed, the eligible list (salted hashes) and the winners once drawn",
    params: idParams,
    response: PromocaoSorteioSchema,
    ...customer,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: 'promocao/{id}/premiados/{code}',
    summary:
      'Withdraw the prize of a code: who takes it; 404 when there is no such code; 429 TOO_MANY_CODE_ATTEMPTS (Retry-After) past 10 codes not found in a minute',
    params: idAndCodeParams,
    body: PromocaoRetiradaInputSchema,
    ...customer,
  }),
};

export const pointOfSaleRedemptionContract = {
  lookupCode: endpoint({
    method: 'GET',
    path: 'pontovenda/premiados/{code}',
    summary:
      'The prize behind a code; 404 when there is no such code; a present dataRetirada means already withdrawn; 429 TOO_MANY_CODE_ATTEMPTS (Retry-After) past 10 codes not found in a minute',
    params: codeParams,
    response: PontoVendaResgateSchema,
    ...pointOfSale,
  }),
  winners: endpoint({
    method: 'GET',
    path: 'pontovenda/premiados',
    summary: "The point of sale's winners (paged): name, cpf, withdrawal date, code, prize",
    query: PagedQuerySchema,
    response: paged(PontoVendaPremiadoSchema),
    ...pointOfSale,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: 'pontovenda/premiados',
    summary:
      'Withdraw the prize of codigoPromocional: who takes it; 404 when there is no such code; 429 TOO_MANY_CODE_ATTEMPTS (Retry-After) past 10 codes not found in a minute',
    body: PontoVendaRetiradaSchema,
    ...pointOfSale,
  }),
};

// ---------------------------------------------------------------------------------------------- codecs

const locationFromWire = (w: v.InferOutput<typeof PromocaoLocalSchema>): PromotionLocation => ({
  id: w.id,
  promotionId: w.promocaoId,
  name: w.nome,
});
const locationToWire = (l: PromotionLocation): v.InferOutput<typeof PromocaoLocalSchema> => ({
  nome: l.name,
  promocaoId: l.promotionId,
  id: l.id,
});

export const promotionFromWire = (w: PromocaoWire): Promotion => ({
  id: w.id,
  customerId: w.clienteId,
  description: w.descricao,
  createdAt: w.dtCriacao,
  startDate: w.dtInicio,
  endDate: w.dtFim,
  random: w.aleatorio,
  prize: w.premio,
  rulesManualUrl: nullToEmpty(w.urlManualRegras),
  imageUrl: nullToEmpty(w.urlImagem),
  winnersCount: w.numeroContemplados,
  drawType: w.tipoSorteio,
  entryRule: w.regraParticipacao,
  status: w.status,
  relevance: w.relevancia,
  products: w.promocaoProduto.map((p) => ({ id: p.id, promotionId: p.promocaoId, productId: p.produtoId })),
  countries: w.promocaoPais.map(locationFromWire),
  states: w.promocaoEstado.map(locationFromWire),
  cities: w.promocaoCidade.map(locationFromWire),
});

export const promotionToWire = (p: Promotion): PromocaoWire => ({
  id: p.id,
  clienteId: p.customerId,
  descricao: p.description,
  dtCriacao: p.createdAt,
  dtInicio: p.startDate,
  dtFim: p.endDate,
  aleatorio: p.random,
  premio: p.prize,
  urlManualRegras: emptyToNull(p.rulesManualUrl),
  urlImagem: emptyToNull(p.imageUrl),
  numeroContemplados: p.winnersCount,
  tipoSorteio: p.drawType,
  regraParticipacao: p.entryRule,
  status: p.status,
  relevancia: p.relevance,
  promocaoProduto: p.products.map((x) => ({ produtoId: x.productId, promocaoId: x.promotionId, id: x.id })),
  promocaoPais: p.countries.map(locationToWire),
  promocaoEstado: p.states.map(locationToWire),
  promocaoCidade: p.cities.map(locationToWire),
});

export const promotionInputToWire = (i: PromotionInput): PromocaoInputWire => ({
  clienteId: i.customerId,
  descricao: i.description,
  dtInicio: i.startDate,
  dtFim: i.endDate,
  aleatorio: i.random,
  premio: i.prize,
  urlManualRegras: emptyToNull(i.rulesManualUrl),
  urlImagem: emptyToNull(i.imageUrl),
  numeroContemplados: i.winnersCount,
  tipoSorteio: i.drawType,
  regraParticipacao: i.entryRule,
  relevancia: i.relevance,
  promocaoProduto: i.productIds.map((produtoId) => ({ produtoId })),
  promocaoPais: i.countries.map((nome) => ({ nome })),
  promocaoEstado: i.states.map((nome) => ({ nome })),
  promocaoCidade: i.cities.map((nome) => ({ nome })),
});

export const promotionInputFromWire = (w: PromocaoInputWire): PromotionInput => ({
  customerId: w.clienteId,
  description: w.descricao,
  startDate: w.dtInicio,
  endDate: w.dtFim,
  random: w.aleatorio,
  prize: w.premio,
  rulesManualUrl: nullToEmpty(w.urlManualRegras),
  imageUrl: nullToEmpty(w.urlImagem),
  winnersCount: w.numeroContemplados,
  drawType: w.tipoSorteio,
  entryRule: w.regraParticipacao,
  relevance: w.relevancia,
  productIds: w.promocaoProduto.map((p) => p.produtoId),
  countries: w.promocaoPais.map((c) => c.nome),
  states: w.promocaoEstado.map((s) => s.nome),
  cities: w.promocaoCidade.map((c) => c.nome),
});

export const promotionIdFromWire = (w: PromocaoIdWire): number => w.id;
export const promotionIdToWire = (id: number): PromocaoIdWire => ({ id });

export const promotionRowFromWire = (w: PromocaoListaWire): PromotionRow => ({
  id: w.id,
  description: w.descricao,
  drawDate: w.dtSorteio,
  finishDate: w.dtFinalizacao,
  winnersCount: w.numeroContemplados,
  status: w.status,
});
export const promotionRowToWire = (r: PromotionRow): PromocaoListaWire => ({
  id: r.id,
  descricao: r.description,
  dtSorteio: r.drawDate,
  dtFinalizacao: r.finishDate,
  numeroContemplados: r.winnersCount,
  status: r.status,
});

export const promotionFilterOptionsFromWire = (w: PromocaoFiltroWire): PromotionFilterOptions => ({
  products: w.produtos.map((p) => ({ id: p.id, name: p.nome })),
  countries: w.paises.map((o) => ({ ...o })),
  states: w.estados.map((o) => ({ ...o })),
  cities: w.cidades.map((o) => ({ ...o })),
});
export const promotionFilterOptionsToWire = (o: PromotionFilterOptions): PromocaoFiltroWire => ({
  produtos: o.products.map((p) => ({ id: p.id, nome: p.name })),
  paises: o.countries.map((x) => ({ ...x })),
  estados: o.states.map((x) => ({ ...x })),
  cidades: o.cities.map((x) => ({ ...x })),
});

export const promotionReadingFilterToWire = (f: PromotionReadingFilter): PromocaoFiltroLeituraWire => ({
  id: f.promotionId,
  quantidade: f.quantity,
  produto: [...f.productIds],
  categoria: [...f.categoryIds],
  pais: [...f.countries],
  estado: [...f.states],
  cidade: [...f.cities],
  dataInicial: f.startDate,
  dataFinal: f.endDate,
});
export const promotionReadingFilterFromWire = (w: PromocaoFiltroLeituraWire): PromotionReadingFilter => ({
  promotionId: w.id,
  quantity: w.quantidade,
  productIds: [...w.produto],
  categoryIds: [...w.categoria],
  countries: [...w.pais],
  states: [...w.estado],
  cities: [...w.cidade],
  startDate: w.dataInicial,
  endDate: w.dataFinal,
});

const withdrawalDetailsFromWire = (w: PromocaoRetiradaWire): WithdrawalDetails => ({
  name: w.nome,
  cpf: w.cpf,
  birthDate: nullToEmpty(w.dataNascimento),
  address: w.endereco,
});
const withdrawalDetailsToWire = (d: WithdrawalDetails): PromocaoRetiradaWire => ({
  nome: d.name,
  cpf: d.cpf,
  dataNascimento: emptyToNull(d.birthDate),
  endereco: d.address,
});

/** Customer-area lookup. The HTTP adapter answers `null` for the 404 before this runs. */
export const prizeLookupFromWire = (w: PromocaoResgateWire): PrizeLookup => ({
  promotionId: w.promocaoId,
  withdrawnAt: w.dtRetirada,
  withdrawal: w.promocaoRetirada === null ? null : withdrawalDetailsFromWire(w.promocaoRetirada),
});
export const prizeLookupToWire = (l: PrizeLookup): PromocaoResgateWire => ({
  promocaoId: l.promotionId,
  dtRetirada: l.withdrawnAt,
  promocaoRetirada: l.withdrawal === null ? null : withdrawalDetailsToWire(l.withdrawal),
});

/** Point-of-sale lookup: the withdrawer's fields are flat; any of them present means there is a withdrawer. */
export const pointOfSalePrizeLookupFromWire = (w: PontoVendaResgateWire): PrizeLookup => ({
  promotionId: w.promocaoId,
  withdrawnAt: w.dataRetirada,
  withdrawal:
    w.nome === null && w.cpf === null && w.dataNascimento === null && w.endereco === null
      ? null
      : {
          name: nullToEmpty(w.nome),
          cpf: nullToEmpty(w.cpf),
          birthDate: nullToEmpty(w.dataNascimento),
          address: nullToEmpty(w.endereco),
        },
});
export const pointOfSalePrizeLookupToWire = (l: PrizeLookup): PontoVendaResgateWire => ({
  promocaoId: l.promotionId,
  dataRetirada: l.withdrawnAt,
  nome: l.withdrawal?.name ?? null,
  cpf: l.withdrawal?.cpf ?? null,
  dataNascimento: l.withdrawal === null ? null : emptyToNull(l.withdrawal.birthDate),
  endereco: l.withdrawal?.address ?? null,
});

export const withdrawalToWire = (w: WithdrawalInput): PromocaoRetiradaInputWire => ({
  nome: w.name,
  cpf: w.cpf,
  endereco: w.address,
  dataNascimento: w.birthDate,
});
export const withdrawalFromWire = (w: PromocaoRetiradaInputWire): WithdrawalInput => ({
  name: w.nome,
  cpf: w.cpf,
  address: w.endereco,
  birthDate: w.dataNascimento,
});

export const pointOfSaleWithdrawalToWire = (w: PointOfSaleWithdrawal): PontoVendaRetiradaWire => ({
  ...withdrawalToWire(w),
  codigoPromocional: w.code,
});
export const pointOfSaleWithdrawalFromWire = (w: PontoVendaRetiradaWire): PointOfSaleWithdrawal => ({
  ...withdrawalFromWire(w),
  code: w.codigoPromocional,
});

export const promotionWinnerFromWire = (w: PromocaoPremiadoWire): PromotionWinner => ({
  deviceId: w.deviceId,
  deviceOwner: w.dispositivo?.proprietario ?? null,
  withdrawerName: w.promocaoRetirada?.nome ?? null,
  withdrawnAt: w.dtRetirada,
});
export const promotionWinnerToWire = (w: PromotionWinner): PromocaoPremiadoWire => ({
  deviceId: w.deviceId,
  dispositivo: { proprietario: w.deviceOwner },
  promocaoRetirada: w.withdrawerName === null ? null : { nome: w.withdrawerName },
  dtRetirada: w.withdrawnAt,
});

export const pointOfSaleWinnerFromWire = (w: PontoVendaPremiadoWire): PointOfSaleWinner => ({
  name: w.nome,
  cpf: w.cpf,
  withdrawnAt: w.dataRetirada,
  code: w.codigo,
  prize: w.promocaoPrêmio,
});
export const pointOfSaleWinnerToWire = (w: PointOfSaleWinner): PontoVendaPremiadoWire => ({
  nome: w.name,
  cpf: w.cpf,
  dataRetirada: w.withdrawnAt,
  codigo: w.code,
  promocaoPrêmio: w.prize,
});

/** The draw record (issue 13 §5) in the domain's names, which are also those `pnpm verify-draw` reads. */
export const promotionDrawRecordFromWire = (w: PromocaoSorteioWire): PromotionDrawRecord => ({
  promotionId: w.promocaoId,
  winnersCount: w.numeroContemplados,
  publicReference: w.referenciaPublica,
  commitment: w.compromisso,
  entriesDigest: w.resumoElegiveis,
  entriesFrozenAt: w.dtCongelamento,
  seed: w.semente,
  entries: w.elegiveis === null ? null : [...w.elegiveis],
  winners: w.contemplados === null ? null : [...w.contemplados],
});
export const promotionDrawRecordToWire = (r: PromotionDrawRecord): PromocaoSorteioWire => ({
  promocaoId: r.promotionId,
  numeroContemplados: r.winnersCount,
  referenciaPublica: r.publicReference,
  compromisso: r.commitment,
  resumoElegiveis: r.entriesDigest,
  dtCongelamento: r.entriesFrozenAt,
  semente: r.seed,
  elegiveis: r.entries === null ? null : [...r.entries],
  contemplados: r.winners === null ? null : [...r.winners],
});
