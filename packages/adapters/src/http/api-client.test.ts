import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import {
  ACCESS,
  adminLotContract,
  appLessHeaders,
  appTemplateContract,
  endpoint,
  partnerContract,
  partnerLotContract,
  publicReadingContract,
} from '@tagtrail/contract';
import { PortError } from '@tagtrail/domain';
import { ClientErrorCodes, createApiClient, type ApiClientOptions } from './api-client';

const BASE = 'http://portal.test/api';

type Handler = (request: Request) => Response | Promise<Response>;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fetch that answers from a handler and remembers every request it saw. */
function fakeFetch(handler: Handler) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    // ky releases the body it sent once the call ends; the test keeps its own copy to read.
    requests.push(request.clone());
    return handler(request);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

/** A fetch that never answers until its request is aborted, as a slow server would. */
function hangingFetch() {
  const requests: Request[] = [];
  let arrived!: (request: Request) => void;
  /** Settles with the first request once it reaches fetch. */
  const firstRequest = new Promise<Request>((resolve) => (arrived = resolve));
  const fetch = (input: RequestInfo | URL) => {
    const request = input as Request;
    requests.push(request);
    arrived(request);
    return new Promise<Response>((_, reject) =>
      request.signal.addEventListener('abort', () => reject(request.signal.reason)),
    );
  };
  return { fetch: fetch as typeof globalThis.fetch, requests, firstRequest };
}

afterEach(() => {
  vi.useRealTimers();
});

function client(handler: Handler, options: Partial<ApiClientOptions> = {}) {
  const fake = fakeFetch(handler);
  const api = createApiClient({ baseUrl: BASE, accessToken: () => 'token-1', fetch: fake.fetch, ...options });
  return { api, requests: fake.requests };
}

const upload = endpoint({
  method: 'POST',
  path: 'admin/lotes',
  summary: 'test upload',
  body: v.object({ numero: v.string() }),
  response: v.number(),
  ...ACCESS.admin,
  bodyType: 'multipart',
});

