/**
 * The one way a contract endpoint becomes a Fastify route: path conversion, bearer token and role
 * checks, the tenant scope the contract declares applied to the database, input parsing with the contract's
 * schemas, and the answer checked against the contract before it leaves, so the server cannot drift from what the
 * HTTP client expects.
 */
import { finished } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ErrorCodes, pagedRowSchema, tenantScopeFits, type Endpoint } from '@tagtrail/contract';
import type { Database } from '../db/client';
import { inTenantTransaction, tenancyOf } from '../db/tenancy';
import type { AccessClaims } from '../identity/access-token';
import {
  ApiFailure,
  CommittedRefusal,
  forbidden,
  MessageKeys,
  unauthorized,
  validationFailure,
  type ApiErrorDetail,
} from './api-failure';
import { PUBLIC_ENDPOINT_ROUTE_CONFIG } from './hardening';
import { sendRecordStream, wantsRecordStream, type WirePage } from './record-stream';

type AnySchema = v.GenericSchema;
type Parsed<S> = S extends AnySchema ? v.InferOutput<S> : undefined;
/** A handler answers what the response schema accepts (its input side, before any transform). */
type Answer<S> = S extends AnySchema ? v.InferInput<S> : void;

/** What the route needs from the identity provider. */
export interface TokenVerifier {
  verifyAccessToken(token: string): Promise<AccessClaims | undefined>;
}

