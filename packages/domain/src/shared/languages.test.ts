import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptedLanguageTags,
  DEFAULT_LANGUAGE,
  initialLanguage,
  languageOfAcceptLanguage,
  LANGUAGES,
} from './languages';

describe('interface languages (spec A §9: 1 Portuguese, 2 English (default), 3 Spanish)', () => {
  it('numbers the languages as the spec does', () => {
    expect(LANGUAGES).toEqual([
      { id: 1, code: 'pt' },
      { id: 2, code: 'en' },
      { id: 3, code: 'es' },
    ]);
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it('starts with the stored choice, else the browser language, else English', () => {
    expect(initialLanguage('es', ['pt-BR'])).toBe('es');
    expect(initialLanguage(null, ['fr-FR', 'pt-BR'])).toBe('pt');
    expect(initialLanguage(undefined, ['fr'])).toBe('en');
  });
});

describe('Accept-Language, read once for every page the server renders', () => {
  it('ranks the tags by weight, then by their order, leaving out q=0 and unreadable weights', () => {
    expect(acceptedLanguageTags('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual([
      'fr-CH',
      'fr',
      'en',
      'de',
      '*',
    ]);
    expect(acceptedLanguageTags('es;q=0.4, pt-BR, en;q=0.9')).toEqual(['pt-BR', 'en', 'es']);
    expect(acceptedLanguageTags('en;q=0, es;q=abc, pt')).toEqual(['pt']);
    expect(acceptedLanguageTags(undefined)).toEqual([]);
    expect(acceptedLanguageTags(' , ;q=1')).toEqual([]);
  });

  it('gives the first of ours by preference, English when none is named', () => {
    expect(languageOfAcceptLanguage('de-DE, es-MX;q=0.8, pt;q=0.5')).toBe('es');
    expect(languageOfAcceptLanguage('pt-BR,pt;q=0.9,en-US;q=0.8')).toBe('pt');
    expect(languageOfAcceptLanguage('fr, de')).toBe('en');
    expect(languageOfAcceptLanguage(undefined)).toBe('en');
  });

  it('never ranks a tag above one the header weighs more, and keeps every tag weighed above 0', () => {
    const entries = fc.uniqueArray(
      fc.record({
        tag: fc.constantFrom('pt', 'en', 'es', 'fr', 'de-AT', 'pt-BR'),
        q: fc.integer({ min: 0, max: 1000 }),
      }),
      { selector: (entry) => entry.tag, maxLength: 6 },
    );
    fc.assert(
      fc.property(entries, (named) => {
        const header = named.map(({ tag, q }) => `${tag};q=${(q / 1000).toFixed(3)}`).join(', ');
        const weightOf = new Map<string, number>(named.map(({ tag, q }) => [tag, q]));
        const ranked = acceptedLanguageTags(header);
        expect(new Set(ranked)).toEqual(new Set(named.filter(({ q }) => q > 0).map(({ tag }) => tag)));
        const weights = ranked.map((tag) => weightOf.get(tag)!);
        expect(weights).toEqual([...weights].sort((a, b) => b - a));
      }),
    );
  });
});
