/**
 * The OpenAPI 3.1 document, generated from the contract's endpoints so the published description cannot drift from
 * what the server checks and the HTTP client sends. Schemas are converted with @valibot/to-json-schema: a JSON body
 * as its input type (what the caller may send, before the server's transforms run); path, query, header and
 * multipart fields as the typed values the server reads, where the contract states them (OpenAPI serialises those
 * itself); the answer as its output type (what the server sends). A schema the converter cannot express becomes
 * `{}` with a description and is reported through `onFallback`, never a crash.
 */
import type * as v from 'valibot';
import { toJsonSchema, type JsonSchema, type OverrideActionContext } from '@valibot/to-json-schema';
import { appTemplateContract, TEMPLATE_FILE_FIELD, TEMPLATE_MEDIA_TYPE } from './apps.contract';
import { PRODUCT_IMAGE_FILE_FIELD, productImageContract } from './catalogue.contract';
import type { Endpoint, HttpMethod } from './endpoint';
import { ApiErrorSchema } from './errors.wire';
import { ADMIN_LOT_FILE_FIELD, adminLotContract } from './lots.contract';
import { allEndpoints } from './registry';

// ── The document's shape (the parts we write) ───────────────────────────────────────────────────────────────

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1). */
export type OpenApiSchema = JsonSchema;
export type OpenApiRef = { readonly $ref: string };

export interface OpenApiParameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header';
  readonly required: boolean;
  readonly description?: string;
  readonly schema: OpenApiSchema;
}

export interface OpenApiMediaType {
  readonly schema?: OpenApiSchema;
  readonly encoding?: Readonly<Record<string, { readonly contentType: string }>>;
}

export interface OpenApiResponse {
  readonly description: string;
  readonly content?: Readonly<Record<string, OpenApiMediaType>>;
}

export interface OpenApiOperation {
  readonly operationId: string;
  readonly summary: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly parameters?: readonly OpenApiParameter[];
  readonly requestBody?: { readonly required: boolean; readonly content: Readonly<Record<string, OpenApiMediaType>> };
  readonly responses: Readonly<Record<string, OpenApiResponse | OpenApiRef>>;
  /** `[]` on a public call: it overrides the document's default bearer requirement. */
  readonly security?: readonly Readonly<Record<string, readonly string[]>>[];
}

export type OpenApiMethod = Lowercase<HttpMethod>;
export type OpenApiPathItem = Partial<Record<OpenApiMethod, OpenApiOperation>>;

export interface OpenApiDocument {
  readonly openapi: '3.1.0';
  readonly info: { readonly title: string; readonly version: string; readonly description: string };
  readonly servers: readonly { readonly url: string }[];
  readonly tags: readonly { readonly name: string }[];
  readonly security: readonly Readonly<Record<string, readonly string[]>>[];
  readonly paths: Readonly<Record<string, OpenApiPathItem>>;
  readonly components: {
    readonly schemas: Readonly<Record<string, OpenApiSchema>>;
    readonly responses: Readonly<Record<string, OpenApiResponse>>;
    readonly securitySchemes: Readonly<Record<string, object>>;
  };
}

export type SchemaPart = 'params' | 'query' | 'headers' | 'body' | 'response';

/** A schema the converter could not express: the document carries `{}` with a description in its place. */
export interface SchemaFallback {
  /** The endpoint's registry key (`area.name`), or `components` for a shared schema. */
  readonly endpoint: string;
  readonly part: SchemaPart;
  readonly reason: string;
}

export interface OpenApiOptions {
  /** Where the paths live; every contract path is relative to /api (spec A §7). */
  readonly serverUrl?: string;
  readonly version: string;
  readonly onFallback?: (fallback: SchemaFallback) => void;
}

// ── Multipart file parts ────────────────────────────────────────────────────────────────────────────────────

/** A file part of a multipart body: the endpoint's schema describes only its text fields. */
export interface FilePart {
  readonly name: string;
  /** The media types accepted, comma-separated as in an encoding's contentType. */
  readonly mediaType: string;
  readonly required: boolean;
  /** Sent once per file (the product images). */
  readonly repeated?: boolean;
  readonly description: string;
}

/**
 * The file parts of each multipart endpoint. `Endpoint` has no field for them, so they are listed here, next to the
 * contract's field-name constants; the tests check every multipart endpoint of the registry has its entry.
 */