export interface RouteInput<Params, Query, Body, Caller> {
  readonly params: Parsed<Params>;
  readonly query: Parsed<Query>;
  readonly body: Parsed<Body>;
  /** Who calls, as the token says; the tenant the database applies comes from this, never from ids the caller sends. */
  readonly caller: Caller;
  /**
   * The call's database: one transaction where row-level security lets through only the rows of the endpoint's
   * tenant scope (db/tenancy.ts). It commits after the handler resolves, before the answer leaves; it rolls back when
   * the handler throws, unless what it throws is a CommittedRefusal (api-failure.ts). Handlers get no other database.
   */
  readonly db: Database;
  /** The file of a `bodyType: 'multipart'` endpoint, unread; null when none came (and for every JSON endpoint). */
  readonly file: UploadedFile | null;
  /**
   * Every file part of a multipart endpoint that takes several (`maxFiles`), in order: read each one's chunks before
   * asking for the next. More parts than `maxFiles` fail the iteration with 413 FST_FILES_LIMIT. Empty otherwise.
   */
  readonly files: AsyncIterable<UploadedFile>;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

type Handler<P, Q, B, R, Caller> = (input: RouteInput<P, Q, B, Caller>) => Promise<Answer<R>>;
/** A visitor route's handler: no database from the router (see Router.visitorRoute). */
type VisitorHandler<P, Q, B, R> = (
  input: Omit<RouteInput<P, Q, B, AccessClaims | undefined>, 'db'>,
) => Promise<Answer<R>>;

/** Every contract path lives under /api (spec A §7: "paths are relative to the API prefix /api"). */
export const API_PREFIX = '/api';

/**
 * A file part of a multipart body, handed to the handler as it arrives: never held whole in memory (a lot's
 * tag file may hold a million lines). Read `chunks` at most once; a handler that leaves it unread loses nothing,
 * the rest of the body is drained after it.
 */
export interface UploadedFile {
  readonly fieldName: string;
  /** '' when the part named none. */
  readonly fileName: string;
  /** As the client sent it; browsers send '' or application/octet-stream when they do not know. */
  readonly mediaType: string;
  /**
   * The bytes in order. The iteration fails with 413 PAYLOAD_TOO_LARGE when the file passes
   * `MULTIPART_LIMITS.fileSize`, and with 400 FIELD_AFTER_FILE when a text field follows the file, so a
   * handler that stores only after the last chunk never stores a cut file or ignores a field.
   */
  readonly chunks: AsyncIterable<Uint8Array>;
}

/**
 * Multipart limits. One file, up to 64 MB: a million-line tag file is about 30 MB. A handful of short text
 * fields. The text fields must come before the file, since the file is streamed to the handler, which needs
 * them first; browsers send parts in the order `FormData.append` was called.
 */
export const MULTIPART_LIMITS = {
  fileSize: 64 * 1024 * 1024,
  files: 1,
  fields: 20,
  fieldSize: 64 * 1024,
  parts: 21,
  headerPairs: 50,
} as const;

/** A text field sent after the file part: the handler has already been given the fields (see MULTIPART_LIMITS). */
export const FIELD_AFTER_FILE = 'FIELD_AFTER_FILE';
export const PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE';
export const UNSUPPORTED_MEDIA_TYPE = 'UNSUPPORTED_MEDIA_TYPE';

const payloadTooLarge = (): ApiFailure => new ApiFailure(413, PAYLOAD_TOO_LARGE, PAYLOAD_TOO_LARGE);

export interface Router {
  /** Every endpoint routed so far, in the order they were added: what the generated isolation suites walk. */
  readonly endpoints: readonly Endpoint[];
  /** An endpoint only the roles it names may call. */
  route<
    P extends AnySchema | undefined,
    Q extends AnySchema | undefined,
    B extends AnySchema | undefined,
    R extends AnySchema | undefined,
  >(
    endpoint: Endpoint<P, Q, B, R>,
    handler: Handler<P, Q, B, R, AccessClaims>,
  ): void;
  /** An endpoint anyone may call; the caller is known when a valid token came along. */
  publicRoute<
    P extends AnySchema | undefined,
    Q extends AnySchema | undefined,
    B extends AnySchema | undefined,
    R extends AnySchema | undefined,
  >(
    endpoint: Endpoint<P, Q, B, R>,
    handler: Handler<P, Q, B, R, AccessClaims | undefined>,
  ): void;
  /**
   * A public endpoint whose handler opens no transaction: it is given no database, only what it was built with —
   * the visitor functions (public/public-tags.repository.ts), single statements that run as the tenant role in the
   * public scope by their own definition. For the scan, the hot path, where the transaction's four extra round
   * trips cost more than the scan itself.
   */
  visitorRoute<
    P extends AnySchema | undefined,
    Q extends AnySchema | undefined,
    B extends AnySchema | undefined,
    R extends AnySchema | undefined,
  >(
    endpoint: Endpoint<P, Q, B, R>,
    handler: VisitorHandler<P, Q, B, R>,
  ): void;
}

export function createRouter(app: FastifyInstance, verifier: TokenVerifier, db: Database): Router {
  const endpoints: Endpoint[] = [];
  const add: typeof register = (...args) => {
    const [, , , endpoint] = args;
    requireTenantScope(endpoint);
    register(...args);
    endpoints.push(endpoint);
  };
  return {
    endpoints,
    route(endpoint, handler) {
      // A forgotten role list must not quietly make a route public.
      if (endpoint.roles.length === 0)
        throw new Error(`${endpoint.method} ${endpoint.path} names no roles: register it with publicRoute`);
      add(app, verifier, db, endpoint, async (input) => {
        // register() has refused a missing caller already; this narrows the type for the handler.
        if (input.caller === undefined) throw unauthorized();
        return handler({ ...input, caller: input.caller });
      });
    },
    publicRoute(endpoint, handler) {
      if (endpoint.roles.length > 0)
        throw new Error(`${endpoint.method} ${endpoint.path} names roles: register it with route`);
      add(app, verifier, db, endpoint, handler);
    },
    visitorRoute(endpoint, handler) {
      if (endpoint.roles.length > 0 || endpoint.tenantScope !== 'public')
        throw new Error(`${endpoint.method} ${endpoint.path} is not public: register it with route`);
      add(app, verifier, db, endpoint, handler, { transaction: false });
    },
  };
}

/** A route without a tenant scope, or with one its roles cannot have, stops the server at start. */
function requireTenantScope(endpoint: Endpoint): void {
  const scope = (endpoint as Partial<Endpoint>).tenantScope;
  if (scope === undefined)
    throw new Error(`${endpoint.method} ${endpoint.path} declares no tenant scope: add it beside its roles`);
  if (!tenantScopeFits(scope, endpoint.roles))
    throw new Error(`${endpoint.method} ${endpoint.path}: tenant scope ${scope} does not fit roles ${endpoint.roles}`);
}

function register<
  P extends AnySchema | undefined,
  Q extends AnySchema | undefined,
  B extends AnySchema | undefined,
  R extends AnySchema | undefined,
>(
  app: FastifyInstance,
  verifier: TokenVerifier,
  db: Database,
  endpoint: Endpoint<P, Q, B, R>,
  handler: Handler<P, Q, B, R, AccessClaims | undefined>,
  { transaction = true }: { readonly transaction?: boolean } = {},
): void {
  const isMultipart = endpoint.bodyType === 'multipart';
  if (isMultipart) acceptMultipart(app);
  const streamable = pagedRowSchema(endpoint) !== undefined;
  const requiresToken = endpoint.roles.length > 0;

  app.route({
    method: endpoint.method,
    url: toFastifyPath(endpoint.path),
    // Anyone may call a public endpoint, so each client address gets only so many calls (http/hardening.ts).
    ...(requiresToken ? {} : { config: PUBLIC_ENDPOINT_ROUTE_CONFIG }),
    handler: async (request, reply) => {
      // Who before what: a caller without a valid token or the role learns nothing about the input rules.
      const caller = await callerOf(request, verifier, requiresToken);
      if (requiresToken && !endpoint.roles.includes(caller?.role ?? '')) throw forbidden();
      const tenancy = tenancyOf(endpoint.tenantScope, caller);
      // A token of the right role that names no tenant (an account without its partner) reaches no rows at all.
      if (tenancy === undefined) throw forbidden();
      const params = parse(endpoint.params, request.params, 'params') as Parsed<P>;
      const query = parse(endpoint.query, request.query, 'query') as Parsed<Q>;
      if (streamable && wantsRecordStream(request)) {
        // Every page of the list, each read by the handler exactly as a page request would be (record-stream.ts).
        const readPage = (page: number, records: number) =>
          inTenantTransaction(
            db,
            tenancy,
            async (tenantDb) => {
              const pageQuery = { ...(query as object), page, records } as Parsed<Q>;
              const body = undefined as Parsed<B>;
              const answer = await handler({
                params,
                query: pageQuery,
                body,
                caller,
                db: tenantDb,
                file: null,
                files: NO_FILES,
                request,
                reply,
              });
              return checkedAnswer(endpoint.response as AnySchema, answer, request) as WirePage;
            },
            { writes: false },
          );
        return sendRecordStream(request, reply, readPage);
      }
      const answerWith = (
        body: Parsed<B>,
        file: UploadedFile | null,
        files: AsyncIterable<UploadedFile> = NO_FILES,
      ) => {
        const answerIn = async (tenantDb: Database): Promise<unknown> => {
          let answer: Answer<R>;
          try {
            answer = await handler({ params, query, body, caller, db: tenantDb, file, files, request, reply });
          } catch (error) {
            // Returned, so the transaction commits what the call did (a counted attempt); refused after the commit.
            if (error instanceof CommittedRefusal) return new RefusalAfterCommit(error);
            throw error;
          }
          // Checked before the commit: an answer off the contract is a failed call, and keeps nothing.
          return endpoint.response === undefined ? undefined : checkedAnswer(endpoint.response, answer, request);
        };
        const result = transaction
          ? inTenantTransaction(db, tenancy, answerIn, { writes: endpoint.method !== 'GET' })
          : answerIn(NO_DATABASE);
        return result.then((answer) => {
          if (answer instanceof RefusalAfterCommit) throw answer.failure;
          return answer;
        });
      };
      const answer = isMultipart
        ? await withMultipartBody(
            request,
            (fields, file, files) => answerWith(parse(endpoint.body, fields, 'body') as Parsed<B>, file, files),
            endpoint.maxFiles ?? 1,
          )
        : await answerWith(parse(endpoint.body, request.body, 'body') as Parsed<B>, null);
      if (endpoint.response === undefined) return reply.code(204).send();
      if (endpoint.responseType === 'blob' || endpoint.responseType === 'text')
        return sendRaw(reply, endpoint.responseType, answer);
      // Serialised here so a bare number or string still goes out as JSON (POST answers the new id).
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer));
    },
  });
}

