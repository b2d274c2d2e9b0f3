/**
 * What our GS1-Conformant resolver answers for a product's Digital Link (issue 29 §3; GS1-Conformant Resolver Standard
 * 1.2): the links each level of the request has — its serial (a tag), its lot, its GTIN — the one a request's
 * `linkType` asks for, falling back from the serial to the lot to the GTIN, the linkset (RFC 9264) in the shape GS1's
 * linkset schema validates, and the resolver description file. Pure: the server finds the product, lot and tag and
 * gives their pages' absolute addresses.
 */
import { LANGUAGES } from '../shared/languages';
import { isWebAddress } from '../shared/web-address';
import { buildDigitalLink, type DigitalLink } from './digital-link';

/** GS1's Web vocabulary: a linkset names link types by URI, a request by the CURIE `gs1:…` or by URI. */
export const GS1_VOCABULARY = 'https://gs1.org/voc/';
export const GS1_VOCABULARY_PREFIX = 'gs1:';
// How a request may name the vocabulary: its CURIE prefix, or any of the URIs GS1 publishes it under (GS1's resolver
// test suite reads them all as one).
const GS1_VOCABULARY_ALIASES = [
  GS1_VOCABULARY,
  'http://gs1.org/voc/',
  'https://www.gs1.org/voc/',
  'https://ref.gs1.org/voc/',
  GS1_VOCABULARY_PREFIX,
];

