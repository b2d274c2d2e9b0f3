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
  type PromotionReadingFilter,
  type PromotionRow,
  type PromotionWinner,
  type WithdrawalDetails,
  type WithdrawalInput,
} from '@tagtrail/domain';
import { ACCESS, endpoint, IdParam } from './endpoint';
import { emptyToNull, nullToEmpty } from './nullable.wire';
import { PagedQuerySchema, paged } from './paging.wire';
import { codedField, field, recordsField, sortNames, wireRecord } from './wire-record';

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

/** The domain's '' (not given) is the wire's null (spec B §5). */
const emptyIsNull = { fromWire: nullToEmpty, toWire: emptyToNull };

const promotionProductWire = wireRecord({
  productId: field('produtoId', Int),
  promotionId: field('promocaoId', Int),
  id: field('id', Int),
});
export const PromocaoProdutoSchema = promotionProductWire.schema;
/** One row of promocaoPais, promocaoEstado or promocaoCidade. */
const promotionLocationWire = wireRecord({
  name: field('nome', v.string()),
  promotionId: field('promocaoId', Int),
  id: field('id', Int),
});
export const PromocaoLocalSchema = promotionLocationWire.schema;

/** spec B §3 "Promotion". Empty URLs are null on the wire, as for products and the app (spec B §5). */
export const promotionWire = wireRecord({
  id: field('id', Int),
  customerId: field('clienteId', Int),
  description: field('descricao', v.string()),
  createdAt: field('dtCriacao', InstantSchema),
  startDate: field('dtInicio', LocalDateSchema),
  endDate: field('dtFim', LocalDateSchema),
  random: field('aleatorio', v.boolean()),
  prize: field('premio', v.string()),
  rulesManualUrl: codedField('urlManualRegras', v.nullable(v.string()), emptyIsNull),
  imageUrl: codedField('urlImagem', v.nullable(v.string()), emptyIsNull),
  winnersCount: field('numeroContemplados', v.pipe(Int, v.minValue(1))),
  drawType: field('tipoSorteio', DrawTypeWire),
  entryRule: field('regraParticipacao', EntryRuleWire),
  status: field('status', StatusWire),
  relevance: field('relevancia', v.number()),
  products: recordsField('promocaoProduto', promotionProductWire),
  countries: recordsField('promocaoPais', promotionLocationWire),
  states: recordsField('promocaoEstado', promotionLocationWire),
  cities: recordsField('promocaoCidade', promotionLocationWire),
});
export const PromocaoSchema = promotionWire.schema;
export type PromocaoWire = v.InferOutput<typeof PromocaoSchema>;

const PromocaoProdutoInputSchema = v.object({ produtoId: Int, promocaoId: v.optional(Int), id: v.optional(Int) });
const PromocaoLocalInputSchema = v.object({ nome: v.string(), promocaoId: v.optional(Int), id: v.optional(Int) });

/** A promotion's chosen products as the input sends them: `[{produtoId}]` ↔ product ids. */
const chosenProducts = codedField(
  'promocaoProduto',
  v.optional(v.array(PromocaoProdutoInputSchema), () => []),
  {
    fromWire: (products) => products.map((product) => product.produtoId),
    toWire: (productIds: readonly number[]) => productIds.map((produtoId) => ({ produtoId })),
  },
);
/** A promotion's chosen countries, states or cities: `[{nome}]` ↔ names. */
const chosenPlaces = <WireName extends string>(wireName: WireName) =>
  codedField(
    wireName,
    v.optional(v.array(PromocaoLocalInputSchema), () => []),
    {
      fromWire: (places) => places.map((place) => place.nome),
      toWire: (names: readonly string[]) => names.map((nome) => ({ nome })),
    },
  );

/**
 * POST and PUT body: the promotion's fields without id, creation date and status (the server's). Missing
 * entries take the spec's defaults (spec B §9: client id 1, draw type 2, relevance 0). Only the shape is
 * checked here; the server applies the domain's rules for their message keys (REQUIRED_FIELD_MESSAGE, ...).
 */
