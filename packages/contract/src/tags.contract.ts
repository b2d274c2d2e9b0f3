/**
 * Tag and reading calls (spec B §7 "Lots, tags, readings"; spec A §7 "areaparceiro/tags"), with their codecs.
 * Paths keep the spec's spelling (`tagLoteParceiro` and `tagloteparceiro` both appear); wire dates are checked
 * with the domain's schemas (shared/dates), as in lots.contract.ts.
 */
import * as v from 'valibot';
import {
  InstantSchema,
  LocalDateSchema,
  authenticityCode,
  authenticityOfCode,
  knownSuspicionRules,
  READING_AUTHENTICITIES,
  suspicionMask,
  suspicionRulesOfMask,
  ReadingAuthenticitySchema,
  type MapReading,
  type ReadingAuthenticity,
  type ReadingFilterOptions,
  type ReadingSearchQuery,
  type SuspicionRule,
  type Tag,
  type TagReading,
} from '@tagtrail/domain';
import { ACCESS, BigIdParam, endpoint, Int4Schema } from './endpoint';
import { PagedQuerySchema, paged } from './paging.wire';
import { codedField, field, wireRecord } from './wire-record';

const Int = v.pipe(v.number(), v.integer());
const customer = ACCESS.customer;
const partner = ACCESS.partner;
/** Tag ids are bigserial: past the `integer` range one day. */
const idParams = v.object({ id: BigIdParam });

export const tagWire = wireRecord({
  /** Not in the spec's field list: the record id its calls take (`tagloteparceiro/{id}`). */
  id: field('id', Int),
  tagId: field('tagId', v.string()),
  sequence: field('sequencia', Int),
  productName: field('produtoNome', v.nullable(v.string())),
  partnerLotNumber: field('loteParceiroNumero', v.string()),
  customerLotNumber: field('loteClienteNumero', v.nullable(v.string())),
  customerName: field('clienteNome', v.nullable(v.string())),
  readingCount: field('totalLeituras', Int),
  locatedReadingCount: field('totalLeiturasLocalizacao', Int),
  active: field('liberado', v.boolean()),
  lastReadAt: field('ultimaLeitura', v.nullable(InstantSchema)),
  /** Ours (issue 27 §5): some reading of the tag was replayed or invalid. */
  possibleCopy: field('possivelCopia', v.boolean()),
});
export const TagLoteParceiroSchema = tagWire.schema;
export type TagLoteParceiroWire = v.InferOutput<typeof TagLoteParceiroSchema>;

const tagActiveWire = wireRecord({ active: field('ativo', v.boolean()) });
export const TagAtivoInputSchema = tagActiveWire.schema;
export type TagAtivoInputWire = v.InferOutput<typeof TagAtivoInputSchema>;

const Coordinate = v.nullable(v.number());

/**
 * Ours (issue 28 §3): the rules a reading broke, by name ('off-market', 'impossible-travel', 'too-many-readings',
 * 'after-expiry', 'copy'); empty for an ordinary reading. Left out (an older server): none. A name this client does
 * not know (a newer server's rule) is left out rather than refusing the page.
 */
const suspicionsField = codedField('suspeitas', v.optional(v.array(v.string()), []), {
  fromWire: (names): SuspicionRule[] => knownSuspicionRules(names),
  toWire: (rules: readonly SuspicionRule[]) => [...rules],
});

export const tagReadingWire = wireRecord({
  id: field('id', Int),
  deviceModel: field('dispositivoModelo', v.nullable(v.string())),
  osVersion: field('dispositivoVersaoSO', v.nullable(v.string())),
  deviceId: field('dispositivoId', v.nullable(v.string())),
  deviceAlias: field('dispositivoAlias', v.nullable(v.string())),
  readAt: field('data', InstantSchema),
  latitude: field('latitude', Coordinate),
  longitude: field('longitude', Coordinate),
  /** Ours (issue 27 §5): 'unverified', 'genuine', 'replayed' or 'invalid', as the scan answer says it. */
  authenticity: field('autenticidade', ReadingAuthenticitySchema),
  suspicions: suspicionsField,
});
export const LeituraSchema = tagReadingWire.schema;
export type LeituraWire = v.InferOutput<typeof LeituraSchema>;

