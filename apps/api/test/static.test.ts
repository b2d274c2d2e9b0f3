/** The two front ends from one origin: files, single-page fallbacks, caching, and a clear answer when unbuilt. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type ServerConfig } from '../src/config';
import { registerCompression } from '../src/http/compression';
import { registerErrorHandling } from '../src/http/errors';
import { portalFallback, registerStaticSite } from '../src/http/static';

let folder: string;
/** An answer long enough to be worth compressing (a page of a list). */
const LONG_ROWS = Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Vinho Tinto Reserva ${i}` }));
const BUILT_SCRIPT = `console.log(${JSON.stringify('portal '.repeat(400))})`;
/** What the server logged with an error attached: a reply sent twice shows up only here. */
const loggedErrors: string[] = [];
const logStream = {
  write(line: string) {
    const entry = JSON.parse(line) as { err?: { message?: string } };
    if (entry.err !== undefined) loggedErrors.push(entry.err.message ?? line);
  },
};

afterEach(() => {
  const errors = loggedErrors.splice(0);
  expect(errors).toEqual([]);
});

async function site(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: 'warn', stream: logStream },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
  });
  await registerCompression(app);
  registerErrorHandling(app, portalFallback(config));
  await registerStaticSite(app, config);
  app.get('/api/known', async () => ({ ok: true }));
  app.get('/api/long', async () => ({ rows: LONG_ROWS }));
  await app.ready();
  return app;
}

async function write(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'tagtrail-static-'));
  await write(path.join(folder, 'portal/index.html'), '<title>portal</title>');
  await write(path.join(folder, 'portal/assets/index-AbC123.js'), 'console.log("portal")');
  // As the build leaves a file over 1 kB: beside its .br and .gz (vite-plugin-compression2).
  await write(path.join(folder, 'portal/assets/big-AbC123.js'), BUILT_SCRIPT);
  await writeFile(path.join(folder, 'portal/assets/big-AbC123.js.br'), brotliCompressSync(BUILT_SCRIPT));
  await writeFile(path.join(folder, 'portal/assets/big-AbC123.js.gz'), gzipSync(BUILT_SCRIPT));
  await write(path.join(folder, 'portal/favicon.svg'), '<svg/>');
  await write(path.join(folder, 'public/assets/tag-XyZ789.js'), 'console.log("public")');
});

afterAll(() => rm(folder, { recursive: true, force: true }));

describe('with both front ends built', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await site({
      ...loadConfig({}),
      portalDist: path.join(folder, 'portal'),
      publicDist: path.join(folder, 'public'),
    });
  });
  afterAll(() => app.close());

  it('serves the portal at the root, revalidated on every load', async () => {
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('portal');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("answers any other page with the portal's index, which shows its own not-found page: 404 where the server knows", async () => {
    for (const url of [
      '/admin/parceiros',
      '/admin/parceiro/3',
      '/no/such/page',
      '/Admin/Lotes/',
      '/oidc',
      '/areacliente',
    ]) {
      const response = await app.inject(url);
      // Inside an area only the portal's routes know a path; outside them, the portal has no such page.
      expect(response.statusCode, url).toBe(url === '/no/such/page' ? 404 : 200);
      expect(response.body, url).toContain('portal');
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('caches hashed assets for good and other files until revalidated', async () => {
    const asset = await app.inject('/assets/index-AbC123.js');
    expect(asset.body).toContain('portal');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it("sends a built file's .br or .gz as it is to a browser that takes it, and the file itself to one that does not", async () => {
    const brotli = await app.inject({
      url: '/assets/big-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BUILT_SCRIPT);
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    const gzip = await app.inject({ url: '/assets/big-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BUILT_SCRIPT);
    const plain = await app.inject({ url: '/assets/big-AbC123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUILT_SCRIPT);
  });

  it('compresses an API answer of more than 1 kB for a browser that takes it, and leaves a short one as it is', async () => {
    const long = await app.inject({ url: '/api/long', headers: { 'accept-encoding': 'br, gzip' } });
    expect(long.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(long.rawPayload).toString())).toEqual({ rows: LONG_ROWS });
    expect(long.rawPayload.length).toBeLessThan(JSON.stringify({ rows: LONG_ROWS }).length / 3);
    const gzip = await app.inject({ url: '/api/long', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual({ rows: LONG_ROWS });
    const short = await app.inject({ url: '/api/known', headers: { 'accept-encoding': 'br, gzip' } });
    expect(short.headers['content-encoding']).toBeUndefined();
    expect(short.json()).toEqual({ ok: true });
  });

  it('answers a missing asset with 404, not with a page the browser would try to run', async () => {
    expect((await app.inject('/assets/index-Old000.js')).statusCode).toBe(404);
    expect((await app.inject('/pub/assets/tag-Old000.js')).statusCode).toBe(404);
  });

  // The public pages (/t/*, /store) are rendered by the server, not served from here: public-reading.test.ts.
  it("serves the public app's files under /pub/, cached for good", async () => {
    const asset = await app.inject('/pub/assets/tag-XyZ789.js');
    expect(asset.body).toContain('public');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers unknown /api and /idp paths, and other methods, with the API 404, not a page', async () => {
    expect((await app.inject('/api/known')).json()).toEqual({ ok: true });
    for (const request of [
      { url: '/api/unknown' },
      { url: '/idp/unknown' },
      { url: '/API/Unknown/' },
      { method: 'POST' as const, url: '/admin' },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode, request.url).toBe(404);
      expect(response.json(), request.url).toEqual({ status: 404, error: 'NOT_FOUND', message: 'NOT_FOUND' });
    }
  });
});

describe('with the front ends not built', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await site({
      ...loadConfig({}),
      portalDist: path.join(folder, 'none/portal'),
      publicDist: path.join(folder, 'none/public'),
    });
  });
  afterAll(() => app.close());

  it('says so in a 503 text page instead of failing', async () => {
    for (const [url, label] of [
      ['/', 'portal'],
      ['/admin/parceiros', 'portal'],
    ]) {
      const response = await app.inject(url ?? '');
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['content-type'], url).toMatch(/text\/plain/);
      expect(response.body, url).toContain(`The ${label} is not built yet`);
      expect(response.body, url).toContain('pnpm run build:apps');
    }
  });

  it('still answers the API', async () => {
    expect((await app.inject('/api/known')).statusCode).toBe(200);
    expect((await app.inject('/api/unknown')).statusCode).toBe(404);
  });
});
