/**
 * Broken requests for one endpoint, derived from its contract: a valid call (the isolation suite's fixture) with
 * its path ids, query, JSON body, multipart form or token broken one way or several, as fast-check arbitraries.
 * Each request says whether the contract's own schemas refuse it for certain, so the suite can demand a 4xx then.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import type { Endpoint } from '@tagtrail/contract';
import { JSON_BODY_LIMIT_BYTES } from '../../src/http/hardening';
import {
  anyJson,
  badAuthorization,
  badIdText,
  boundaryNumber,
  extraKey,
  jsonTextOf,
  nastyString,
  RawJson,
  RawText,
  wellFormed,
  type BodyValue,
} from './bad-values';

/** A JSON body past it is refused whatever it holds. */
const BODY_LIMIT = JSON_BODY_LIMIT_BYTES;

/** A multipart form as the fixture sends it, read back into its parts. */
export interface FormPart {
  readonly name: string;
  readonly value: string | Uint8Array;
  /** Set for a file part. */
  readonly fileName?: string;
  readonly mediaType?: string;
}

/** A valid call of the endpoint, the starting point every broken request is made from. */
export interface ValidCall {
  readonly params: Readonly<Record<string, string>>;
  readonly query: readonly (readonly [string, string])[];
  /** A JSON value, or the parts of a multipart form; undefined for none. */
  readonly body: BodyValue | readonly FormPart[] | undefined;
  /** The Authorization header of a caller of a role the endpoint names; null for a public endpoint. */
  readonly authorization: string | null;
}

/** One request on the wire. */
export interface BrokenRequest {
  /** What was broken, for the report. */
  readonly what: string;
  readonly method: string;
  /** The path after /api/, encoded. */
  readonly path: string;
  /** The query string without '?', encoded; '' for none. */
  readonly query: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: Buffer;
  /** The contract refuses it for certain (its schemas refuse a part, or no route takes it): a 4xx must answer. */
  readonly refused: boolean;
  /** The one status the answer must have, when the refusal is of the caller rather than the input (401). */
  readonly status?: number;
}

type ParamValue = string | RawText;
type Body =
  | { readonly kind: 'none' }
  | { readonly kind: 'json'; readonly value: BodyValue }
  | {
      readonly kind: 'raw';
      readonly contentType: string | undefined;
      readonly bytes: Buffer;
      readonly refused: boolean;
    }
  | { readonly kind: 'form'; readonly parts: readonly FormPart[] }
  | { readonly kind: 'rawForm'; readonly contentType: string; readonly bytes: Buffer };

interface Draft {
  readonly what: string;
  readonly method?: string;
  readonly params?: Readonly<Record<string, ParamValue>>;
  readonly query?: readonly (readonly [string, ParamValue])[];
  /** Undefined: the valid caller's; null: none. */
  readonly authorization?: string | null;
  readonly body?: Body;
}

type AnySchema = v.GenericSchema;
interface SchemaShape {
  readonly type: string;
  readonly entries?: Readonly<Record<string, AnySchema>>;
  readonly wrapped?: AnySchema;
  readonly options?: readonly unknown[];
}
const shapeOf = (schema: AnySchema) => schema as unknown as SchemaShape;

/** The schema under optional and nullable wrappers. */
function unwrapped(schema: AnySchema): AnySchema {
  let inner = schema;
  while (['optional', 'nullable', 'nullish', 'exact_optional'].includes(shapeOf(inner).type)) {
    const wrapped = shapeOf(inner).wrapped;
    if (wrapped === undefined) break;
    inner = wrapped;
  }
  return inner;
}

const entriesOf = (schema: AnySchema | undefined): Readonly<Record<string, AnySchema>> =>
  schema === undefined ? {} : (shapeOf(unwrapped(schema)).entries ?? {});

/** A number, or text read as one (path ids, paging, form fields). */
function isNumeric(schema: AnySchema): boolean {
  const shape = shapeOf(unwrapped(schema));
  if (shape.type === 'number') return true;
  if (shape.type === 'union') return (shape.options ?? []).some((option) => isNumeric(option as AnySchema));
  if (shape.type === 'picklist') return (shape.options ?? []).every((option) => typeof option === 'number');
  return false;
}

