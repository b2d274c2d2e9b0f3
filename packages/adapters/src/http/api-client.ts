/**
 * The one HTTP client of the portal: calls a contract endpoint, sends the bearer token (spec A §6), checks the
 * answer against the endpoint's response schema, and turns every failure into the domain's PortError.
 */
import ky, { isHTTPError, isTimeoutError, type KyInstance, type Options } from 'ky';
import * as v from 'valibot';
import {
  ApiErrorSchema,
  buildPath,
  pagedRowSchema,
  RECORD_STREAM_MEDIA_TYPE,
  relativePath,
  type BodyOf,
  type Endpoint,
  type HeadersOf,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type ResponseType,
} from '@tagtrail/contract';
import { PortError, type Cancellation, type PortErrorDetail } from '@tagtrail/domain';
import { toAbortSignal } from './abort-signal';
import { UploadFailure, uploadWithProgress, type UploadProgress } from './upload';

export interface ApiClientOptions {
  /** Where the API lives; paths in the contract are relative to it (spec A §7: the API prefix /api). */
  readonly baseUrl?: string;
  /** The current access token; read on every attempt so a silently renewed token is used at once. */
  readonly accessToken: () => string | undefined;
  /** Told when the server answers 401, so the shell can send the user to sign in again. */
  readonly onUnauthorized?: () => void;
  /** Replaces the global fetch (tests). */
  readonly fetch?: typeof fetch;
  /**
   * Retries of a GET after a network failure or a 408/502/503/504; other methods are never retried. A 429 is not
   * retried: this server answers it only when the user must wait (too many wrong codes or passwords), which the user
   * is told at once rather than kept waiting for its Retry-After.
   */
  readonly retryLimit?: number;
  /** Milliseconds before a call gives up; multipart uploads never time out. */
  readonly timeoutMs?: number;
  /**
   * Makes the XMLHttpRequest of an upload that reports progress (tests); the browser's by default. Where there is
   * none (Node), such an upload goes by fetch and reports no progress.
   */
  readonly createXhr?: () => XMLHttpRequest;
}

export interface CallOptions<E extends Endpoint> {
  readonly params?: ParamsOf<E>;
  readonly query?: QueryOf<E>;
  /** JSON for ordinary endpoints; a FormData (fields and files) for `bodyType: 'multipart'` ones. */
  readonly body?: BodyOf<E> | FormData;
  /** Values of the endpoint's own `headers` (e.g. the app-less reading's tenant id and app version). */
  readonly headers?: HeadersOf<E>;
  readonly signal?: Cancellation;
  /**
   * Upload progress of a multipart body, as its bytes leave. Such a call goes by XMLHttpRequest, whose
   * `upload.onprogress` works on any HTTP version (fetch reports upload progress only with streamed request
   * bodies, which need HTTP/2). Where XMLHttpRequest is missing (Node) the call goes by fetch and reports nothing.
   */
  readonly onUploadProgress?: (progress: UploadProgress) => void;
}

/** A row of a paged list endpoint's answer. */
export type RowOf<E extends Endpoint> =
  ResponseOf<E> extends { readonly dataRecords: readonly (infer Row)[] } ? Row : never;

export interface ApiClient {
  call<E extends Endpoint>(endpoint: E, options?: CallOptions<E>): Promise<ResponseOf<E>>;
  /**
   * Every row of a paged list endpoint — the whole filtered, sorted list, whatever the query's page — read as the
   * server streams it (one record a line), each checked against the contract as it arrives. A cut stream fails.
   */
  allRecords<E extends Endpoint>(
    endpoint: E,
    options?: Pick<CallOptions<E>, 'params' | 'query' | 'signal'>,
  ): AsyncIterable<RowOf<E>>;
}

/** Codes the client itself puts in a PortError when the server gave none. */
export const ClientErrorCodes = {
  /** No answer: the network failed or the server is down (status 0). */
  network: 'NETWORK',
  /** No answer in time (status 0). */
  timeout: 'TIMEOUT',
  /** The answer does not match the contract: a bug on one side, never the user's fault. */
  invalidResponse: 'INVALID_RESPONSE',
} as const;

const DEFAULT_BASE_URL = '/api';
const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_RETRY_LIMIT = 2;

// The error body is read loosely: a proxy's or gateway's error page must still become a PortError.
const ErrorBodySchema = v.looseObject({
  error: v.optional(v.union([v.number(), v.string()])),
  message: v.optional(v.string()),
});
// The details are read on their own, so a malformed list loses only itself, never the status, code and key.
const ErrorDetailsSchema = v.nonOptional(ApiErrorSchema.entries.details);

