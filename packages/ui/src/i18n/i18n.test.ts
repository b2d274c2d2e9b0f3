import { describe, expect, it } from 'vitest';
import {
  FIELD_TOO_LONG,
  GTIN_BAD_CHECK_DIGIT,
  GTIN_INVALID_LENGTH,
  GTIN_NOT_DIGITS,
  GTIN_TAKEN,
  INVALID_EMAIL_KEY,
  LANGUAGES,
  PARTNER_IN_USE,
  REQUIRED_FIELD_MESSAGE,
  SUSPICION_SETTING_OUT_OF_RANGE,
  WEBHOOK_LIMIT_REACHED,
  WEBHOOK_URL_INVALID,
  WEBHOOK_URL_NOT_HTTPS,
  WEBHOOK_URL_NOT_PUBLIC,
  WEBHOOK_URL_TAKEN,
} from '@tagtrail/domain';
import { EVERY_TEXT } from './every-text';
import { createI18n, loadStartI18n, TEXTS, translateMessage } from './i18n';

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

const namespaces = Object.entries(EVERY_TEXT);
const everyEnglishKey = new Map(namespaces.flatMap(([, texts]) => [...flatten(texts.en)]));

describe('translations', () => {
  it('has every namespace the portal can load, and loads each in every interface language', () => {
    expect(TEXTS.map((bundle) => bundle.namespace).sort()).toEqual(Object.keys(EVERY_TEXT).sort());
    for (const bundle of TEXTS) {
      expect(Object.keys(bundle.texts).sort(), bundle.namespace).toEqual(LANGUAGES.map((l) => l.code).sort());
    }
  });

  for (const [namespace, bundle] of namespaces) {
    const reference = flatten(bundle.en);

    for (const { code } of LANGUAGES) {
      const texts = flatten(bundle[code]);

      it(`${namespace}: ${code} has exactly the English keys`, () => {
        const missing = [...reference.keys()].filter((k) => !texts.has(k));
        const extra = [...texts.keys()].filter((k) => !reference.has(k));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it(`${namespace}: ${code} leaves no text empty and keeps every placeholder`, () => {
        for (const [key, text] of texts) {
          expect(text.trim(), key).not.toBe('');
          expect(placeholders(text), key).toEqual(placeholders(reference.get(key) ?? ''));
        }
      });
    }
  }

  it('puts each key in one namespace only, so a key means one text whichever namespaces are loaded', () => {
    const tops = namespaces.flatMap(([, texts]) => Object.keys(texts.en));
    expect(tops.filter((top, i) => tops.indexOf(top) !== i)).toEqual([]);
  });

  it("starts with the app's texts in its language only; an area's arrive with it; a new language loads them all", async () => {
    const i18n = await loadStartI18n('pt');
    expect(i18n.t('session.notFound')).toBe('O recurso do sistema não existe.');
    expect(i18n.t('partners.saved')).toBe('partners.saved');
    expect(i18n.hasResourceBundle('en', 'start')).toBe(false);
    await i18n.loadNamespaces(['records', 'admin']);
    expect(i18n.t('partners.saved')).toBe(createI18n('pt').t('partners.saved'));
    expect(i18n.hasResourceBundle('es', 'records')).toBe(false);
    await i18n.changeLanguage('es');
    expect(i18n.t('list.loadError')).toBe(createI18n('es').t('list.loadError'));
    expect(i18n.t('partners.saved')).toBe(createI18n('es').t('partners.saved'));
    expect(i18n.hasResourceBundle('en', 'records')).toBe(false);
  });

  it('knows every message key the domain sends', () => {
    for (const key of [
      REQUIRED_FIELD_MESSAGE,
      FIELD_TOO_LONG,
      INVALID_EMAIL_KEY,
      PARTNER_IN_USE,
      SUSPICION_SETTING_OUT_OF_RANGE,
      WEBHOOK_URL_INVALID,
      WEBHOOK_URL_NOT_HTTPS,
      WEBHOOK_URL_NOT_PUBLIC,
      WEBHOOK_URL_TAKEN,
      WEBHOOK_LIMIT_REACHED,
      GTIN_NOT_DIGITS,
      GTIN_INVALID_LENGTH,
      GTIN_BAD_CHECK_DIGIT,
      GTIN_TAKEN,
    ]) {
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