export const multipartFileParts: ReadonlyMap<Endpoint, readonly FilePart[]> = new Map<Endpoint, readonly FilePart[]>([
  [
    adminLotContract.create,
    [
      {
        name: ADMIN_LOT_FILE_FIELD,
        mediaType: 'text/plain',
        required: false,
        description: 'The tag file of an NFC lot (tipo 1): one tagId;visualKey per line',
      },
    ],
  ],
  [
    appTemplateContract.upload,
    [
      {
        name: TEMPLATE_FILE_FIELD,
        mediaType: TEMPLATE_MEDIA_TYPE,
        required: true,
        description: 'The app template: a zip holding theme.json and six png images',
      },
    ],
  ],
  [
    productImageContract.upload,
    [
      {
        name: PRODUCT_IMAGE_FILE_FIELD,
        mediaType: 'image/jpeg, image/png',
        required: true,
        repeated: true,
        description: 'One part per image: jpeg or png, at most 200 KB each and 10 per product',
      },
    ],
  ],
]);

// ── The document ────────────────────────────────────────────────────────────────────────────────────────────

const BEARER = 'bearer';
const ERROR_SCHEMA = 'ApiError';
const ERROR_RESPONSES = {
  400: { name: 'BadRequest', description: 'The input breaks the contract: error VALIDATION, one detail per field' },
  401: { name: 'Unauthorized', description: 'No valid access token' },
  403: { name: 'Forbidden', description: "The token's role may not make this call" },
  404: { name: 'NotFound', description: 'No such record for this caller' },
  409: {
    name: 'Conflict',
    description:
      'Refused by a business rule: error 1 (or 547 for a record in use) and a message key to show translated',
  },
} as const;
type ErrorStatus = keyof typeof ERROR_RESPONSES;

export function buildOpenApiDocument(
  endpoints: Readonly<Record<string, Endpoint>> = allEndpoints,
  { serverUrl = '/api', version, onFallback }: OpenApiOptions,
): OpenApiDocument {
  const components: Record<string, OpenApiSchema> = {};
  const convert = schemaConverter(components, onFallback ?? (() => undefined));
  components[ERROR_SCHEMA] = convert.schema(ApiErrorSchema, 'output', { endpoint: 'components', part: 'response' });

  // One route per method and path: the registry's test refuses two endpoints for one route.
  const paths: Record<string, OpenApiPathItem> = {};
  const tags: string[] = [];
  for (const [key, endpoint] of Object.entries(endpoints)) {
    const tag = areaOf(key);
    if (!tags.includes(tag)) tags.push(tag);
    const method = endpoint.method.toLowerCase() as OpenApiMethod;
    (paths[toOpenApiPath(endpoint.path)] ??= {})[method] = operationOf(key, endpoint, tag, convert);
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Tagtrail API',
      version,
      description:
        'Generated from packages/contract, the one description of every call that the server and the portal both use. ' +
        'Wire names are Portuguese, as the spec writes them. Paths match without regard to case or a trailing slash.',
    },
    servers: [{ url: serverUrl }],
    tags: tags.map((name) => ({ name })),
    security: [{ [BEARER]: [] }],
    paths,
    components: {
      schemas: components,
      responses: Object.fromEntries(
        Object.values(ERROR_RESPONSES).map(({ name, description }) => [
          name,
          {
            description,
            content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } },
          },
        ]),
      ),
      securitySchemes: {
        [BEARER]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'An access token from the identity provider at /idp (authorization code with PKCE). Its role claim ' +
            '(admin, partner, pointofsale, customer) decides which calls are allowed.',
        },
      },
    },
  };
}

/**
 * A contract path as an OpenAPI path: rooted, otherwise as the spec writes it. `admin/lotes{id}` stays so (OpenAPI
 * allows a placeholder straight after text), a trailing slash stays (the server matches with or without one).
 */
export function toOpenApiPath(template: string): string {
  return `/${template.replace(/^\/+/, '')}`;
}

/** The placeholders of a path template, in order. */
export function pathPlaceholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

/** The area of `area.name`: the operation's tag. */
function areaOf(key: string): string {
  const dot = key.indexOf('.');
  return dot === -1 ? key : key.slice(0, dot);
}

