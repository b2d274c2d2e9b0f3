/**
 * The two front ends from this one origin (DESIGN "The system"): the portal at `/` (its index answers every unknown
 * path, a single-page app) and the public app's files under `/pub/` (the tag page's script; the public pages
 * themselves are rendered in src/public). Hashed assets are cached for good; index pages are revalidated on every load.
 */
import { access } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { isPortalPath } from '@tagtrail/domain';
import type { NotFoundFallback } from './errors';

/** Vite's build puts content-hashed files here (`build.assetsDir`), so they never change under one name. */
const HASHED_ASSETS_DIR = 'assets';
const FOREVER = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Paths the front ends never own: an unknown one is a 404 in the API's shape, not a page. */
const SERVER_PREFIXES = ['/api', '/idp'];
/** A missing file here is a stale asset link: a 404, not an HTML page the browser would try to run. */
const FILE_ONLY_PREFIXES = [`/${HASHED_ASSETS_DIR}/`, '/pub/'];

interface Site {
  readonly label: string;
  readonly dist: string;
}

const portalOf = (config: ServerConfig): Site => ({ label: 'portal', dist: config.portalDist });
const publicAppOf = (config: ServerConfig): Site => ({ label: 'public app', dist: config.publicDist });

export async function registerStaticSite(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const portal = portalOf(config);
  const publicApp = publicAppOf(config);
  for (const [site, entry] of [
    [portal, 'index.html'],
    [publicApp, '.vite/manifest.json'],
  ] as const) {
    if (!(await exists(path.join(site.dist, entry))))
      app.log.warn(`the ${site.label} is not built (${site.dist}); run \`pnpm run build:apps\``);
  }

  await app.register(fastifyStatic, {
    root: portal.dist,
    prefix: '/',
    // The build's .br and .gz beside each file (vite-plugin-compression2): sent as they are to a browser that takes
    // them, the portal's first page about a quarter of its size.
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeadersFor(portal.dist),
  });
  await app.register(fastifyStatic, {
    root: publicApp.dist,
    prefix: '/pub/',
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeadersFor(publicApp.dist),
  });

  // A tag's page and the store page are rendered by the server (src/public); the public app ships their script.
}

/** Any other page a browser asks for belongs to the portal, which shows its own not-found page. */
export function portalFallback(config: ServerConfig): NotFoundFallback {
  const portal = portalOf(config);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const pathname = request.url.split('?')[0]?.toLowerCase() ?? '';
    if (SERVER_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return false;
    if (FILE_ONLY_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
    // The portal shows its not-found page for a path it does not know; the status says so too (issue 8 §6). Inside
    // an area only the area's routes know, so those answer 200.
    if (!isPortalPath(pathname)) reply.code(404);
    await sendIndex(reply, portal);
    return true;
  };
}

/** Resolves once the page has gone out (awaiting a reply waits for the response to finish). */
async function sendIndex(reply: FastifyReply, site: Site): Promise<void> {
  // Checked first: sending a missing file would fall through to the not-found handler and back here.
  if (!(await exists(path.join(site.dist, 'index.html')))) {
    await reply
      .code(503)
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `The ${site.label} is not built yet (no ${site.dist}/index.html).\nRun \`pnpm run build:apps\`, or \`pnpm start\`, which builds it first.\n`,
      );
    return;
  }
  await reply.sendFile('index.html', site.dist);
}

function cacheHeadersFor(dist: string): (response: SetHeadersResponse, filePath: string) => void {
  return (response, filePath) => {
    const hashed = path.relative(dist, filePath).split(path.sep)[0] === HASHED_ASSETS_DIR;
    response.setHeader('cache-control', hashed ? FOREVER : REVALIDATE);
    // The same address answers .br, .gz or the file itself by the request's Accept-Encoding: a shared cache must know.
    response.setHeader('vary', 'accept-encoding');
  };
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
