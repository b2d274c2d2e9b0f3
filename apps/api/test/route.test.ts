/** The route helper on its own: a token verifier stands in for the identity provider. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS, endpoint, IdParam } from '@tagtrail/contract';
import { openDatabase, type OpenDatabase } from '../src/db/client';
import { IN_MEMORY_DATA_DIR } from '../src/config';
import type { AccessClaims } from '../src/identity';
import { ERROR_SERVER_OPTIONS, registerErrorHandling } from '../src/http/errors';
import { createRouter, toFastifyPath, type TokenVerifier } from '../src/http/route';

const TOKENS: Record<string, AccessClaims> = {
  'admin-token': { userId: 1, username: 'admin', role: 'admin' },
  'partner-token': { userId: 2, username: 'partner', role: 'partner', partnerId: 7 },
  'partner-without-partner': { userId: 3, username: 'lost', role: 'partner' },
};
const verifier: TokenVerifier = {
  async verifyAccessToken(token) {
    if (token === 'broken-verifier') throw new Error('key set unavailable');
    return TOKENS[token];
  },
};

const idParams = v.object({ id: IdParam });
const lot = v.object({ numero: v.string(), quantidade: v.number() });
const contract = {
  list: endpoint({
    method: 'GET',
    path: 'admin/lotes',
    summary: 'list',
    query: v.object({ page: v.pipe(v.string(), v.transform(Number), v.integer()) }),
    response: v.object({ page: v.number() }),
    ...ACCESS.admin,
  }),
  get: endpoint({
    method: 'GET',
    path: 'admin/lotes/{id}',
    summary: 'one',
    params: idParams,
    response: lot,
    ...ACCESS.admin,
  }),
  /** spec A §7: "PUT admin/lotes{id}: the path is joined without a slash". */
  update: endpoint({
    method: 'PUT',
    path: 'admin/lotes{id}',
    summary: 'update',
    params: idParams,
    body: lot,
    response: v.number(),
    ...ACCESS.admin,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: 'admin/lotes/{id}',
    summary: 'remove',
    params: idParams,
    ...ACCESS.admin,
  }),
  broken: endpoint({ method: 'GET', path: 'broken', summary: 'answers off contract', response: lot, ...ACCESS.admin }),
  mine: endpoint({
    method: 'GET',
    path: 'mine',
    summary: 'any signed-in role',
    response: v.object({ partnerId: v.optional(v.number()) }),
    ...ACCESS.anyUser,
  }),
  open: endpoint({ method: 'GET', path: 'open', summary: 'public', response: v.string(), ...ACCESS.public }),
  upload: endpoint({
    method: 'POST',
    path: 'upload',
    summary: 'a form with a file',
    bodyType: 'multipart',
    body: v.object({ name: v.optional(v.string()) }),
    response: v.number(),
    ...ACCESS.admin,
  }),
};

let app: FastifyInstance;
let database: OpenDatabase;