/** What each answer type asks the server for. */
const ACCEPT: Readonly<Record<ResponseType, string>> = {
  json: 'application/json',
  text: 'text/plain, */*;q=0.5',
  blob: '*/*',
};

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? DEFAULT_BASE_URL;
  const createXhr =
    options.createXhr ?? (typeof XMLHttpRequest === 'function' ? () => new XMLHttpRequest() : undefined);
  const http: KyInstance = ky.create({
    prefixUrl: baseUrl,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retry: {
      limit: options.retryLimit ?? DEFAULT_RETRY_LIMIT,
      // Only reads are retried: a POST that reached the server before the network dropped must not run twice.
      methods: ['get'],
      statusCodes: [408, 502, 503, 504],
    },
    headers: { accept: ACCEPT.json },
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    hooks: {
      beforeRequest: [
        (request) => {
          const token = options.accessToken();
          if (token) request.headers.set('authorization', `Bearer ${token}`);
        },
      ],
    },
  });

  async function call<E extends Endpoint>(endpoint: E, callOptions: CallOptions<E> = {}): Promise<ResponseOf<E>> {
    const signal = toAbortSignal(callOptions.signal);
    // Some spec paths carry a leading slash (`/appless/leituras`); under the API prefix they mean the same call.
    const path = relativePath(
      buildPath(endpoint.path, callOptions.params as Record<string, string | number> | undefined),
    );
    const headers = { ...toHeaders(callOptions.headers), accept: ACCEPT[endpoint.responseType ?? 'json'] };
    const searchParams = toSearchParams(callOptions.query);
    const { body, onUploadProgress } = callOptions;

    if (body instanceof FormData && onUploadProgress !== undefined && createXhr !== undefined) {
      const token = options.accessToken();
      let response: Response;
      try {
        response = await uploadWithProgress(
          {
            method: endpoint.method,
            url: urlOf(baseUrl, path, searchParams),
            headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
            body,
            onProgress: onUploadProgress,
            ...(signal === undefined ? {} : { signal }),
          },
          createXhr,
        );
      } catch (error) {
        throw await toPortError(error, signal, options.onUnauthorized);
      }
      if (!response.ok) throw await httpFailure(response, options.onUnauthorized, undefined);
      return readAnswer(endpoint, response);
    }

    const request: Options = { method: endpoint.method.toLowerCase(), headers };
    if (signal !== undefined) request.signal = signal;
    if (searchParams !== undefined) request.searchParams = searchParams;
    if (body instanceof FormData) {
      // The browser sets the multipart boundary itself; an upload may take longer than any timeout we pick.
      request.body = body;
      request.timeout = false;
    } else if (body !== undefined) {
      request.json = body;
    }
    // ky's own onUploadProgress is left alone on purpose: it streams the body, which HTTP/1.1 refuses.

    let response: Response;
    try {
      response = await http(path, request);
    } catch (error) {
      throw await toPortError(error, signal, options.onUnauthorized);
    }
    return readAnswer(endpoint, response);
  }

  async function* allRecords<E extends Endpoint>(
    endpoint: E,
    callOptions: Pick<CallOptions<E>, 'params' | 'query' | 'signal'> = {},
  ): AsyncGenerator<RowOf<E>> {
    const rowSchema = pagedRowSchema(endpoint);
    if (rowSchema === undefined) throw new TypeError(`${endpoint.method} ${endpoint.path} is not a paged list`);
    const signal = toAbortSignal(callOptions.signal);
    const path = relativePath(
      buildPath(endpoint.path, callOptions.params as Record<string, string | number> | undefined),
    );
    const request: Options = { method: 'get', headers: { accept: RECORD_STREAM_MEDIA_TYPE } };
    if (signal !== undefined) request.signal = signal;
    const searchParams = toSearchParams(callOptions.query);
    if (searchParams !== undefined) request.searchParams = searchParams;
    let response: Response;
    try {
      response = await http(path, request);
    } catch (error) {
      throw await toPortError(error, signal, options.onUnauthorized);
    }
    if (response.body === null) throw invalidResponse(response.status, new Error('no body'));
    const row = (line: string): RowOf<E> => {
      let record: unknown;
      try {
        record = JSON.parse(line);
      } catch (error) {
        throw invalidResponse(response.status, error);
      }
      const parsed = v.safeParse(rowSchema, record);
      if (!parsed.success) throw invalidResponse(response.status, new v.ValiError(parsed.issues));
      return parsed.output as RowOf<E>;
    };
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let rest = '';
    try {
      for (;;) {
        let chunk: ReadableStreamReadResult<string>;
        try {
          chunk = await reader.read();
        } catch (error) {
          // The server cuts a stream that fails midway: a short list must never pass for the whole one.
          throw await toPortError(error, signal);
        }
        if (chunk.done) break;
        const lines = (rest + chunk.value).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) if (line !== '') yield row(line);
      }
      if (rest !== '') yield row(rest);
    } finally {
      // A reader that stops early (an export cancelled) lets the server stop reading pages.
      await reader.cancel().catch(() => undefined);
    }
  }

  return { call, allRecords };
}

