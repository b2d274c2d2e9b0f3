/**
 * The GS1 Digital Link resolver at PUBLIC_URL (issue 29 §3; GS1-Conformant Resolver Standard 1.2), and the product page
 * it sends a GTIN to:
 * - GET/HEAD /01/{GTIN}[/22/{CPV}][/10/{lot}][/21/{serial}][?…]: 307 to the default link — a serial that is one of the
 *   product's tags to its tag page (/t/{tag id}, which records the scan), a lot to its page, a GTIN to the product's
 *   page — or to the link of the asked `linkType`, falling back from the serial to the lot to the GTIN; the linkset
 *   (RFC 9264) for `linkType=linkset` (or 1.0's `all`) or an Accept of application/linkset+json; a Link header to the
 *   linkset on every answer; the query passed on; 400 naming the part of a URI that is no Digital Link, 404 for a GTIN
 *   no product carries or a link type the item has no link of. CORS on all of it, OPTIONS included.
 * - GET/HEAD/OPTIONS /{compressed}[?…]: a compressed Digital Link (GS1 Digital Link Standard, "Compression") answered
 *   as its uncompressed form is, never redirected to it (resolver standard: SHOULD NOT), which the Link header names
 *   (`rel="owl:sameAs"`, SHALL). Only a path that decompresses to a Digital Link with a GTIN is one: any other path of
 *   one segment reaches the portal as before.
 * - GET /.well-known/gs1resolver: the resolver description file.
 * - GET /gtin/{GTIN-14}[/lot/{lot}]: the product's page, in the visitor's language and its maker's colours.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  acceptedLinksetType,
  decompressDigitalLink,
  displayGtin,
  GS1_LINKSET_CONTEXT,
  linksetLinkHeader,
  linksetOf,
  linkTypeRequest,
  LINKSET_MEDIA_TYPE,
  normalizeGtin,
  parseDigitalLink,
  plainTagLinkReader,
  resolverAnswer,
  resolverDescription,
  resolverLevels,
  withPassedOnQuery,
  type DigitalLink,
  type DigitalLinkError,
  type DigitalLinkResult,
  type ResolverFinding,
} from '@tagtrail/domain';
import { productPageHtml, visitorLanguage } from '@tagtrail/public-pages';
import { productImageUri } from '../catalogue/product-images.files';
import type { Database } from '../db/client';
import type { FileStorage } from '../files/file-storage';
import { PUBLIC_ENDPOINT_ROUTE_CONFIG } from '../http/hardening';
import { tagPageThemes } from '../public/tag-page-theme';
import { gs1Resolutions, type Resolution, type ResolverLookup } from './gs1-resolver.repository';

export const RESOLVER_NAME = 'Tagtrail GS1 Digital Link resolver';
export const RESOLVER_DESCRIPTION_PATH = '/.well-known/gs1resolver';

/** The query parameter naming the product on its page, when several customers carry its GTIN. */
const PRODUCT_PARAMETER = 'product';

/**
 * The product's page, and a lot's: `/gtin/{GTIN-14}`, `/gtin/{GTIN-14}/lot/{lot}`. When several customers carry the
 * GTIN the page names the product (`?product={id}`): the GTIN alone reads the oldest product (gs1-resolver.repository),
 * while a link through another customer's tag means that customer's.
 */
export const productPagePath = (gtin: string, lot?: string, productId?: number) =>
  `/gtin/${gtin}${lot === undefined ? '' : `/lot/${encodeURIComponent(lot)}`}` +
  (productId === undefined ? '' : `?${PRODUCT_PARAMETER}=${productId}`);
const tagPagePath = (tagId: string) => `/t/${encodeURIComponent(tagId)}`;

/** Resolver standard: "SHALL support CORS" — any page may ask, and read the Link header; on every answer alike. */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'access-control-allow-headers': 'Accept, Accept-Language',
  'access-control-expose-headers': 'Link, Location, Vary',
  'access-control-max-age': '86400',
} as const;

/**
 * The router's constraint that marks a request for a compressed Digital Link: its route matches only then, so any
 * other path of one segment goes on to the portal's files and pages exactly as if the route were not there.
 */
