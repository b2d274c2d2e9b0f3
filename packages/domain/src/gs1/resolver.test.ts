import { describe, expect, it } from 'vitest';
import { parseDigitalLink, type DigitalLink } from './digital-link';
import {
  acceptedLinksetType,
  linksetLinkHeader,
  linksetOf,
  linkTypeRequest,
  resolverAnswer,
  resolverDescription,
  resolverLevels,
  withPassedOnQuery,
  type ResolverFinding,
} from './resolver';

const ROOT = 'https://tags.example.com';
const GTIN = '09506000134352';

function link(uri: string): DigitalLink {
  const parsed = parseDigitalLink(uri);
  if (!parsed.ok) throw new Error(`not a Digital Link: ${uri}`);
  return parsed.value;
}

const product: ResolverFinding['product'] = {
  name: 'Cabernet Reserva',
  pageUrl: `${ROOT}/gtin/${GTIN}`,
  manualUrl: 'https://maker.example/manual.pdf',
  videoUrl: null,
};
const everything: ResolverFinding = {
  product,
  lot: { pageUrl: `${ROOT}/gtin/${GTIN}/lot/L1` },
  tag: { pageUrl: `${ROOT}/t/04AB` },
};
const full = link(`${ROOT}/01/${GTIN}/10/L1/21/04AB`);

const answerFor = (uri: string, found: ResolverFinding, linkType?: string, acceptsLinkset = false) =>
  resolverAnswer(
    resolverLevels(link(uri), found),
    linkTypeRequest(linkType ?? link(uri).params.linkType),
    acceptsLinkset,
  );

