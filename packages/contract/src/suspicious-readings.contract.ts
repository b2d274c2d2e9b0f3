/**
 * Suspicious-reading calls (issue 28 §3), ours: the customer's Alerts list, acknowledging an alert, and the rules'
 * settings. Wire names are Portuguese as in the spec's records; a tag is named as the tag list names it (tags.contract:
 * `tagId` is the printed id), its row id as the other records name another record's (`tagLoteParceiroId`).
 */
import * as v from 'valibot';
import {
  DEFAULT_SUSPICION_SETTINGS,
  InstantSchema,
  SuspicionRuleSchema,
  type ListQuery,
  type SuspicionAlertQuery,
  type SuspicionAlertRow,
  type SuspicionAlertSituation,
  type SuspicionSettings,
} from '@tagtrail/domain';
import { ACCESS, BigIdParam, endpoint, Int4Schema } from './endpoint';
import { listQueryToWire, PagedQuerySchema, paged } from './paging.wire';
import { codedField, field, wireRecord, type WireFields, type WireRecord } from './wire-record';

const customer = ACCESS.customer;
/** Alert and tag ids are bigserial: past the `integer` range one day. */
const idParams = v.object({ id: BigIdParam });
const BigId = v.pipe(v.number(), v.integer());
const Int = Int4Schema;

export const suspicionAlertRowWire = wireRecord({
  id: field('id', BigId),
  /** The tag's row id (the tag list's `id`): what the tag's calls take (`tagloteparceiro/leitura/{id}`). */
  tagRowId: field('tagLoteParceiroId', BigId),
  /** The printed id, as the tag list's `tagId`. */
  tagId: field('tagId', v.string()),
  /** The rule's name as the domain's SUSPICION_RULES spell it ('off-market', … 'copy'). */
  rule: field('regra', SuspicionRuleSchema),
  firstReadAt: field('primeiraLeitura', InstantSchema),
  lastReadAt: field('ultimaLeitura', InstantSchema),
  readingCount: field('numeroLeituras', v.pipe(Int, v.minValue(1))),
  /** ISO 3166-1 alpha-2 code; null without a place. */
  country: field('pais', v.nullable(v.string())),
  productName: field('produtoNome', v.nullable(v.string())),
  lotNumber: field('loteClienteNumero', v.nullable(v.string())),
  /** Null while the alert is open. */
  acknowledgedAt: field('reconhecidoEm', v.nullable(InstantSchema)),
});
export const AlertaSchema = suspicionAlertRowWire.schema;
export type AlertaWire = v.InferOutput<typeof AlertaSchema>;

/** Which alerts the list shows (the domain's situation): all when the filter is absent. */
const SITUATION_WIRE = { open: 'abertos', acknowledged: 'reconhecidos' } as const satisfies Record<
  SuspicionAlertSituation,
  string
>;
export const SituacaoAlertaSchema = v.picklist(['abertos', 'reconhecidos']);
export type SituacaoAlertaWire = v.InferOutput<typeof SituacaoAlertaSchema>;

export const AlertaQuerySchema = v.object({
  ...PagedQuerySchema.entries,
  situacao: v.optional(SituacaoAlertaSchema),
});

export const suspicionAlertSituationToWire = (situation: SuspicionAlertSituation): SituacaoAlertaWire =>
  SITUATION_WIRE[situation];
export const suspicionAlertSituationFromWire = (wire: SituacaoAlertaWire): SuspicionAlertSituation =>
  wire === 'abertos' ? 'open' : 'acknowledged';

/** The list's query string: the shared list query's, and `situacao` when the query names a situation. */
export function suspicionAlertQueryToWire(query: SuspicionAlertQuery): Record<string, string> {
  const { situation, ...listQuery } = query;
  const wire = listQueryToWire(listQuery satisfies ListQuery);
  if (situation !== undefined) wire.situacao = suspicionAlertSituationToWire(situation);
  return wire;
}

const defaults = DEFAULT_SUSPICION_SETTINGS;
const switchField = (enabled: boolean) => field('ativo', v.optional(v.boolean(), enabled));
// Thresholds are any number here: validateSuspicionSettings refuses a fraction or a value out of range with the field
// named, where a schema would refuse the whole body with no detail a form can show.
const thresholdField = <WireName extends string>(wireName: WireName, byDefault: number) =>
  field(wireName, v.optional(v.number(), byDefault));