describe('api client', () => {
  it('sends the access token as a bearer authorization header on every call (spec A §6)', async () => {
    let token = 'first';
    const { api, requests } = client(() => json({ id: 3, nome: 'Acme', cnpj: '1' }), { accessToken: () => token });

    await api.call(partnerContract.get, { params: { id: 3 } });
    token = 'renewed';
    await api.call(partnerContract.get, { params: { id: 3 } });

    expect(requests.map((r) => r.headers.get('authorization'))).toEqual(['Bearer first', 'Bearer renewed']);
  });

  it('sends no authorization header before sign-in', async () => {
    const { api, requests } = client(() => json({ id: 3, nome: 'Acme', cnpj: '1' }), { accessToken: () => undefined });

    await api.call(partnerContract.get, { params: { id: 3 } });

    expect(requests[0]?.headers.has('authorization')).toBe(false);
  });

  it('fills the path template under the API prefix and answers the checked response', async () => {
    const { api, requests } = client(() => json({ id: 3, nome: 'Acme', cnpj: '12.345.678/0001-95' }));

    const partner = await api.call(partnerContract.get, { params: { id: 3 } });

    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url).toBe(`${BASE}/parceiro/3`);
    expect(partner).toEqual({ id: 3, nome: 'Acme', cnpj: '12.345.678/0001-95' });
  });

  it('sends the list query in the wire names', async () => {
    const { api, requests } = client(() => json({ dataRecords: [], countRecords: 0 }));

    await api.call(partnerContract.list, { query: { page: '2', records: '25', query: 'acme', sort: undefined } });

    const url = new URL(requests[0]?.url ?? '');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '2', records: '25', query: 'acme' });
  });

  it('sends a JSON body and reads a bare number answer', async () => {
    const { api, requests } = client(() => json(31, 201));

    const id = await api.call(partnerContract.create, { body: { nome: 'Acme', cnpj: '1' } });

    expect(id).toBe(31);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.headers.get('content-type')).toContain('application/json');
    expect(await requests[0]?.json()).toEqual({ nome: 'Acme', cnpj: '1' });
  });

  it('answers undefined for an endpoint without a response body', async () => {
    const { api, requests } = client(() => new Response(null, { status: 204 }));

    await expect(api.call(partnerContract.remove, { params: { id: 4 } })).resolves.toBeUndefined();
    expect(requests[0]?.method).toBe('DELETE');
  });

  it('sends a multipart body as it is, fields and files', async () => {
    const { api, requests } = client(() => json(12));
    const form = new FormData();
    form.set('numero', 'PO-1');
    form.set('arquivo', new Blob(['tag1;key1\n'], { type: 'text/csv' }), 'tags.csv');

    await expect(api.call(upload, { body: form })).resolves.toBe(12);

    expect(requests[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const sent = await requests[0]?.formData();
    expect(sent?.get('numero')).toBe('PO-1');
    expect(await (sent?.get('arquivo') as Blob).text()).toBe('tag1;key1\n');
  });

  describe('paths, headers and answer types', () => {
    it('sends a spec path written with a leading slash under the API prefix', async () => {
      const { api, requests } = client(() => json({ serial: 'A1' }));

      await api.call(publicReadingContract.read, {
        body: { code: 'https://tags.test/t/A1', latitude: -23.5, logintude: -46.6 },
        headers: appLessHeaders('aurora-001'),
      });

      expect(requests[0]?.url).toBe(`${BASE}/appless/leituras`);
    });

    it("sends the endpoint's own headers with the bearer token", async () => {
      const { api, requests } = client(() => json({}));

      await api.call(publicReadingContract.read, {
        body: { code: 'https://tags.test/t/A1', latitude: 0, logintude: 0 },
        headers: appLessHeaders('aurora-001'),
      });

      expect(requests[0]?.headers.get('tenant-id')).toBe('aurora-001');
      expect(requests[0]?.headers.get('app-version')).toMatch(/^\d+\.\d+\.\d+$/);
      expect(requests[0]?.headers.get('authorization')).toBe('Bearer token-1');
    });

    it('fills a placeholder joined straight to text (spec A §7: PUT admin/lotes{id})', async () => {
      const { api, requests } = client(() => json(7));

      await api.call(adminLotContract.update, {
        params: { id: 7 },
        body: {
          parceiroId: 1,
          clienteId: null,
          produtoId: null,
          numero: 'PED-1',
          quantidade: 10,
          tipo: 2,
          appless: false,
        },
      });

      expect(requests[0]?.method).toBe('PUT');
      expect(requests[0]?.url).toBe(`${BASE}/admin/lotes7`);
    });

    it('reads a text answer as a string (the QR code download)', async () => {
      const { api, requests } = client(
        () => new Response('qr-0001\nqr-0002\n', { headers: { 'content-type': 'text/plain; charset=utf-8' } }),
      );

      const text = await api.call(partnerLotContract.downloadQrCodes, { params: { id: 4 } });

      expect(text).toBe('qr-0001\nqr-0002\n');
      expect(requests[0]?.url).toBe(`${BASE}/areaparceiro/lotes/4/tags`);
      expect(requests[0]?.headers.get('accept')).toContain('text/plain');
    });

    it('reads a file answer as its bytes (the app template zip)', async () => {
      const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff]);
      const { api, requests } = client(() => new Response(zip, { headers: { 'content-type': 'application/zip' } }));

      const bytes = await api.call(appTemplateContract.download, { params: { id: 3, tenantId: 'aurora-001' } });

      expect(bytes).toBeInstanceOf(Uint8Array);
      expect([...bytes]).toEqual([...zip]);
      expect(requests[0]?.url).toBe(`${BASE}/areaparceiro/clientes/3/aplicativos/aurora-001/templates`);
    });
  });

  describe('failures', () => {
    it('hands on the details of a refusal: each field or line, its key and parameters', async () => {
      const details = [
        { field: 'file', key: 'TAG_FILE_INVALID', params: { badLineCount: 2, listedBadLines: 2, lineCount: 5 } },
        { line: 2, field: 'visualKey', key: 'MISSING_FIELD' },
        { line: 4, field: 'tagId', key: 'DUPLICATE_TAG_ID', params: { firstLine: 1 } },
      ];
      const { api } = client(() =>
        json({ status: 400, error: 'VALIDATION', message: 'TAG_FILE_INVALID', details }, 400),
      );

      const error = await api.call(partnerContract.create, { body: { nome: 'a', cnpj: 'b' } }).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(PortError);
      expect(error).toMatchObject({ status: 400, code: 'VALIDATION', messageKey: 'TAG_FILE_INVALID', details });
    });

    it('keeps the status, code and key of a refusal whose details are malformed, and drops the details', async () => {
      const { api } = client(() =>
        json({ status: 400, error: 'VALIDATION', message: 'REQUIRED_FIELD_MESSAGE', details: [{ line: 'x' }] }, 400),
      );

      const error = await api.call(partnerContract.create, { body: { nome: 'a', cnpj: 'b' } }).catch((e: unknown) => e);

      expect(error).toMatchObject({ status: 400, code: 'VALIDATION', messageKey: 'REQUIRED_FIELD_MESSAGE' });
      expect((error as PortError).details).toBeUndefined();
    });

    it('turns an error body into a PortError with its status, error code and message key (spec A §8)', async () => {
      const { api } = client(() => json({ status: 409, error: 1, message: 'PARTNER_IN_USE' }, 409));

      const error = await api.call(partnerContract.remove, { params: { id: 4 } }).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(PortError);
      expect(error).toMatchObject({ status: 409, code: 1, messageKey: 'PARTNER_IN_USE' });
    });

    it('turns an answer that is not our error shape into a PortError with the status alone', async () => {
      const { api } = client(() => new Response('<h1>Bad gateway</h1>', { status: 502 }), { retryLimit: 0 });

      const error = await api.call(partnerContract.get, { params: { id: 4 } }).catch((e: unknown) => e);

      expect(error).toMatchObject({ status: 502, code: undefined, messageKey: undefined });
    });

    it('tells the shell about a 401 and still rejects', async () => {
      const onUnauthorized = vi.fn();
      const { api } = client(() => json({ status: 401, error: 'UNAUTHORIZED', message: 'UNAUTHORIZED' }, 401), {
        onUnauthorized,
      });

      await expect(api.call(partnerContract.get, { params: { id: 1 } })).rejects.toMatchObject({ status: 401 });
      expect(onUnauthorized).toHaveBeenCalledOnce();
    });

    it('refuses an answer that does not match the contract', async () => {
      const { api } = client(() => json({ id: '3', name: 'wrong names' }));

      const error = await api.call(partnerContract.get, { params: { id: 3 } }).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(PortError);
      expect(error).toMatchObject({ status: 200, code: ClientErrorCodes.invalidResponse });
      expect((error as PortError).cause).toBeInstanceOf(v.ValiError);
    });

    it('refuses an answer that is not JSON', async () => {
      const { api } = client(() => new Response('not json', { status: 200 }));

      await expect(api.call(partnerContract.create, { body: { nome: 'a', cnpj: 'b' } })).rejects.toMatchObject({
        code: ClientErrorCodes.invalidResponse,
      });
    });

    it('turns a network failure into a PortError with status 0', async () => {
      const { api } = client(() => Promise.reject(new TypeError('fetch failed')), { retryLimit: 0 });

      const error = await api.call(partnerContract.get, { params: { id: 1 } }).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(PortError);
      expect(error).toMatchObject({ status: 0, code: ClientErrorCodes.network });
    });

    it('turns a call that takes too long into a PortError with status 0', async () => {
      // The timeout runs on the test's clock (ky times a call with setTimeout).
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const timeoutMs = 10_000;
      const fake = hangingFetch();
      const api = createApiClient({ baseUrl: BASE, accessToken: () => undefined, fetch: fake.fetch, timeoutMs });

      let settled = false;
      const answer = api.call(partnerContract.get, { params: { id: 1 } });
      answer.then(
        () => (settled = true),
        () => (settled = true),
      );
      await fake.firstRequest;
      await vi.advanceTimersByTimeAsync(timeoutMs - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);

      await expect(answer).rejects.toMatchObject({
        status: 0,
        code: ClientErrorCodes.timeout,
      });
      expect(fake.requests).toHaveLength(1);
    });
  });

  describe('abort', () => {
    it('aborts the request and rethrows the abort, not a PortError', async () => {
      const fake = hangingFetch();
      const api = createApiClient({ baseUrl: BASE, accessToken: () => undefined, fetch: fake.fetch });
      const controller = new AbortController();

      const answer = api.call(partnerContract.list, { query: {}, signal: controller.signal });
      await fake.firstRequest;
      expect(fake.requests).toHaveLength(1);
      controller.abort();

      const error = await answer.catch((e: unknown) => e);
      expect(error).not.toBeInstanceOf(PortError);
      expect((error as Error).name).toBe('AbortError');
      expect(fake.requests[0]?.signal.aborted).toBe(true);
    });

    it('follows a cancellation that is not an AbortSignal', async () => {
      const fake = hangingFetch();
      const api = createApiClient({ baseUrl: BASE, accessToken: () => undefined, fetch: fake.fetch });
      const listeners: (() => void)[] = [];
      const cancellation = {
        aborted: false,
        addEventListener: (_: 'abort', listener: () => void) => listeners.push(listener),
        removeEventListener: () => undefined,
      };

      const answer = api.call(partnerContract.list, { signal: cancellation });
      await fake.firstRequest;
      expect(fake.requests).toHaveLength(1);
      listeners.forEach((listener) => listener());

      await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    });
  });

  describe('retries', () => {
    it('retries a read the gateway could not serve', async () => {
      let attempts = 0;
      const { api } = client(
        () => (++attempts === 1 ? new Response('', { status: 503 }) : json({ id: 1, nome: 'A', cnpj: '1' })),
        { retryLimit: 1 },
      );

      await expect(api.call(partnerContract.get, { params: { id: 1 } })).resolves.toMatchObject({ id: 1 });
      expect(attempts).toBe(2);
    });

    it('never retries a call that changes data', async () => {
      const { api, requests } = client(() => new Response('', { status: 503 }), { retryLimit: 2 });

      await expect(api.call(partnerContract.create, { body: { nome: 'a', cnpj: 'b' } })).rejects.toMatchObject({
        status: 503,
      });
      expect(requests).toHaveLength(1);
    });

    it('never retries a refusal', async () => {
      const { api, requests } = client(() => json({ status: 404, error: 'NOT_FOUND', message: 'NOT_FOUND' }, 404));

      await expect(api.call(partnerContract.get, { params: { id: 9 } })).rejects.toMatchObject({ status: 404 });
      expect(requests).toHaveLength(1);
    });
  });

  it('never retries a read the server asks the user to wait for (429): the user is told at once', async () => {
    const { api, requests } = client(
      () =>
        new Response(JSON.stringify({ status: 429, error: 'TOO_MANY_CODE_ATTEMPTS', message: 'wait' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '60' },
        }),
      { retryLimit: 2 },
    );

    await expect(api.call(partnerContract.get, { params: { id: 9 } })).rejects.toMatchObject({ status: 429 });
    expect(requests).toHaveLength(1);
  });
});

