/**
 * The one HTTP client of the portal: calls a contract endpoint, sends the bearer token (spec A §6), checks the
 * answer against the endpoint's response schema, and turns every failure into the domain's PortError.
 */
import ky, { isHTTPError, isTimeoutError, type KyInstance, type Options } from 'ky';
import * as v from 'valibot';
import {
  buildPath,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@tagtrail/contract';
import { PortError, type Cancellation } from '@tagtrail/domain';
import { toAbortSignal } from './abort-signal';

export interface ApiClientOptions {
  /** Where the API lives; paths in the contract are relative to it (spec A §7: the API prefix /api). */
  readonly baseUrl?: string;
  /** The current access token; read on every attempt so a silently renewed token is used at once. */
  readonly accessToken: () => string | undefined;
  /** Told when the server answers 401, so the shell can send the user to sign in again. */
  readonly onUnauthorized?: () => void;
  /** Replaces the global fetch (tests). */
  readonly fetch?: typeof fetch;
  /** Retries of a GET after a network failure or a 408/429/502/503/504; other methods are never retried. */
  readonly retryLimit?: number;
  /** Milliseconds before a call gives up; multipart uploads never time out. */
  readonly timeoutMs?: number;
}

export interface UploadProgress {
  /** From 0 to 1. */
  readonly percent: number;
  readonly transferredBytes: number;
  /** 0 when the size is unknown. */
  readonly totalBytes: number;
}

export interface CallOptions<E extends Endpoint> {
  readonly params?: ParamsOf<E>;
  readonly query?: QueryOf<E>;
  /** JSON for ordinary endpoints; a FormData (fields and files) for `bodyType: 'multipart'` ones. */
  readonly body?: BodyOf<E> | FormData;
  readonly signal?: Cancellation;
  /**
   * Upload progress for large multipart bodies. The seam is here; it needs request streams (Chromium over
   * HTTP/2 today), so a view must treat it as a hint and not rely on it being called.
   */
  readonly onUploadProgress?: (progress: UploadProgress) => void;
}

export interface ApiClient {
  call<E extends Endpoint>(endpoint: E, options?: CallOptions<E>): Promise<ResponseOf<E>>;
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

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http: KyInstance = ky.create({
    prefixUrl: options.baseUrl ?? DEFAULT_BASE_URL,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retry: {
      limit: options.retryLimit ?? DEFAULT_RETRY_LIMIT,
      // Only reads are retried: a POST that reached the server before the network dropped must not run twice.
      methods: ['get'],
      statusCodes: [408, 429, 502, 503, 504],
    },
    headers: { accept: 'application/json' },
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
    const path = buildPath(endpoint.path, callOptions.params as Record<string, string | number> | undefined);
    const request: Options = { method: endpoint.method.toLowerCase() };
    if (signal !== undefined) request.signal = signal;
    const searchParams = toSearchParams(callOptions.query);
    if (searchParams !== undefined) request.searchParams = searchParams;
    if (callOptions.body instanceof FormData) {
      // The browser sets the multipart boundary itself; an upload may take longer than any timeout we pick.
      request.body = callOptions.body;
      request.timeout = false;
    } else if (callOptions.body !== undefined) {
      request.json = callOptions.body;
    }
    if (callOptions.onUploadProgress !== undefined) {
      const report = callOptions.onUploadProgress;
      request.onUploadProgress = ({ percent, transferredBytes, totalBytes }) =>
        report({ percent, transferredBytes, totalBytes });
    }

    let response: Response;
    try {
      response = await http(path, request);
    } catch (error) {
      throw await toPortError(error, signal, options.onUnauthorized);
    }
    return readAnswer(endpoint, response);
  }

  return { call };
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
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch (error) {
    throw invalidResponse(response.status, error);
  }
  const parsed = v.safeParse(endpoint.response, json);
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
  if (isHTTPError(error)) {
    const { status } = error.response;
    const body = await readErrorBody(error.response);
    if (status === 401) onUnauthorized?.();
    const portError = new PortError(status, body?.error, body?.message);
    portError.cause = error;
    return portError;
  }
  const portError = new PortError(
    0,
    isTimeoutError(error) ? ClientErrorCodes.timeout : ClientErrorCodes.network,
    undefined,
  );
  portError.cause = error;
  return portError;
}

async function readErrorBody(response: Response) {
  try {
    const parsed = v.safeParse(ErrorBodySchema, JSON.parse(await response.text()));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
