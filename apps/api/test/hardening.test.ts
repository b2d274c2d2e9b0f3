/**
 * The server hardened over HTTP (issue 7 §5, §6): security headers on the portal, the public pages, the API and the
 * identity provider; the JSON body limit; the rate limit on public endpoints; one address; the sign-in error page.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS, endpoint } from '@tagtrail/contract';
import { IN_MEMORY_DATA_DIR, loadConfig } from '../src/config';
import { openDatabase, type OpenDatabase } from '../src/db/client';
import { registerErrorHandling } from '../src/http/errors';
import { hardenedServerOptions, JSON_BODY_LIMIT_BYTES, registerHardening } from '../src/http/hardening';
import { createRouter } from '../src/http/route';
import { authorizationUrl, pkcePair } from './support/sign-in';
import { useTestServer } from './support/test-server';

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

interface Sent {
  readonly method?: string;
  /** The Host header, as a browser would send it for the address it opened. */
  readonly host?: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

/** One request over a real socket, with any Host header (fetch does not let a caller choose it). */
function send(baseUrl: string, pathAndQuery: string, sent: Sent = {}): Promise<Answer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        hostname,
        port,
        path: pathAndQuery,
        method: sent.method ?? 'GET',
        headers: { ...(sent.host === undefined ? {} : { host: sent.host }), ...sent.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(sent.body);
  });
}

/** Content-Security-Policy as directive → sources. */
function policyOf(answer: Answer): Map<string, string[]> {
  const header = answer.headers['content-security-policy'];
  expect(header, 'Content-Security-Policy').toBeTypeOf('string');
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name !== undefined && name !== '')
      .map(([name = '', ...sources]) => [name.toLowerCase(), sources]),
  );
}

const STRICT_REFERRER_POLICIES = ['strict-origin-when-cross-origin', 'strict-origin', 'same-origin', 'no-referrer'];

/** What every answer must carry; `framedBy` is what frame-ancestors allows. */
function expectSecurityHeaders(answer: Answer, framedBy: "'none'" | "'self'" = "'none'"): void {
  const policy = policyOf(answer);
  const scripts = policy.get('script-src') ?? policy.get('default-src');
  expect(scripts, 'script-src').toBeDefined();
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(policy.get('frame-ancestors')).toEqual([framedBy]);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(STRICT_REFERRER_POLICIES).toContain(answer.headers['referrer-policy']);
}

/** Two built front ends, as Vite lays them out, so the test does not depend on `pnpm build:apps`. */
const sites = mkdtempSync(path.join(tmpdir(), 'tagtrail-hardening-'));
function writeSite(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(sites, file)), { recursive: true });
  writeFileSync(path.join(sites, file), text);
}
writeSite('portal/index.html', '<title>portal</title><script type="module" src="/assets/index-AbC123.js"></script>');
writeSite('portal/assets/index-AbC123.js', 'console.log("portal")');
writeSite('public/index.html', '<title>public</title><script type="module" src="/pub/assets/tag-XyZ789.js"></script>');
writeSite('public/assets/tag-XyZ789.js', 'console.log("public")');
afterAll(() => rmSync(sites, { recursive: true, force: true }));
const builtSites = { portalDist: path.join(sites, 'portal'), publicDist: path.join(sites, 'public') };