export const mapReadingWire = wireRecord({
  readAt: field('data', InstantSchema),
  latitude: field('latitude', Coordinate),
  longitude: field('longitude', Coordinate),
  customerLotNumber: field('loteClienteNumero', v.nullable(v.string())),
  productName: field('produtoNome', v.nullable(v.string())),
  /** Ours (issue 27 §5), as on a tag's readings. */
  authenticity: field('autenticidade', ReadingAuthenticitySchema),
  /** Ours (issue 28 §3), as on a tag's readings. */
  suspicions: suspicionsField,
});
export const LeituraMapaSchema = mapReadingWire.schema;
export type LeituraMapaWire = v.InferOutput<typeof LeituraMapaSchema>;

/**
 * An id filter: the domain's read-only list, copied as the wire's is a plain array; no filter is null (spec B §5).
 * Each id within the database's `integer` (a place's id is its name's hashtext, which may be negative).
 */
const idsField = <WireName extends string>(wireName: WireName) =>
  codedField(wireName, v.nullable(v.array(Int4Schema)), {
    fromWire: (ids): number[] | null => ids,
    toWire: (ids: readonly number[] | null) => (ids === null ? null : [...ids]),
  });

/**
 * Ours (issue 27 §5): the authenticities the search keeps. Left out or null: any, so a search made before it
 * existed answers as it did.
 */
const authenticitiesField = codedField(
  'autenticidade',
  v.optional(v.nullable(v.array(ReadingAuthenticitySchema)), null),
  {
    fromWire: (authenticities): ReadingAuthenticity[] | null => authenticities,
    toWire: (authenticities: readonly ReadingAuthenticity[] | null) =>
      authenticities === null ? null : [...authenticities],
  },
);

/** spec B §3 "Read search payload"; empty filters are null (§5). */
export const readingSearchQueryWire = wireRecord({
  startDate: field('dataInicial', v.nullable(LocalDateSchema)),
  endDate: field('dataFinal', v.nullable(LocalDateSchema)),
  productIds: idsField('produto'),
  categoryIds: idsField('categoria'),
  countryIds: idsField('pais'),
  regionIds: idsField('estado'),
  cityIds: idsField('cidade'),
  authenticities: authenticitiesField,
  /** Ours (issue 28 §3): only readings that broke some rule. Left out: false, any reading, as the spec's search. */
  suspiciousOnly: field('somenteSuspeitas', v.optional(v.boolean(), false)),
});
export const LeituraBuscaSchema = readingSearchQueryWire.schema;
export type LeituraBuscaWire = v.InferOutput<typeof LeituraBuscaSchema>;

export const LeituraBuscaRespostaSchema = v.object({
  dataRecords: v.array(LeituraMapaSchema),
  countRecords: v.optional(Int),
});
export type LeituraBuscaRespostaWire = v.InferOutput<typeof LeituraBuscaRespostaSchema>;

/** An authenticity as its code: its place in READING_AUTHENTICITIES, the number the database stores it as. */
const AuthenticityCode = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(READING_AUTHENTICITIES.length - 1));
/** The rules a reading broke as bits (suspicionMask); a newer server's bits are read and ignored. */
const SuspicionMask = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * Ours, beside the spec's answer: the same readings as columns — instants as epoch milliseconds, each lot number and
 * product name once with an index per reading (-1 for none), each authenticity as its code — so the reading map's
 * 100,000 readings travel and parse as numbers, not as 100,000 objects repeating the same strings (issue 11 §6).
 */
export const readingColumnsWire = wireRecord({
  instants: field('instantes', v.array(v.number())),
  latitudes: field('latitudes', v.array(Coordinate)),
  longitudes: field('longitudes', v.array(Coordinate)),
  lotNames: field('lotes', v.array(v.string())),
  /** Into lotNames; -1 for none. */
  lotIndexes: field('lote', v.array(Int)),
  productNames: field('produtos', v.array(v.string())),
  /** Into productNames; -1 for none. */
  productIndexes: field('produto', v.array(Int)),
  /** Each reading's authenticity code: 0 unverified, 1 genuine, 2 replayed, 3 invalid (issue 27 §5). */
  authenticityCodes: field('autenticidades', v.array(AuthenticityCode)),
  /**
   * Ours (issue 28 §3): each reading's rules broken as one number, a bit per rule (bit 0: 'off-market' … bit 4:
   * 'copy'); 0 for an ordinary reading.
   */
  suspicionMasks: field('suspeitas', v.array(SuspicionMask)),
});
export const LeituraBuscaColunasSchema = readingColumnsWire.schema;
export type LeituraBuscaColunasWire = v.InferOutput<typeof LeituraBuscaColunasSchema>;

