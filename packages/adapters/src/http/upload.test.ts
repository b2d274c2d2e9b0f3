import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { ACCESS, endpoint } from '@tagtrail/contract';
import { PortError } from '@tagtrail/domain';
import { ClientErrorCodes, createApiClient, type ApiClientOptions } from './api-client';
import type { UploadProgress } from './upload';
import { FakeXhrs } from '../testing/fake-xhr';

const BASE = 'http://portal.test/api';

const upload = endpoint({
  method: 'POST',
  path: '/admin/lotes',
  summary: 'test upload',
  body: v.object({ numero: v.string() }),
  response: v.number(),
  ...ACCESS.admin,
  bodyType: 'multipart',
});

function uploadClient(options: Partial<ApiClientOptions> = {}) {
  const xhrs = new FakeXhrs();
  const fetch = vi.fn(() => Promise.reject(new Error('an upload with progress must not go by fetch')));
  const api = createApiClient({
    baseUrl: BASE,
    accessToken: () => 'token-1',
    fetch: fetch as unknown as typeof globalThis.fetch,
    createXhr: xhrs.create,
    ...options,
  });
  return { api, xhrs: xhrs.made, sent: (index?: number) => xhrs.sent(index), fetch };
}

function lotForm(): FormData {
  const form = new FormData();
  form.set('numero', 'PED-1');
  form.set('file', new Blob(['04A1B2;K1\n04A1B3;K2\n'], { type: 'text/csv' }), 'tags.csv');
  return form;
}

