/** The two front ends from one origin: files, single-page fallbacks, caching, and a clear answer when unbuilt. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type ServerConfig } from '../src/config';
import { registerErrorHandling } from '../src/http/errors';
import { portalFallback, registerStaticSite } from '../src/http/static';

let folder: string;
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
  registerErrorHandling(app, portalFallback(config));
  await registerStaticSite(app, config);
  app.get('/api/known', async () => ({ ok: true }));
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
