/** The customer dashboard call (spec B §7 "Dashboard", §3 "Dashboard response"). */
import * as v from 'valibot';
import type { Dashboard, ReadingPin } from '@tagtrail/domain';
import { ACCESS, endpoint } from './endpoint';
import {
  codedField,
  field,
  recordsField,
  wireRecord,
  type ModelGivenOf,
  type WireFields,
  type WireOf,
  type WireRecord,
} from './wire-record';

const customer = ACCESS.customer;
const Count = v.pipe(v.number(), v.minValue(0));

/**
 * A reading on the dashboard map. spec B §3 names only "pins (dataRecords)"; the fields are the map reading's
 * (latitude, longitude, loteClienteNumero, produtoNome, data), as on the reading map.
 */
export const readingPinWire = wireRecord({
  latitude: field('latitude', v.number()),
  longitude: field('longitude', v.number()),
  lotNumber: field('loteClienteNumero', v.optional(v.nullable(v.string()), null)),
  productName: field('produtoNome', v.optional(v.nullable(v.string()), null)),
  readAt: field('data', v.optional(v.nullable(v.string()), null)),
});
export const PinSchema = readingPinWire.schema;
export type PinWire = v.InferOutput<typeof PinSchema>;

const productCount = wireRecord({ product: field('produto', v.string()), count: field('count', Count) });
const countryCount = wireRecord({ country: field('pais', v.string()), count: field('count', Count) });
const osCount = wireRecord({ name: field('nome', v.string()), count: field('count', Count) });

/** Counts travel wrapped in `{groups}` (spec B §3), as the existing backend's aggregations answer them. */
function groupsField<WireName extends string, F extends WireFields>(wireName: WireName, group: WireRecord<F>) {
  return codedField(wireName, v.object({ groups: v.array(group.schema) }), {
    fromWire: (wire: { groups: WireOf<F>[] }) => wire.groups.map((item) => group.fromWire(item)),
    toWire: (models: readonly ModelGivenOf<F>[]) => ({ groups: models.map((model) => group.toWire(model)) }),
  });
}

export const dashboardWire = wireRecord({
  unprocessedPromotions: field('promocoesNaoProcessadas', Count),
  lockedDevices: field('dispositivosBloqueados', Count),
  tagsReadLast15Minutes: field('tagsLidas15Min', Count),
  /** Ours (issue 27 §5): the caller's readings of the last 7 days that were replayed or invalid. */
  possibleCopiesLast7Days: field('possiveisCopias7Dias', Count),
  /** Ours (issue 28 §3): the caller's readings of the last 7 days that broke some rule, each reading once. */
  suspiciousReadingsLast7Days: field('leiturasSuspeitas7Dias', Count),
  pins: codedField(
    'pins',
    v.object({ dataRecords: v.array(readingPinWire.schema), countRecords: v.optional(v.number()) }),
    {
      fromWire: (wire) => wire.dataRecords.map((pin) => readingPinWire.fromWire(pin)),
      toWire: (pins: readonly ReadingPin[]) => ({
        dataRecords: pins.map((pin) => readingPinWire.toWire(pin)),
        countRecords: pins.length,
      }),
    },
  ),
  topProducts: groupsField('topProducts', productCount),
  topCountries: groupsField('topCountries', countryCount),
  readingsByOs: recordsField('leiturasBySO', osCount),
});
export const DashboardSchema = dashboardWire.schema;
export type DashboardWire = v.InferOutput<typeof DashboardSchema>;

export const dashboardContract = {
  get: endpoint({
    method: 'GET',
    path: 'dashboard',
    summary:
      "The caller's dashboard: card counts (possible copies of the last 7 days among them), the latest 500 readings as pins, top products, top countries, readings by OS",
    response: DashboardSchema,
    ...customer,
  }),
};

export const dashboardFromWire: (w: DashboardWire) => Dashboard = dashboardWire.fromWire;
export const dashboardToWire: (d: Dashboard) => DashboardWire = dashboardWire.toWire;
