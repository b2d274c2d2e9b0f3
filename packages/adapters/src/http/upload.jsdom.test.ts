// @vitest-environment jsdom
// The upload path with a real XMLHttpRequest (jsdom's) against a real HTTP/1.1 server: what the browser sends and
// what the client reads back. jsdom reports upload progress once, without sizes; the sizes are the fake's tests'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyAdminLotInput, LOT_TYPE, lotFileUpload, PortError } from '@tagtrail/domain';
import { AdminLotHttpAdapter } from '../lots/admin-lot.http';
import { createApiClient } from './api-client';

// The adapters compile without Node's types (browser code), so the little of node:http used here is named here.
interface IncomingMessage {
  readonly method?: string;
  readonly url?: string;
  readonly headers: Readonly<Record<string, string | undefined>>;
  on(event: 'data', listener: (chunk: Uint8Array) => void): void;
  on(event: 'end', listener: () => void): void;
}
interface ServerResponse {
  writeHead(status: number, headers: Record<string, string>): ServerResponse;
  end(body?: string): void;
}
interface Server {
  listen(port: number, host: string, ready: () => void): void;
  address(): { port: number };
  closeAllConnections(): void;
  close(done: () => void): void;
}
interface NodeHttp {
  createServer(handler: (req: IncomingMessage, res: ServerResponse) => void): Server;
}

interface Received {
  readonly method: string;
  readonly url: string;
  readonly authorization: string | undefined;
  readonly contentType: string | undefined;
  readonly body: string;
}

let server: Server;
let base = '';
const received: Received[] = [];
/** What the server answers next; `undefined` holds the request open (a slow upload). */
let answer: ((res: ServerResponse) => void) | undefined;
/** Told of each request the server has read whole. */
let onReceived: (() => void) | undefined;

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, accept',
  'access-control-allow-methods': 'POST',
};

beforeAll(async () => {
  const http = (await import(/* @vite-ignore */ 'node:' + 'http')) as NodeHttp;
  server = http.createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS).end();
      return;
    }
    const decoder = new TextDecoder();
    let body = '';
    req.on('data', (chunk) => (body += decoder.decode(chunk, { stream: true })));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body: body + decoder.decode(),
      });
      onReceived?.();
      answer?.(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}/api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const json = (status: number, body: unknown) => (res: ServerResponse) =>
  res.writeHead(status, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify(body));

function adminLots() {
  const api = createApiClient({ baseUrl: base, accessToken: () => 'token-1' });
  return new AdminLotHttpAdapter(api);
}

const nfcLot = { ...emptyAdminLotInput, partnerId: 2, number: 'PED-2026-0042', quantity: 2, type: LOT_TYPE.nfc };
const tagFile = () => lotFileUpload(new File(['04A1B2C3;VK-1\n04A1B2C4;VK-2\n'], 'tags.csv', { type: 'text/csv' }));

describe('an admin lot upload by a real XMLHttpRequest', () => {
  it('sends the fields, then the file, as multipart with the bearer token, and reads the new id', async () => {
    received.length = 0;
    answer = json(201, 41);
    const progress: number[] = [];

    const id = await adminLots().create(nfcLot, tagFile(), { onProgress: (fraction) => progress.push(fraction) });

    expect(id).toBe(41);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/api/admin/lotes', authorization: 'Bearer token-1' });
    expect(received[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const body = received[0]?.body ?? '';
    const fieldAt = (name: string) => body.indexOf(`name="${name}"`);
    for (const field of ['parceiroId', 'clienteId', 'produtoId', 'numero', 'quantidade', 'tipo', 'appless'])
      expect(fieldAt(field), field).toBeGreaterThan(-1);
    expect(body).toContain('name="file"; filename="tags.csv"');
    expect(body).toContain('04A1B2C3;VK-1\n04A1B2C4;VK-2\n');
    expect(fieldAt('appless')).toBeLessThan(fieldAt('file'));
    expect(progress.length).toBeGreaterThan(0);
  });

  it("hands on the server's refusal of the file with its bad lines, fields in the domain's names", async () => {
    answer = json(400, {
      status: 400,
      error: 'VALIDATION',
      message: 'TAG_FILE_INVALID',
      details: [
        { field: 'file', key: 'TAG_FILE_INVALID', params: { badLineCount: 1, listedBadLines: 1, lineCount: 2 } },
        { field: 'quantidade', key: 'QUANTITY_MISMATCH', params: { expected: 3, actual: 2 } },
        { line: 2, field: 'visualKey', key: 'MISSING_FIELD' },
      ],
    });

    const error = await adminLots()
      .create({ ...nfcLot, quantity: 3 }, tagFile(), { onProgress: () => undefined })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(PortError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      messageKey: 'TAG_FILE_INVALID',
      details: [
        { field: 'file', key: 'TAG_FILE_INVALID', params: { badLineCount: 1, listedBadLines: 1, lineCount: 2 } },
        { field: 'quantity', key: 'QUANTITY_MISMATCH', params: { expected: 3, actual: 2 } },
        { line: 2, field: 'visualKey', key: 'MISSING_FIELD' },
      ],
    });
  });

  it('stops the upload when the signal aborts', async () => {
    received.length = 0;
    answer = undefined;
    const controller = new AbortController();
    const arrived = new Promise<void>((resolve) => (onReceived = resolve));

    const upload = adminLots().create(nfcLot, tagFile(), { onProgress: () => undefined, signal: controller.signal });
    await arrived;
    onReceived = undefined;
    expect(received).toHaveLength(1);
    controller.abort();

    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
  });
});