/** The link types we offer; `defaultLink` is every level's one default (resolver standard §3: exactly one). */
export const LINK_TYPES = ['defaultLink', 'pip', 'recallStatus', 'instructions', 'relatedVideo'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

/**
 * The link types' titles as GS1's Web vocabulary gives them (in English): a link's title says what kind of link it is,
 * then which item. A product's sharing link is not offered: no GS1 link type means "the page shoppers are asked to
 * share" (gs1:socialMedia is the brand's channel on a network, which that link need not be).
 */
export const LINK_TYPE_TITLES: Readonly<Record<LinkType, string>> = {
  defaultLink: 'Default link',
  pip: 'Product information page',
  recallStatus: 'Recall status',
  instructions: 'Instructions',
  relatedVideo: 'Related video',
};

/** RFC 9264 §4.2's media type; a client asking for plain JSON gets the same document as application/json. */
export const LINKSET_MEDIA_TYPE = 'application/linkset+json';
export const JSON_MEDIA_TYPE = 'application/json';
/** The JSON-LD context GS1 publishes for its linksets (resolver standard 1.2, "Artefacts"). */
export const GS1_LINKSET_CONTEXT = 'https://ref.gs1.org/standards/resolver/linkset-context';
/** The `linkType` values that ask for the linkset itself: `all` is 1.0's name for it, deprecated since. */
const LINKSET_LINK_TYPES = ['linkset', 'all'];

/** Our own pages are rendered in the visitor's language of these (Accept-Language), so each link names them all. */
const OWN_PAGE_LANGUAGES: readonly string[] = LANGUAGES.map((language) => language.code);
const OWN_PAGE_TYPE = 'text/html';

export interface ResolverLink {
  readonly linkType: LinkType;
  /** Absolute: GS1's linkset schema wants an http(s) URL. */
  readonly href: string;
  readonly title: string;
  /** The target's media type, when known: our own pages only. */
  readonly type?: string;
  readonly hreflang?: readonly string[];
}

export type ResolverLevelKind = 'serial' | 'lot' | 'gtin';

/** One level of a request, its Digital Link up to that qualifier: what a linkset lists under one anchor. */
export interface ResolverLevel {
  readonly kind: ResolverLevelKind;
  /** The level's Digital Link, canonical (GTIN-14, qualifiers in order), without a query: the linkset's anchor. */
  readonly anchor: string;
  readonly description: string;
  readonly links: readonly ResolverLink[];
}

/** What the server found for a Digital Link, every address absolute. */
export interface ResolverFinding {
  readonly product: {
    readonly name: string;
    /** Our public page of the product. */
    readonly pageUrl: string;
    /** The product's own links, as stored: only web addresses become links. */
    readonly manualUrl: string | null;
    readonly videoUrl: string | null;
  };
  /** The link's lot, one of this product's lots: its page, which shows the lot's status. */
  readonly lot?: { readonly pageUrl: string };
  /** The link's serial, a tag of this product: its public tag page, which records the scan. */
  readonly tag?: { readonly pageUrl: string };
}

/** The canonical Digital Link of the request cut after its qualifiers `upTo`: the parts were parsed, so it builds. */
function anchorOf(link: DigitalLink, upTo: ResolverLevelKind): string {
  const built = buildDigitalLink({
    base: link.base,
    gtin: link.gtin,
    ...(upTo === 'gtin' || link.cpv === undefined ? {} : { cpv: link.cpv }),
    ...(upTo === 'gtin' || link.lot === undefined ? {} : { lot: link.lot }),
    ...(upTo === 'serial' && link.serial !== undefined ? { serial: link.serial } : {}),
  });
  return built.ok ? built.value : `${link.base}/01/${link.gtin}`;
}

/** A page of ours about the level's item: its default, its information page and its recall status alike. */
function ownPageLinks(href: string, description: string): ResolverLink[] {
  const described = (linkType: LinkType): ResolverLink => ({
    linkType,
    href,
    title: `${LINK_TYPE_TITLES[linkType]}: ${description}`,
    type: OWN_PAGE_TYPE,
    hreflang: OWN_PAGE_LANGUAGES,
  });
  // The default carries a title and nothing else (resolver standard: "SHALL NOT include other attributes").
  return [{ linkType: 'defaultLink', href, title: description }, described('pip'), described('recallStatus')];
}

function productLink(linkType: LinkType, url: string | null, name: string): ResolverLink[] {
  return url === null || !isWebAddress(url)
    ? []
    : [{ linkType, href: url.trim(), title: `${LINK_TYPE_TITLES[linkType]}: ${name}` }];
}

/**
 * The levels of a request that name something found, the most specific first: the serial when it is a tag of the
 * product, the lot when it is one of the product's lots, and always the GTIN. A serial or lot not found adds no level:
 * its request falls back to the levels above it (resolver standard: a resolver walks up the tree).
 */
export function resolverLevels(link: DigitalLink, found: ResolverFinding): ResolverLevel[] {
  const { name } = found.product;
  const levels: ResolverLevel[] = [];
  if (link.serial !== undefined && found.tag !== undefined) {
    const description = `${name}, serial ${link.serial}`;
    levels.push({
      kind: 'serial',
      anchor: anchorOf(link, 'serial'),
      description,
      links: ownPageLinks(found.tag.pageUrl, description),
    });
  }
  if (link.lot !== undefined && found.lot !== undefined) {
    const description = `${name}, lot ${link.lot}`;
    levels.push({
      kind: 'lot',
      anchor: anchorOf(link, 'lot'),
      description,
      links: ownPageLinks(found.lot.pageUrl, description),
    });
  }
  levels.push({
    kind: 'gtin',
    anchor: anchorOf(link, 'gtin'),
    description: name,
    links: [
      ...ownPageLinks(found.product.pageUrl, name),
      ...productLink('instructions', found.product.manualUrl, name),
      ...productLink('relatedVideo', found.product.videoUrl, name),
    ],
  });
  return levels;
}

/** What a request's `linkType` asks for. */
export type LinkTypeRequest =
  | { readonly kind: 'default' }
  | { readonly kind: 'linkset' }
  | { readonly kind: 'link'; readonly linkType: LinkType }
  /** A link type we have no links of, in GS1's vocabulary or not. */
  | { readonly kind: 'unknown'; readonly asked: string };

/** `linkType` read: absent or empty the default, `linkset` (or 1.0's `all`) the linkset, else a link type. */
export function linkTypeRequest(asked: string | undefined): LinkTypeRequest {
  if (asked === undefined || asked.trim() === '') return { kind: 'default' };
  const trimmed = asked.trim();
  if (LINKSET_LINK_TYPES.includes(trimmed)) return { kind: 'linkset' };
  const namespace = GS1_VOCABULARY_ALIASES.find((alias) => trimmed.startsWith(alias));
  const name = namespace === undefined ? undefined : trimmed.slice(namespace.length);
  const linkType = (LINK_TYPES as readonly string[]).find((known) => known === name) as LinkType | undefined;
  if (linkType === undefined) return { kind: 'unknown', asked: trimmed };
  return linkType === 'defaultLink' ? { kind: 'default' } : { kind: 'link', linkType };
}

/**
 * The media type of the linkset a request's Accept header asks for (RFC 9264 §4.2's, or plain JSON), undefined when it
 * asks for neither: a browser's `text/html,…,*\/*` is redirected.
 */
export function acceptedLinksetType(accept: string | undefined): string | undefined {
  const accepted = (accept ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, ...params]) => {
      const weight = params.find((param) => /^\s*q=/i.test(param));
      return weight === undefined || Number(weight.trim().slice(2)) > 0;
    })
    .map(([range = '']) => range.trim().toLowerCase());
  if (accepted.includes(LINKSET_MEDIA_TYPE)) return LINKSET_MEDIA_TYPE;
  return accepted.includes(JSON_MEDIA_TYPE) ? JSON_MEDIA_TYPE : undefined;
}

export type ResolverAnswer =
  | { readonly kind: 'redirect'; readonly link: ResolverLink; readonly level: ResolverLevelKind }
  | { readonly kind: 'linkset' }
  | { readonly kind: 'notFound' };

/**
 * The answer to a request: the linkset when `linkType` or the Accept header asks for it (a link type named in the
 * query wins over Accept: the client asked for that link), else a redirect to the asked link type's link at the most
 * specific level that has one — the default when none is asked — else not found.
 */
