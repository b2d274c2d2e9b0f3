import { describe, expect, it, vi } from 'vitest';
import { MapStorage } from '../testing/map-storage';
import { BrowserPreferences } from './browser-preferences';
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
