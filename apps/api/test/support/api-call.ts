/** Calls the running server as the portal does: a bearer token, a JSON (or multipart) body, the JSON answer read. */

export interface ApiRequest {
  readonly method?: string;
  /** The bearer token; null sends none. Absent: the caller's default. */
  readonly token?: string | null;
  /** Sent as JSON, or as it is when it is FormData (multipart). */
  readonly body?: unknown;
  /** Sent as it is with the JSON content type (malformed JSON, say). */
  readonly rawBody?: string;
}

/** The status and the body read as JSON (undefined when empty). */
export interface ApiAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** The request sent, the response as it came (for its headers). */
export function sendApi(url: string, request: ApiRequest = {}, defaultToken: string | null = null): Promise<Response> {
  const { method = 'GET', body, rawBody } = request;
  const token = request.token === undefined ? defaultToken : request.token;
  const headers: Record<string, string> = {};
  if (token !== null) headers.authorization = `Bearer ${token}`;
  if (body instanceof FormData) return fetch(url, { method, headers, body });
  if (body !== undefined || rawBody !== undefined) headers['content-type'] = 'application/json';
  return fetch(url, { method, headers, body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)) });
}

/** A JSON answer read as JSON, text as text, and a file (a zip) as its bytes. */
export async function answerOf(response: Response): Promise<ApiAnswer> {
  const mediaType = response.headers.get('content-type') ?? '';
  if (!/json|^text\//.test(mediaType) && mediaType !== '')
    return { status: response.status, body: new Uint8Array(await response.arrayBuffer()) };
  const text = await response.text();
  if (text === '') return { status: response.status, body: undefined };
  return { status: response.status, body: mediaType.includes('json') ? (JSON.parse(text) as unknown) : text };
}

/** The request sent, its answer read. */
export async function callApi(url: string, request?: ApiRequest, defaultToken?: string | null): Promise<ApiAnswer> {
  return answerOf(await sendApi(url, request, defaultToken));
}
