/** The API's description: the OpenAPI document and the browsable reference, which must work with no network. */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_REFERENCE_PATH, OPENAPI_DOCUMENT_PATH, registerOpenApiRoutes } from '../src/http/openapi.routes';

let app: FastifyInstance;

beforeAll(async () => {
  // The server's router options: the reference's own routes must not clash under them.
  app = Fastify({ routerOptions: { caseSensitive: false, ignoreTrailingSlash: true } });
  await registerOpenApiRoutes(app);
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

/** The URLs a page loads: every src and href. */
const assetsOf = (html: string): string[] => [...html.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((m) => m[1] as string);

describe('the API description', () => {
  it('answers the OpenAPI 3.1 document at /api/openapi.json', async () => {
    const response = await app.inject({ method: 'GET', url: OPENAPI_DOCUMENT_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const document = response.json<{ openapi: string; servers: unknown; paths: Record<string, unknown> }>();
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/api' }]);
    expect(Object.keys(document.paths)).toContain('/admin/lotes{id}');
  });

  it('answers the same document every time (built once)', async () => {
    const first = await app.inject({ method: 'GET', url: OPENAPI_DOCUMENT_PATH });
    const second = await app.inject({ method: 'GET', url: OPENAPI_DOCUMENT_PATH });
    expect(second.body).toBe(first.body);
  });

  it('serves a browsable reference at /api/docs, with or without a trailing slash', async () => {
    for (const url of [API_REFERENCE_PATH, `${API_REFERENCE_PATH}/`]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toContain('<div id="swagger-ui"></div>');
    }
  });

  it('loads only files the server itself serves: no CDN', async () => {
    for (const url of [API_REFERENCE_PATH, `${API_REFERENCE_PATH}/`]) {
      const page = await app.inject({ method: 'GET', url });
      const assets = assetsOf(page.body);
      expect(assets.length, url).toBeGreaterThan(0);
      expect(
        assets.filter((asset) => /^(?:[a-z]+:)?\/\//i.test(asset)),
        url,
      ).toEqual([]);
      for (const asset of assets) {
        const response = await app.inject({ method: 'GET', url: new URL(asset, `http://local${url}`).pathname });
        expect(response.statusCode, `${asset} from ${url}`).toBe(200);
      }
    }
  });

  it('points the reference at the same document and asks no online validator', async () => {
    const initializer = await app.inject({ method: 'GET', url: `${API_REFERENCE_PATH}/static/swagger-initializer.js` });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain('validatorUrl: null');
    const shown = await app.inject({ method: 'GET', url: `${API_REFERENCE_PATH}/json` });
    const served = await app.inject({ method: 'GET', url: OPENAPI_DOCUMENT_PATH });
    expect(shown.json()).toEqual(served.json());
  });
});