/** The URL ky would build from its prefix, a relative path and the query: the upload path needs the same one. */
function urlOf(baseUrl: string, path: string, searchParams: Record<string, string> | undefined): string {
  const prefix = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const query = searchParams === undefined ? '' : new URLSearchParams(searchParams).toString();
  return `${prefix}${path}${query === '' ? '' : `?${query}`}`;
}

function toHeaders(values: unknown): Record<string, string> {
  if (values === undefined || values === null) return {};
  return Object.fromEntries(
    Object.entries(values as Record<string, unknown>)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([name, value]) => [name.toLowerCase(), String(value)]),
  );
}

function toSearchParams(query: unknown): Record<string, string> | undefined {
  if (query === undefined || query === null) return undefined;
  const entries = Object.entries(query as Record<string, unknown>).filter(
    ([, value]) => value !== undefined && value !== null,
  );
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

async function readAnswer<E extends Endpoint>(endpoint: E, response: Response): Promise<ResponseOf<E>> {
  if (endpoint.response === undefined) {
    await response.body?.cancel();
    return undefined as ResponseOf<E>;
  }
  let answer: unknown;
  switch (endpoint.responseType ?? 'json') {
    case 'text':
      answer = await response.text();
      break;
    case 'blob':
      answer = new Uint8Array(await response.arrayBuffer());
      break;
    case 'json': {
      const text = await response.text();
      try {
        answer = text === '' ? undefined : JSON.parse(text);
      } catch (error) {
        throw invalidResponse(response.status, error);
      }
    }
  }
  const parsed = v.safeParse(endpoint.response, answer);
  if (!parsed.success) throw invalidResponse(response.status, new v.ValiError(parsed.issues));
  return parsed.output as ResponseOf<E>;
}

function invalidResponse(status: number, cause: unknown): PortError {
  const error = new PortError(status, ClientErrorCodes.invalidResponse, undefined);
  error.cause = cause;
  return error;
}

async function toPortError(error: unknown, signal: AbortSignal | undefined, onUnauthorized?: () => void) {
  // An abort is not a failure: whoever aborted is no longer waiting, and must be able to tell.
  if (signal?.aborted || isAbortError(error)) return error;
  if (isHTTPError(error)) return httpFailure(error.response, onUnauthorized, error);
  const timedOut = isTimeoutError(error) || (error instanceof UploadFailure && error.reason === 'timeout');
  const portError = new PortError(0, timedOut ? ClientErrorCodes.timeout : ClientErrorCodes.network, undefined);
  portError.cause = error;
  return portError;
}

/** A non-2xx answer as a PortError: status, the body's error code, message key and details (spec A §8). */
async function httpFailure(response: Response, onUnauthorized: (() => void) | undefined, cause: unknown) {
  const { status } = response;
  const body = await readErrorBody(response);
  if (status === 401) onUnauthorized?.();
  const portError = new PortError(status, body?.error, body?.message, body?.details);
  portError.cause = cause ?? new Error(`HTTP ${status}`);
  return portError;
}

async function readErrorBody(response: Response) {
  let json: unknown;
  try {
    json = JSON.parse(await response.text());
  } catch {
    return undefined;
  }
  const parsed = v.safeParse(ErrorBodySchema, json);
  if (!parsed.success) return undefined;
  const details = v.safeParse(ErrorDetailsSchema, parsed.output.details);
  return { ...parsed.output, details: details.success ? toDetails(details.output) : undefined };
}

function toDetails(details: v.InferOutput<typeof ErrorDetailsSchema>): PortErrorDetail[] {
  return details.map(({ field, line, key, params }) => ({
    key,
    ...(field === undefined ? {} : { field }),
    ...(line === undefined ? {} : { line }),
    ...(params === undefined ? {} : { params }),
  }));
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