const describe = (value: unknown): string => {
  const text = value instanceof RawJson || value instanceof RawText ? value.text : jsonTextOf(value);
  return text.length > 40 ? `${text.slice(0, 30)}…(${text.length} chars)` : text;
};

// ── Values for one field ──────────────────────────────────────────────────────────────────────────────────────

/** A broken value for a field of a JSON body, of its own type at the edges or of another type. */
function badJsonValue(schema: AnySchema, valid: BodyValue, depth = 0): fc.Arbitrary<BodyValue> {
  const inner = unwrapped(schema);
  const shape = shapeOf(inner);
  const ownType: fc.Arbitrary<BodyValue>[] = [];
  if (isNumeric(inner))
    ownType.push(
      boundaryNumber,
      badIdText.map((text) => (text instanceof RawText ? 0 : text)),
    );
  if (shape.type === 'string') ownType.push(nastyString(100_000));
  if (shape.type === 'boolean') ownType.push(fc.constantFrom<BodyValue>('true', 'false', 1, 0, 'yes'));
  if (shape.type === 'picklist') ownType.push(fc.constantFrom<BodyValue>(0, 3, -1, 1.5, '1', 'ASC ', 'Desc', ''));
  if (shape.type === 'object' && depth < 3 && typeof valid === 'object' && valid !== null)
    ownType.push(brokenObject(inner, valid as Record<string, BodyValue>, depth + 1).map(([, body]) => body));
  if (ownType.length === 0) return anyJson;
  return fc.oneof({ arbitrary: fc.oneof(...ownType), weight: 3 }, { arbitrary: anyJson, weight: 1 });
}

/** An object with keys nobody can set by assignment (`__proto__`), as JSON text would carry them. */
function objectOf(pairs: readonly (readonly [string, BodyValue])[]): Record<string, BodyValue> {
  const object: Record<string, BodyValue> = {};
  for (const [key, value] of pairs)
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  return object;
}

/** A valid object with fields replaced, dropped or added, or another value altogether. */
function brokenObject(
  schema: AnySchema,
  valid: Record<string, BodyValue>,
  depth = 0,
): fc.Arbitrary<[string, BodyValue]> {
  const entries = entriesOf(schema);
  const keys = Object.keys(entries);
  const pairs = Object.entries(valid);
  const variants: fc.Arbitrary<[string, BodyValue]>[] = [
    fc
      .record({ key: extraKey, value: anyJson })
      .map(({ key, value }): [string, BodyValue] => [
        `extra ${JSON.stringify(key)} = ${describe(value)}`,
        objectOf([...pairs, [key, value]]),
      ]),
    anyJson.map((value): [string, BodyValue] => [`the whole of it = ${describe(value)}`, value]),
  ];
  if (keys.length > 0) {
    variants.unshift(
      fc
        .subarray(keys, { minLength: 1, maxLength: Math.min(3, keys.length) })
        .chain((broken) =>
          fc
            .tuple(...broken.map((key) => badJsonValue(required(entries[key]), valid[key], depth)))
            .map((values): [string, BodyValue] => [
              broken.map((key, index) => `${key} = ${describe(values[index])}`).join(', '),
              objectOf(pairs.map(([key, value]) => [key, broken.includes(key) ? values[broken.indexOf(key)] : value])),
            ]),
        ),
      fc
        .subarray(keys, { minLength: 1 })
        .map((dropped): [string, BodyValue] => [
          `without ${dropped.join(', ')}`,
          objectOf(pairs.filter(([key]) => !dropped.includes(key))),
        ]),
    );
  }
  return fc.oneof(...variants);
}

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('a schema entry went missing');
  return value;
}

// ── The request families ──────────────────────────────────────────────────────────────────────────────────────

