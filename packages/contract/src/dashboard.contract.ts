/** The customer dashboard call (spec B §7 "Dashboard", §3 "Dashboard response"). */
import * as v from 'valibot';
import type { Dashboard, ReadingPin } from '@tagtrail/domain';
import { ACCESS, endpoint } from './endpoint';

const customer = ACCESS.customer;
const Count = v.pipe(v.number(), v.minValue(0));

/**
 * A reading on the dashboard map. spec B §3 names only "pins (dataRecords)"; the fields are the map reading's
 * (latitude, longitude, loteClienteNumero, produtoNome, data), as on the reading map.
 */
export const PinSchema = v.object({
  latitude: v.number(),
  longitude: v.number(),
  loteClienteNumero: v.optional(v.nullable(v.string()), null),
  produtoNome: v.optional(v.nullable(v.string()), null),
  data: v.optional(v.nullable(v.string()), null),
});
export type PinWire = v.InferOutput<typeof PinSchema>;

export const DashboardSchema = v.object({
  promocoesNaoProcessadas: Count,
  dispositivosBloqueados: Count,
  tagsLidas15Min: Count,
  pins: v.object({ dataRecords: v.array(PinSchema), countRecords: v.optional(v.number()) }),
  topProducts: v.object({ groups: v.array(v.object({ produto: v.string(), count: Count })) }),
  topCountries: v.object({ groups: v.array(v.object({ pais: v.string(), count: Count })) }),
  leiturasBySO: v.array(v.object({ nome: v.string(), count: Count })),
});
export type DashboardWire = v.InferOutput<typeof DashboardSchema>;

export const dashboardContract = {
  get: endpoint({
    method: 'GET',
    path: 'dashboard',
    summary:
      "The caller's dashboard: card counts, the latest 500 readings as pins, top products, top countries, readings by OS",
    response: DashboardSchema,
    ...customer,
  }),
};

export const readingPinFromWire = (w: PinWire): ReadingPin => ({
  latitude: w.latitude,
  longitude: w.longitude,
  lotNumber: w.loteClienteNumero,
  productName: w.produtoNome,
  readAt: w.data,
});
export const readingPinToWire = (p: ReadingPin): PinWire => ({
  latitude: p.latitude,
  longitude: p.longitude,
  loteClienteNumero: p.lotNumber,
  produtoNome: p.productName,
  data: p.readAt,
});

export const dashboardFromWire = (w: DashboardWire): Dashboard => ({
  unprocessedPromotions: w.promocoesNaoProcessadas,
  lockedDevices: w.dispositivosBloqueados,
  tagsReadLast15Minutes: w.tagsLidas15Min,
  pins: w.pins.dataRecords.map(readingPinFromWire),
  topProducts: w.topProducts.groups.map((g) => ({ product: g.produto, count: g.count })),
  topCountries: w.topCountries.groups.map((g) => ({ country: g.pais, count: g.count })),
  readingsByOs: w.leiturasBySO.map((g) => ({ name: g.nome, count: g.count })),
});

export const dashboardToWire = (d: Dashboard): DashboardWire => ({
  promocoesNaoProcessadas: d.unprocessedPromotions,
  dispositivosBloqueados: d.lockedDevices,
  tagsLidas15Min: d.tagsReadLast15Minutes,
  pins: { dataRecords: d.pins.map(readingPinToWire), countRecords: d.pins.length },
  topProducts: { groups: d.topProducts.map((g) => ({ produto: g.product, count: g.count })) },
  topCountries: { groups: d.topCountries.map((g) => ({ pais: g.country, count: g.count })) },
  leiturasBySO: d.readingsByOs.map((g) => ({ nome: g.name, count: g.count })),
});
