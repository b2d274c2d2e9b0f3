/**
 * The i18next instance for the portal: three languages, English by default (spec A §1), keys checked by TypeScript.
 * Texts are split in namespaces (texts.ts): the first page creates its instance with `start` only and each area
 * adds its own (`WithTexts`); Storybook and the tests create one with every namespace. A key is looked up in
 * `start`, then `records`, then `admin`, so views write `t('partners.saved')` whatever namespace holds it.
 */
import { createInstance, type i18n } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '@tagtrail/domain';
import { adminTexts } from './resources/admin';
import { customerTexts } from './resources/customers';
import { partnerLotTexts } from './resources/partner-lots';
import { recordTexts } from './resources/records';
import { startTexts } from './resources/start';
import { addTexts } from './texts';

export type { TextKey } from './texts';

/** Every namespace, as the i18n test and `createI18n` see them. */
export const TEXTS = [startTexts, recordTexts, adminTexts, customerTexts, partnerLotTexts] as const;

/** The PreferencesPort key that keeps the chosen language (spec A §1: "the choice is stored locally"). */
export const LANGUAGE_PREFERENCE = 'language';

/** An instance with the first page's texts (`start`) only: the portal's, whose areas add theirs as they load. */
export function createStartI18n(language: LanguageCode = DEFAULT_LANGUAGE): i18n {
  const instance = createInstance();
  // Resources are bundled, so initialisation finishes synchronously and the first render is translated.
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES.map((l) => l.code),
    ns: ['start'],
    defaultNS: 'start',
    // Names, not the bundles: naming one here must not bring its texts onto the first page.
    fallbackNS: ['records', 'admin', 'customers', 'partnerLots'],
    resources: Object.fromEntries(LANGUAGES.map(({ code }) => [code, { start: startTexts.texts[code] }])),
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
  });
  return instance;
}

/** An instance with every namespace: Storybook, the tests, anything that does not count the first page's bytes. */
export function createI18n(language: LanguageCode = DEFAULT_LANGUAGE): i18n {
  const instance = createStartI18n(language);
  addTexts(instance, TEXTS);
  return instance;
}

export { isKnownMessage, translateMessage } from './messages';
