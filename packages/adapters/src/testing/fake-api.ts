// Tests only: the real API client over a fetch that answers like the server and keeps what each request sent.
import { createApiClient, type ApiClient, type ApiClientOptions } from '../http/api-client';

export const TEST_BASE_URL = 'http://portal.test/api';

export interface SentRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: Headers;
  /** JSON parsed, a multipart form's entries (files as File), or undefined for none. */
  readonly body: unknown;
}

/** `answer` gives the body to answer (undefined: 204); `status` its status. */
export function apiAnswering(
  answer: (request: Request) => unknown,
  status = 200,
  options: Partial<ApiClientOptions> = {},
): { api: ApiClient; requests: SentRequest[] } {
  const requests: SentRequest[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const request = input as Request;
    // As fetch does: an aborted request never reaches the server.
    if (request.signal.aborted) throw request.signal.reason;
    requests.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: await bodyOf(request.clone()),
    });
    const body = answer(request);
    return body === undefined
      ? new Response(null, { status: 204 })
      : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  const api = createApiClient({
    baseUrl: TEST_BASE_URL,
    accessToken: () => 't',
    fetch: fetch as typeof globalThis.fetch,
    retryLimit: 0,
    ...options,
  });
  return { api, requests };
}

async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return [...(await request.formData()).entries()];
  const text = await request.text();
  return text === '' ? undefined : JSON.parse(text);
}
