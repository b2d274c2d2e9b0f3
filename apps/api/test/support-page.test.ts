/** "Help and support" (issue 8 §9): the page we ship in pt/en/es, or SUPPORT_URL when the operator sets one. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { useTestServer } from './support/test-server';

const shipped = useTestServer({ demoData: false });
const configured = useTestServer({ demoData: false, supportUrl: 'https://help.example.com/{lang}/tagtrail' });

const get = (base: string, path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { redirect: 'manual', headers });

describe('the support page we ship (no SUPPORT_URL)', () => {
  it('answers in Portuguese, English and Spanish, each linking to the others and back to the portal', async () => {
    for (const [language, htmlLang, title] of [
      ['pt', 'pt-BR', 'Ajuda e suporte'],
      ['en', 'en', 'Help and support'],
      ['es', 'es', 'Ayuda y soporte'],
    ] as const) {
      const response = await get(shipped.baseUrl, `/support/${language}`);
      expect(response.status, language).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain(`<html lang="${htmlLang}">`);
      expect(html).toContain(`<h1 id="title">${title}</h1>`);
      expect(html).toContain('href="/"');
      for (const other of ['pt', 'en', 'es']) expect(html).toContain(`href="/support/${other}"`);
      expect(html).toMatch(new RegExp(`href="/support/${language}"[^>]*aria-current="page"`));
    }
  });

  it('answers any other language in Portuguese (spec B §2), in any letter case', async () => {
    for (const path of ['/support/fr', '/support/pt-BR', '/SUPPORT/PT']) {
      const response = await get(shipped.baseUrl, path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<html lang="pt-BR">');
    }
  });

  it('sends /support to the language of the cookie, else of the browser', async () => {
    const byCookie = await get(shipped.baseUrl, '/support', {
      cookie: 'other=1; tagtrail_lang=es',
      'accept-language': 'en',
    });
    expect(byCookie.status).toBe(302);
    expect(byCookie.headers.get('location')).toBe('/support/es');
    const byBrowser = await get(shipped.baseUrl, '/support', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(byBrowser.headers.get('location')).toBe('/support/en');
    const neither = await get(shipped.baseUrl, '/support');
    expect(neither.headers.get('location')).toBe('/support/pt');
  });
});

describe('SUPPORT_URL', () => {
  it("redirects the portal's support link to the operator's page, in the user's language", async () => {
    for (const [path, location] of [
      ['/support/en', 'https://help.example.com/en/tagtrail'],
      ['/support/es', 'https://help.example.com/es/tagtrail'],
      ['/support/de', 'https://help.example.com/pt/tagtrail'],
    ] as const) {
      const response = await get(configured.baseUrl, path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location')).toBe(location);
    }
  });

  it('is read from the environment, and a value that is no http or https address stops the start', () => {
    expect(loadConfig({}).supportUrl).toBeUndefined();
    expect(loadConfig({ SUPPORT_URL: ' https://help.example.com/ ' }).supportUrl).toBe('https://help.example.com/');
    for (const bad of ['help.example.com', 'javascript:alert(1)', 'ftp://help.example.com'])
      expect(() => loadConfig({ SUPPORT_URL: bad }), bad).toThrow(/SUPPORT_URL/);
  });
});