const COMPRESSED_LINK_CONSTRAINT = 'gs1CompressedDigitalLink';
/** A path of one segment of the compression's base64url characters, at our root (trailing slashes taken off). */
const COMPRESSED_LINK_PATH = /^\/[A-Za-z0-9_-]+$/;

/** The parts a refusal names, said as the GS1 General Specifications name their AIs. */
const PART_NAMES: Readonly<Record<string, string>> = {
  '01': 'GTIN',
  '22': 'consumer product variant',
  '10': 'batch/lot',
  '21': 'serial number',
};

export interface Gs1ResolverOptions {
  /** The owner's connection: reads run in a public-scope transaction as the tenant role (gs1-resolver.repository). */
  readonly db: Database;
  /** PUBLIC_URL: the resolver's root, and the host of every link it gives. */
  readonly publicUrl: string;
  readonly files: FileStorage;
  /** Today as YYYY-MM-DD, for a lot's expiry on its page (the server's calendar day, UTC). */
  readonly today?: () => string;
}

export function registerGs1ResolverRoutes(app: FastifyInstance, options: Gs1ResolverOptions): void {
  const origin = new URL(options.publicUrl).origin;
  const today = options.today ?? (() => new Date().toISOString().slice(0, 10));
  const resolutions = gs1Resolutions(options.db);
  const colorsOf = tagPageThemes(options.files);

  /** The request as a Digital Link on our host, and its query as written. */
  const digitalLinkOf = (url: string): AskedLink => {
    const { path, query } = pathAndQuery(url);
    return { parsed: parseDigitalLink(`${origin}${path}${query === '' ? '' : `?${query}`}`), query };
  };

  /**
   * A compressed Digital Link as its uncompressed form on our host, which it is the same as; a query that spoils it
   * is refused as the uncompressed link's would be.
   */
  const compressedLinkOf = (url: string): AskedLink => {
    const { path, query } = pathAndQuery(url);
    const uncompressed = decompressDigitalLink(`${origin}${path}${query === '' ? '' : `?${query}`}`);
    if (!uncompressed.ok) return { parsed: uncompressed, query };
    return { ...digitalLinkOf(uncompressed.value.slice(origin.length)), sameAs: uncompressed.value };
  };

  // The query is left out: a path that is a compressed link is one whatever its query says.
  const isCompressedLink = (url: string) => {
    const { path } = pathAndQuery(url);
    return COMPRESSED_LINK_PATH.test(path) && decompressDigitalLink(`${origin}${path}`).ok;
  };

  app.addConstraintStrategy({
    name: COMPRESSED_LINK_CONSTRAINT,
    // The routes by the value derived; only `true` ever is.
    storage: () => {
      const routes = new Map();
      return {
        get: (value) => routes.get(value) ?? null,
        set: (value, route) => {
          routes.set(value, route);
        },
      };
    },
    // The router derives it for every request: only a path of one segment is decompressed, which for a portal page
    // (one a load) fails within a few bits.
    deriveConstraint: (request) => (isCompressedLink(request.url ?? '') ? true : undefined),
  });

  const findingOf = (gtin: string, found: Resolution): ResolverFinding => {
    // Only a tag id the tag page reads back from its own link is sent there (a QR hash or a chip id).
    const tagPage = found.tagId === undefined ? undefined : tagPagePath(found.tagId);
    const tagReadable = tagPage !== undefined && plainTagLinkReader.read(tagPage)?.kind === 'plain';
    const productId = found.product.sharedGtin ? found.product.id : undefined;
    return {
      product: {
        name: found.product.name,
        pageUrl: `${origin}${productPagePath(gtin, undefined, productId)}`,
        manualUrl: found.product.manualUrl,
        videoUrl: found.product.videoUrl,
      },
      ...(found.lot === undefined
        ? {}
        : { lot: { pageUrl: `${origin}${productPagePath(gtin, found.lot.number, productId)}` } }),
      ...(tagReadable ? { tag: { pageUrl: `${origin}${tagPage}` } } : {}),
    };
  };

  // GS1's resolver test suite looks for the CORS headers, and the Link to the linkset, in an OPTIONS answer.
  const answerOptions = (reply: FastifyReply, asked: AskedLink) => {
    reply.headers(CORS_HEADERS);
    if (asked.parsed.ok) reply.header('link', linkHeaderOf(asked.parsed.value, asked.sameAs));
    return reply.code(204).send();
  };

  const answerLink = async (request: FastifyRequest, reply: FastifyReply, asked: AskedLink) => {
    // The answer depends on Accept (linkset or redirect); the links may change at any time (a recall, a new manual).
    reply.headers(CORS_HEADERS).header('vary', 'Accept').header('cache-control', 'no-store');
    const { parsed, query, sameAs } = asked;
    if (!parsed.ok) return text(reply, 400, refusalText(parsed.error));
    const link = parsed.value;
    // A path with a second /01/ reads as a Digital Link under a path prefix: not one of ours.
    if (link.pathPrefix !== '') return text(reply, 404, 'This resolver serves Digital Links at its root only.');
    reply.header('link', linkHeaderOf(link, sameAs));

    const linkType = linkTypeRequest(link.params.linkType);
    if (linkType.kind === 'unknown') return text(reply, 404, `No links of link type ${linkType.asked}.`);
    const found = await resolutions.find({
      gtin: link.gtin,
      ...(link.lot === undefined ? {} : { lot: link.lot }),
      ...(link.serial === undefined ? {} : { serial: link.serial }),
    });
    if (found === undefined) return text(reply, 404, `No product carries GTIN ${link.gtin}.`);

    const levels = resolverLevels(link, findingOf(link.gtin, found));
    const linksetType = acceptedLinksetType(request.headers.accept);
    const answer = resolverAnswer(levels, linkType, linksetType !== undefined);
    switch (answer.kind) {
      case 'linkset':
        return reply
          .code(200)
          .type(linksetType ?? LINKSET_MEDIA_TYPE)
          .header(
            'link',
            `${linkHeaderOf(link, sameAs)}, <${GS1_LINKSET_CONTEXT}>; rel="http://www.w3.org/ns/json-ld#context"; type="application/ld+json"`,
          )
          .send(JSON.stringify(linksetOf(levels)));
      case 'redirect':
        return reply.redirect(withPassedOnQuery(answer.link.href, query), 307);
      case 'notFound':
        return text(reply, 404, `No ${link.params.linkType ?? 'default'} link for ${levels[0]?.anchor ?? link.gtin}.`);
    }
  };

  app.options('/01/*', { config: PUBLIC_ENDPOINT_ROUTE_CONFIG }, async (request, reply) =>
    answerOptions(reply, digitalLinkOf(request.url)),
  );
  // Anyone may ask, and each answer reads the database: counted per client address as the public endpoints are.
  // Fastify answers HEAD from this route too, the body left out.
  app.get('/01/*', { config: PUBLIC_ENDPOINT_ROUTE_CONFIG }, async (request, reply) =>
    answerLink(request, reply, digitalLinkOf(request.url)),
  );

  const compressedLinkRoute = {
    config: PUBLIC_ENDPOINT_ROUTE_CONFIG,
    constraints: { [COMPRESSED_LINK_CONSTRAINT]: true },
  };
  app.options('/:compressedLink', compressedLinkRoute, async (request, reply) =>
    answerOptions(reply, compressedLinkOf(request.url)),
  );
  app.get('/:compressedLink', compressedLinkRoute, async (request, reply) =>
    answerLink(request, reply, compressedLinkOf(request.url)),
  );

  app.options(RESOLVER_DESCRIPTION_PATH, async (_request, reply) => reply.headers(CORS_HEADERS).code(204).send());
  app.get(RESOLVER_DESCRIPTION_PATH, async (_request, reply) =>
    reply
      .headers(CORS_HEADERS)
      .type('application/json')
      .header('cache-control', 'public, max-age=3600')
      .send(resolverDescription(RESOLVER_NAME, origin)),
  );

  // Every path under /gtin/ is this page's: a mistyped link says 'product not found' in the visitor's language.
  app.get('/gtin/*', { config: PUBLIC_ENDPOINT_ROUTE_CONFIG }, async (request, reply) => {
    const language = visitorLanguage(request.headers['accept-language']);
    const asked = productPageAsked(request.url);
    const found = asked === undefined ? undefined : await resolutions.find(asked);
    // A lot's page is the page of one of the product's lots: another number is not found.
    const shown = found === undefined || (asked?.lot !== undefined && found.lot === undefined) ? undefined : found;
    const colors = await colorsOf(shown?.product.tenantId ?? null);
    reply
      .code(shown === undefined ? 404 : 200)
      .type('text/html; charset=utf-8')
      // A recall can come at any time: each visit shows the lot as it is now.
      .header('cache-control', 'no-store')
      .header('vary', 'accept-language');
    return productPageHtml({
      product:
        shown === undefined || asked === undefined
          ? undefined
          : {
              name: shown.product.name,
              description: shown.product.description,
              customerName: shown.product.customerName,
              gtin: displayGtin(asked.gtin) ?? asked.gtin,
              photoUrl: shown.product.photoKeys[0] === undefined ? null : productImageUri(shown.product.photoKeys[0]),
              manualUrl: shown.product.manualUrl,
              videoUrl: shown.product.videoUrl,
              lot:
                shown.lot === undefined
                  ? null
                  : {
                      number: shown.lot.number,
                      statusId: shown.lot.status,
                      statusDate: shown.lot.statusDate,
                      manufactureDate: shown.lot.manufactureDate,
                      expiryDate: shown.lot.expiryDate,
                    },
              recalledLots: shown.product.recalledLots,
            },
      language,
      colors,
      today: today(),
    });
  });
}