export function resolverAnswer(
  levels: readonly ResolverLevel[],
  request: LinkTypeRequest,
  acceptsLinkset: boolean,
): ResolverAnswer {
  if (request.kind === 'linkset' || (request.kind === 'default' && acceptsLinkset)) return { kind: 'linkset' };
  if (request.kind === 'unknown') return { kind: 'notFound' };
  const linkType: LinkType = request.kind === 'default' ? 'defaultLink' : request.linkType;
  for (const level of levels) {
    const link = level.links.find((candidate) => candidate.linkType === linkType);
    if (link !== undefined) return { kind: 'redirect', link, level: level.kind };
  }
  return { kind: 'notFound' };
}

/** A link as GS1's linkset schema has it: href and title always; the default nothing else. */
export interface LinksetTarget {
  readonly href: string;
  readonly title: string;
  readonly type?: string;
  readonly hreflang?: readonly string[];
}

/** One anchor's links, keyed by link type URI (`https://gs1.org/voc/pip`). */
export interface LinksetContext {
  readonly anchor: string;
  readonly itemDescription: string;
  readonly [linkType: string]: string | readonly LinksetTarget[];
}

export interface Linkset {
  readonly linkset: readonly LinksetContext[];
}

/**
 * The linkset (RFC 9264 §4.2, JSON) of the request's levels, one context per anchor, most specific first: every level
 * up to the GTIN (resolver standard: "any links associated with each level up to the primary key SHALL be included").
 * Its shape is GS1's linkset schema's (gs1/linkset, gs1-linkset-schema.json): `anchor` and `itemDescription` in each
 * context, link types by URI, each link with `href` and `title`.
 */
export function linksetOf(levels: readonly ResolverLevel[]): Linkset {
  return {
    linkset: levels.map((level) => {
      const context: Record<string, string | LinksetTarget[]> = {
        anchor: level.anchor,
        itemDescription: level.description,
      };
      for (const link of level.links) {
        const key = `${GS1_VOCABULARY}${link.linkType}`;
        const target: LinksetTarget = {
          href: link.href,
          title: link.title,
          ...(link.type === undefined ? {} : { type: link.type }),
          ...(link.hreflang === undefined ? {} : { hreflang: [...link.hreflang] }),
        };
        context[key] = [...((context[key] as LinksetTarget[] | undefined) ?? []), target];
      }
      return context as LinksetContext;
    }),
  };
}

/**
 * The request's own Digital Link, canonical: the linkset's address is it with `?linkType=linkset`, given in a Link
 * header on every answer (RFC 9264 §6 relation `linkset`; resolver standard: "even when redirecting").
 */
export function linksetAddressOf(link: DigitalLink): string {
  return `${anchorOf(link, 'serial')}?linkType=linkset`;
}

/** The Link header value pointing at the request's linkset. */
export function linksetLinkHeader(link: DigitalLink): string {
  return `<${linksetAddressOf(link)}>; rel="linkset"; type="${LINKSET_MEDIA_TYPE}"`;
}

/**
 * `target` with the request's query passed on, `linkType` taken out (resolver standard: "by default, SHALL pass on
 * all key=value pairs in the query string"; the link type was ours to read). `query` is the request's, as written.
 */
export function withPassedOnQuery(target: string, query: string): string {
  // `;` parts parameters as `&` does (URI Syntax 1.2, `queryStringDelim`); what is passed on is parted by `&`.
  const kept = query.split(/[&;]/).filter((piece) => piece !== '' && piece.split('=', 1)[0] !== 'linkType');
  if (kept.length === 0) return target;
  return `${target}${target.includes('?') ? '&' : '?'}${kept.join('&')}`;
}

/** The resolver description file at /.well-known/gs1resolver (resolver standard 1.2, its description-file schema). */
export interface ResolverDescription {
  readonly name: string;
  readonly resolverRoot: string;
  readonly supportedPrimaryKeys: readonly string[];
  readonly supportedLinkType: readonly { readonly namespace: string; readonly prefix: string }[];
  /** We cannot be set to answer the linkset by default: a request without linkType is redirected. */
  readonly linkTypeDefaultCanBeLinkset: boolean;
  /** The same flag by its 1.0 name, which GS1's own resolver still writes. */
  readonly linkTypeDefaultCanBeAll: boolean;
}

/** Our resolver: GTINs only (the one primary key a product carries), GS1's vocabulary's link types. */
export function resolverDescription(name: string, resolverRoot: string): ResolverDescription {
  return {
    name,
    resolverRoot,
    supportedPrimaryKeys: ['01'],
    supportedLinkType: [{ namespace: GS1_VOCABULARY, prefix: GS1_VOCABULARY_PREFIX }],
    linkTypeDefaultCanBeLinkset: false,
    linkTypeDefaultCanBeAll: false,
  };
}
