/**
 * The GS1 Digital Link resolver over HTTP (issue 29 §3; GS1-Conformant Resolver Standard 1.2): a Digital Link at
 * PUBLIC_URL answers 307 to its default link — a serial that is one of the product's tags to the tag's page, a lot to
 * its page, a GTIN to the product's page — or to the asked link type's link, falling back from the serial to the lot
 * to the GTIN; the linkset by `linkType` or by Accept, valid against GS1's linkset schema (support/gs1, Apache-2.0);
 * a Link header to it, the query passed on, CORS, 400 naming the part of a bad URI, 404 for what it does not know, the
 * description file; a compressed Digital Link answered as its uncompressed form, named in the Link header. Another
 * customer's tag is never reached through a GTIN it does not carry.
 */
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { compressDigitalLink, tagSerialOf, type CompressionOptions } from '@tagtrail/domain';
import { customerLots, partnerLots, products, tags } from '../src/db/schema';
import { useTestServer } from './support/test-server';
import { createTwoTenants, type TwoTenants } from './isolation/two-tenants';

const api = useTestServer({ demoData: false });
let world: TwoTenants;

/** Alpha's product's GTIN (GS1's example GTIN), later also a second Bravo product's. */
const GTIN_A = '09506000134352';
/** Bravo's product's. */
const GTIN_B = '09506000134369';
/** A valid GTIN no product carries. */
const NOBODY = '09506000134376';
const MANUAL = 'https://alpha.example/manual.pdf';
const VIDEO = 'https://alpha.example/video';
/** A QR tag's id: 32 hex digits, too long for AI 21; its serial is its first 120 bits in base64url (tag-serial.ts). */
const QR_TAG_ID = '0123456789abcdef0123456789abcdef';

const linksetSchema = JSON.parse(
  readFileSync(new URL('./support/gs1/gs1-linkset-schema.json', import.meta.url), 'utf8'),
) as object;
// The schema names its properties with "name", a keyword Ajv does not know: GS1's test suite turns strict mode off too.
const validLinkset = new Ajv({ strict: false }).compile(linksetSchema);

beforeAll(async () => {
  world = await createTwoTenants(api.server.db, api.baseUrl);
  const { db } = api.server;
  await db
    .update(products)
    .set({ gtin: GTIN_A, manualLinkUrl: MANUAL, videoLinkUrl: VIDEO, description: 'Uvas da serra' })
    .where(eq(products.id, world.alpha.productId));
  await db.update(products).set({ gtin: GTIN_B }).where(eq(products.id, world.bravo.productId));
  await db.insert(tags).values({ partnerLotId: world.alpha.partnerLotId, tagId: QR_TAG_ID, sequence: 4 });
});

const base = () => api.baseUrl;
const alphaTag = (n: number) => `alpha7q-tag-${n}`;
const ALPHA_LOT = 'alpha7q-clot';

/** A request as a client sends it: redirects are not followed. */
function ask(path: string, init: RequestInit = {}) {
  return fetch(`${base()}${path}`, { redirect: 'manual', ...init });
}

async function locationOf(path: string, init: RequestInit = {}) {
  const answer = await ask(path, init);
  expect(answer.status, `${path}: ${await answer.clone().text()}`).toBe(307);
  return answer.headers.get('location');
}