describe('over http (PUBLIC_URL http://127.0.0.1:port)', () => {
  const api = useTestServer({ demoData: false, ...builtSites });

  it('sends the security headers with an API answer, a refusal included', async () => {
    expectSecurityHeaders(await send(api.baseUrl, '/api/health'));
    const refused = await send(api.baseUrl, '/api/parceiro');
    expect(refused.status).toBe(401);
    expectSecurityHeaders(refused);
    const unknown = await send(api.baseUrl, '/api/no-such-call');
    expect(unknown.status).toBe(404);
    expectSecurityHeaders(unknown);
  });

  it('sends them with the answers Fastify gives before any hook runs: a path whose escapes are not UTF-8', async () => {
    for (const page of ['/api/parceiro/%E0%A4%A', '/idp/%zz', '/%ED%A0%80']) {
      const answer = await send(api.baseUrl, page);
      expect(answer.status, page).toBe(400);
      expectSecurityHeaders(answer);
    }
  });

  it("sends them with the portal's pages and files", async () => {
    for (const page of ['/', '/admin/parceiros', '/assets/index-AbC123.js']) {
      const answer = await send(api.baseUrl, page);
      expect(answer.status, page).toBe(200);
      expectSecurityHeaders(answer);
    }
  });

  it('sends them with the public pages, whose script is a file of their own origin', async () => {
    for (const page of ['/t/0123abcd', '/store', '/pub/assets/tag-XyZ789.js']) {
      const answer = await send(api.baseUrl, page);
      // No tag has that id: the server-rendered 'resource not found' page.
      expect(answer.status, page).toBe(page.startsWith('/t/') ? 404 : 200);
      expectSecurityHeaders(answer);
      expect(policyOf(answer).get('script-src'), page).toEqual(["'self'"]);
    }
  });

  it("lets only the portal frame the silent renewal's pages", async () => {
    expectSecurityHeaders(await send(api.baseUrl, '/silent-oidc?code=x&state=y'), "'self'");
    const renewal = authorizationUrl(api.baseUrl, {
      ...pkcePair(),
      state: 's',
      prompt: 'none',
      returnPath: '/silent-oidc',
    });
    const answer = await send(api.baseUrl, renewal.slice(api.baseUrl.length));
    expect(answer.status).toBe(303);
    expectSecurityHeaders(answer, "'self'");
  });

  it("sends them with the identity provider's own answers, which Fastify does not send", async () => {
    const discovery = await send(api.baseUrl, '/idp/.well-known/openid-configuration');
    expect(discovery.status).toBe(200);
    expect(JSON.parse(discovery.body)).toHaveProperty('issuer', `${api.baseUrl}/idp`);
    expectSecurityHeaders(discovery);
    const keys = await send(api.baseUrl, '/idp/jwks');
    expect(keys.status).toBe(200);
    expectSecurityHeaders(keys);
  });

  // issue 25 §4: the provider trusted X-Forwarded-* from anyone, and named the sender's host in its endpoints.
  it("keeps the identity provider's addresses when a client sends forwarded headers and TRUST_PROXY is unset", async () => {
    const discovery = await send(api.baseUrl, '/idp/.well-known/openid-configuration', {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
    });
    expect(discovery.status).toBe(200);
    const document = JSON.parse(discovery.body) as Record<string, unknown>;
    expect(document['issuer']).toBe(`${api.baseUrl}/idp`);
    const endpoints = Object.entries(document).filter(([name]) => name.endsWith('_endpoint') || name === 'jwks_uri');
    expect(endpoints.length).toBeGreaterThan(3);
    for (const [name, address] of endpoints) expect(address, name).toMatch(new RegExp(`^${api.baseUrl}/idp/`));
  });

  it('sends no Strict-Transport-Security over http', async () => {
    for (const page of ['/', '/api/health', '/idp/.well-known/openid-configuration']) {
      const answer = await send(api.baseUrl, page);
      expect(answer.headers['strict-transport-security'], page).toBeUndefined();
      expect(policyOf(answer).has('upgrade-insecure-requests'), page).toBe(false);
    }
  });

  it('refuses a JSON body over the limit with 413 in the one error shape, whoever sends it', async () => {
    const json = (size: number) => JSON.stringify({ nome: 'x'.repeat(size - '{"nome":""}'.length) });
    const tooLarge = await send(api.baseUrl, '/api/parceiro', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: json(JSON_BODY_LIMIT_BYTES + 1),
    });
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body)).toEqual({
      status: 413,
      error: 'PAYLOAD_TOO_LARGE',
      message: 'PAYLOAD_TOO_LARGE',
    });
    expectSecurityHeaders(tooLarge);

    const withinLimit = await send(api.baseUrl, '/api/parceiro', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: json(JSON_BODY_LIMIT_BYTES),
    });
    expect(withinLimit.status).toBe(401);
  });

  describe("the identity provider's error page", () => {
    const signInFrom = (redirectUri: string, extra: Record<string, string> = {}) => {
      const url = new URL(authorizationUrl(api.baseUrl, { ...pkcePair(), state: 's' }));
      url.searchParams.set('redirect_uri', redirectUri);
      for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value);
      return `${url.pathname}${url.search}`;
    };
    const asBrowser = (language: string) => ({ headers: { accept: 'text/html', 'accept-language': language } });

    it('says in Portuguese that sign-in was started from an address it does not know, and links home', async () => {
      const answer = await send(
        api.baseUrl,
        signInFrom('http://elsewhere.example/signin-oidc'),
        asBrowser('pt-BR,pt;q=0.9'),
      );
      expect(answer.status).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.body).toContain('<html lang="pt-BR">');
      expect(answer.body).toContain('Este endereço não permite entrar');
      expect(answer.body).toContain(`Abra o Tagtrail em <strong>${api.baseUrl}/</strong>`);
      expect(answer.body).toContain(`href="${api.baseUrl}/"`);
      expect(answer.body).toContain('invalid_redirect_uri');
      expectSecurityHeaders(answer);
    });

    it("speaks the language the portal asked for in ui_locales, over the browser's", async () => {
      const answer = await send(
        api.baseUrl,
        signInFrom('http://elsewhere.example/signin-oidc', { ui_locales: 'es' }),
        asBrowser('en-US'),
      );
      expect(answer.body).toContain('Esta dirección no permite iniciar sesión');
    });

    it('names an unknown application and an unknown page in English', async () => {
      const unknownClient = await send(
        api.baseUrl,
        signInFrom(`${api.baseUrl}/signin-oidc`, { client_id: 'nobody' }),
        asBrowser('en'),
      );
      expect(unknownClient.status).toBe(400);
      expect(unknownClient.body).toContain('Unknown application');
      expectSecurityHeaders(unknownClient);

      const unknownPage = await send(api.baseUrl, '/idp/no-such-page', asBrowser('en'));
      expect(unknownPage.status).toBe(404);
      expect(unknownPage.body).toContain('Page not found');
      expectSecurityHeaders(unknownPage);
    });

    it('shows no stack, SQL or provider internals', async () => {
      const answer = await send(api.baseUrl, signInFrom('http://elsewhere.example/cb'), asBrowser('en'));
      expect(answer.body).not.toMatch(/ at .+\.(js|ts):\d+|node_modules|select |redirect_uri did not match/i);
    });
  });
});