export const promotionInputWire = wireRecord({
  customerId: field('clienteId', v.optional(Int, 1)),
  description: field('descricao', v.string()),
  startDate: field('dtInicio', LocalDateSchema),
  endDate: field('dtFim', LocalDateSchema),
  random: field('aleatorio', v.optional(v.boolean(), false)),
  prize: field('premio', v.string()),
  rulesManualUrl: codedField('urlManualRegras', v.optional(v.nullable(v.string()), null), emptyIsNull),
  imageUrl: codedField('urlImagem', v.optional(v.nullable(v.string()), null), emptyIsNull),
  winnersCount: field('numeroContemplados', Int),
  drawType: field('tipoSorteio', v.optional(DrawTypeWire, 2)),
  /** issue 24 §3: one entry per tag unless the customer chose one per device. */
  entryRule: field('regraParticipacao', v.optional(EntryRuleWire, 1)),
  relevance: field('relevancia', v.optional(v.number(), 0)),
  productIds: chosenProducts,
  countries: chosenPlaces('promocaoPais'),
  states: chosenPlaces('promocaoEstado'),
  cities: chosenPlaces('promocaoCidade'),
});
export const PromocaoInputSchema = promotionInputWire.schema;
export type PromocaoInputWire = v.InferOutput<typeof PromocaoInputSchema>;

/** What POST promocao and PUT promocao/{id} answer (spec B §7: "response has id"). */
export const PromocaoIdSchema = v.object({ id: Int });

/** GET promocao/{id}/participacao (issue 24 §3): the entries, and what each rule kept out. */
const Count = v.pipe(Int, v.minValue(0));
export const promotionEntryCountsWire = wireRecord({
  entries: field('entradas', Count),
  blockedDevices: field('dispositivosBloqueados', Count),
  laterReaders: field('leitoresSeguintes', Count),
  readingsWithoutDevice: field('leiturasSemDispositivo', Count),
});
export const PromocaoParticipacaoSchema = promotionEntryCountsWire.schema;
export type PromocaoParticipacaoWire = v.InferOutput<typeof PromocaoParticipacaoSchema>;
export const promotionEntryCountsFromWire: (w: PromocaoParticipacaoWire) => PromotionEntryCounts =
  promotionEntryCountsWire.fromWire;
export const promotionEntryCountsToWire: (c: PromotionEntryCounts) => PromocaoParticipacaoWire =
  promotionEntryCountsWire.toWire;
export type PromocaoIdWire = v.InferOutput<typeof PromocaoIdSchema>;

/** spec B §3 "Promotion list row"; the id is added for the row's actions. */
export const promotionRowWire = wireRecord({
  id: field('id', Int),
  description: field('descricao', v.string()),
  drawDate: field('dtSorteio', v.nullable(LocalDateSchema)),
  finishDate: field('dtFinalizacao', v.nullable(LocalDateSchema)),
  winnersCount: field('numeroContemplados', Int),
  status: field('status', StatusWire),
});
export const PromocaoListaSchema = promotionRowWire.schema;
export type PromocaoListaWire = v.InferOutput<typeof PromocaoListaSchema>;

/** spec B §3 "Promotion filter options". */
const placeOptionWire = wireRecord({
  value: field('value', v.string()),
  description: field('description', v.string()),
  id: field('id', Int),
});
const productOptionWire = wireRecord({ id: field('id', Int), name: field('nome', v.string()) });
export const promotionFilterOptionsWire = wireRecord({
  products: recordsField('produtos', productOptionWire),
  countries: recordsField('paises', placeOptionWire),
  states: recordsField('estados', placeOptionWire),
  cities: recordsField('cidades', placeOptionWire),
});
export const PromocaoFiltroSchema = promotionFilterOptionsWire.schema;
export type PromocaoFiltroWire = v.InferOutput<typeof PromocaoFiltroSchema>;

/**
 * spec B §3 "Reading filter used for processing". Products and categories are numeric ids; countries, states
 * and cities are the filter options' `value`s (what a promotion keeps as their `nome`).
 */
export const promotionReadingFilterWire = wireRecord({
  promotionId: field('id', Int),
  quantity: field('quantidade', v.pipe(Int, v.minValue(1))),
  productIds: field('produto', v.array(Int)),
  categoryIds: field('categoria', v.array(Int)),
  countries: field('pais', v.array(v.string())),
  states: field('estado', v.array(v.string())),
  cities: field('cidade', v.array(v.string())),
  startDate: field('dataInicial', LocalDateSchema),
  endDate: field('dataFinal', LocalDateSchema),
});
export const PromocaoFiltroLeituraSchema = promotionReadingFilterWire.schema;
export type PromocaoFiltroLeituraWire = v.InferOutput<typeof PromocaoFiltroLeituraSchema>;

// ---------------------------------------------------------------------------------------------- prize codes