/** A filter choice (spec B §3 "Read filter response"): a category's name travels as descricao, any other's as nome. */
const categoryOptionWire = wireRecord({ id: field('id', Int), name: field('descricao', v.string()) });
const namedOptionWire = wireRecord({ id: field('id', Int), name: field('nome', v.string()) });

/** spec B §3 "Read filter response: categorias, produtos.dataRecords, locations{paises, regioes, cidades}". */
export const MapaFiltroSchema = v.object({
  categorias: v.array(categoryOptionWire.schema),
  produtos: paged(namedOptionWire.schema),
  locations: v.object({
    paises: v.array(namedOptionWire.schema),
    regioes: v.array(namedOptionWire.schema),
    cidades: v.array(namedOptionWire.schema),
  }),
});
export type MapaFiltroWire = v.InferOutput<typeof MapaFiltroSchema>;

export const tagContract = {
  list: endpoint({
    method: 'GET',
    path: 'tagLoteParceiro/pagination',
    summary: "The customer's tags (paged)",
    query: PagedQuerySchema,
    response: paged(TagLoteParceiroSchema),
    ...customer,
  }),
  get: endpoint({
    method: 'GET',
    path: 'tagloteparceiro/{id}',
    summary: 'One tag',
    params: idParams,
    response: TagLoteParceiroSchema,
    ...customer,
  }),
  setActive: endpoint({
    method: 'PUT',
    path: 'tagloteparceiro/{id}',
    summary: 'Switch the tag’s active flag (saved at once)',
    params: idParams,
    body: TagAtivoInputSchema,
    ...customer,
  }),
  readings: endpoint({
    method: 'GET',
    path: 'tagloteparceiro/leitura/{id}',
    summary: 'Readings of one tag (paged; the map asks page=1&records=10000)',
    params: idParams,
    query: PagedQuerySchema,
    response: paged(LeituraSchema),
    ...customer,
  }),
  readingFilters: endpoint({
    method: 'GET',
    path: 'map/getfilter',
    summary: 'What the reading map filters offer',
    response: MapaFiltroSchema,
    ...customer,
  }),
  searchReadings: endpoint({
    method: 'POST',
    path: 'tagLoteParceiro/leituras',
    summary: 'Readings for the reading map, by period and filters (null filter: any)',
    body: LeituraBuscaSchema,
    response: LeituraBuscaRespostaSchema,
    ...customer,
  }),
  searchReadingColumns: endpoint({
    method: 'POST',
    path: 'tagLoteParceiro/leituras/colunas',
    summary:
      'Ours: the reading search of tagLoteParceiro/leituras answered as columns (numbers, each string once) for a map of 100,000 readings',
    body: LeituraBuscaSchema,
    response: LeituraBuscaColunasSchema,
    ...customer,
  }),
};

export const partnerTagContract = {
  list: endpoint({
    method: 'GET',
    path: 'areaparceiro/tags',
    summary: "The partner's tags (paged)",
    query: PagedQuerySchema,
    response: paged(TagLoteParceiroSchema),
    ...partner,
  }),
};

export const tagFromWire: (w: TagLoteParceiroWire) => Tag = tagWire.fromWire;
export const tagToWire: (t: Tag) => TagLoteParceiroWire = tagWire.toWire;

export const tagActiveToWire = (active: boolean): TagAtivoInputWire => tagActiveWire.toWire({ active });
export const tagActiveFromWire = (w: TagAtivoInputWire): boolean => tagActiveWire.fromWire(w).active;