const offMarketWire = wireRecord({ enabled: switchField(defaults.offMarket.enabled) });
const impossibleTravelWire = wireRecord({
  enabled: switchField(defaults.impossibleTravel.enabled),
  maxSpeedKmh: thresholdField('velocidadeMaximaKmh', defaults.impossibleTravel.maxSpeedKmh),
  minDistanceKm: thresholdField('distanciaMinimaKm', defaults.impossibleTravel.minDistanceKm),
});
const tooManyReadingsWire = wireRecord({
  enabled: switchField(defaults.tooManyReadings.enabled),
  maxReadings: thresholdField('maximoLeituras', defaults.tooManyReadings.maxReadings),
  maxDevices: thresholdField('maximoDispositivos', defaults.tooManyReadings.maxDevices),
  windowHours: thresholdField('janelaHoras', defaults.tooManyReadings.windowHours),
});
const afterExpiryWire = wireRecord({ enabled: switchField(defaults.afterExpiry.enabled) });
const copyWire = wireRecord({ enabled: switchField(defaults.copy.enabled) });

/** One rule's settings inside the settings record; left out, the rule's defaults (as SuspicionSettingsSchema does). */
function ruleField<WireName extends string, F extends WireFields>(wireName: WireName, record: WireRecord<F>) {
  // Every field of a rule's record has its default, so {} reads as the rule's defaults; `never` keeps the output type
  // the record's, which a literal {} would widen.
  const schema = v.optional(record.schema, {} as never);
  return codedField(wireName, schema, { fromWire: record.fromWire, toWire: record.toWire });
}

export const suspicionSettingsWire = wireRecord({
  offMarket: ruleField('foraDoMercado', offMarketWire),
  impossibleTravel: ruleField('viagemImpossivel', impossibleTravelWire),
  tooManyReadings: ruleField('leiturasDemais', tooManyReadingsWire),
  afterExpiry: ruleField('aposValidade', afterExpiryWire),
  copy: ruleField('copia', copyWire),
});
export const ConfiguracaoAlertasSchema = suspicionSettingsWire.schema;
export type ConfiguracaoAlertasWire = v.InferOutput<typeof ConfiguracaoAlertasSchema>;

// Each rule's field names: only the names are read here, so the records' own types need not be kept.
const ruleFieldNames: readonly (readonly [string, Readonly<Record<string, string>>])[] = [
  ['offMarket', offMarketWire.wireNames],
  ['impossibleTravel', impossibleTravelWire.wireNames],
  ['tooManyReadings', tooManyReadingsWire.wireNames],
  ['afterExpiry', afterExpiryWire.wireNames],
  ['copy', copyWire.wireNames],
];

/**
 * A settings field's path as a refusal names it on the wire ('impossibleTravel.maxSpeedKmh' →
 * 'viagemImpossivel.velocidadeMaximaKmh'): validateSuspicionSettings names a threshold by its domain path.
 */
export const suspicionSettingsWireNames: Readonly<Record<string, string>> = Object.fromEntries(
  ruleFieldNames.flatMap(([rule, fieldNames]) => {
    const ruleWireName = (suspicionSettingsWire.wireNames as Readonly<Record<string, string>>)[rule] ?? rule;
    return Object.entries(fieldNames).map(([name, wireName]): [string, string] => [
      `${rule}.${name}`,
      `${ruleWireName}.${wireName}`,
    ]);
  }),
);
/** The reverse: a refusal's wire path as the settings form names the field. */
export const suspicionSettingsDomainNames: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(suspicionSettingsWireNames).map(([name, wireName]) => [wireName, name]),
);

export const suspicionAlertContract = {
  list: endpoint({
    method: 'GET',
    path: 'alertas/pagination/',
    summary:
      "Ours (issue 28 §3): the customer's alerts (paged), a tag's readings that broke a rule; optional situacao: " +
      "'abertos' or 'reconhecidos' (absent: all)",
    query: AlertaQuerySchema,
    response: paged(AlertaSchema),
    ...customer,
  }),
  acknowledge: endpoint({
    method: 'PUT',
    path: 'alertas/{id}/reconhecer',
    summary: 'Acknowledge an alert (one already acknowledged stays as it was); response data is the id',
    params: idParams,
    response: BigId,
    ...customer,
  }),
  settings: endpoint({
    method: 'GET',
    path: 'alertas/configuracao',
    summary: "The suspicious-reading rules' settings: the defaults until the customer saves any",
    response: ConfiguracaoAlertasSchema,
    ...customer,
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: 'alertas/configuracao',
    summary:
      "Save the rules' settings; a threshold out of range is refused with SUSPICION_SETTING_OUT_OF_RANGE details " +
      '(field, min, max)',
    body: ConfiguracaoAlertasSchema,
    response: ConfiguracaoAlertasSchema,
    ...customer,
  }),
};

export const suspicionAlertRowFromWire: (w: AlertaWire) => SuspicionAlertRow = suspicionAlertRowWire.fromWire;
export const suspicionAlertRowToWire: (r: SuspicionAlertRow) => AlertaWire = suspicionAlertRowWire.toWire;
export const suspicionSettingsFromWire: (w: ConfiguracaoAlertasWire) => SuspicionSettings =
  suspicionSettingsWire.fromWire;
export const suspicionSettingsToWire: (s: SuspicionSettings) => ConfiguracaoAlertasWire = suspicionSettingsWire.toWire;
