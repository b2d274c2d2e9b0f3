/**
 * What every answer of the server goes through before any route: one address (other hosts are redirected to
 * PUBLIC_URL), the security headers (portal, public pages, API and identity provider alike), a JSON body limit, and a
 * per-address rate limit on the public endpoints.
 */
import type { IncomingMessage } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import helmet from 'helmet';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { ServerConfig } from '../config';
import { clientAddress } from '../identity/attempt-throttle';
import { ApiFailure } from './api-failure';

/**
 * The largest JSON body any route reads. Every JSON call is a form (the largest, a promotion with its product and
 * place lists, is a few kB); files travel as multipart, which has its own limits (`MULTIPART_LIMITS`).
 */
export const JSON_BODY_LIMIT_BYTES = 256 * 1024;

/**
 * Load balancers probe servers, and Prometheus scrapes them, by their own address: those must not be answered with
 * a redirect (issue 25 §6).
 */
const PROBE_PATHS = new Set(['/api/health', '/api/ready', '/metrics']);

export const TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS';

/** The route config the router gives every public endpoint: counted per client address (see registerHardening). */
export const PUBLIC_ENDPOINT_ROUTE_CONFIG = { rateLimit: {} } as const;

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The Fastify options the hardening needs; they can only be given when the instance is made. */
export function hardenedServerOptions(config: ServerConfig): Pick<FastifyServerOptions, 'bodyLimit' | 'trustProxy'> {
  return { bodyLimit: JSON_BODY_LIMIT_BYTES, trustProxy: trustedProxies(config.trustProxy) };
}

/**
 * Which hops Fastify trusts, counted from the socket: the client is the first address from the right that is not
 * trusted. Fastify (5.12) trusts nothing for a bare number, since a count cannot tell a proxy from a client that
 * connects directly; TRUST_PROXY=N is the operator's word that the server is reachable through its N proxies only.
 */
function trustedProxies(trust: ServerConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** Registered before any route: the redirect hook and the rate limit reach only the routes added after them. */
export async function registerHardening(app: FastifyInstance, config: ServerConfig): Promise<void> {
  registerSecurityHeaders(app, config.publicUrl);
  registerOneAddress(app, config.publicUrl);
  if (config.publicRateLimitPerMinute > 0) {
    await app.register(rateLimit, {
      // Only the routes the router marks (PUBLIC_ENDPOINT_ROUTE_CONFIG); signed-in calls are not limited here.
      global: false,
      max: config.publicRateLimitPerMinute,
      timeWindow: 60_000,
      // IPv6 by its /64 (issue 24 §3): one subscriber commonly holds a whole /64, a fresh address for every scan.
      keyGenerator: (request) => clientAddress(request.ip),
      // Addresses remembered per endpoint (least recently seen forgotten first): bounded memory under a flood.
      cache: 10_000,
      errorResponseBuilder: () => new ApiFailure(429, TOO_MANY_REQUESTS, TOO_MANY_REQUESTS),
    });
  }
}

/**
 * Helmet's headers are set on the Node server's response before Fastify sees the request, not in a Fastify hook: so
 * every answer carries them, also the identity provider's (Fastify hands those over unsent, `reply.hijack()`) and
 * those Fastify gives before any hook runs (a path whose escapes are not UTF-8). The identity provider's and our
 * sign-in pages set their own, stricter policy (nonces, no 'self' scripts) over them. Helmet itself (the helmetjs
 * project, which @fastify/helmet only wraps in hooks) is built once here, not per request.
 */
function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  const https = new URL(publicUrl).protocol === 'https:';
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // The built portal and public app load only their own files (Vite emits no inline script); the public tag
        // page's small script must stay a file under /pub/ too.
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Fluent UI (Griffel) inserts its styles into <style> elements at run time, and the portal's index has an
        // inline <style>: styles need 'unsafe-inline'. Scripts never do.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: [frameAncestorsFor],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Store pages on subdomains may show images from the main host.
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS over plain http would be ignored at best, and would pin a local `http://localhost` to https at worst.
    strictTransportSecurity: https ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true } : false,
  });
  // Fastify's own request listener was added when the server was made: this one goes before it.
  app.server.prependListener('request', (request, response) => setSecurityHeaders(request, response, noError));
}

/** Helmet's middleware calls back when done; since helmet 8.1 it throws instead of passing an error. */
function noError(): void {}

/**
 * Silent renewal runs in a hidden iframe of the portal: the authorization endpoint redirects it to /silent-oidc,
 * which reads the answer. Only those may be framed, and only by the portal itself.
 */
const FRAMED_BY_PORTAL = ['/silent-oidc', '/idp/auth'];

function frameAncestorsFor(request: IncomingMessage): string {
  const pathname = pathOf(request.url);
  const framed = FRAMED_BY_PORTAL.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return framed ? "'self'" : "'none'";
}

/** The path as the router matches it: case-insensitive, with or without a trailing slash. */
function pathOf(url: string | undefined): string {
  const pathname = (url ?? '/').split('?')[0]!.toLowerCase();
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * One address: a request for any host but PUBLIC_URL's (or one of its subdomains, which store pages use) is sent to
 * the same path there. Sign-in cookies, the issuer and the portal's redirect addresses all name that host, so a page
 * opened at another (http://127.0.0.1:8080 for http://localhost:8080) could never sign in.
 */
function registerOneAddress(app: FastifyInstance, publicUrl: string): void {
  const home = new URL(publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    if (PROBE_PATHS.has(pathOf(request.url)) || isServedHost(home, request.host)) return;
    // Only a path goes after the origin: an absolute-form request target must not name the destination.
    const path = request.url.startsWith('/') ? request.url : '/';
    // No-store: a permanent redirect a browser kept would outlive a change of PUBLIC_URL.
    return reply.header('cache-control', 'no-store').redirect(new URL(`${home.origin}${path}`).href, 308);
  });
}

/** A host header such as `localhost:8080`, `tags.example.com` or `[::1]:8080`: nothing else is a host. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function isServedHost(home: URL, host: string | undefined): boolean {
  if (host === undefined || !HOST.test(host)) return false;
  let asked: URL;
  try {
    // Read with PUBLIC_URL's scheme, so an explicit default port (`:443` behind a proxy) counts as none.
    asked = new URL(`${home.protocol}//${host}`);
  } catch {
    // Shaped like a host but none (`localhost:99999`, `[:::]`).
    return false;
  }
  if (asked.port !== home.port) return false;
  return asked.hostname === home.hostname || asked.hostname.endsWith(`.${home.hostname}`);
}