export const tagReadingFromWire: (w: LeituraWire) => TagReading = tagReadingWire.fromWire;
export const tagReadingToWire: (r: TagReading) => LeituraWire = tagReadingWire.toWire;
export const mapReadingFromWire: (w: LeituraMapaWire) => MapReading = mapReadingWire.fromWire;
export const mapReadingToWire: (r: MapReading) => LeituraMapaWire = mapReadingWire.toWire;

export const readingSearchQueryToWire: (q: ReadingSearchQuery) => LeituraBuscaWire = readingSearchQueryWire.toWire;
export const readingSearchQueryFromWire: (w: LeituraBuscaWire) => ReadingSearchQuery = readingSearchQueryWire.fromWire;

export const readingSearchResultFromWire = (w: LeituraBuscaRespostaWire): MapReading[] =>
  w.dataRecords.map(mapReadingFromWire);
export const readingSearchResultToWire = (readings: readonly MapReading[]): LeituraBuscaRespostaWire => ({
  dataRecords: readings.map(mapReadingToWire),
  countRecords: readings.length,
});

/** Each distinct value once, and where each reading's is (-1: none). */
function dictionary(values: readonly (string | null)[]): { names: string[]; indexes: number[] } {
  const names: string[] = [];
  const positions = new Map<string, number>();
  const indexes = values.map((value) => {
    if (value === null) return -1;
    let index = positions.get(value);
    if (index === undefined) {
      index = names.push(value) - 1;
      positions.set(value, index);
    }
    return index;
  });
  return { names, indexes };
}

/** The server's columns (built by the database) as they travel. */
export const readingColumnsToWire = readingColumnsWire.toWire;

export const readingSearchColumnsToWire = (readings: readonly MapReading[]): LeituraBuscaColunasWire => {
  const lots = dictionary(readings.map((r) => r.customerLotNumber));
  const products = dictionary(readings.map((r) => r.productName));
  return readingColumnsToWire({
    instants: readings.map((r) => Date.parse(r.readAt)),
    latitudes: readings.map((r) => r.latitude),
    longitudes: readings.map((r) => r.longitude),
    lotNames: lots.names,
    lotIndexes: lots.indexes,
    productNames: products.names,
    productIndexes: products.indexes,
    authenticityCodes: readings.map((r) => authenticityCode(r.authenticity)),
    suspicionMasks: readings.map((r) => suspicionMask(r.suspicions)),
  });
};

export const readingSearchColumnsFromWire = (w: LeituraBuscaColunasWire): MapReading[] => {
  const columns = readingColumnsWire.fromWire(w);
  return columns.instants.map((instant, i) => ({
    readAt: new Date(instant).toISOString(),
    latitude: columns.latitudes[i] ?? null,
    longitude: columns.longitudes[i] ?? null,
    customerLotNumber: columns.lotNames[columns.lotIndexes[i] ?? -1] ?? null,
    productName: columns.productNames[columns.productIndexes[i] ?? -1] ?? null,
    authenticity: authenticityOfCode(columns.authenticityCodes[i] ?? 0),
    suspicions: suspicionRulesOfMask(columns.suspicionMasks[i] ?? 0),
  }));
};

// The filters' three place lists travel inside `locations` and the products inside a page: nested as no domain
// field is, so they are read and written here, each choice by its own record.
export const readingFilterOptionsFromWire = (w: MapaFiltroWire): ReadingFilterOptions => ({
  categories: w.categorias.map(categoryOptionWire.fromWire),
  products: w.produtos.dataRecords.map(namedOptionWire.fromWire),
  countries: w.locations.paises.map(namedOptionWire.fromWire),
  regions: w.locations.regioes.map(namedOptionWire.fromWire),
  cities: w.locations.cidades.map(namedOptionWire.fromWire),
});
export const readingFilterOptionsToWire = (o: ReadingFilterOptions): MapaFiltroWire => ({
  categorias: o.categories.map(categoryOptionWire.toWire),
  produtos: { dataRecords: o.products.map(namedOptionWire.toWire), countRecords: o.products.length },
  locations: {
    paises: o.countries.map(namedOptionWire.toWire),
    regioes: o.regions.map(namedOptionWire.toWire),
    cidades: o.cities.map(namedOptionWire.toWire),
  },
});