describe('the resolver (issue 29 §3, GS1-Conformant Resolver 1.2)', () => {
  it("sends a serial that is one of the product's tags to the tag's page by default", () => {
    expect(answerFor(`${ROOT}/01/${GTIN}/10/L1/21/04AB`, everything)).toMatchObject({
      kind: 'redirect',
      level: 'serial',
      link: { href: `${ROOT}/t/04AB` },
    });
  });

  it("sends a lot to its page and a GTIN alone to the product's page", () => {
    expect(answerFor(`${ROOT}/01/${GTIN}/10/L1`, { product, lot: everything.lot })).toMatchObject({
      kind: 'redirect',
      level: 'lot',
      link: { href: `${ROOT}/gtin/${GTIN}/lot/L1` },
    });
    expect(answerFor(`${ROOT}/01/${GTIN}`, { product })).toMatchObject({
      kind: 'redirect',
      level: 'gtin',
      link: { href: product.pageUrl },
    });
  });

  it('falls back from a serial not found to the lot, and from a lot not found to the GTIN', () => {
    expect(answerFor(`${ROOT}/01/${GTIN}/10/L1/21/UNKNOWN`, { product, lot: everything.lot })).toMatchObject({
      level: 'lot',
    });
    expect(answerFor(`${ROOT}/01/${GTIN}/10/NOPE/21/UNKNOWN`, { product })).toMatchObject({ level: 'gtin' });
  });

  it('sends a link type to the most specific level that has it', () => {
    expect(answerFor(`${ROOT}/01/${GTIN}/10/L1/21/04AB`, everything, 'gs1:recallStatus')).toMatchObject({
      level: 'serial',
      link: { href: `${ROOT}/t/04AB`, linkType: 'recallStatus' },
    });
    // Only the GTIN has instructions: the product's manual.
    expect(answerFor(`${ROOT}/01/${GTIN}/10/L1/21/04AB`, everything, 'gs1:instructions')).toMatchObject({
      level: 'gtin',
      link: { href: 'https://maker.example/manual.pdf' },
    });
  });

  it('reads a link type as a CURIE or by any of the vocabulary URIs', () => {
    for (const asked of ['gs1:pip', 'https://gs1.org/voc/pip', 'http://gs1.org/voc/pip', 'https://ref.gs1.org/voc/pip'])
      expect(linkTypeRequest(asked)).toEqual({ kind: 'link', linkType: 'pip' });
    expect(linkTypeRequest('gs1:defaultLink')).toEqual({ kind: 'default' });
    expect(linkTypeRequest(undefined)).toEqual({ kind: 'default' });
    expect(linkTypeRequest('linkset')).toEqual({ kind: 'linkset' });
    expect(linkTypeRequest('all')).toEqual({ kind: 'linkset' });
  });

  it('finds nothing for a link type it does not know or the item has no link of', () => {
    expect(linkTypeRequest('gs1:nutritionalInfo')).toEqual({ kind: 'unknown', asked: 'gs1:nutritionalInfo' });
    expect(linkTypeRequest('pip')).toEqual({ kind: 'unknown', asked: 'pip' });
    expect(answerFor(`${ROOT}/01/${GTIN}`, { product }, 'gs1:nutritionalInfo')).toEqual({ kind: 'notFound' });
    // No video stored.
    expect(answerFor(`${ROOT}/01/${GTIN}`, { product }, 'gs1:relatedVideo')).toEqual({ kind: 'notFound' });
  });

  it('offers only web addresses among the product’s own links', () => {
    const levels = resolverLevels(link(`${ROOT}/01/${GTIN}`), {
      product: { ...product, manualUrl: 'javascript:alert(1)', videoUrl: ' https://video.example/v ' },
    });
    const types = levels[0]!.links.map((candidate) => candidate.linkType);
    expect(types).not.toContain('instructions');
    expect(levels[0]!.links.find((candidate) => candidate.linkType === 'relatedVideo')?.href).toBe(
      'https://video.example/v',
    );
  });

  it('answers the linkset when linkType or Accept asks for it, a named link type winning over Accept', () => {
    const levels = resolverLevels(full, everything);
    expect(resolverAnswer(levels, linkTypeRequest('linkset'), false)).toEqual({ kind: 'linkset' });
    expect(resolverAnswer(levels, linkTypeRequest(undefined), true)).toEqual({ kind: 'linkset' });
    expect(resolverAnswer(levels, linkTypeRequest('gs1:pip'), true)).toMatchObject({ kind: 'redirect' });
  });

  it('reads the linkset media types from Accept, a browser’s wildcard asking for none', () => {
    expect(acceptedLinksetType('application/linkset+json')).toBe('application/linkset+json');
    expect(acceptedLinksetType('application/json;q=0.5, application/linkset+json')).toBe('application/linkset+json');
    expect(acceptedLinksetType('application/json')).toBe('application/json');
    expect(acceptedLinksetType('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')).toBeUndefined();
    expect(acceptedLinksetType('application/linkset+json;q=0')).toBeUndefined();
    expect(acceptedLinksetType(undefined)).toBeUndefined();
  });

  it('lists every level up to the GTIN in the linkset, one anchor each, the default with a title alone', () => {
    const { linkset } = linksetOf(resolverLevels(full, everything));
    expect(linkset.map((context) => context.anchor)).toEqual([
      `${ROOT}/01/${GTIN}/10/L1/21/04AB`,
      `${ROOT}/01/${GTIN}/10/L1`,
      `${ROOT}/01/${GTIN}`,
    ]);
    const gtinLevel = linkset[2]!;
    expect(gtinLevel.itemDescription).toBe('Cabernet Reserva');
    expect(gtinLevel['https://gs1.org/voc/defaultLink']).toEqual([
      { href: product.pageUrl, title: 'Cabernet Reserva' },
    ]);
    expect(gtinLevel['https://gs1.org/voc/pip']).toEqual([
      {
        href: product.pageUrl,
        title: 'Product information page: Cabernet Reserva',
        type: 'text/html',
        hreflang: ['pt', 'en', 'es'],
      },
    ]);
    expect(gtinLevel['https://gs1.org/voc/instructions']).toEqual([
      { href: 'https://maker.example/manual.pdf', title: 'Instructions: Cabernet Reserva' },
    ]);
  });

  it('writes the anchors canonically: GTIN-14, a short GTIN and escapes read back as the standard writes them', () => {
    const { linkset } = linksetOf(
      resolverLevels(link(`${ROOT}/01/9506000134352/10/A%2FB?17=261231`), { product, lot: everything.lot }),
    );
    expect(linkset.map((context) => context.anchor)).toEqual([`${ROOT}/01/${GTIN}/10/A%2FB`, `${ROOT}/01/${GTIN}`]);
  });

  it('points at the request’s own linkset in a Link header', () => {
    expect(linksetLinkHeader(link(`${ROOT}/01/${GTIN}/21/S1?linkType=gs1:pip&foo=bar`))).toBe(
      `<${ROOT}/01/${GTIN}/21/S1?linkType=linkset>; rel="linkset"; type="application/linkset+json"`,
    );
  });

  it('passes the query on without the link type', () => {
    expect(withPassedOnQuery(`${ROOT}/t/04AB`, 'linkType=gs1:pip&foo=bar&17=261231')).toBe(
      `${ROOT}/t/04AB?foo=bar&17=261231`,
    );
    expect(withPassedOnQuery(`${ROOT}/page?a=1`, 'b=2;linkType=all')).toBe(`${ROOT}/page?a=1&b=2`);
    expect(withPassedOnQuery(`${ROOT}/t/04AB`, 'linkType=gs1:pip')).toBe(`${ROOT}/t/04AB`);
    expect(withPassedOnQuery(`${ROOT}/t/04AB`, '')).toBe(`${ROOT}/t/04AB`);
  });

  it('describes itself: a GTIN resolver over GS1’s vocabulary', () => {
    expect(resolverDescription('Tagtrail', ROOT)).toEqual({
      name: 'Tagtrail',
      resolverRoot: ROOT,
      supportedPrimaryKeys: ['01'],
      supportedLinkType: [{ namespace: 'https://gs1.org/voc/', prefix: 'gs1:' }],
      linkTypeDefaultCanBeLinkset: false,
      linkTypeDefaultCanBeAll: false,
    });
  });
});