describe('uploads with progress (XMLHttpRequest)', () => {
  it('sends the multipart form as it is, with the bearer token, to the path under the API prefix', async () => {
    const { api, xhrs, sent, fetch } = uploadClient();
    const form = lotForm();

    const answer = api.call(upload, { body: form, onUploadProgress: () => undefined });
    await sent(0);
    xhrs[0]?.respond(201, 12);

    await expect(answer).resolves.toBe(12);
    expect(xhrs[0]).toMatchObject({ method: 'POST', url: `${BASE}/admin/lotes` });
    expect(xhrs[0]?.body).toBe(form);
    expect(xhrs[0]?.requestHeaders).toMatchObject({ authorization: 'Bearer token-1', accept: 'application/json' });
    // The browser writes the multipart content type with its boundary.
    expect(xhrs[0]?.requestHeaders['content-type']).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reports progress as the bytes leave, from 0 to 1', async () => {
    const { api, xhrs, sent } = uploadClient();
    const reports: UploadProgress[] = [];

    const answer = api.call(upload, { body: lotForm(), onUploadProgress: (p) => reports.push(p) });
    await sent(0);
    xhrs[0]?.progress(0, 4000);
    xhrs[0]?.progress(1000, 4000);
    xhrs[0]?.progress(4000, 4000);
    xhrs[0]?.respond(201, 31);

    await expect(answer).resolves.toBe(31);
    expect(reports).toEqual([
      { percent: 0, transferredBytes: 0, totalBytes: 4000 },
      { percent: 0.25, transferredBytes: 1000, totalBytes: 4000 },
      { percent: 1, transferredBytes: 4000, totalBytes: 4000 },
    ]);
  });

  it('reports an unknown total as 0, never as a fraction it cannot know', async () => {
    const { api, xhrs, sent } = uploadClient();
    const reports: UploadProgress[] = [];

    const answer = api.call(upload, { body: lotForm(), onUploadProgress: (p) => reports.push(p) });
    await sent(0);
    xhrs[0]?.progress(500, 0, false);
    xhrs[0]?.respond(201, 1);

    await answer;
    expect(reports).toEqual([{ percent: 0, transferredBytes: 500, totalBytes: 0 }]);
  });

  it('turns a refusal into the same PortError as any call, details included', async () => {
    const { api, xhrs, sent } = uploadClient();
    const details = [
      { field: 'file', key: 'TAG_FILE_INVALID', params: { badLineCount: 1, listedBadLines: 1, lineCount: 2 } },
      { line: 2, field: 'visualKey', key: 'MISSING_FIELD' },
    ];

    const answer = api.call(upload, { body: lotForm(), onUploadProgress: () => undefined });
    await sent(0);
    xhrs[0]?.respond(400, { status: 400, error: 'VALIDATION', message: 'TAG_FILE_INVALID', details });

    const error = await answer.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', messageKey: 'TAG_FILE_INVALID', details });
  });

  it('tells the shell about a 401 and still rejects', async () => {
    const onUnauthorized = vi.fn();
    const { api, xhrs, sent } = uploadClient({ onUnauthorized });

    const answer = api.call(upload, { body: lotForm(), onUploadProgress: () => undefined });
    await sent(0);
    xhrs[0]?.respond(401, { status: 401, error: 'UNAUTHORIZED', message: 'UNAUTHORIZED' });

    await expect(answer).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('refuses an answer that does not match the contract', async () => {
    const { api, xhrs, sent } = uploadClient();

    const answer = api.call(upload, { body: lotForm(), onUploadProgress: () => undefined });
    await sent(0);
    xhrs[0]?.respond(201, { id: 'twelve' });

    await expect(answer).rejects.toMatchObject({ status: 201, code: ClientErrorCodes.invalidResponse });
  });

  it('turns a dropped connection into a PortError with status 0', async () => {
    const { api, xhrs, sent } = uploadClient();

    const answer = api.call(upload, { body: lotForm(), onUploadProgress: () => undefined });
    await sent(0);
    xhrs[0]?.failNetwork();

    await expect(answer).rejects.toMatchObject({ status: 0, code: ClientErrorCodes.network });
  });

  it('aborts the upload when the signal aborts, and rethrows the abort, not a PortError', async () => {
    const { api, xhrs, sent } = uploadClient();
    const controller = new AbortController();
    const reports: UploadProgress[] = [];

    const answer = api.call(upload, {
      body: lotForm(),
      signal: controller.signal,
      onUploadProgress: (p) => reports.push(p),
    });
    await sent(0);
    xhrs[0]?.progress(100, 4000);
    controller.abort();

    const error = await answer.catch((e: unknown) => e);
    expect(xhrs[0]?.aborted).toBe(true);
    expect(error).not.toBeInstanceOf(PortError);
    expect((error as Error).name).toBe('AbortError');
    expect(reports).toHaveLength(1);
  });

  it('never sends for a signal aborted before the call', async () => {
    const { api, xhrs } = uploadClient();
    const controller = new AbortController();
    controller.abort();

    await expect(
      api.call(upload, { body: lotForm(), signal: controller.signal, onUploadProgress: () => undefined }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhrs.every((xhr) => !xhr.sent)).toBe(true);
  });

  it('sends a multipart body without progress by fetch', async () => {
    const fetch = vi.fn(async () => new Response('5', { status: 201 }));
    const { api, xhrs } = uploadClient({ fetch: fetch as unknown as typeof globalThis.fetch });

    await expect(api.call(upload, { body: lotForm() })).resolves.toBe(5);
    expect(fetch).toHaveBeenCalledOnce();
    expect(xhrs).toHaveLength(0);
  });

  it('where there is no XMLHttpRequest (Node), uploads by fetch and reports nothing', async () => {
    expect(typeof globalThis.XMLHttpRequest).toBe('undefined');
    const requests: Request[] = [];
    const fetch = async (input: RequestInfo | URL) => {
      requests.push(input as Request);
      return new Response('6', { status: 201 });
    };
    const api = createApiClient({ baseUrl: BASE, accessToken: () => 't', fetch: fetch as typeof globalThis.fetch });
    const onUploadProgress = vi.fn();

    await expect(api.call(upload, { body: lotForm(), onUploadProgress })).resolves.toBe(6);
    expect(requests[0]?.url).toBe(`${BASE}/admin/lotes`);
    expect(onUploadProgress).not.toHaveBeenCalled();
  });
});
