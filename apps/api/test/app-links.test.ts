/**
 * The app-less pages beside the tag page (issue 12 §4): /store by phone and by tenant subdomain, the privacy policy's
 * address, the file that lets the installed app open tag links, and the tag page's store badges that lead to them.
 */
import { describe, expect, it } from 'vitest';
import { customers, partnerLots, partners, tags } from '../src/db/schema';
import { useTestServer } from './support/test-server';

const APPLE = 'https://apps.apple.com/app/tagtrail-demo/id1000000001';
const GOOGLE = 'https://play.google.com/store/apps/details?id=example.tagtrail.demo';
// Subdomains need a host name: the store pages are asked for at tenant.localhost:8080, as in development.
const api = useTestServer({
  demoData: false,
  publicUrl: 'http://localhost:8080',
  appLinks: { storeUrlApple: APPLE, storeUrlGoogle: GOOGLE, iosAppIds: ['ABCDE12345.example.tagtrail.demo'] },
});

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** A request as a browser on `subdomain.` of the server's own host would send it. */
function visit(url: string, userAgent: string, subdomain?: string, language = 'en') {
  const home = new URL(api.config.publicUrl);
  return api.server.app.inject({
    url,
    headers: {
      host: subdomain === undefined ? home.host : `${subdomain}.${home.host}`,
      'user-agent': userAgent,
      'accept-language': language,
    },
  });
}

describe('/store', () => {
  it("sends a phone to its own store, and shows a desktop both, in the visitor's language", async () => {
    expect((await visit('/store', ANDROID)).headers.location).toBe(GOOGLE);
    expect((await visit('/store', IPHONE)).headers.location).toBe(APPLE);
    const desktop = await visit('/store', DESKTOP, undefined, 'pt-BR');
    expect(desktop.statusCode).toBe(200);
    expect(desktop.body).toContain(`<a href="${APPLE}">Baixar na App Store</a>`);
    expect(desktop.body).toContain('Disponível no Google Play');
  });

  it("works on a tenant's subdomain, and an unknown subdomain is not found", async () => {
    const [partner] = await api.server.db
      .insert(partners)
      .values({ name: 'Etiquetas Loja', taxId: 'x' })
      .returning({ id: partners.id });
    await api.server.db
      .insert(customers)
      .values({ partnerId: partner?.id ?? 0, code: 'LOJA', name: 'Loja', tenantId: 'loja-1a2b3c' });
    expect((await visit('/store', ANDROID, 'loja-1a2b3c')).headers.location).toBe(GOOGLE);
    const unknown = await visit('/store', ANDROID, 'nobody-000000', 'es');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Recurso no encontrado');
  });
});

describe('/politica/privacidade.pdf and the privacy page we ship', () => {
  it('leads to the privacy page in the visitor’s language, which says what a scan records', async () => {
    const redirect = await visit('/politica/privacidade.pdf', DESKTOP, undefined, 'es-AR,es;q=0.9');
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/privacy/es');
    const page = await visit('/privacy/en', DESKTOP);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Privacy policy</h1>');
    expect(page.body).toContain('only if you allow it');
  });
});

describe('/.well-known/apple-app-site-association', () => {
  it('names the app ids and the tag paths, as JSON', async () => {
    const answer = await visit('/.well-known/apple-app-site-association', IPHONE);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.json()).toEqual({
      applinks: { details: [{ appIDs: ['ABCDE12345.example.tagtrail.demo'], components: [{ '/': '/t/*' }] }] },
    });
  });
});

describe('the tag page\'s store badges (spec B §2 "Public tag page": app-store buttons)', () => {
  it('lead to the two stores the server is configured with, whatever the phone', async () => {
    const { db } = api.server;
    const [partner] = await db
      .insert(partners)
      .values({ name: 'Etiquetas Selo', taxId: 'y' })
      .returning({ id: partners.id });
    const [customer] = await db
      .insert(customers)
      .values({ partnerId: partner?.id ?? 0, code: 'SELO', name: 'Selo', tenantId: 'selo-4d5e6f' })
      .returning({ id: customers.id });
    const [lot] = await db
      .insert(partnerLots)
      .values({ partnerId: partner?.id ?? 0, customerId: customer?.id ?? 0, number: 'SELO-1', type: 2, quantity: 1 })
      .returning({ id: partnerLots.id });
    await db.insert(tags).values({ partnerLotId: lot?.id ?? 0, tagId: 'selo-tag-1', sequence: 1 });

    for (const phone of [IPHONE, ANDROID]) {
      const page = await visit('/t/selo-tag-1', phone);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<nav class="stores" aria-label="Get the app">');
      expect(page.body).toContain(`<a href="${APPLE}" rel="noopener">`);
      expect(page.body).toContain(`<a href="${GOOGLE}" rel="noopener">`);
    }
  });
});