describe('the default link', () => {
  it("sends a GTIN alone to the product's page, with a Link to the linkset, CORS and Vary: Accept", async () => {
    const answer = await ask(`/01/${GTIN_A}`);
    expect(answer.status).toBe(307);
    expect(answer.headers.get('location')).toBe(`${base()}/gtin/${GTIN_A}`);
    expect(answer.headers.get('link')).toBe(
      `<${base()}/01/${GTIN_A}?linkType=linkset>; rel="linkset"; type="application/linkset+json"`,
    );
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-expose-headers')).toContain('Link');
    expect(answer.headers.get('vary')).toMatch(/accept/i);
  });

  it("sends a lot to its page, the lot's number as the customer wrote it", async () => {
    expect(await locationOf(`/01/${GTIN_A}/10/${ALPHA_LOT.toUpperCase()}`)).toBe(
      `${base()}/gtin/${GTIN_A}/lot/${ALPHA_LOT}`,
    );
  });

  it("sends a serial that is one of the product's tags to that tag's page, which records the scan as /t/ does", async () => {
    expect(await locationOf(`/01/${GTIN_A}/10/${ALPHA_LOT}/21/${alphaTag(3)}`)).toBe(`${base()}/t/${alphaTag(3)}`);
    const location = await locationOf(`/01/${GTIN_A}/21/${alphaTag(1)}`);
    expect(location).toBe(`${base()}/t/${alphaTag(1)}`);
    const page = await fetch(location!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Cabernet Alpha');
  });

  it("finds a QR tag by its short serial, the id's first 120 bits", async () => {
    const serial = tagSerialOf(QR_TAG_ID)!;
    expect(serial).toHaveLength(20);
    expect(await locationOf(`/01/${GTIN_A}/21/${serial}`)).toBe(`${base()}/t/${QR_TAG_ID}`);
  });

  it('falls back from a serial to the lot to the GTIN when the more specific one is not found', async () => {
    const lotPage = `${base()}/gtin/${GTIN_A}/lot/${ALPHA_LOT}`;
    expect(await locationOf(`/01/${GTIN_A}/10/${ALPHA_LOT}/21/NO-SUCH-TAG`)).toBe(lotPage);
    // Tag 1 is not in that lot: a link's qualifiers must agree.
    expect(await locationOf(`/01/${GTIN_A}/10/${ALPHA_LOT}/21/${alphaTag(1)}`)).toBe(lotPage);
    expect(await locationOf(`/01/${GTIN_A}/10/NO-SUCH-LOT`)).toBe(`${base()}/gtin/${GTIN_A}`);
    expect(await locationOf(`/01/${GTIN_A}/21/NO-SUCH-TAG`)).toBe(`${base()}/gtin/${GTIN_A}`);
  });

  it('reads a GTIN given in 13 digits, and tolerates a trailing slash', async () => {
    expect(await locationOf(`/01/${GTIN_A.slice(1)}`)).toBe(`${base()}/gtin/${GTIN_A}`);
    expect(await locationOf(`/01/${GTIN_A}/`)).toBe(`${base()}/gtin/${GTIN_A}`);
  });

  it("never reaches another customer's tag through a GTIN that customer's product does not carry", async () => {
    expect(await locationOf(`/01/${GTIN_A}/21/bravo7q-tag-1`)).toBe(`${base()}/gtin/${GTIN_A}`);
    expect(await locationOf(`/01/${GTIN_B}/21/${alphaTag(1)}`)).toBe(`${base()}/gtin/${GTIN_B}`);
    expect(await locationOf(`/01/${GTIN_B}/21/bravo7q-tag-1`)).toBe(`${base()}/t/bravo7q-tag-1`);
  });

  it('passes the query on to the target, without the link type', async () => {
    expect(await locationOf(`/01/${GTIN_A}/21/${alphaTag(1)}?linkType=gs1:pip&foo=bar&17=261231`)).toBe(
      `${base()}/t/${alphaTag(1)}?foo=bar&17=261231`,
    );
    expect(await locationOf(`/01/${GTIN_A}?foo=bar`)).toBe(`${base()}/gtin/${GTIN_A}?foo=bar`);
  });

  it('answers HEAD as GET, without a body', async () => {
    const answer = await ask(`/01/${GTIN_A}/21/${alphaTag(1)}`, { method: 'HEAD' });
    expect(answer.status).toBe(307);
    expect(answer.headers.get('location')).toBe(`${base()}/t/${alphaTag(1)}`);
    expect(answer.headers.get('link')).toContain('rel="linkset"');
    expect(await answer.text()).toBe('');
  });
});

describe('link types', () => {
  it('sends a link type to the most specific level that has it', async () => {
    const serialLink = `/01/${GTIN_A}/10/${ALPHA_LOT}/21/${alphaTag(3)}`;
    expect(await locationOf(`${serialLink}?linkType=gs1:pip`)).toBe(`${base()}/t/${alphaTag(3)}`);
    expect(await locationOf(`${serialLink}?linkType=gs1:recallStatus`)).toBe(`${base()}/t/${alphaTag(3)}`);
    // Only the product has a manual and a video: the serial falls back to them.
    expect(await locationOf(`${serialLink}?linkType=gs1:instructions`)).toBe(MANUAL);
    expect(await locationOf(`${serialLink}?linkType=${encodeURIComponent('https://gs1.org/voc/relatedVideo')}`)).toBe(
      VIDEO,
    );
    expect(await locationOf(`/01/${GTIN_A}/10/${ALPHA_LOT}?linkType=gs1:recallStatus`)).toBe(
      `${base()}/gtin/${GTIN_A}/lot/${ALPHA_LOT}`,
    );
    expect(await locationOf(`/01/${GTIN_A}?linkType=gs1:recallStatus`)).toBe(`${base()}/gtin/${GTIN_A}`);
    expect(await locationOf(`/01/${GTIN_A}?linkType=gs1:defaultLink`)).toBe(`${base()}/gtin/${GTIN_A}`);
  });

  it('answers 404 for a link type it does not know or the item has no link of', async () => {
    for (const path of [
      `/01/${GTIN_A}?linkType=gs1:nutritionalInfo`,
      `/01/${GTIN_A}?linkType=pip`,
      // Bravo's product has no manual.
      `/01/${GTIN_B}?linkType=gs1:instructions`,
    ]) {
      const answer = await ask(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    }
  });
});

describe('the linkset', () => {
  const serialLink = () => `/01/${GTIN_A}/10/${ALPHA_LOT}/21/${alphaTag(3)}`;

  it('is answered for linkType=linkset, valid against GS1’s schema, every level up to the GTIN listed', async () => {
    const answer = await ask(`${serialLink()}?linkType=linkset`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/linkset\+json/);
    expect(answer.headers.get('vary')).toMatch(/accept/i);
    expect(answer.headers.get('link')).toContain('rel="http://www.w3.org/ns/json-ld#context"');
    const body = (await answer.json()) as { linkset: Record<string, unknown>[] };
    expect(validLinkset(body), JSON.stringify(validLinkset.errors)).toBe(true);
    expect(body.linkset.map((context) => context.anchor)).toEqual([
      `${base()}/01/${GTIN_A}/10/${ALPHA_LOT}/21/${alphaTag(3)}`,
      `${base()}/01/${GTIN_A}/10/${ALPHA_LOT}`,
      `${base()}/01/${GTIN_A}`,
    ]);
    const [serial, lot, gtin] = body.linkset;
    expect(serial?.['https://gs1.org/voc/defaultLink']).toEqual([
      { href: `${base()}/t/${alphaTag(3)}`, title: 'Cabernet Alpha alpha7q, serial alpha7q-tag-3' },
    ]);
    expect(lot?.['https://gs1.org/voc/defaultLink']).toEqual([
      { href: `${base()}/gtin/${GTIN_A}/lot/${ALPHA_LOT}`, title: 'Cabernet Alpha alpha7q, lot alpha7q-clot' },
    ]);
    expect(gtin?.['https://gs1.org/voc/pip']).toEqual([
      {
        href: `${base()}/gtin/${GTIN_A}`,
        title: 'Product information page: Cabernet Alpha alpha7q',
        type: 'text/html',
        hreflang: ['pt', 'en', 'es'],
      },
    ]);
    expect(gtin?.['https://gs1.org/voc/instructions']).toEqual([
      { href: MANUAL, title: 'Instructions: Cabernet Alpha alpha7q' },
    ]);
  });

  it('is checked by a schema that refuses what GS1 refuses', () => {
    const anchor = `${base()}/01/${GTIN_A}`;
    expect(validLinkset({ linkset: [{ anchor, itemDescription: 'x' }] })).toBe(true);
    // No item description; a link without a title; a link attribute the schema does not know.
    expect(validLinkset({ linkset: [{ anchor }] })).toBe(false);
    const link = (target: object) => ({
      linkset: [{ anchor, itemDescription: 'x', 'https://gs1.org/voc/pip': [target] }],
    });
    expect(validLinkset(link({ href: anchor }))).toBe(false);
    expect(validLinkset(link({ href: anchor, title: 't', rel: 'pip' }))).toBe(false);
  });

  it('is answered the same for an Accept of application/linkset+json, and for 1.0’s linkType=all', async () => {
    const byQuery = await (await ask(`${serialLink()}?linkType=linkset`)).json();
    const byAccept = await ask(serialLink(), { headers: { accept: 'application/linkset+json' } });
    expect(byAccept.status).toBe(200);
    expect(byAccept.headers.get('content-type')).toMatch(/^application\/linkset\+json/);
    expect(byAccept.headers.get('vary')).toMatch(/accept/i);
    expect(await byAccept.json()).toEqual(byQuery);
    expect(await (await ask(`${serialLink()}?linkType=all`)).json()).toEqual(byQuery);
    const plainJson = await ask(serialLink(), { headers: { accept: 'application/json' } });
    expect(plainJson.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await plainJson.json()).toEqual(byQuery);
  });

  it('lists only the levels found: an unknown serial leaves the lot and the GTIN', async () => {
    const answer = await ask(`/01/${GTIN_A}/10/${ALPHA_LOT}/21/NO-SUCH-TAG?linkType=linkset`);
    const body = (await answer.json()) as { linkset: { anchor: string }[] };
    expect(validLinkset(body)).toBe(true);
    expect(body.linkset.map((context) => context.anchor)).toEqual([
      `${base()}/01/${GTIN_A}/10/${ALPHA_LOT}`,
      `${base()}/01/${GTIN_A}`,
    ]);
  });
});

describe('what is refused', () => {
  it('answers 400 naming the part for a URI that is no Digital Link', async () => {
    const cases: [string, string[]][] = [
      [`/01/09506000134353`, ['GS1_BAD_CHECK_DIGIT', '01 (GTIN)']],
      [`/01/${GTIN_A}/21/S1/10/L1`, ['GS1_QUALIFIER_ORDER', '10 (batch/lot)']],
      [`/01/${GTIN_A}/foo`, ['GS1_MISSING_GTIN']],
      [`/01/${GTIN_A}?17=261399`, ['GS1_BAD_ATTRIBUTE', 'in 17', 'YYMMDD']],
    ];
    for (const [path, words] of cases) {
      const answer = await ask(path);
      expect(answer.status, path).toBe(400);
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      const body = await answer.text();
      for (const word of words) expect(body, path).toContain(word);
    }
  });

  it('answers 404 for a GTIN no product carries', async () => {
    const answer = await ask(`/01/${NOBODY}`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain(NOBODY);
  });
});

describe('CORS and the description file', () => {
  it('answers OPTIONS with the CORS headers and the Link to the linkset', async () => {
    const answer = await ask(`/01/${GTIN_A}`, {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET' },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    expect(answer.headers.get('access-control-allow-headers')).toContain('Accept');
    expect(answer.headers.get('link')).toContain('rel="linkset"');
  });

  it('describes itself at /.well-known/gs1resolver', async () => {
    const answer = await ask('/.well-known/gs1resolver');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(await answer.json()).toEqual({
      name: 'Tagtrail GS1 Digital Link resolver',
      resolverRoot: base(),
      supportedPrimaryKeys: ['01'],
      supportedLinkType: [{ namespace: 'https://gs1.org/voc/', prefix: 'gs1:' }],
      linkTypeDefaultCanBeLinkset: false,
      linkTypeDefaultCanBeAll: false,
    });
  });
});

describe('the product page', () => {
  it("shows the product in the visitor's language", async () => {
    const answer = await fetch(`${base()}/gtin/${GTIN_A}`, { headers: { 'accept-language': 'pt-BR' } });
    expect(answer.status).toBe(200);
    const page = await answer.text();
    expect(page).toContain('<h1>Cabernet Alpha alpha7q</h1>');
    expect(page).toContain('Uvas da serra');
    expect(page).toContain(`<a href="${MANUAL}" rel="noopener">Abrir o manual</a>`);
    expect(page).toContain('<dt>GTIN</dt><dd>9506000134352</dd>');
  });

  it("shows a lot's page, its recall, and the recalled lot on the product's page", async () => {
    const lotPage = `${base()}/gtin/${GTIN_A}/lot/${ALPHA_LOT}`;
    expect(await (await fetch(lotPage)).text()).toContain(`<dt>Lot</dt><dd>${ALPHA_LOT}</dd>`);
    await api.server.db
      .update(customerLots)
      .set({ status: 1, statusDate: '2026-05-02' })
      .where(eq(customerLots.id, world.alpha.customerLotId));
    try {
      expect(await (await fetch(lotPage)).text()).toContain('This lot has been recalled. Do not use this product.');
      expect(await (await fetch(`${base()}/gtin/${GTIN_A}`)).text()).toContain(`Recalled lots: ${ALPHA_LOT}.`);
    } finally {
      await api.server.db
        .update(customerLots)
        .set({ status: 0, statusDate: null })
        .where(eq(customerLots.id, world.alpha.customerLotId));
    }
  });

  it('says not found for a GTIN no product carries, or a lot that is not the product’s', async () => {
    for (const path of [`/gtin/${NOBODY}`, `/gtin/${GTIN_A}/lot/bravo7q-clot`, '/gtin/123']) {
      const answer = await fetch(`${base()}${path}`);
      expect(answer.status, path).toBe(404);
      expect(await answer.text()).toContain('Product not found');
    }
  });
});

describe('compressed Digital Links', () => {
  /** The path of `uri`'s compressed form on this resolver, its query included. */
  function compressedPath(uri: string, options: CompressionOptions = {}): string {
    const compressed = compressDigitalLink(uri, options);
    if (!compressed.ok) throw new Error(JSON.stringify(compressed.error));
    expect(compressed.value.startsWith(`${base()}/`)).toBe(true);
    return compressed.value.slice(base().length);
  }
  const serialLink = () => `${base()}/01/${GTIN_A}/10/${ALPHA_LOT}/21/${alphaTag(3)}`;
  const linksetLink = (uri: string) => `<${uri}?linkType=linkset>; rel="linkset"; type="application/linkset+json"`;
  const sameAsLink = (uri: string) => `<${uri}>; rel="owl:sameAs"`;

  it('answers as the uncompressed link does, which the Link header names as owl:sameAs, never redirecting to it', async () => {
    for (const optimise of [false, true]) {
      const path = compressedPath(serialLink(), { optimise });
      expect(path).toMatch(/^\/[A-Za-z0-9_-]+$/);
      for (const method of ['GET', 'HEAD']) {
        const answer = await ask(path, { method });
        expect(answer.status, `${method} ${path}`).toBe(307);
        expect(answer.headers.get('location')).toBe(`${base()}/t/${alphaTag(3)}`);
        expect(answer.headers.get('link')).toBe(`${linksetLink(serialLink())}, ${sameAsLink(serialLink())}`);
        expect(answer.headers.get('access-control-allow-origin')).toBe('*');
        expect(answer.headers.get('vary')).toMatch(/accept/i);
      }
    }
    expect(await locationOf(compressedPath(`${base()}/01/${GTIN_A}/10/${ALPHA_LOT}`))).toBe(
      `${base()}/gtin/${GTIN_A}/lot/${ALPHA_LOT}`,
    );
  });

  it('passes the query on, its own and the compressed attributes, without the link type', async () => {
    const path = compressedPath(`${base()}/01/${GTIN_A}?17=261231&linkType=gs1:pip`);
    expect(await locationOf(`${path}&foo=bar`)).toBe(`${base()}/gtin/${GTIN_A}?17=261231&foo=bar`);
  });

  it('answers the linkset a compressed link asks for, by its query or by Accept', async () => {
    const byQuery = await ask(compressedPath(`${serialLink()}?linkType=linkset`));
    expect(byQuery.status).toBe(200);
    expect(byQuery.headers.get('content-type')).toMatch(/^application\/linkset\+json/);
    expect(byQuery.headers.get('link')).toContain(sameAsLink(`${serialLink()}?linkType=linkset`));
    expect(byQuery.headers.get('link')).toContain('rel="http://www.w3.org/ns/json-ld#context"');
    const body = (await byQuery.json()) as { linkset: { anchor: string }[] };
    expect(validLinkset(body), JSON.stringify(validLinkset.errors)).toBe(true);
    expect(body).toEqual(await (await ask(`${serialLink().slice(base().length)}?linkType=linkset`)).json());

    const byAccept = await ask(compressedPath(serialLink()), { headers: { accept: 'application/linkset+json' } });
    expect(byAccept.status).toBe(200);
    expect(byAccept.headers.get('link')).toContain(sameAsLink(serialLink()));
    expect(await byAccept.json()).toEqual(body);
  });

  it('answers OPTIONS with the CORS headers and both links', async () => {
    const answer = await ask(compressedPath(serialLink()), {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET' },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('link')).toBe(`${linksetLink(serialLink())}, ${sameAsLink(serialLink())}`);
  });

  it('answers 404 for a GTIN no product carries, and 400 for a query that spoils the link, as uncompressed', async () => {
    const nobody = await ask(compressedPath(`${base()}/01/${NOBODY}`));
    expect(nobody.status).toBe(404);
    expect(nobody.headers.get('link')).toContain(sameAsLink(`${base()}/01/${NOBODY}`));
    const spoilt = await ask(`${compressedPath(`${base()}/01/${GTIN_A}`)}?17=261399`);
    expect(spoilt.status).toBe(400);
    expect(spoilt.headers.get('access-control-allow-origin')).toBe('*');
    expect(await spoilt.text()).toContain('GS1_BAD_ATTRIBUTE in 17');
  });

  it('leaves any other path of one segment to the portal, as before', async () => {
    const unknownPage = await ask('/no/such/page');
    expect(compressedPath(`${base()}/01/${GTIN_A}`)).toBe('/ARFKk4XBoA');
    for (const path of [
      // GTIN_A's, a padding bit set (an encoder leaves them zero); its last bit set: a wrong check digit.
      '/ARFKk4XBoB',
      '/ARFKk4XBog',
      // An SSCC's link (GS1's example): a primary key this resolver does not serve.
      '/AN2yxDhfaiaw',
      `/${'A'.repeat(16)}`,
      '/nosuchpage',
    ]) {
      const answer = await ask(path);
      expect(answer.status, path).toBe(unknownPage.status);
      expect(answer.headers.get('content-type'), path).toBe(unknownPage.headers.get('content-type'));
      expect(answer.headers.get('link'), path).toBeNull();
      const options = await ask(path, { method: 'OPTIONS' });
      expect(options.status, path).toBe(404);
      expect(options.headers.get('link'), path).toBeNull();
    }
    // The portal's pages of one segment answer as its pages of two do.
    const areaPage = await ask('/areacliente/lotes');
    for (const path of ['/areacliente', '/oidc', '/signin-oidc']) {
      const answer = await ask(path);
      expect(answer.status, path).toBe(areaPage.status);
      expect(answer.headers.get('content-type'), path).toBe(areaPage.headers.get('content-type'));
    }
  });
});

// Last: from here on two customers carry GTIN_A.
describe('a GTIN two customers carry', () => {
  let sharedProductId: number;

  beforeAll(async () => {
    const { db } = api.server;
    const [product] = await db
      .insert(products)
      .values({ customerId: world.bravo.customerId, code: 'bravo7q-p2', name: 'Merlot Bravo bravo7q', gtin: GTIN_A })
      .returning({ id: products.id });
    sharedProductId = product!.id;
    const [lot] = await db
      .insert(partnerLots)
      .values({
        partnerId: world.bravo.partnerId,
        customerId: world.bravo.customerId,
        productId: sharedProductId,
        number: 'bravo7q-lot-2',
        type: 2,
        quantity: 1,
      })
      .returning({ id: partnerLots.id });
    await db.insert(tags).values({ partnerLotId: lot!.id, tagId: 'bravo7q-shared-1', sequence: 1 });
  });

  it('reads the oldest product carrying it when the link names no tag, and its page names the product', async () => {
    const location = await locationOf(`/01/${GTIN_A}`);
    expect(location).toBe(`${base()}/gtin/${GTIN_A}?product=${world.alpha.productId}`);
    expect(await (await fetch(location!)).text()).toContain('<h1>Cabernet Alpha alpha7q</h1>');
    // The page without the product reads the same one.
    expect(await (await fetch(`${base()}/gtin/${GTIN_A}`)).text()).toContain('<h1>Cabernet Alpha alpha7q</h1>');
  });

  it("reads the tag's own customer's product when the serial is one of its tags", async () => {
    expect(await locationOf(`/01/${GTIN_A}/21/bravo7q-shared-1`)).toBe(`${base()}/t/bravo7q-shared-1`);
    const answer = await ask(`/01/${GTIN_A}/21/bravo7q-shared-1?linkType=linkset`);
    const body = (await answer.json()) as { linkset: Record<string, { href: string }[]>[] };
    expect(validLinkset(body)).toBe(true);
    const productPage = body.linkset[1]?.['https://gs1.org/voc/defaultLink']?.[0]?.href;
    expect(productPage).toBe(`${base()}/gtin/${GTIN_A}?product=${sharedProductId}`);
    expect(await (await fetch(productPage!)).text()).toContain('<h1>Merlot Bravo bravo7q</h1>');
  });
});
