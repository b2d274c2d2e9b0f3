import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT_COLORS, NO_PUBLIC_TAG, publicTagPage, type PublicTagReading } from '@tagtrail/domain';
import { readableTextOn } from './html';
import { tagPageHtml, type TagPageHtmlInput } from './tag-page.html';

const APPLE = 'https://apps.apple.com/app/tagtrail-demo/id1000000001';
const GOOGLE = 'https://play.google.com/store/apps/details?id=example.tagtrail.demo';

const reading: PublicTagReading = {
  ...NO_PUBLIC_TAG,
  serial: '04A1B2C3D4E5F6',
  productName: 'Vinho Tinto Reserva 2021',
  customerName: 'Vinícola Serra Alta',
  lotNumber: 'RES-2021-07',
  lotStatusId: 0,
  manufactureDate: '2021-07-14',
  tagStatusId: 1,
  readingCount: 1,
};

const html = (language: 'pt' | 'en' | 'es', input: Partial<TagPageHtmlInput> = {}) =>
  tagPageHtml({
    page: publicTagPage(reading, 2, '2026-11-25'),
    language,
    colors: DEFAULT_LAYOUT_COLORS,
    tenantId: null,
    scriptUrl: undefined,
    ...input,
  });

/** Each badge: where it leads and its name — the words it shows, as a screen reader reads them (the marks are hidden). */
function badges(page: string): { href: string; name: string }[] {
  const nav = /<nav class="stores" aria-label="[^"]+">(.*?)<\/nav>/.exec(page)?.[1] ?? '';
  return [...nav.matchAll(/<a href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map(([, href = '', inside = '']) => ({
    href: href.replace(/&amp;/g, '&'),
    name: inside
      .replace(/<svg[^>]*aria-hidden="true".*?<\/svg>/g, '')
      .replace(/<[^>]+>/g, '')
      .trim(),
  }));
}

describe('the public tag page: the app-store badges (spec B §2 "Public tag page")', () => {
  it('shows both stores, each leading to its listing, named in the visitor’s language', () => {
    const storeLinks = { apple: APPLE, google: GOOGLE };
    expect(badges(html('en', { storeLinks }))).toEqual([
      { href: APPLE, name: 'Download on the App Store' },
      { href: GOOGLE, name: 'Get it on Google Play' },
    ]);
    expect(badges(html('pt', { storeLinks })).map((badge) => badge.name)).toEqual([
      'Baixar na App Store',
      'Disponível no Google Play',
    ]);
    expect(badges(html('es', { storeLinks })).map((badge) => badge.name)).toEqual([
      'Descargar en la App Store',
      'Disponible en Google Play',
    ]);
    expect(html('en', { storeLinks })).toContain('<nav class="stores" aria-label="Get the app">');
  });

  it('leads a store without a listing, or with a link that is no web address, to /store, which says so', () => {
    expect(badges(html('en')).map((badge) => badge.href)).toEqual(['/store', '/store']);
    expect(badges(html('en', { storeLinks: { google: 'javascript:alert(1)' } })).map((badge) => badge.href)).toEqual([
      '/store',
      '/store',
    ]);
  });

  it('draws the badges itself: no image, font or style fetched from anywhere (the page’s CSP allows none)', () => {
    const page = html('en', { storeLinks: { apple: APPLE, google: GOOGLE } });
    expect(page).not.toMatch(/<img|<link|src=|url\(|@import|@font-face/);
    expect(page.match(/<svg /g)).toHaveLength(2);
  });

  // The page is measured (pnpm bench:tag-page): the badges' words in English are ASCII, so characters are bytes.
  it('stays small: the two badges, marks included, add less than 1.5 kB to the page', () => {
    const page = html('en', { storeLinks: { apple: APPLE, google: GOOGLE } });
    const withoutBadges = page.replace(/<nav class="stores".*?<\/nav>/, '');
    const added = page.length - withoutBadges.length;
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThan(1536);
  });
});

describe('the public tag page: what a secure tag’s tap proved (issue 27 §4)', () => {
  const withAuthenticity = (authenticity: PublicTagReading['authenticity']) =>
    publicTagPage({ ...reading, authenticity }, 2, '2026-11-25');
  const visible = (page: string, id: string) => new RegExp(`id="${id}"(?! hidden)`).test(page);

  it('marks a genuine tap plainly, and keeps the copy warning hidden for the script', () => {
    for (const [language, words] of [
      ['pt', 'Etiqueta autêntica'],
      ['en', 'Genuine tag'],
      ['es', 'Etiqueta auténtica'],
    ] as const) {
      const page = html(language, { page: withAuthenticity('genuine') });
      expect(page).toMatch(/<main data-authenticity="genuine">/);
      expect(page).toContain(words);
      expect(visible(page, 'authenticity-genuine')).toBe(true);
      expect(visible(page, 'authenticity-copy')).toBe(false);
    }
  });

  it('warns of a possible copy and says what to do, in each language', () => {
    for (const [language, words] of [
      ['pt', 'Aproxime o celular da etiqueta outra vez'],
      ['en', 'Hold your phone to the tag again'],
      ['es', 'Acerque el teléfono a la etiqueta otra vez'],
    ] as const) {
      const page = html(language, { page: withAuthenticity('replayed') });
      expect(page).toMatch(/<main data-authenticity="replayed">/);
      expect(page).toContain(words);
      expect(visible(page, 'authenticity-copy')).toBe(true);
      expect(visible(page, 'authenticity-genuine')).toBe(false);
    }
  });

  it('says nothing of authenticity for a QR code or a plain NFC tag', () => {
    const page = html('en');
    expect(page).toMatch(/<main data-authenticity="unverified">/);
    expect(page).not.toContain('authenticity-');
  });

  it('gives a secure link that did not verify the plain not-found page, with its script to report the attempt', () => {
    const missing = (secureLink: boolean) =>
      html('en', { page: publicTagPage(NO_PUBLIC_TAG, 2), secureLink, scriptUrl: '/pub/tag-page.js' });
    expect(missing(true)).toMatch(/<main class="missing" data-authenticity="invalid">/);
    expect(missing(true)).toContain('/pub/tag-page.js');
    expect(missing(false)).toMatch(/<main class="missing" data-authenticity="unverified">/);
    expect(missing(false)).not.toContain('<script');
  });
});

describe('the public tag page in a pale brand colour', () => {
  it('writes the header and link text dark where white would not read, and white on a dark colour', () => {
    expect(readableTextOn('#FFE600')).toBe('#1f1f1f');
    expect(readableTextOn('#f5f5f5')).toBe('#1f1f1f');
    expect(readableTextOn('#7B1E3A')).toBe('#fff');
    expect(readableTextOn('#0f6cbd')).toBe('#fff');
    expect(readableTextOn('not a colour')).toBe('#fff');
    const page = html('en', {
      colors: { ...DEFAULT_LAYOUT_COLORS, primaryColor: '#FFE600', primaryDarkColor: '#7B1E3A' },
    });
    expect(page).toContain('--on-primary:#1f1f1f');
    expect(page).toContain('--on-secondary:#fff');
    expect(page).toMatch(/header\{background:var\(--primary\);color:var\(--on-primary\)/);
  });
});