/** Who withdrew a prize (spec B §3 promocaoRetirada). */
const withdrawalDetailsWire = wireRecord({
  name: field('nome', v.string()),
  cpf: field('cpf', v.string()),
  birthDate: codedField('dataNascimento', v.nullable(LocalDateSchema), emptyIsNull),
  address: field('endereco', v.string()),
});
export const PromocaoRetiradaSchema = withdrawalDetailsWire.schema;
export type PromocaoRetiradaWire = v.InferOutput<typeof PromocaoRetiradaSchema>;

/** GET promocao/resgates/{code} (spec B §3 "Prize redemption lookup"). A present dtRetirada means already withdrawn. */
export const prizeLookupWire = wireRecord({
  promotionId: field('promocaoId', Int),
  withdrawnAt: field('dtRetirada', v.optional(v.nullable(InstantSchema), null)),
  withdrawal: codedField('promocaoRetirada', v.optional(v.nullable(PromocaoRetiradaSchema), null), {
    fromWire: (wire) => (wire === null ? null : withdrawalDetailsWire.fromWire(wire)),
    toWire: (details: WithdrawalDetails | null) => (details === null ? null : withdrawalDetailsWire.toWire(details)),
  }),
});
export const PromocaoResgateSchema = prizeLookupWire.schema;
export type PromocaoResgateWire = v.InferOutput<typeof PromocaoResgateSchema>;

/** The withdrawal payload (spec B §3): nome, cpf, endereco, dataNascimento. */
const withdrawalFields = {
  name: field('nome', v.string()),
  cpf: field('cpf', v.string()),
  address: field('endereco', v.string()),
  birthDate: field('dataNascimento', LocalDateSchema),
};
export const withdrawalWire = wireRecord(withdrawalFields);
export const PromocaoRetiradaInputSchema = withdrawalWire.schema;
export type PromocaoRetiradaInputWire = v.InferOutput<typeof PromocaoRetiradaInputSchema>;

/** Customer-area winners row (spec B §3): deviceId, dispositivo.proprietario, promocaoRetirada.nome, dtRetirada. */
export const PromocaoPremiadoSchema = v.object({
  deviceId: v.string(),
  dispositivo: v.nullable(v.object({ proprietario: v.nullable(v.string()) })),
  promocaoRetirada: v.nullable(v.object({ nome: v.string() })),
  dtRetirada: v.nullable(InstantSchema),
});
export type PromocaoPremiadoWire = v.InferOutput<typeof PromocaoPremiadoSchema>;
/** The winners list sorts by its wire names, nested ones by their path, or by the domain's. */
export const PROMOTION_WINNER_SORT_NAMES = {
  deviceid: 'deviceId',
  'dispositivo.proprietario': 'owner',
  proprietario: 'owner',
  deviceowner: 'owner',
  'promocaoretirada.nome': 'withdrawerName',
  nome: 'withdrawerName',
  withdrawername: 'withdrawerName',
  dtretirada: 'withdrawnAt',
  withdrawnat: 'withdrawnAt',
} as const;

/**
 * GET promocao/{id}/sorteio (ours, issue 13 §5; the spec has no such call): the draw anyone can audit, as its public
 * page /p/{referenciaPublica} shows it (issue 24 §4). `compromisso` is the SHA-256 of the draw's seed (hex), published
 * when the promotion was saved (one saved before that: from Process on); `resumoElegiveis` the SHA-256 of the entry
 * list frozen at `dtCongelamento` (the period's end, or Process if sooner); once the draw is done (status 3 or 4)
 * `semente` reveals the seed (hex), `elegiveis` the entries in the published order, each as the SHA-256 of
 * `<seed hex>:<device id>` (hex), and `contemplados` the winners' entries in the order drawn. The answer, saved
 * as a file, is what `pnpm verify-draw <file>` re-runs (apps/api/src/promotions/draw.ts documents the function).
 * Its domain names are also those `pnpm verify-draw` reads.
 */
export const promotionDrawRecordWire = wireRecord({
  promotionId: field('promocaoId', Int),
  winnersCount: field('numeroContemplados', Int),
  publicReference: field('referenciaPublica', v.string()),
  commitment: field('compromisso', v.nullable(v.string())),
  entriesDigest: field('resumoElegiveis', v.nullable(v.string())),
  entriesFrozenAt: field('dtCongelamento', v.nullable(InstantSchema)),
  seed: field('semente', v.nullable(v.string())),
  entries: field('elegiveis', v.nullable(v.array(v.string()))),
  winners: field('contemplados', v.nullable(v.array(v.string()))),
});
export const PromocaoSorteioSchema = promotionDrawRecordWire.schema;
export type PromocaoSorteioWire = v.InferOutput<typeof PromocaoSorteioSchema>;