/** A handler's CommittedRefusal on its way out of the transaction, which commits before it is thrown again. */
class RefusalAfterCommit {
  constructor(readonly failure: CommittedRefusal) {}
}

/**
 * A file (`blob`: bytes) or text answer as it is, in the media type the handler set (`reply.type(...)`), else a
 * generic one. Never sniffed: the security headers send `nosniff`.
 */
function sendRaw(reply: FastifyReply, kind: 'blob' | 'text', answer: unknown): FastifyReply {
  const mediaType = reply.getHeader('content-type');
  if (mediaType === undefined) reply.type(kind === 'blob' ? 'application/octet-stream' : 'text/plain; charset=utf-8');
  return reply.send(
    answer instanceof Uint8Array ? Buffer.from(answer.buffer, answer.byteOffset, answer.length) : answer,
  );
}

function checkedAnswer(schema: AnySchema, answer: unknown, request: FastifyRequest): unknown {
  const checked = v.safeParse(schema, answer);
  if (checked.success) return checked.output;
  request.log.error(
    { endpoint: `${request.method} ${request.url}`, issues: checked.issues.map(describeIssue) },
    'the handler answered something the contract does not allow',
  );
  throw new Error('response does not match the contract');
}

const multipartApps = new WeakSet<FastifyInstance>();

