import { describe, expect, it } from 'vitest';
import { FIELD_TOO_LONG, INVALID_EMAIL_KEY, LANGUAGES, PARTNER_IN_USE, REQUIRED_FIELD_MESSAGE } from '@tagtrail/domain';
import { createI18n, createStartI18n, TEXTS, translateMessage } from './i18n';
import { addTexts } from './texts';

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

const english = (bundle: (typeof TEXTS)[number]) => flatten(bundle.texts.en as Tree);
const everyEnglishKey = new Map(TEXTS.flatMap((bundle) => [...english(bundle)]));

describe('translations', () => {
  for (const bundle of TEXTS) {
    const reference = english(bundle);

    it(`${bundle.namespace} has texts for every interface language`, () => {
      expect(Object.keys(bundle.texts).sort()).toEqual(LANGUAGES.map((l) => l.code).sort());
    });

    for (const { code } of LANGUAGES) {
      const texts = flatten(bundle.texts[code] as Tree);

      it(`${bundle.namespace}: ${code} has exactly the English keys`, () => {
        const missing = [...reference.keys()].filter((k) => !texts.has(k));
        const extra = [...texts.keys()].filter((k) => !reference.has(k));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it(`${bundle.namespace}: ${code} leaves no text empty and keeps every placeholder`, () => {
        for (const [key, text] of texts) {
          expect(text.trim(), key).not.toBe('');
          expect(placeholders(text), key).toEqual(placeholders(reference.get(key) ?? ''));
        }
      });
    }
  }

  it('puts each key in one namespace only, so a key means one text whichever namespaces are loaded', () => {
    const tops = TEXTS.flatMap((bundle) => Object.keys(bundle.texts.en));
    expect(tops.filter((top, i) => tops.indexOf(top) !== i)).toEqual([]);
  });

  it("starts with the first page's texts only; an area's arrive with it, in every language", () => {
    const i18n = createStartI18n('pt');
    expect(i18n.t('session.notFound')).toBe('O recurso do sistema não existe.');
    expect(i18n.t('partners.saved')).toBe('partners.saved');
    addTexts(
      i18n,
      TEXTS.filter((bundle) => bundle.namespace !== 'start'),
    );
    expect(i18n.t('partners.saved')).toBe(createI18n('pt').t('partners.saved'));
    void i18n.changeLanguage('es');
    expect(i18n.t('list.loadError')).toBe(createI18n('es').t('list.loadError'));
  });

  it('knows every message key the domain sends', () => {
    for (const key of [REQUIRED_FIELD_MESSAGE, FIELD_TOO_LONG, INVALID_EMAIL_KEY, PARTNER_IN_USE]) {
      expect(everyEnglishKey.has(`messages.${key}`), key).toBe(true);
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