beforeAll(async () => {
  database = await openDatabase({ dataDir: IN_MEMORY_DATA_DIR });
  app = Fastify({
    logger: false,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    ...ERROR_SERVER_OPTIONS,
  });
  registerErrorHandling(app);
  const router = createRouter(app, verifier, database.db);
  router.route(contract.list, async ({ query }) => ({ page: query.page }));
  router.route(contract.get, async ({ params }) => ({ numero: `L${params.id}`, quantidade: 10 }));
  router.route(contract.update, async ({ params }) => params.id);
  router.route(contract.remove, async () => undefined);
  // Deliberately wrong, as a handler bug would be.
  router.route(contract.broken, async () => ({ numero: 42 }) as unknown as { numero: string; quantidade: number });
  router.route(contract.mine, async ({ caller }) => ({ partnerId: caller.partnerId }));
  router.publicRoute(contract.open, async ({ caller }) => caller?.username ?? 'anonymous');
  router.route(contract.upload, async ({ file }) => {
    let size = 0;
    for await (const chunk of file?.chunks ?? []) size += chunk.length;
    return size;
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('contract paths', () => {
  it('puts every path under /api and turns {name} into a route parameter', () => {
    expect(toFastifyPath('parceiro')).toBe('/api/parceiro');
    expect(toFastifyPath('parceiro/{parceiroId}/usuarios/{id}')).toBe('/api/parceiro/:parceiroId/usuarios/:id');
    expect(toFastifyPath('/areaparceiro/lotes/{id}/tags')).toBe('/api/areaparceiro/lotes/:id/tags');
  });

  it('keeps a placeholder that follows text directly, as in admin/lotes{id}', () => {
    expect(toFastifyPath('admin/lotes{id}')).toBe('/api/admin/lotes:id');
  });

  it('refuses text after a placeholder in one segment, which would match case-sensitively', () => {
    expect(() => toFastifyPath('files/{name}.zip')).toThrow(/text after \{name\}/);
  });

  it('escapes a literal colon', () => {
    expect(toFastifyPath('a:b/{id}')).toBe('/api/a::b/:id');
  });

  it('serves admin/lotes{id} beside admin/lotes and admin/lotes/{id}', async () => {
    const put = await app.inject({
      method: 'PUT',
      url: '/api/admin/lotes7',
      headers: bearer('admin-token'),
      payload: { numero: 'A', quantidade: 1 },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toBe(7);
    const get = await app.inject({ url: '/api/admin/lotes/7', headers: bearer('admin-token') });
    expect(get.json()).toEqual({ numero: 'L7', quantidade: 10 });
    const list = await app.inject({ url: '/api/admin/lotes?page=2', headers: bearer('admin-token') });
    expect(list.json()).toEqual({ page: 2 });
  });

  it('matches paths in any letter case and with a trailing slash', async () => {
    const response = await app.inject({ url: '/API/Admin/LOTES/7/', headers: bearer('admin-token') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ numero: 'L7', quantidade: 10 });
  });
});

describe('who may call', () => {
  it('refuses a call without a token with 401 UNAUTHORIZED', async () => {
    const response = await app.inject({ url: '/api/admin/lotes/7' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.json()).toEqual({ status: 401, error: 'UNAUTHORIZED', message: 'UNAUTHORIZED' });
  });

  it('refuses a token the verifier does not accept, or cannot check, with 401', async () => {
    for (const token of ['forged', 'broken-verifier']) {
      const response = await app.inject({ url: '/api/admin/lotes/7', headers: bearer(token) });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'UNAUTHORIZED' });
    }
  });

  it('refuses a role the endpoint does not name with 403 FORBIDDEN', async () => {
    const response = await app.inject({ url: '/api/admin/lotes/7', headers: bearer('partner-token') });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 403, error: 'FORBIDDEN', message: 'FORBIDDEN' });
  });

  it("hands the caller's claims to the handler", async () => {
    const response = await app.inject({ url: '/api/mine', headers: bearer('partner-token') });
    expect(response.json()).toEqual({ partnerId: 7 });
  });

  it('refuses with 403 a token of the right role that names no tenant', async () => {
    const response = await app.inject({ url: '/api/mine', headers: bearer('partner-without-partner') });
    expect(response.statusCode).toBe(403);
  });

  it('checks the role before the input, so an outsider learns nothing about it', async () => {
    const response = await app.inject({ url: '/api/admin/lotes/not-a-number', headers: bearer('partner-token') });
    expect(response.statusCode).toBe(403);
  });

  it('lets anyone call a public endpoint, and still tells it who called when a token came', async () => {
    expect((await app.inject({ url: '/api/open' })).json()).toBe('anonymous');
    expect((await app.inject({ url: '/api/open', headers: bearer('admin-token') })).json()).toBe('admin');
  });

  it('will not register an endpoint without roles as a protected route, nor one with roles as public', () => {
    const router = createRouter(Fastify(), verifier, database.db);
    expect(() => router.route(contract.open, async () => 'x')).toThrow(/publicRoute/);
    expect(() => router.publicRoute(contract.remove, async () => undefined)).toThrow(/route/);
  });

  it('will not register an endpoint that declares no tenant scope, or one its roles cannot have', () => {
    const router = createRouter(Fastify(), verifier, database.db);
    const { tenantScope: _, ...unscoped } = contract.get;
    expect(() => router.route(unscoped as typeof contract.get, async () => ({ numero: 'x', quantidade: 1 }))).toThrow(
      /declares no tenant scope/,
    );
    const misfit = { ...contract.get, tenantScope: 'partner' as const };
    expect(() => router.route(misfit, async () => ({ numero: 'x', quantidade: 1 }))).toThrow(/does not fit roles/);
    expect(router.endpoints).toEqual([]);
  });
});

describe('input and output', () => {
  it('answers 400 VALIDATION with the bad parameter named', async () => {
    const response = await app.inject({ url: '/api/admin/lotes/abc', headers: bearer('admin-token') });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 400,
      error: 'VALIDATION',
      message: 'INVALID_FIELD',
      details: [{ field: 'id', key: 'INVALID_FIELD' }],
    });
  });

  it('names a missing body field as a required field', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/admin/lotes7',
      headers: bearer('admin-token'),
      payload: { quantidade: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      error: 'VALIDATION',
      message: 'REQUIRED_FIELD_MESSAGE',
      details: [{ field: 'numero', key: 'REQUIRED_FIELD_MESSAGE' }],
    });
  });

  it('answers malformed JSON in the same shape', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/admin/lotes7',
      headers: { ...bearer('admin-token'), 'content-type': 'application/json' },
      payload: '{"numero":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, error: 'VALIDATION', message: 'INVALID_REQUEST' });
  });

  it('answers 204 with no body when the endpoint has no response', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/admin/lotes/7', headers: bearer('admin-token') });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('turns an answer the contract does not allow into a 500 without detail', async () => {
    const response = await app.inject({ url: '/api/broken', headers: bearer('admin-token') });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 500, error: 'INTERNAL', message: 'INTERNAL' });
  });

  it('answers an unknown path with 404 in the same shape', async () => {
    const response = await app.inject({ url: '/api/nothing-here', headers: bearer('admin-token') });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, error: 'NOT_FOUND', message: 'NOT_FOUND' });
  });

  it('refuses text holding a NUL character with 400 and the field named, before the database sees it', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/admin/lotes7',
      headers: bearer('admin-token'),
      payload: { numero: 'a\u0000b', quantidade: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, details: [{ field: 'numero', key: 'INVALID_FIELD' }] });
    const query = await app.inject({ url: '/api/admin/lotes?page=1%00', headers: bearer('admin-token') });
    expect(query.json()).toMatchObject({ status: 400, details: [{ field: 'page', key: 'INVALID_FIELD' }] });
  });

  it('answers a malformed multipart body with 400 in the same shape', async () => {
    for (const [contentType, payload] of [
      ['multipart/form-data', ''],
      ['multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="f"; filename="x"\r\n\r\ncut'],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { ...bearer('admin-token'), 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, `${contentType} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json()).toEqual({ status: 400, error: 'VALIDATION', message: 'INVALID_REQUEST' });
    }
  });

  it('answers a path the router cannot decode, or a parameter past its length, in the same shape', async () => {
    const badEscape = await app.inject({ url: '/api/admin/lotes/%ED%A0%80', headers: bearer('admin-token') });
    expect(badEscape.statusCode).toBe(400);
    expect(badEscape.json()).toEqual({ status: 400, error: 'VALIDATION', message: 'INVALID_REQUEST' });
    const long = await app.inject({ url: `/api/admin/lotes/${'9'.repeat(200)}`, headers: bearer('admin-token') });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ status: 414, error: 'URI_TOO_LONG', message: 'URI_TOO_LONG' });
  });

  it("answers headers past Node's limit with 431 in the same shape", async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.get(
        { host: '127.0.0.1', port, path: `/api/admin/lotes?query=${'x'.repeat(20_000)}` },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ status: 431, error: 'HEADERS_TOO_LARGE', message: 'HEADERS_TOO_LARGE' });
  });
});