/** Registers @fastify/multipart once per server, when the first multipart endpoint arrives. */
function acceptMultipart(app: FastifyInstance): void {
  if (multipartApps.has(app)) return;
  multipartApps.add(app);
  // Routes are added after the plugins registered before them have loaded, so this is in place for them.
  void app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
}

type MultipartFields = Record<string, unknown>;

/** What a visitor route's handler would find under `db`, were it to look (its type has none). */
const NO_DATABASE = new Proxy({} as Database, {
  get() {
    throw new Error('a visitor route has no database of the router: it is given the visitor functions');
  },
});

const NO_FILES: AsyncIterable<UploadedFile> = { [Symbol.asyncIterator]: async function* () {} };

/**
 * Reads the text fields up to the file part (or the end), then runs `use` with them and the file unread. Whatever
 * `use` leaves unread is drained before the answer goes, so the client is never left sending into a stalled body.
 */
async function withMultipartBody<T>(
  request: FastifyRequest,
  use: (fields: MultipartFields, file: UploadedFile | null, files: AsyncIterable<UploadedFile>) => Promise<T>,
  maxFiles: number,
): Promise<T> {
  if (!request.isMultipart()) throw new ApiFailure(415, UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_MEDIA_TYPE);
  const parts = maxFiles > 1 ? request.parts({ limits: { files: maxFiles, parts: maxFiles + 20 } }) : request.parts();
  let partsDone = false;
  let openFile: Readable | undefined;
  const next = async (): Promise<Multipart | undefined> => {
    if (partsDone) return undefined;
    const step = await parts.next().catch((error: unknown) => {
      throw malformedMultipart(error);
    });
    if (step.done === true) partsDone = true;
    return step.done === true ? undefined : step.value;
  };

  try {
    const fields: MultipartFields = {};
    let part = await next();
    while (part !== undefined && part.type === 'field') {
      if (part.valueTruncated || part.fieldnameTruncated) throw payloadTooLarge();
      const earlier = fields[part.fieldname];
      // A repeated field becomes a list, which the body schema refuses: two values are never guessed between.
      fields[part.fieldname] = earlier === undefined ? part.value : [earlier, part.value].flat();
      part = await next();
    }
    if (part === undefined) return await use(fields, null, NO_FILES);
    const uploaded = (filePart: Multipart & { type: 'file' }, last: boolean): UploadedFile => {
      openFile = filePart.file;
      return {
        fieldName: filePart.fieldname,
        // A part sent without a file name (a browser's empty file input) has none at all.
        fileName: filePart.filename ?? '',
        mediaType: filePart.mimetype ?? '',
        chunks: fileChunks(filePart.file, next, last),
      };
    };
    if (maxFiles <= 1) return await use(fields, uploaded(part, true), NO_FILES);
    const first = part;
    // Each file after the first is asked for once the one before has been read (the parser streams them in order).
    async function* everyFile(): AsyncGenerator<UploadedFile> {
      for (let current: Multipart | undefined = first; current !== undefined; current = await next()) {
        if (current.type !== 'file') throw validationFailure([{ field: current.fieldname, key: FIELD_AFTER_FILE }]);
        const file = uploaded(current, false);
        yield file;
        // A file the handler skipped is read to its end, so the next part can arrive.
        if (openFile !== undefined && !openFile.readableEnded) {
          openFile.resume();
          await finished(openFile);
        }
        if ((openFile as (Readable & { truncated?: boolean }) | undefined)?.truncated === true) throw payloadTooLarge();
      }
    }
    return await use(fields, uploaded(first, false), everyFile());
  } finally {
    await drain(openFile, next);
  }
}

/**
 * The parser's own failures are the client's: a body without its boundary, cut short, or with a part that has no
 * name. Its limit errors already carry their 4xx status; nothing else it throws is the server's fault.
 */
function malformedMultipart(error: unknown): unknown {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (error instanceof ApiFailure || (typeof status === 'number' && status >= 400 && status < 500)) return error;
  return new ApiFailure(400, ErrorCodes.validation, MessageKeys.invalidRequest);
}