/**
 * The GTIN (as stored, GTIN-14), lot and product a product page's address names; undefined for an address that names
 * none. The query may hold more: the resolver passes the Digital Link's query on.
 */
function productPageAsked(url: string): ResolverLookup | undefined {
  const queryAt = url.indexOf('?');
  const path = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(/(.)\/+$/, '$1');
  const match = /^\/gtin\/([0-9]{8,14})(?:\/lot\/([^/]+))?$/i.exec(path);
  const gtin = match === null ? undefined : normalizeGtin(match[1]!);
  if (match === null || gtin === undefined) return undefined;
  const product = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1)).get(PRODUCT_PARAMETER);
  const productId = product !== null && /^[1-9][0-9]{0,8}$/.test(product) ? { productId: Number(product) } : {};
  if (match[2] === undefined) return { gtin, ...productId };
  try {
    return { gtin, lot: decodeURIComponent(match[2]), ...productId };
  } catch {
    return undefined;
  }
}

/** A Digital Link asked for, read from the request; `sameAs` the uncompressed form of a compressed one. */
interface AskedLink {
  readonly parsed: DigitalLinkResult<DigitalLink>;
  /** The query as written, passed on to the target. */
  readonly query: string;
  readonly sameAs?: string;
}

/** The path without trailing slashes (resolver standard: SHOULD tolerate one), and the query as written. */
function pathAndQuery(url: string): { path: string; query: string } {
  const queryAt = url.indexOf('?');
  return {
    path: (queryAt === -1 ? url : url.slice(0, queryAt)).replace(/(.)\/+$/, '$1'),
    query: queryAt === -1 ? '' : url.slice(queryAt + 1),
  };
}

/** The Link header of every answer about `link`: its linkset, and the uncompressed link a compressed one is. */
function linkHeaderOf(link: DigitalLink, sameAs: string | undefined): string {
  const linkset = linksetLinkHeader(link);
  return sameAs === undefined ? linkset : `${linkset}, <${sameAs}>; rel="owl:sameAs"`;
}

/** A refusal as a short sentence naming the part: `GS1_BAD_CHECK_DIGIT in 01 (GTIN)`. */
function refusalText(error: DigitalLinkError): string {
  const name = PART_NAMES[error.part];
  const params = Object.entries(error.params ?? {})
    .map(([key, value]) => `${key} ${String(value)}`)
    .join(', ');
  return `Not a GS1 Digital Link URI: ${error.key} in ${error.part}${name === undefined ? '' : ` (${name})`}${params === '' ? '' : `: ${params}`}.`;
}

function text(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).type('text/plain; charset=utf-8').send(`${body}\n`);
}