function operationOf(key: string, endpoint: Endpoint, tag: string, convert: Converter): OpenApiOperation {
  const isPublic = endpoint.roles.length === 0;
  const parameters = [
    ...pathParameters(key, endpoint, convert),
    ...parametersOf(endpoint.query, 'query', { endpoint: key, part: 'query' }, convert),
    ...parametersOf(endpoint.headers, 'header', { endpoint: key, part: 'headers' }, convert),
  ];
  const requestBody = requestBodyOf(key, endpoint, convert);
  const hasInput = parameters.length > 0 || requestBody !== undefined;
  const errors: ErrorStatus[] = [
    ...(hasInput ? [400 as const] : []),
    ...(isPublic ? [] : [401 as const, 403 as const]),
    ...(pathPlaceholders(endpoint.path).length > 0 ? [404 as const] : []),
    ...(endpoint.method === 'GET' ? [] : [409 as const]),
  ];
  return {
    operationId: key,
    summary: endpoint.summary,
    description: isPublic
      ? 'Public: no sign-in needed.'
      : `Roles: ${endpoint.roles.join(', ')}. Any other role is refused with 403. Tenant scope: ${endpoint.tenantScope}.`,
    tags: [tag],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody === undefined ? {} : { requestBody }),
    responses: {
      ...successOf(key, endpoint, convert),
      ...Object.fromEntries(
        errors.map((status) => [String(status), { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` }]),
      ),
    },
    ...(isPublic ? { security: [] } : {}),
  };
}

function pathParameters(key: string, endpoint: Endpoint, convert: Converter): OpenApiParameter[] {
  const declared = parametersOf(endpoint.params, 'path', { endpoint: key, part: 'params' }, convert);
  // The template decides which path parameters exist; one its schema does not describe is still a string.
  return pathPlaceholders(endpoint.path).map(
    (name) =>
      declared.find((parameter) => parameter.name === name) ?? {
        name,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      },
  );
}

/** One parameter per property of an object schema, required as the schema says (a path parameter always is). */
function parametersOf(
  schema: v.GenericSchema | undefined,
  where: OpenApiParameter['in'],
  at: Where,
  convert: Converter,
): OpenApiParameter[] {
  if (schema === undefined) return [];
  const { properties, required } = convert.fields(schema, at);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === 'path' || required.includes(name),
      ...(description === undefined ? {} : { description }),
      schema: rest,
    };
  });
}

function requestBodyOf(key: string, endpoint: Endpoint, convert: Converter): OpenApiOperation['requestBody'] {
  if (endpoint.body === undefined) return undefined;
  const at: Where = { endpoint: key, part: 'body' };
  if (endpoint.bodyType !== 'multipart') {
    const schema = convert.schema(endpoint.body, 'input', at);
    return { required: true, content: { 'application/json': { schema } } };
  }

  // Multipart fields are text on the wire, typed by how the server reads them (OpenAPI serialises a typed value).
  const fields = convert.fields(endpoint.body, at);
  const properties: Record<string, OpenApiSchema> = { ...fields.properties };
  const required = [...fields.required];
  const files = multipartFileParts.get(endpoint) ?? [];
  for (const file of files) {
    // OpenAPI 3.1 describes a file part by its media type; `format: binary` is kept for tools that read 3.0's way.
    const single = file.mediaType.includes(',') ? {} : { contentMediaType: file.mediaType };
    const part: JsonSchema = { type: 'string', format: 'binary', ...single };
    properties[file.name] = file.repeated
      ? { type: 'array', items: part, minItems: 1, description: file.description }
      : { ...part, description: file.description };
    if (file.required) required.push(file.name);
  }
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: { type: 'object', properties, ...(required.length > 0 ? { required } : {}) },
        encoding: Object.fromEntries(files.map((file) => [file.name, { contentType: file.mediaType }])),
      },
    },
  };
}

function successOf(key: string, endpoint: Endpoint, convert: Converter): Record<string, OpenApiResponse> {
  if (endpoint.response === undefined) return { '204': { description: 'Done; no content' } };
  switch (endpoint.responseType ?? 'json') {
    case 'text':
      return { '200': { description: 'Plain text', content: { 'text/plain': { schema: { type: 'string' } } } } };
    case 'blob':
      // OpenAPI 3.1: a binary answer is described by its media type alone.
      return { '200': { description: "The file's bytes", content: { 'application/octet-stream': {} } } };
    case 'json': {
      const schema = convert.schema(endpoint.response, 'output', { endpoint: key, part: 'response' });
      return { '200': { description: 'OK', content: { 'application/json': { schema } } } };
    }
  }
}

// ── Schema conversion ───────────────────────────────────────────────────────────────────────────────────────

type Where = Omit<SchemaFallback, 'reason'>;

interface Converter {
  /** The whole schema as one side sees it: `input` what may be sent, `output` what the parse gives. */
  schema(schema: v.GenericSchema, mode: 'input' | 'output', at: Where): OpenApiSchema;
  /**
   * An object's fields as typed values, for the parts OpenAPI serialises itself (path, query, headers, multipart
   * fields): the id the server reads as an integer of at least 1 is documented so, not as "string or number".
   * A field whose parsed type the contract does not state is described by what may be sent.
   */
  fields(schema: v.GenericSchema, at: Where): { properties: Record<string, OpenApiSchema>; required: string[] };
}

/** Transformations that leave a string a string: the JSON Schema of what is sent stays true without them. */
const SHAPE_KEEPING_TRANSFORMS = new Set(['trim', 'trim_start', 'trim_end', 'to_lower_case', 'to_upper_case']);
/** Marks what a `transform` produced: only the actions after it say what the parse gives. */
const TRANSFORMED = 'x-transformed';
/** Keys that say nothing about a value's type. */
const ANNOTATIONS = new Set([TRANSFORMED, 'default', 'description', 'title', 'examples']);

function schemaConverter(
  components: Record<string, OpenApiSchema>,
  onFallback: (f: SchemaFallback) => void,
): Converter {
  const run = (schema: v.GenericSchema, mode: 'input' | 'output', at: Where, afterTransform = false): OpenApiSchema => {
    // Definitions the converter makes (lazy schemas, global definitions) become components; numbered ones are
    // only unique within one conversion, so they are named after where they were met.
    const nameOf = (id: string) => (/^\d+$/.test(id) ? `${at.endpoint}.${at.part}.${id}` : id);
    const {
      $schema: _dialect,
      $defs,
      ...json
    } = toJsonSchema(schema, {
      target: 'draft-2020-12',
      typeMode: mode,
      errorMode: 'throw',
      overrideAction: (context) => keepWhatCanBeSaid(context, afterTransform),
      overrideRef: ({ referenceId }) => `#/components/schemas/${nameOf(referenceId)}`,
    });
    for (const [id, definition] of Object.entries($defs ?? {})) {
      const name = nameOf(id);
      const converted: OpenApiSchema = typeof definition === 'boolean' ? (definition ? {} : { not: {} }) : definition;
      const known = components[name];
      if (known !== undefined && JSON.stringify(known) !== JSON.stringify(converted))
        throw new Error(`two different schemas are both named ${name}`);
      components[name] = converted;
    }
    return json;
  };

  const schemaOf: Converter['schema'] = (schema, mode, at) => {
    try {
      return run(schema, mode, at);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      onFallback({ ...at, reason });
      return {
        description: `Not expressible in JSON Schema (${reason}); the contract in packages/contract says more.`,
      };
    }
  };

  const parsedTypeOf = (schema: v.GenericSchema, at: Where): OpenApiSchema | undefined => {
    try {
      const json = run(schema, 'output', at, true);
      return statesAType(json) ? withoutMarks(json) : undefined;
    } catch {
      return undefined;
    }
  };

  return {
    schema: schemaOf,
    fields(schema, at) {
      const sent = schemaOf(schema, 'input', at);
      const entries = (schema as { entries?: Readonly<Record<string, v.GenericSchema>> }).entries ?? {};
      const properties = Object.fromEntries(
        Object.entries(sent.properties ?? {}).map(([name, property]): [string, OpenApiSchema] => {
          const entry = entries[name];
          const parsed = entry === undefined ? undefined : parsedTypeOf(entry, at);
          return [name, parsed ?? (typeof property === 'boolean' ? {} : property)];
        }),
      );
      return { properties, required: sent.required ?? [] };
    },
  };
}

/**
 * A custom check (`v.check`) has no JSON Schema keyword: it is kept as a note, so the reader knows the server
 * refuses more than the schema says. When the parsed type is wanted, a `transform` forgets what came before it
 * (marked, so a transform nothing follows can be told apart). Every other unsupported action fails the conversion.
 */
function keepWhatCanBeSaid(
  { valibotAction, jsonSchema, errors }: OverrideActionContext,
  afterTransform: boolean,
): JsonSchema | undefined {
  if (errors === undefined) return undefined;
  if (valibotAction.kind === 'transformation') {
    if (SHAPE_KEEPING_TRANSFORMS.has(valibotAction.type)) return jsonSchema;
    return afterTransform && valibotAction.type === 'transform' ? ({ [TRANSFORMED]: true } as JsonSchema) : undefined;
  }
  if (valibotAction.kind !== 'validation') return undefined;
  const message = (valibotAction as { message?: unknown }).message;
  const note =
    typeof message === 'string'
      ? `The server also checks a rule JSON Schema cannot state ("${message}").`
      : 'The server also checks a rule JSON Schema cannot state.';
  return {
    ...jsonSchema,
    description: jsonSchema.description === undefined ? note : `${jsonSchema.description} ${note}`,
  };
}

/** False when some transformed value has no type stated after its transform. */
function statesAType(json: unknown): boolean {
  if (Array.isArray(json)) return json.every(statesAType);
  if (typeof json !== 'object' || json === null) return true;
  if (TRANSFORMED in json && Object.keys(json).every((key) => ANNOTATIONS.has(key))) return false;
  return Object.values(json).every(statesAType);
}

function withoutMarks<T>(json: T): T {
  if (Array.isArray(json)) return json.map(withoutMarks) as T;
  if (typeof json !== 'object' || json === null) return json;
  return Object.fromEntries(
    Object.entries(json)
      .filter(([key]) => key !== TRANSFORMED)
      .map(([key, value]) => [key, withoutMarks(value)]),
  ) as T;
}