function brokenParams(endpoint: Endpoint, valid: ValidCall): fc.Arbitrary<Draft> | undefined {
  const entries = entriesOf(endpoint.params);
  const names = Object.keys(entries);
  if (names.length === 0) return undefined;
  const badFor = (name: string): fc.Arbitrary<ParamValue> =>
    isNumeric(required(entries[name]))
      ? badIdText
      : fc.oneof(
          badIdText,
          nastyString(6_000).filter((text) => text !== ''),
        );
  return fc
    .subarray(names, { minLength: 1 })
    .chain((broken) => fc.tuple(...broken.map(badFor)).map((values) => ({ broken, values })))
    .map(({ broken, values }) => ({
      what: broken.map((name, index) => `path ${name} = ${describe(values[index])}`).join(', '),
      params: { ...valid.params, ...Object.fromEntries(broken.map((name, index) => [name, required(values[index])])) },
    }));
}

function brokenQuery(endpoint: Endpoint, valid: ValidCall): fc.Arbitrary<Draft> {
  const entries = entriesOf(endpoint.query);
  const names = Object.keys(entries);
  const badFor = (name: string): fc.Arbitrary<ParamValue> =>
    isNumeric(required(entries[name])) ? badIdText : fc.oneof(badIdText, nastyString(6_000));
  const extra = fc
    .array(fc.tuple(extraKey, fc.oneof(badIdText, nastyString(200))), { minLength: 1, maxLength: 4 })
    .map((pairs) => ({
      what: `query plus ${pairs.map(([key, value]) => `${key}=${describe(value)}`).join('&')}`,
      query: [...valid.query, ...pairs],
    }));
  if (names.length === 0) return extra;
  const replaced = fc
    .subarray(names, { minLength: 1 })
    .chain((broken) => fc.tuple(...broken.map(badFor)).map((values) => ({ broken, values })))
    .map(({ broken, values }) => ({
      what: broken.map((name, index) => `query ${name} = ${describe(values[index])}`).join(', '),
      query: [
        ...valid.query.filter(([key]) => !broken.includes(key)),
        ...broken.map((name, index): [string, ParamValue] => [name, required(values[index])]),
      ],
    }));
  // A key given twice arrives as a list, which no query schema takes.
  const repeated = fc.constantFrom(...names).map((name) => ({
    what: `query ${name} twice`,
    query: [...valid.query, [name, '1'] as const, [name, '2'] as const],
  }));
  return fc.oneof(
    { arbitrary: replaced, weight: 4 },
    { arbitrary: repeated, weight: 1 },
    { arbitrary: extra, weight: 1 },
  );
}

function brokenJsonBody(endpoint: Endpoint, valid: ValidCall): fc.Arbitrary<Draft> {
  const schema = endpoint.body;
  const base = valid.body;
  const asObject =
    schema !== undefined && typeof base === 'object' && base !== null && !Array.isArray(base)
      ? brokenObject(schema, base as Record<string, BodyValue>)
      : anyJson.map((value): [string, BodyValue] => [`body = ${describe(value)}`, value]);
  return asObject.map(([what, value]) => ({ what: `body: ${what}`, body: { kind: 'json', value } }));
}

const MALFORMED_JSON = [
  '',
  '{',
  '[',
  '{"a":',
  'nul',
  'undefined',
  "{'a':1}",
  '{"a":1,}',
  '{"a":"\\u00"}',
  '{"a":"\\x41"}',
  '\u0000',
  '\ufeff{}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  'NaN',
  '{"a":1}{"b":2}',
];

const WRONG_MEDIA_TYPES = [
  undefined,
  '',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  'APPLICATION/JSON',
  'application/octet-stream',
  '*/*',
  'json',
];

