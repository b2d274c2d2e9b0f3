import { describe, expect, it } from 'vitest';
import { FIELD_TOO_LONG, INVALID_EMAIL_KEY, LANGUAGES, PARTNER_IN_USE, REQUIRED_FIELD_MESSAGE } from '@tagtrail/domain';
import { createI18n, resources, translateMessage } from './i18n';

type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const english = flatten(resources.en.translation);

describe('translations', () => {
  it('has resources for every interface language', () => {
    expect(Object.keys(resources).sort()).toEqual(LANGUAGES.map((l) => l.code).sort());
  });

  for (const { code } of LANGUAGES) {
    const texts = flatten(resources[code].translation);

    it(`${code} has exactly the English keys`, () => {
      const missing = [...english.keys()].filter((k) => !texts.has(k));
      const extra = [...texts.keys()].filter((k) => !english.has(k));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it(`${code} leaves no text empty and keeps every placeholder`, () => {
      for (const [key, text] of texts) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
      }
    });
  }

  it('knows every message key the domain sends', () => {
    for (const key of [REQUIRED_FIELD_MESSAGE, FIELD_TOO_LONG, INVALID_EMAIL_KEY, PARTNER_IN_USE]) {
      expect(english.has(`messages.${key}`), key).toBe(true);
    }
  });

  it('says the spec messages in English', () => {
    const i18n = createI18n('en');
    expect(i18n.t('session.notPermission')).toBe('You are not allowed to access this system feature.');
    expect(i18n.t('session.notFound')).toBe('System resource does not exist.');
    expect(i18n.t('list.loadError')).toBe('Error loading data');
    expect(translateMessage(i18n.t, REQUIRED_FIELD_MESSAGE)).toBe('required field');
    expect(i18n.t('partners.saved')).toBe('Partner data saved.');
    expect(i18n.t('partners.removeFailed')).toBe('Fail to remove partner');
  });

  it('translates a server message key, or falls back for an unknown one', () => {
    const i18n = createI18n('pt');
    expect(translateMessage(i18n.t, PARTNER_IN_USE)).toMatch(/parceiro/);
    expect(translateMessage(i18n.t, 'SOMETHING_ELSE', undefined, 'partners.removeFailed')).toBe(
      'Falha ao excluir o parceiro',
    );
    expect(translateMessage(i18n.t, FIELD_TOO_LONG, { max: 30 })).toBe('No máximo 30 caracteres.');
  });
});
