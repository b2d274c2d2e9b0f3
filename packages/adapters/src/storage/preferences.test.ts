import { describe, expect, it, vi } from 'vitest';
import { MapStorage } from '../testing/map-storage';
import { BrowserPreferences } from './browser-preferences';
import { documentCookies, type CookieDocument } from './cookies';
import { MemoryPreferences } from './memory-preferences';

describe('browser preferences', () => {
  it('keeps, reads and forgets a value in localStorage', () => {
    const storage = new MapStorage();
    const preferences = new BrowserPreferences(() => storage);

    preferences.set('language', 'pt');
    expect(preferences.get('language')).toBe('pt');
    expect(storage.getItem('language')).toBe('pt');

    preferences.remove('language');
    expect(preferences.get('language')).toBeNull();
  });

  it('answers null and keeps nothing when there is no storage', () => {
    const preferences = new BrowserPreferences(() => undefined);

    preferences.set('language', 'pt');
    preferences.remove('language');

    expect(preferences.get('language')).toBeNull();
  });

  it('does not fail when storage refuses (privacy mode, quota, sandboxed frame)', () => {
    const refusing = new MapStorage();
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    Object.assign(refusing, { getItem: refuse, setItem: refuse, removeItem: refuse });
    const preferences = new BrowserPreferences(() => refusing);

    expect(() => preferences.set('language', 'pt')).not.toThrow();
    expect(() => preferences.remove('language')).not.toThrow();
    expect(preferences.get('language')).toBeNull();
  });

  it('uses the global localStorage by default, and copes when reading it throws', () => {
    const storage = new MapStorage();
    vi.stubGlobal('localStorage', storage);
    new BrowserPreferences().set('language', 'es');
    expect(storage.getItem('language')).toBe('es');

    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(new BrowserPreferences().get('language')).toBeNull();
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
      vi.unstubAllGlobals();
    }
  });
});

/** A document whose cookie setter keeps name=value by name (path /) as a browser does, and drops expired ones. */
function cookieDocument(protocol = 'http:'): CookieDocument & { readonly written: string[] } {
  const jar = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    location: { protocol },
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const [name = '', ...value] = pair.split('=');
      if (attributes.includes('Max-Age=0')) jar.delete(name);
      else jar.set(name, value.join('='));
    },
  };
}

describe('a preference shared with the sign-in page through a cookie', () => {
  const shared = { sharedInCookies: { language: 'tagtrail_lang' } };

  it('is read from the cookie first: the language last chosen on the sign-in page', () => {
    const storage = new MapStorage();
    storage.setItem('language', 'pt');
    const doc = cookieDocument();
    doc.cookie = 'other=1';
    doc.cookie = 'tagtrail_lang=en; Path=/';
    const preferences = new BrowserPreferences(() => storage, { ...shared, cookies: () => documentCookies(doc) });

    expect(preferences.get('language')).toBe('en');
  });

  it('falls back to localStorage when there is no cookie', () => {
    const storage = new MapStorage();
    storage.setItem('language', 'es');
    const preferences = new BrowserPreferences(() => storage, {
      ...shared,
      cookies: () => documentCookies(cookieDocument()),
    });

    expect(preferences.get('language')).toBe('es');
  });

  it('is written to both, for the whole site and a year, and removed from both', () => {
    const storage = new MapStorage();
    const doc = cookieDocument('https:');
    const preferences = new BrowserPreferences(() => storage, { ...shared, cookies: () => documentCookies(doc) });

    preferences.set('language', 'es');
    expect(storage.getItem('language')).toBe('es');
    expect(doc.cookie).toBe('tagtrail_lang=es');
    expect(doc.written.at(-1)).toBe('tagtrail_lang=es; Path=/; Max-Age=31536000; SameSite=Lax; Secure');

    preferences.remove('language');
    expect(storage.getItem('language')).toBeNull();
    expect(doc.cookie).toBe('');
    expect(preferences.get('language')).toBeNull();
  });

  it('leaves other preferences out of cookies', () => {
    const doc = cookieDocument();
    const storage = new MapStorage();
    const preferences = new BrowserPreferences(() => storage, {
      ...shared,
      cookies: () => documentCookies(doc),
    });

    preferences.set('rowsPerPage', '50');

    expect(doc.written).toEqual([]);
    expect(preferences.get('rowsPerPage')).toBe('50');
  });

  it('copes with no document, blocked cookies and a value that does not decode', () => {
    expect(documentCookies(undefined)).toBeUndefined();
    const blocked: CookieDocument = {
      get cookie(): string {
        throw new DOMException('denied', 'SecurityError');
      },
      set cookie(_line: string) {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const jar = documentCookies(blocked);
    expect(jar).toBeDefined();
    expect(() => jar!.set('tagtrail_lang', 'pt')).not.toThrow();
    expect(jar!.get('tagtrail_lang')).toBeUndefined();

    const broken = cookieDocument();
    broken.cookie = 'tagtrail_lang=%E0%A4%A';
    const brokenJar = documentCookies(broken);
    expect(brokenJar).toBeDefined();
    expect(brokenJar!.get('tagtrail_lang')).toBeUndefined();
  });
});

describe('memory preferences', () => {
  it('starts with the values it is given and forgets on remove', () => {
    const preferences = new MemoryPreferences({ language: 'es' });

    expect(preferences.get('language')).toBe('es');
    preferences.set('language', 'en');
    expect(preferences.get('language')).toBe('en');
    preferences.remove('language');
    expect(preferences.get('language')).toBeNull();
  });
});