describe('a whole list as one stream (allRecords)', () => {
  const partnerRow = (id: number) => ({ id, nome: `Parceiro ${id}`, cnpj: '11222333000181' });

  /** A stream answer whose text arrives in the pieces given, cut anywhere, even inside a line. */
  function ndjson(pieces: readonly string[], fail?: Error): Response {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(encoder.encode(piece));
        if (fail) controller.error(fail);
        else controller.close();
      },
    });
    return new Response(body, { headers: { 'content-type': 'application/x-ndjson' } });
  }

  async function collect<T>(rows: AsyncIterable<T>): Promise<T[]> {
    const read: T[] = [];
    for await (const row of rows) read.push(row);
    return read;
  }

  it('asks for the record stream with the list query and reads each line as a checked row', async () => {
    const text = [1, 2, 3].map((id) => JSON.stringify(partnerRow(id))).join('\n') + '\n';
    const { api, requests } = client(() => ndjson([text.slice(0, 17), text.slice(17, 60), text.slice(60)]));
    const rows = await collect(
      api.allRecords(partnerContract.list, { query: { page: '1', records: '10', query: 'Açaí' } }),
    );
    expect(rows).toEqual([partnerRow(1), partnerRow(2), partnerRow(3)]);
    expect(requests[0]?.headers.get('accept')).toBe('application/x-ndjson');
    expect(new URL(requests[0]?.url ?? '').searchParams.get('query')).toBe('Açaí');
  });

  it('fails on a row off the contract, and on a stream cut midway, never passing a short list for the whole', async () => {
    const bad = client(() => ndjson([`${JSON.stringify(partnerRow(1))}\n{"id":"x"}\n`]));
    await expect(collect(bad.api.allRecords(partnerContract.list))).rejects.toMatchObject({
      code: ClientErrorCodes.invalidResponse,
    });
    const cut = client(() => ndjson([`${JSON.stringify(partnerRow(1))}\n`], new TypeError('terminated')));
    await expect(collect(cut.api.allRecords(partnerContract.list))).rejects.toMatchObject({
      status: 0,
      code: ClientErrorCodes.network,
    });
  });

  it('answers a refusal as a PortError, as a page call does', async () => {
    const { api } = client(() => json({ status: 403, error: 'FORBIDDEN', message: 'FORBIDDEN' }, 403));
    await expect(collect(api.allRecords(partnerContract.list))).rejects.toMatchObject({ status: 403 });
  });

  it('refuses an endpoint that is not a paged list', async () => {
    const { api } = client(() => json({}));
    await expect(collect(api.allRecords(partnerContract.get, { params: { id: 1 } }))).rejects.toThrow(
      'is not a paged list',
    );
  });
});
