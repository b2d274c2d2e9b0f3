import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, initialLanguage, LANGUAGES } from './languages';

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
