/**
 * Tag and reading calls (spec B §7 "Lots, tags, readings"; spec A §7 "areaparceiro/tags"), with their codecs.
 * Paths keep the spec's spelling (`tagLoteParceiro` and `tagloteparceiro` both appear); wire dates are checked
 * with the domain's schemas (shared/dates), as in lots.contract.ts.
 */
import * as v from 'valibot';
import {
  InstantSchema,
  LocalDateSchema,
  type MapReading,
  type ReadingFilterOption,
  type ReadingFilterOptions,
  type ReadingSearchQuery,
  type Tag,
  type TagReading,
} from '@tagtrail/domain';
import { ACCESS, BigIdParam, endpoint } from './endpoint';
import { PagedQuerySchema, paged } from './paging.wire';

const Int = v.pipe(v.number(), v.integer());
const customer = ACCESS.customer;
const partner = ACCESS.partner;
/** Tag ids are bigserial: past the `integer` range one day. */
const idParams = v.object({ id: BigIdParam });

export const TagLoteParceiroSchema = v.object({
  /** Not in the spec's field list: the record id its calls take (`tagloteparceiro/{id}`). */
  id: Int,
  tagId: v.string(),
  sequencia: Int,
  produtoNome: v.nullable(v.string()),
  loteParceiroNumero: v.string(),
  loteClienteNumero: v.nullable(v.string()),
  clienteNome: v.nullable(v.string()),
  totalLeituras: Int,
  totalLeiturasLocalizacao: Int,
  liberado: v.boolean(),
  ultimaLeitura: v.nullable(InstantSchema),
});
export type TagLoteParceiroWire = v.InferOutput<typeof TagLoteParceiroSchema>;

export const TagAtivoInputSchema = v.object({ ativo: v.boolean() });
export type TagAtivoInputWire = v.InferOutput<typeof TagAtivoInputSchema>;

const Coordinate = v.nullable(v.number());

export const LeituraSchema = v.object({
  id: Int,
  dispositivoModelo: v.nullable(v.string()),
  dispositivoVersaoSO: v.nullable(v.string()),
  dispositivoId: v.nullable(v.string()),
  dispositivoAlias: v.nullable(v.string()),
  data: InstantSchema,
  latitude: Coordinate,
  longitude: Coordinate,
});
export type LeituraWire = v.InferOutput<typeof LeituraSchema>;

export const LeituraMapaSchema = v.object({
  data: InstantSchema,
  latitude: Coordinate,
  longitude: Coordinate,
  loteClienteNumero: v.nullable(v.string()),
  produtoNome: v.nullable(v.string()),
});
export type LeituraMapaWire = v.InferOutput<typeof LeituraMapaSchema>;

const Ids = v.nullable(v.array(Int));

/** spec B §3 "Read search payload"; empty filters are null (§5). */
export const LeituraBuscaSchema = v.object({
  dataInicial: v.nullable(LocalDateSchema),
  dataFinal: v.nullable(LocalDateSchema),
  produto: Ids,
  categoria: Ids,
  pais: Ids,
  estado: Ids,
  cidade: Ids,
});
export type LeituraBuscaWire = v.InferOutput<typeof LeituraBuscaSchema>;

export const LeituraBuscaRespostaSchema = v.object({
  dataRecords: v.array(LeituraMapaSchema),
  countRecords: v.optional(Int),
});
export type LeituraBuscaRespostaWire = v.InferOutput<typeof LeituraBuscaRespostaSchema>;

/**
 * Ours, beside the spec's answer: the same readings as columns — instants as epoch milliseconds, each lot number and
 * product name once with an index per reading (-1 for none) — so the reading map's 100,000 readings travel and parse
 * as numbers, not as 100,000 objects repeating the same strings (issue 11 §6).
 */
export const LeituraBuscaColunasSchema = v.object({
  instantes: v.array(v.number()),
  latitudes: v.array(Coordinate),
  longitudes: v.array(Coordinate),
  lotes: v.array(v.string()),
  lote: v.array(Int),
  produtos: v.array(v.string()),
  produto: v.array(Int),
});
export type LeituraBuscaColunasWire = v.InferOutput<typeof LeituraBuscaColunasSchema>;

const OpcaoLocal = v.object({ id: Int, nome: v.string() });

