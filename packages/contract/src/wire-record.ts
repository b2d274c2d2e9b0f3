/**
 * A record's wire form declared once (issue 26 §1): each domain field with the wire name it travels under, its
 * schema, and — only where the types differ — how its value crosses. From that one declaration come the valibot
 * schema the server checks and the client parses, the codecs both ways, the wire name of every field (what a
 * refusal names) and the domain name of every wire field (what the portal shows the refusal under), and the sort
 * names a list accepts. Portuguese names are then written once, here in the contract, and nowhere else.
 */
import * as v from 'valibot';

/**
 * One domain field on the wire: its wire name and schema, and its value's crossing both ways. What the wire may be
 * given can be wider than what it answers (`Given`): an optional domain field is sent as null.
 */
export interface WireField<WireName extends string, Schema extends v.GenericSchema, Model, Given = Model> {
  readonly wireName: WireName;
  readonly schema: Schema;
  readonly fromWire: (wire: v.InferOutput<Schema>) => Model;
  readonly toWire: (model: Given) => v.InferOutput<Schema>;
}

// The field declarations below are checked against their domain type where they are used; `any` only lets a
// record accept fields of every model type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyWireField = WireField<string, any, any, any>;

/** A record's fields, by domain name. */
export type WireFields = Readonly<Record<string, AnyWireField>>;

const unchanged = <T>(value: T): T => value;

/** A field whose value is the same on both sides; only its name changes (or not: `field('id', Int)`). */
export function field<WireName extends string, Schema extends v.GenericSchema>(
  wireName: WireName,
  schema: Schema,
): WireField<WireName, Schema, v.InferOutput<Schema>> {
  return { wireName, schema, fromWire: unchanged, toWire: unchanged };
}

/** A field whose value changes form on the wire (`uso: "RED,WHITE"` ↔ `usage: ['RED', 'WHITE']`). */
export function codedField<WireName extends string, Schema extends v.GenericSchema, Model, Given = Model>(
  wireName: WireName,
  schema: Schema,
  codec: {
    readonly fromWire: (wire: v.InferOutput<Schema>) => Model;
    readonly toWire: (model: Given) => v.InferOutput<Schema>;
  },
): WireField<WireName, Schema, Model, Given> {
  return { wireName, schema, ...codec };
}

/** A list of records of another wire record (`leiturasBySO: [{nome, count}]` ↔ `readingsByOs: [{name, count}]`). */
export function recordsField<WireName extends string, F extends WireFields>(wireName: WireName, record: WireRecord<F>) {
  return codedField(wireName, v.array(record.schema), recordsCodec(record));
}

/** The same, where a missing list reads as an empty one (`segmentos` may be left out). */
export function optionalRecordsField<WireName extends string, F extends WireFields>(
  wireName: WireName,
  record: WireRecord<F>,
) {
  return codedField(wireName, v.optional(v.array(record.schema), []), recordsCodec(record));
}

function recordsCodec<F extends WireFields>(record: WireRecord<F>) {
  return {
    fromWire: (wire: readonly WireOf<F>[]) => wire.map((item) => record.fromWire(item)),
    toWire: (models: readonly ModelGivenOf<F>[]) => models.map((model) => record.toWire(model)),
  };
}

type EntriesOf<F extends WireFields> = { -readonly [K in keyof F as F[K]['wireName']]: F[K]['schema'] };

/** The record's schema: a valibot object of the wire names. */
export type WireSchemaOf<F extends WireFields> = v.ObjectSchema<
  EntriesOf<F> extends v.ObjectEntries ? EntriesOf<F> : never,
  undefined
>;

/** The record as it travels. */
export type WireOf<F extends WireFields> = v.InferOutput<WireSchemaOf<F>>;

/** The record as the domain holds it. */
export type ModelOf<F extends WireFields> = {
  -readonly [K in keyof F]: ReturnType<F[K]['fromWire']>;
};

type ModelInputOf<F extends WireFields, K extends keyof F> = Parameters<F[K]['toWire']>[0];

/** The record as it may be given to the wire: a field whose codec takes undefined may be left out. */
export type ModelGivenOf<F extends WireFields> = {
  -readonly [K in keyof F as undefined extends ModelInputOf<F, K> ? never : K]: ModelInputOf<F, K>;
} & {
  -readonly [K in keyof F as undefined extends ModelInputOf<F, K> ? K : never]?: ModelInputOf<F, K>;
};

export interface WireRecord<F extends WireFields> {
  readonly fields: F;
  readonly schema: WireSchemaOf<F>;
  readonly fromWire: (wire: WireOf<F>) => ModelOf<F>;
  readonly toWire: (model: ModelGivenOf<F>) => WireOf<F>;
  /** Domain field → wire name: what a refusal of this record names (`description` → `descricao`). */
  readonly wireNames: { readonly [K in keyof F]: F[K]['wireName'] };
  /** Wire name → domain field: what the portal shows a refusal under. */
  readonly domainNames: Readonly<Record<string, keyof F & string>>;
}

/** The schema, codecs and names of one record, from its fields. */
export function wireRecord<F extends WireFields>(fields: F): WireRecord<F> {
  const declared = Object.entries(fields);
  const schema = v.object(
    Object.fromEntries(declared.map(([, wire]) => [wire.wireName, wire.schema])),
  ) as unknown as WireSchemaOf<F>;
  return {
    fields,
    schema,
    fromWire: (wire) => {
      const source = wire as Readonly<Record<string, unknown>>;
      return Object.fromEntries(
        declared.map(([name, wireField]) => [name, wireField.fromWire(source[wireField.wireName])]),
      ) as ModelOf<F>;
    },
    toWire: (model) => {
      const source = model as Readonly<Record<string, unknown>>;
      return Object.fromEntries(
        declared.map(([name, wireField]) => [wireField.wireName, wireField.toWire(source[name])]),
      ) as WireOf<F>;
    },
    wireNames: Object.fromEntries(declared.map(([name, wireField]) => [name, wireField.wireName])) as {
      readonly [K in keyof F]: F[K]['wireName'];
    },
    domainNames: Object.fromEntries(declared.map(([name, wireField]) => [wireField.wireName, name])),
  };
}

/**
 * The sort names a list accepts, in lower case as the server matches them: for each sort, the row field it orders
 * by under both its wire name and its domain name, and the sort's own name (`categoriadescricao`,
 * `categorydescription` and `category` all sort by category). A list of fields sorts each by its own name.
 */
export function sortNames<F extends WireFields, const Sort extends keyof F & string>(
  row: WireRecord<F>,
  fields: readonly Sort[],
): Readonly<Record<string, Sort>>;
export function sortNames<F extends WireFields, Sort extends string>(
  row: WireRecord<F>,
  fieldBySort: Readonly<Record<Sort, keyof F & string>>,
): Readonly<Record<string, Sort>>;
export function sortNames(
  row: WireRecord<WireFields>,
  fieldBySort: Readonly<Record<string, string>> | readonly string[],
): Readonly<Record<string, string>> {
  const sorts: [string, string][] = Array.isArray(fieldBySort)
    ? fieldBySort.map((name: string): [string, string] => [name, name])
    : Object.entries(fieldBySort as Readonly<Record<string, string>>);
  return Object.fromEntries(
    sorts.flatMap(([sort, name]) =>
      [sort, name, row.wireNames[name] ?? name].map((alias): [string, string] => [alias.toLowerCase(), sort]),
    ),
  );
}