/** Bodies a JSON parser chokes on, in a wrong media type, or past the size limit. */
function brokenRawBody(valid: ValidCall, takesJson: boolean, readsBody = true): fc.Arbitrary<Draft> {
  const validText = jsonTextOf(valid.body ?? {});
  const json = 'application/json';
  const raw = (what: string, contentType: string | undefined, bytes: Buffer, refused: boolean): Draft => ({
    what,
    body: { kind: 'raw', contentType, bytes, refused },
  });
  const variants = [
    fc
      .constantFrom(...MALFORMED_JSON)
      .map((text) =>
        raw(
          `malformed JSON ${JSON.stringify(text)}`,
          json,
          Buffer.from(text),
          takesJson && !text.includes('proto') && !text.includes('{}'),
        ),
      ),
    fc
      .integer({ min: 0, max: Math.max(0, validText.length - 1) })
      .map((cut) => raw(`JSON cut at ${cut}`, json, Buffer.from(validText.slice(0, cut)), takesJson)),
    fc
      .uint8Array({ minLength: 1, maxLength: 2_048 })
      .map((bytes) => raw(`${bytes.length} random bytes as JSON`, json, Buffer.from(bytes), false)),
    fc
      .constantFrom(...WRONG_MEDIA_TYPES)
      .map((type) => raw(`valid JSON as ${String(type)}`, type, Buffer.from(validText), false)),
  ];
  // A GET's body is never read: the server answers before the client has sent it all, and closes.
  if (readsBody)
    variants.push(OVERSIZED.map((bytes) => raw(`a ${bytes.length} byte JSON body`, json, bytes, takesJson)));
  return fc.oneof(...variants);
}

const OVERSIZED = fc.constantFrom(
  Buffer.from(jsonTextOf({ filler: 'x'.repeat(BODY_LIMIT) })),
  Buffer.from(jsonTextOf({ filler: 'x'.repeat(3 * BODY_LIMIT) })),
);

const FILE_GARBAGE: fc.Arbitrary<[string, Uint8Array]> = fc.oneof(
  fc.constant<[string, Uint8Array]>(['an empty file', new Uint8Array()]),
  fc.uint8Array({ minLength: 1, maxLength: 4_096 }).map((bytes): [string, Uint8Array] => ['garbage bytes', bytes]),
  // A zip's signature and then garbage: what a sniffer that trusts magic bytes alone would take.
  fc
    .uint8Array({ minLength: 0, maxLength: 512 })
    .map((bytes): [string, Uint8Array] => ['a zip header then garbage', Uint8Array.from([0x50, 0x4b, 3, 4, ...bytes])]),
  fc.constant<[string, Uint8Array]>(['a text file of odd lines', Buffer.from('\u0000\n;;;\n\ufeffx,y,z\n'.repeat(50))]),
);