/** spec B §3 "Read filter response: categorias, produtos.dataRecords, locations{paises, regioes, cidades}". */
export const MapaFiltroSchema = v.object({
  categorias: v.array(v.object({ id: Int, descricao: v.string() })),
  produtos: paged(v.object({ id: Int, nome: v.string() })),
  locations: v.object({
    paises: v.array(OpcaoLocal),
    regioes: v.array(OpcaoLocal),
    cidades: v.array(OpcaoLocal),
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

export const tagFromWire = (w: TagLoteParceiroWire): Tag => ({
  id: w.id,
  tagId: w.tagId,
  sequence: w.sequencia,
  productName: w.produtoNome,
  partnerLotNumber: w.loteParceiroNumero,
  customerLotNumber: w.loteClienteNumero,
  customerName: w.clienteNome,
  readingCount: w.totalLeituras,
  locatedReadingCount: w.totalLeiturasLocalizacao,
  active: w.liberado,
  lastReadAt: w.ultimaLeitura,
});
export const tagToWire = (t: Tag): TagLoteParceiroWire => ({
  id: t.id,
  tagId: t.tagId,
  sequencia: t.sequence,
  produtoNome: t.productName,
  loteParceiroNumero: t.partnerLotNumber,
  loteClienteNumero: t.customerLotNumber,
  clienteNome: t.customerName,
  totalLeituras: t.readingCount,
  totalLeiturasLocalizacao: t.locatedReadingCount,
  liberado: t.active,
  ultimaLeitura: t.lastReadAt,
});

export const tagActiveToWire = (active: boolean): TagAtivoInputWire => ({ ativo: active });
export const tagActiveFromWire = (w: TagAtivoInputWire): boolean => w.ativo;

export const tagReadingFromWire = (w: LeituraWire): TagReading => ({
  id: w.id,
  deviceModel: w.dispositivoModelo,
  osVersion: w.dispositivoVersaoSO,
  deviceId: w.dispositivoId,
  deviceAlias: w.dispositivoAlias,
  readAt: w.data,
  latitude: w.latitude,
  longitude: w.longitude,
});
export const tagReadingToWire = (r: TagReading): LeituraWire => ({
  id: r.id,
  dispositivoModelo: r.deviceModel,
  dispositivoVersaoSO: r.osVersion,
  dispositivoId: r.deviceId,
  dispositivoAlias: r.deviceAlias,
  data: r.readAt,
  latitude: r.latitude,
  longitude: r.longitude,
});

export const mapReadingFromWire = (w: LeituraMapaWire): MapReading => ({
  readAt: w.data,
  latitude: w.latitude,
  longitude: w.longitude,
  customerLotNumber: w.loteClienteNumero,
  productName: w.produtoNome,
});
export const mapReadingToWire = (r: MapReading): LeituraMapaWire => ({
  data: r.readAt,
  latitude: r.latitude,
  longitude: r.longitude,
  loteClienteNumero: r.customerLotNumber,
  produtoNome: r.productName,
});

const ids = (list: readonly number[] | null): number[] | null => (list === null ? null : [...list]);

export const readingSearchQueryToWire = (q: ReadingSearchQuery): LeituraBuscaWire => ({
  dataInicial: q.startDate,
  dataFinal: q.endDate,
  produto: ids(q.productIds),
  categoria: ids(q.categoryIds),
  pais: ids(q.countryIds),
  estado: ids(q.regionIds),
  cidade: ids(q.cityIds),
});
export const readingSearchQueryFromWire = (w: LeituraBuscaWire): ReadingSearchQuery => ({
  startDate: w.dataInicial,
  endDate: w.dataFinal,
  productIds: w.produto,
  categoryIds: w.categoria,
  countryIds: w.pais,
  regionIds: w.estado,
  cityIds: w.cidade,
});

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

export const readingSearchColumnsToWire = (readings: readonly MapReading[]): LeituraBuscaColunasWire => {
  const lots = dictionary(readings.map((r) => r.customerLotNumber));
  const products = dictionary(readings.map((r) => r.productName));
  return {
    instantes: readings.map((r) => Date.parse(r.readAt)),
    latitudes: readings.map((r) => r.latitude),
    longitudes: readings.map((r) => r.longitude),
    lotes: lots.names,
    lote: lots.indexes,
    produtos: products.names,
    produto: products.indexes,
  };
};

export const readingSearchColumnsFromWire = (w: LeituraBuscaColunasWire): MapReading[] =>
  w.instantes.map((instant, i) => ({
    readAt: new Date(instant).toISOString(),
    latitude: w.latitudes[i] ?? null,
    longitude: w.longitudes[i] ?? null,
    customerLotNumber: w.lotes[w.lote[i] ?? -1] ?? null,
    productName: w.produtos[w.produto[i] ?? -1] ?? null,
  }));

const option = (id: number, name: string): ReadingFilterOption => ({ id, name });
export const readingFilterOptionsFromWire = (w: MapaFiltroWire): ReadingFilterOptions => ({
  categories: w.categorias.map((c) => option(c.id, c.descricao)),
  products: w.produtos.dataRecords.map((p) => option(p.id, p.nome)),
  countries: w.locations.paises.map((p) => option(p.id, p.nome)),
  regions: w.locations.regioes.map((p) => option(p.id, p.nome)),
  cities: w.locations.cidades.map((p) => option(p.id, p.nome)),
});
export const readingFilterOptionsToWire = (o: ReadingFilterOptions): MapaFiltroWire => ({
  categorias: o.categories.map((c) => ({ id: c.id, descricao: c.name })),
  produtos: { dataRecords: o.products.map((p) => ({ id: p.id, nome: p.name })), countRecords: o.products.length },
  locations: {
    paises: o.countries.map((p) => ({ id: p.id, nome: p.name })),
    regioes: o.regions.map((p) => ({ id: p.id, nome: p.name })),
    cidades: o.cities.map((p) => ({ id: p.id, nome: p.name })),
  },
});