async function* fileChunks(
  stream: Readable & { truncated?: boolean },
  next: () => Promise<Multipart | undefined>,
  last: boolean,
): AsyncGenerator<Uint8Array> {
  try {
    // Not destroyed when a handler stops early: drain() reads the rest so the parser can reach the end.
    for await (const chunk of stream.iterator({ destroyOnReturn: false })) yield chunk as Uint8Array;
  } catch (error) {
    throw malformedMultipart(error);
  }
  if (stream.truncated === true) throw payloadTooLarge();
  // With several files allowed, the parts after this one are the files iterator's to read.
  if (!last) return;
  const following = await next();
  if (following !== undefined) throw validationFailure([{ field: following.fieldname, key: FIELD_AFTER_FILE }]);
}

/** Reads and drops what is left of a multipart body. Errors here change nothing: the answer is already decided. */
async function drain(openFile: Readable | undefined, next: () => Promise<Multipart | undefined>): Promise<void> {
  const discard = async (stream: Readable) => {
    if (stream.readableEnded || stream.destroyed) return;
    stream.resume();
    await finished(stream).catch(() => undefined);
  };
  try {
    if (openFile !== undefined) await discard(openFile);
    for (let part = await next(); part !== undefined; part = await next()) {
      if (part.type === 'file') await discard(part.file);
    }
  } catch {
    // A limit error or a cut connection: nothing further to read.
  }
}

/**
 * `{name}` placeholders become Fastify's `:name`. A placeholder may follow text directly (the spec's
 * `admin/lotes{id}`): Fastify takes a parameter after a static prefix within one segment. Text after a
 * placeholder in the same segment is refused: the router would match that text case-sensitively.
 */
export function toFastifyPath(template: string): string {
  const relative = template.replace(/^\/+/, '').replaceAll(':', '::');
  const path = relative.replace(/\{(\w+)\}(?=(.?))/g, (_, name: string, next: string) => {
    if (next !== '' && next !== '/') throw new Error(`${template}: text after {${name}} in one path segment`);
    return `:${name}`;
  });
  return `${API_PREFIX}/${path}`;
}

async function callerOf(
  request: FastifyRequest,
  verifier: TokenVerifier,
  requiresToken: boolean,
): Promise<AccessClaims | undefined> {
  const token = bearerToken(request.headers.authorization);
  if (token === undefined) {
    if (requiresToken) throw unauthorized();
    return undefined;
  }
  let claims: AccessClaims | undefined;
  try {
    claims = await verifier.verifyAccessToken(token);
  } catch (error) {
    // A verifier that cannot decide has not authenticated anyone.
    request.log.warn({ err: error }, 'access token verification failed');
  }
  if (claims === undefined && requiresToken) throw unauthorized();
  return claims;
}

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

function parse(schema: AnySchema | undefined, value: unknown, part: 'params' | 'query' | 'body'): unknown {
  if (schema === undefined) return undefined;
  const nul = pathOfNul(value);
  if (nul !== undefined)
    throw validationFailure([{ ...fieldOf(nul, part), key: MessageKeys.invalidField, params: { expected: 'no NUL' } }]);
  // One issue per field: the first rule it breaks, not every rule after it.
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  if (result.success) return result.output;
  throw validationFailure(result.issues.map((issue) => issueDetail(issue, part)));
}

/**
 * Where the first text holding a NUL character is ('' for the value itself), or undefined. PostgreSQL's text cannot
 * hold one and fails the whole call (22021), so no part of any call gets one past the router. Walked without
 * recursion: a body may nest as deep as its size allows.
 */
function pathOfNul(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) pending.push([child, path === '' ? key : `${path}.${key}`]);
    }
  }
  return undefined;
}

const fieldOf = (path: string, part: 'params' | 'query' | 'body'): { field?: string } =>
  path !== '' ? { field: path } : part === 'body' ? {} : { field: part };

function issueDetail(issue: v.BaseIssue<unknown>, part: 'params' | 'query' | 'body'): ApiErrorDetail {
  const field = v.getDotPath(issue) ?? (part === 'body' ? undefined : part);
  const missing = issue.received === 'undefined';
  return {
    ...(field === undefined ? {} : { field }),
    key: missing ? MessageKeys.requiredField : MessageKeys.invalidField,
    ...(issue.expected === null || missing ? {} : { params: { expected: issue.expected } }),
  };
}

function describeIssue(issue: v.BaseIssue<unknown>): string {
  return `${v.getDotPath(issue) ?? '(answer)'}: ${issue.message}`;
}