// ---------------------------------------------------------------------------------------------- point of sale

/** Sales-point winners row (spec B §3), `promocaoPrêmio` spelt as the spec spells it. */
export const pointOfSaleWinnerWire = wireRecord({
  name: field('nome', v.nullable(v.string())),
  cpf: field('cpf', v.nullable(v.string())),
  withdrawnAt: field('dataRetirada', v.nullable(InstantSchema)),
  code: field('codigo', v.string()),
  prize: field('promocaoPrêmio', v.string()),
});
export const PontoVendaPremiadoSchema = pointOfSaleWinnerWire.schema;
export type PontoVendaPremiadoWire = v.InferOutput<typeof PontoVendaPremiadoSchema>;
/** The till's winners sort by wire or domain name; the prize's name is also accepted without its accent. */
export const POINT_OF_SALE_WINNER_SORT_NAMES = {
  ...sortNames(pointOfSaleWinnerWire, ['name', 'cpf', 'withdrawnAt', 'code', 'prize']),
  promocaopremio: 'prize',
  premio: 'prize',
} as const;

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
export const pointOfSaleWithdrawalWire = wireRecord({
  ...withdrawalFields,
  code: field('codigoPromocional', PrizeCodeParam),
});
export const PontoVendaRetiradaSchema = pointOfSaleWithdrawalWire.schema;
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

export const promotionFromWire: (w: PromocaoWire) => Promotion = promotionWire.fromWire;
export const promotionToWire: (p: Promotion) => PromocaoWire = promotionWire.toWire;
export const promotionInputToWire: (i: PromotionInput) => PromocaoInputWire = promotionInputWire.toWire;
export const promotionInputFromWire: (w: PromocaoInputWire) => PromotionInput = promotionInputWire.fromWire;
export const promotionIdFromWire = (w: PromocaoIdWire): number => w.id;
export const promotionIdToWire = (id: number): PromocaoIdWire => ({ id });
export const promotionRowFromWire: (w: PromocaoListaWire) => PromotionRow = promotionRowWire.fromWire;
export const promotionRowToWire: (r: PromotionRow) => PromocaoListaWire = promotionRowWire.toWire;
export const promotionFilterOptionsFromWire: (w: PromocaoFiltroWire) => PromotionFilterOptions =
  promotionFilterOptionsWire.fromWire;
export const promotionFilterOptionsToWire: (o: PromotionFilterOptions) => PromocaoFiltroWire =
  promotionFilterOptionsWire.toWire;
export const promotionReadingFilterToWire: (f: PromotionReadingFilter) => PromocaoFiltroLeituraWire =
  promotionReadingFilterWire.toWire;

/** Customer-area lookup. The HTTP adapter answers `null` for the 404 before this runs. */
export const prizeLookupFromWire: (w: PromocaoResgateWire) => PrizeLookup = prizeLookupWire.fromWire;
export const prizeLookupToWire: (l: PrizeLookup) => PromocaoResgateWire = prizeLookupWire.toWire;

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

export const withdrawalToWire: (w: WithdrawalInput) => PromocaoRetiradaInputWire = withdrawalWire.toWire;
export const withdrawalFromWire: (w: PromocaoRetiradaInputWire) => WithdrawalInput = withdrawalWire.fromWire;
export const pointOfSaleWithdrawalToWire: (w: PointOfSaleWithdrawal) => PontoVendaRetiradaWire =
  pointOfSaleWithdrawalWire.toWire;

/** The winner's owner and withdrawer travel nested (spec B §3: dispositivo.proprietario, promocaoRetirada.nome). */
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

export const pointOfSaleWinnerFromWire: (w: PontoVendaPremiadoWire) => PointOfSaleWinner =
  pointOfSaleWinnerWire.fromWire;
export const pointOfSaleWinnerToWire: (w: PointOfSaleWinner) => PontoVendaPremiadoWire = pointOfSaleWinnerWire.toWire;

export const promotionDrawRecordFromWire: (w: PromocaoSorteioWire) => PromotionDrawRecord =
  promotionDrawRecordWire.fromWire;
export const promotionDrawRecordToWire: (r: PromotionDrawRecord) => PromocaoSorteioWire =
  promotionDrawRecordWire.toWire;