describe('one address (PUBLIC_URL http://localhost:8080)', () => {
  // The browser-facing address need not be where the test listens: the Host header says what was opened.
  const api = useTestServer({ demoData: false, publicUrl: 'http://localhost:8080', ...builtSites });

  it('sends http://127.0.0.1:8080 to the same path on http://localhost:8080', async () => {
    const answer = await send(api.baseUrl, '/admin/parceiros?page=2', { host: '127.0.0.1:8080' });
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe('http://localhost:8080/admin/parceiros?page=2');
    expect(answer.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(answer);
  });

  it('sends a sign-in started at another address to the public one, before the identity provider sees it', async () => {
    const answer = await send(api.baseUrl, '/idp/auth?client_id=portal', { host: '127.0.0.1:8080' });
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe('http://localhost:8080/idp/auth?client_id=portal');
  });

  it('keeps the method and body of a redirected call (308), and the path on its own origin', async () => {
    const post = await send(api.baseUrl, '/api/parceiro', { method: 'POST', host: 'tagtrail.example', body: '{}' });
    expect(post.status).toBe(308);
    expect(post.headers.location).toBe('http://localhost:8080/api/parceiro');
    const doubleSlash = await send(api.baseUrl, '//elsewhere.example/x', { host: '127.0.0.1:8080' });
    expect(new URL(String(doubleSlash.headers.location)).origin).toBe('http://localhost:8080');
  });

  it('redirects another port, a malformed host and a missing one', async () => {
    const malformed = ['localhost:8080@elsewhere.example', 'localhost:8080/x', 'localhost:99999', '[:::]:8080'];
    for (const host of ['localhost:9090', ...malformed, '']) {
      const answer = await send(api.baseUrl, '/', { host });
      expect(answer.status, host).toBe(308);
      expect(answer.headers.location, host).toBe('http://localhost:8080/');
    }
  });

  it('serves its own host, in any case, and its subdomains (store pages)', async () => {
    // Not redirected to the one address: the store page answers (an unknown tenant's subdomain says not found).
    for (const host of ['localhost:8080', 'LocalHost:8080', 'loja.localhost:8080']) {
      const answer = await send(api.baseUrl, '/store', { host });
      expect(answer.status, host).toBe(host.startsWith('loja.') ? 404 : 200);
      expect(answer.body, host).toContain('<header>Tagtrail</header>');
    }
  });

  it("answers a load balancer's health check at any address", async () => {
    for (const url of ['/api/health', '/API/Health/', '/api/health?probe=1']) {
      const answer = await send(api.baseUrl, url, { host: '10.0.0.7:8080' });
      expect(answer.status, url).toBe(200);
      expect(JSON.parse(answer.body), url).toEqual({ status: 'ok', database: 'ok' });
    }
    // Its readiness probe too (issue 25 §6), and a scraper's /metrics is not redirected (it has no token here: 404).
    const ready = await send(api.baseUrl, '/api/ready', { host: '10.0.0.7:8080' });
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toMatchObject({ ready: true });
    expect((await send(api.baseUrl, '/metrics', { host: '10.0.0.7:8080' })).status).toBe(404);
  });
});

describe('over https (PUBLIC_URL https://tagtrail.example, behind one proxy: TRUST_PROXY 1)', () => {
  const api = useTestServer({ demoData: false, publicUrl: 'https://tagtrail.example', trustProxy: 1, ...builtSites });
  // As a TLS-offloading proxy passes it on.
  const asOpened = { host: 'tagtrail.example', headers: { 'x-forwarded-proto': 'https' } };

  it('sends Strict-Transport-Security and upgrades insecure requests, on every kind of answer', async () => {
    for (const page of ['/', '/t/0123abcd', '/api/health', '/idp/.well-known/openid-configuration']) {
      const answer = await send(api.baseUrl, page, asOpened);
      expect(answer.status, page).toBe(page.startsWith('/t/') ? 404 : 200);
      expect(answer.headers['strict-transport-security'], page).toBe('max-age=31536000; includeSubDomains');
      expect(policyOf(answer).has('upgrade-insecure-requests'), page).toBe(true);
      expectSecurityHeaders(answer);
    }
  });

  it("takes the scheme the trusted proxy forwards into the identity provider's addresses, never another host", async () => {
    const discovery = await send(api.baseUrl, '/idp/.well-known/openid-configuration', asOpened);
    const document = JSON.parse(discovery.body) as Record<string, unknown>;
    expect(document['issuer']).toBe('https://tagtrail.example/idp');
    expect(document['authorization_endpoint']).toBe('https://tagtrail.example/idp/auth');
    // A forwarded host of another site is another address: sent to the public one before the provider sees it.
    const elsewhere = await send(api.baseUrl, '/idp/.well-known/openid-configuration', {
      ...asOpened,
      headers: { ...asOpened.headers, 'x-forwarded-host': 'evil.example' },
    });
    expect(elsewhere.status).toBe(308);
    expect(elsewhere.headers.location).toBe('https://tagtrail.example/idp/.well-known/openid-configuration');
  });

  it('takes an explicit :443 for the https address itself, and redirects the rest there', async () => {
    expect((await send(api.baseUrl, '/', { host: 'tagtrail.example:443' })).status).toBe(200);
    const answer = await send(api.baseUrl, '/admin', { host: 'tagtrail.example:80' });
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe('https://tagtrail.example/admin');
  });
});

describe('behind proxies named by address (TRUST_PROXY 10.9.9.9), reached by a client directly', () => {
  const api = useTestServer({ demoData: false, trustProxy: ['10.9.9.9'], ...builtSites });

  // The provider trusts forwarded headers once the server does; only those of a listed proxy may count.
  it("keeps the identity provider's addresses when the forwarded headers come from no listed proxy", async () => {
    const discovery = await send(api.baseUrl, '/idp/.well-known/openid-configuration', {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
    });
    expect(discovery.status).toBe(200);
    const document = JSON.parse(discovery.body) as Record<string, unknown>;
    expect(document['issuer']).toBe(`${api.baseUrl}/idp`);
    expect(document['authorization_endpoint']).toBe(`${api.baseUrl}/idp/auth`);
  });
});

describe('rate limit on public endpoints', () => {
  const LIMIT = 3;
  const contract = {
    open: endpoint({ method: 'GET', path: 'open', summary: 'public', response: v.string(), ...ACCESS.public }),
    admin: endpoint({ method: 'GET', path: 'closed', summary: 'admin', response: v.string(), ...ACCESS.admin }),
  };
  let app: FastifyInstance;
  let database: OpenDatabase;
  let baseUrl: string;
  const asOpened = { host: 'tagtrail.example' };
  const from = (address: string) => ({ ...asOpened, headers: { 'x-forwarded-for': address } });

  beforeAll(async () => {
    // The router and hardening of the real server, over planted endpoints: no public endpoint is routed yet.
    const config = {
      ...loadConfig({}),
      publicUrl: 'http://tagtrail.example',
      publicRateLimitPerMinute: LIMIT,
      // One proxy in front: the test's own socket.
      trustProxy: 1,
    };
    database = await openDatabase({ dataDir: IN_MEMORY_DATA_DIR });
    app = Fastify({ logger: false, ...hardenedServerOptions(config) });
    await registerHardening(app, config);
    registerErrorHandling(app);
    const router = createRouter(
      app,
      {
        verifyAccessToken: async (token) =>
          token === 'admin' ? { userId: 1, username: 'a', role: 'admin' } : undefined,
      },
      database.db,
    );
    router.publicRoute(contract.open, async () => 'open');
    router.route(contract.admin, async () => 'closed');
    await app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers 429 with Retry-After once one address passes the limit, in the one error shape', async () => {
    for (let call = 1; call <= LIMIT; call++) {
      expect((await send(baseUrl, '/api/open', from('198.51.100.1'))).status, `call ${call}`).toBe(200);
    }
    const refused = await send(baseUrl, '/api/open', from('198.51.100.1'));
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({
      status: 429,
      error: 'TOO_MANY_REQUESTS',
      message: 'TOO_MANY_REQUESTS',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expectSecurityHeaders(refused);
  });

  it('counts each client address on its own', async () => {
    expect((await send(baseUrl, '/api/open', from('198.51.100.2'))).status).toBe(200);
  });

  // issue 24 §3: on main each IPv6 address was counted alone, so a subscriber's /64 was 2^64 fresh budgets.
  it('counts an IPv6 client by its /64: every address of it shares one limit', async () => {
    for (let call = 1; call <= LIMIT; call++) {
      const address = `2001:db8:7:1::${call.toString(16)}`;
      expect((await send(baseUrl, '/api/open', from(address))).status, `call ${call}`).toBe(200);
    }
    expect((await send(baseUrl, '/api/open', from('2001:db8:7:1:ffff::9'))).status).toBe(429);
    expect((await send(baseUrl, '/api/open', from('2001:db8:7:2::1'))).status).toBe(200);
  });

  // issue 25 §4: with TRUST_PROXY=true the left-most X-Forwarded-For, which the client writes, was its address.
  it('counts the client as the first address from the right that is not a proxy, never the left-most', async () => {
    for (let call = 1; call <= LIMIT; call++) {
      const forwarded = { ...asOpened, headers: { 'x-forwarded-for': `203.0.113.${call}, 198.51.100.9` } };
      expect((await send(baseUrl, '/api/open', forwarded)).status, `call ${call}`).toBe(200);
    }
    const refused = { ...asOpened, headers: { 'x-forwarded-for': '203.0.113.99, 198.51.100.9' } };
    expect((await send(baseUrl, '/api/open', refused)).status).toBe(429);
    // Writing the refused address left-most does not make it the client's.
    const spoofed = { ...asOpened, headers: { 'x-forwarded-for': '198.51.100.9, 198.51.100.10' } };
    expect((await send(baseUrl, '/api/open', spoofed)).status).toBe(200);
  });

  it('leaves signed-in endpoints alone', async () => {
    for (let call = 1; call <= LIMIT * 2; call++) {
      const answer = await send(baseUrl, '/api/closed', {
        ...from('198.51.100.1'),
        headers: { 'x-forwarded-for': '198.51.100.1', authorization: 'Bearer admin' },
      });
      expect(answer.status, `call ${call}`).toBe(200);
    }
  });
});

// issue 25 §4: the tag page reads the database on every visit and the images are files; both were unlimited.
describe('rate limit on the tag pages and the product images (PUBLIC_RATE_LIMIT 3, TRUST_PROXY 1)', () => {
  const LIMIT = 3;
  const api = useTestServer({ demoData: false, publicRateLimitPerMinute: LIMIT, trustProxy: 1, ...builtSites });
  const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
  const TAG_PAGE = '/t/0123abcd';
  const IMAGE = `/api/imagens/produtos/1/2/${'ab'.repeat(32)}.png`;

  it('answers 429 on the tag page and on an image once one address passes the limit, and not to another', async () => {
    for (const page of [TAG_PAGE, IMAGE]) {
      for (let call = 1; call <= LIMIT; call++) {
        // No such tag or image: 404, counted all the same.
        expect((await send(api.baseUrl, page, from('198.51.100.30'))).status, `${page}, call ${call}`).toBe(404);
      }
      const refused = await send(api.baseUrl, page, from('198.51.100.30'));
      expect(refused.status, page).toBe(429);
      expect(Number(refused.headers['retry-after']), page).toBeGreaterThan(0);
      expect((await send(api.baseUrl, page, from('198.51.100.31'))).status, page).toBe(404);
    }
  });

  it('counts an IPv6 client by its /64: two addresses of one /64 share a count, another /64 has its own', async () => {
    for (const page of [TAG_PAGE, IMAGE]) {
      for (let call = 1; call <= LIMIT; call++) {
        const address = `2001:db8:30:1::${call.toString(16)}`;
        expect((await send(api.baseUrl, page, from(address))).status, `${page}, call ${call}`).toBe(404);
      }
      expect((await send(api.baseUrl, page, from('2001:db8:30:1:ffff::9'))).status, page).toBe(429);
      expect((await send(api.baseUrl, page, from('2001:db8:30:2::1'))).status, page).toBe(404);
    }
  });
});
