/** The i18next instance for the portal: three languages, English by default (spec A §1), keys checked by TypeScript. */
import { createInstance, type i18n, type ParseKeys, type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '@tagtrail/domain';
import { en } from './resources/en';
import { es } from './resources/es';
import { pt } from './resources/pt';

export const resources = {
  pt: { translation: pt },
  en: { translation: en },
  es: { translation: es },
} as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

export type TextKey = ParseKeys;

/** The PreferencesPort key that keeps the chosen language (spec A §1: "the choice is stored locally"). */
export const LANGUAGE_PREFERENCE = 'language';

export function createI18n(language: LanguageCode = DEFAULT_LANGUAGE): i18n {
  const instance = createInstance();
  // Resources are bundled, so initialisation finishes synchronously and the first render is translated.
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES.map((l) => l.code),
    resources,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
  });
  return instance;
}

/**
 * A message key from the domain (RuleError.key) or the server (PortError.messageKey), translated;
 * `fallback` when no language knows the key.
 */
export function translateMessage(
  t: TFunction,
  key: string,
  params?: Readonly<Record<string, string | number>>,
  fallback?: TextKey,
): string {
  const full = `messages.${key}`;
  const known = (Object.keys(en.messages) as string[]).includes(key);
  if (!known) return fallback ? t(fallback) : key;
  return t(full as TextKey, params ?? {});
}

export function isKnownMessage(key: string | undefined): key is string {
  return key !== undefined && (Object.keys(en.messages) as string[]).includes(key);
}