/** A multipart form with its parts broken: no fields, no file, fields after the file, bad values, garbage. */
function brokenForm(endpoint: Endpoint, valid: ValidCall): fc.Arbitrary<Draft> {
  const parts = (Array.isArray(valid.body) ? valid.body : []) as readonly FormPart[];
  const fields = parts.filter((part) => part.fileName === undefined);
  const files = parts.filter((part) => part.fileName !== undefined);
  const entries = entriesOf(endpoint.body);
  const names = Object.keys(entries);
  const form = (what: string, formParts: readonly FormPart[]): Draft => ({
    what: `form: ${what}`,
    body: { kind: 'form', parts: formParts },
  });
  const badFieldValue = (name: string): fc.Arbitrary<string> =>
    isNumeric(required(entries[name]))
      ? badIdText.map((value) => (value instanceof RawText ? value.text : value))
      : nastyString(80_000);
  const variants: fc.Arbitrary<Draft>[] = [
    fc.constant(form('a file and no fields', files)),
    fc.constant(form('fields and no file', fields)),
    fc.constant(form('nothing at all', [])),
    fc.constant(form('fields after the file', [...files, ...fields])),
    FILE_GARBAGE.map(([what, bytes]) =>
      form(
        `the file is ${what}`,
        [...fields, ...files.map((file) => ({ ...file, value: bytes }))].concat(
          files.length === 0 ? [{ name: 'file', value: bytes, fileName: 'x.bin' }] : [],
        ),
      ),
    ),
    fc
      .tuple(nastyString(300), nastyString(300))
      .map(([fileName, mediaType]) =>
        form(`file named ${describe(fileName)} of type ${describe(mediaType)}`, [
          ...fields,
          ...files.map((file) => ({ ...file, fileName, mediaType })),
        ]),
      ),
    nastyString(60).map((name) =>
      form(`the file in field ${describe(name)}`, [...fields, ...files.map((file) => ({ ...file, name }))]),
    ),
    fc
      .integer({ min: 21, max: 40 })
      .map((count) =>
        form(`${count} extra fields`, [
          ...fields,
          ...Array.from({ length: count }, (_, index) => ({ name: `extra${index}`, value: 'x' })),
          ...files,
        ]),
      ),
    fc.constant(form('every field twice', [...fields, ...fields, ...files])),
    fc
      .tuple(
        fc.constantFrom(
          ...[
            'multipart/form-data',
            'multipart/form-data; boundary=',
            'multipart/form-data; boundary=zz',
            'multipart/mixed; boundary=b',
          ],
        ),
        fc.uint8Array({ maxLength: 1_024 }),
      )
      .map(([contentType, bytes]) => ({
        what: `form: ${bytes.length} garbage bytes as ${contentType}`,
        body: { kind: 'rawForm', contentType, bytes: Buffer.from(bytes) } as const,
      })),
    fc.constant({
      what: 'form: cut before its closing boundary',
      body: {
        kind: 'rawForm',
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        bytes: multipartBytes(fields).subarray(0, -8),
      } as const,
    }),
    fc.constant({
      what: 'form: a part without a name',
      body: {
        kind: 'rawForm',
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        bytes: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${BOUNDARY}--\r\n`),
      } as const,
    }),
    brokenJsonBody(endpoint, { ...valid, body: Object.fromEntries(fields.map((f) => [f.name, String(f.value)])) }).map(
      (draft) => ({ ...draft, what: `${draft.what} sent as JSON` }),
    ),
  ];
  if (names.length > 0)
    variants.push(
      fc
        .subarray(names, { minLength: 1, maxLength: Math.min(3, names.length) })
        .chain((broken) => fc.tuple(...broken.map(badFieldValue)).map((values) => ({ broken, values })))
        .map(({ broken, values }) =>
          form(broken.map((name, index) => `${name} = ${describe(values[index])}`).join(', '), [
            ...fields.filter((field) => !broken.includes(field.name)),
            ...broken.map((name, index) => ({ name, value: required(values[index]) })),
            ...files,
          ]),
        ),
      fc
        .subarray(names, { minLength: 1 })
        .map((dropped) =>
          form(`without ${dropped.join(', ')}`, [...fields.filter((f) => !dropped.includes(f.name)), ...files]),
        ),
    );
  return fc.oneof(...variants);
}

function brokenToken(): fc.Arbitrary<Draft> {
  return fc.oneof(
    fc.constant<Draft>({ what: 'no token', authorization: null }),
    badAuthorization.map((authorization) => ({ what: `Authorization ${describe(authorization)}`, authorization })),
  );
}

/** A body where the endpoint takes none: ignored or refused, never a failure. */
function unwantedBody(endpoint: Endpoint, valid: ValidCall): fc.Arbitrary<Draft> {
  return fc.oneof(
    anyJson.map((value): Draft => ({ what: `an unwanted body ${describe(value)}`, body: { kind: 'json', value } })),
    brokenRawBody(valid, false, endpoint.method !== 'GET'),
  );
}

/** Every kind of broken request the endpoint's contract allows, weighted towards the parts it has. */
export function brokenRequests(endpoint: Endpoint, valid: ValidCall): fc.Arbitrary<BrokenRequest> {
  const families: fc.WeightedArbitrary<Draft>[] = [
    { arbitrary: fc.constant<Draft>({ what: 'method PATCH', method: 'PATCH' }), weight: 1 },
  ];
  if (endpoint.roles.length > 0) families.push({ arbitrary: brokenToken(), weight: 1 });
  const params = brokenParams(endpoint, valid);
  if (params !== undefined) families.push({ arbitrary: params, weight: 5 });
  families.push({ arbitrary: brokenQuery(endpoint, valid), weight: endpoint.query === undefined ? 1 : 4 });
  if (endpoint.bodyType === 'multipart') families.push({ arbitrary: brokenForm(endpoint, valid), weight: 12 });
  else if (endpoint.body !== undefined)
    families.push(
      { arbitrary: brokenJsonBody(endpoint, valid), weight: 10 },
      { arbitrary: brokenRawBody(valid, true), weight: 3 },
    );
  else families.push({ arbitrary: unwantedBody(endpoint, valid), weight: 1 });
  return fc.oneof(...families).map((draft) => finish(endpoint, valid, draft));
}

// ── Onto the wire ─────────────────────────────────────────────────────────────────────────────────────────────

const BOUNDARY = 'bad-input-boundary-7q';

function encoded(value: ParamValue): string {
  return value instanceof RawText ? value.text : encodeURIComponent(wellFormed(value));
}

/** What the server's parsers hand the schemas: decoded text, a repeated query key as a list. */
function decoded(value: ParamValue): string | undefined {
  return value instanceof RawText ? undefined : wellFormed(value);
}

function multipartBytes(parts: readonly FormPart[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const name = part.name.replace(/["\r\n]/g, '_');
    const disposition =
      part.fileName === undefined
        ? `form-data; name="${name}"`
        : `form-data; name="${name}"; filename="${part.fileName.replace(/["\r\n]/g, '_')}"`;
    const type =
      part.fileName === undefined
        ? ''
        : `Content-Type: ${(part.mediaType ?? 'application/octet-stream').replace(/[\r\n]/g, '')}\r\n`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

function refusedBySchema(schema: AnySchema | undefined, value: unknown): boolean {
  return schema !== undefined && !v.safeParse(schema, value).success;
}

function finish(endpoint: Endpoint, valid: ValidCall, draft: Draft): BrokenRequest {
  const params = draft.params ?? valid.params;
  const query = draft.query ?? valid.query;
  const authorization = draft.authorization === undefined ? valid.authorization : draft.authorization;
  const body: Body =
    draft.body ??
    (valid.body === undefined
      ? { kind: 'none' }
      : endpoint.bodyType === 'multipart'
        ? { kind: 'form', parts: valid.body as readonly FormPart[] }
        : { kind: 'json', value: valid.body });

  const path = endpoint.path.replace(/^\/+/, '').replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for path parameter ${name}`);
    return encoded(value);
  });
  const queryText = query.map(([key, value]) => `${encodeURIComponent(wellFormed(key))}=${encoded(value)}`).join('&');

  const headers: Record<string, string> = {};
  if (authorization !== null) headers.authorization = authorization;
  let bytes: Buffer | undefined;
  let bodyRefused = false;
  switch (body.kind) {
    case 'none':
      break;
    case 'json': {
      const text = jsonTextOf(body.value);
      bytes = Buffer.from(text);
      headers['content-type'] = 'application/json';
      if (bytes.length > BODY_LIMIT) bodyRefused = true;
      else if (endpoint.bodyType === 'multipart') bodyRefused = true;
      else if (endpoint.body !== undefined) {
        // Text JSON.parse takes; the server's parser refuses more (prototype keys), never less.
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
          bodyRefused = refusedBySchema(endpoint.body, parsed);
        } catch {
          bodyRefused = true;
        }
      }
      break;
    }
    case 'raw':
      bytes = body.bytes;
      if (body.contentType !== undefined) headers['content-type'] = body.contentType;
      bodyRefused = body.refused;
      break;
    case 'form':
      bytes = multipartBytes(body.parts);
      headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`;
      break;
    case 'rawForm':
      bytes = body.bytes;
      headers['content-type'] = body.contentType;
      break;
  }

  const paramValues = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, decoded(value)]));
  const paramsKnown = Object.values(paramValues).every((value) => value !== undefined);
  const queryValues = new Map<string, string | string[]>();
  let queryKnown = true;
  for (const [key, value] of query) {
    const text = decoded(value);
    if (text === undefined) queryKnown = false;
    else {
      const earlier = queryValues.get(key);
      queryValues.set(key, earlier === undefined ? text : [earlier, text].flat());
    }
  }
  const method = draft.method ?? endpoint.method;
  const unauthenticated = draft.authorization !== undefined;
  const refused =
    unauthenticated ||
    method !== endpoint.method ||
    (paramsKnown && refusedBySchema(endpoint.params, paramValues)) ||
    (queryKnown && refusedBySchema(endpoint.query, Object.fromEntries(queryValues))) ||
    bodyRefused;
  return {
    what: draft.what,
    method,
    path,
    query: queryText,
    headers,
    ...(bytes === undefined ? {} : { body: bytes }),
    refused,
    ...(unauthenticated && method === endpoint.method ? { status: 401 } : {}),
  };
}
