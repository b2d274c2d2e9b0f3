/**
 * The i18next instance for the portal: three languages, English by default (spec A §1), keys checked by TypeScript.
 * Texts are split in namespaces (texts.ts): the first page creates its instance with `start` only and each area
 * adds its own (`WithTexts`); Storybook and the tests create one with every namespace. A key is looked up in
 * `start`, then `records`, then `admin`, so views write `t('partners.saved')` whatever namespace holds it.
 */
import { createInstance, type FormatterModule, type i18n } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '@tagtrail/domain';
import { formatNumber } from './format';
import { adminTexts } from './resources/admin';
import { categoryTexts } from './resources/categories';
import { customerSetupTexts } from './resources/customer-setup';
import { customerLotTexts } from './resources/customer-lots';
import { dashboardTexts } from './resources/dashboard';
import { customerTexts } from './resources/customers';
import { partnerLotTexts } from './resources/partner-lots';
import { prizeWithdrawalTexts } from './resources/prize-withdrawal';
import { productTexts } from './resources/products';
import { promotionTexts } from './resources/promotions';
import { recordTexts } from './resources/records';
import { startTexts } from './resources/start';
import { addTexts } from './texts';

export type { TextKey } from './texts';

/** Every namespace, as the i18n test and `createI18n` see them. */
export const TEXTS = [
  startTexts,
  recordTexts,
  prizeWithdrawalTexts,
  adminTexts,
  customerTexts,
  partnerLotTexts,
  productTexts,
  categoryTexts,
  customerSetupTexts,
  customerLotTexts,
  promotionTexts,
  dashboardTexts,
] as const;

/** The PreferencesPort key that keeps the chosen language (spec A §1: "the choice is stored locally"). */
export const LANGUAGE_PREFERENCE = 'language';

/**
 * Every number a text interpolates ('Total: {{count}}') written as the language writes it: 1.234 in pt and es,
 * 1,234 in en. Other values pass as they are; the texts name no i18next formats.
 */
const numbersInTheLanguage: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  // Anything else goes back untouched (i18next turns it into text, and tells a missing value by its undefined).
  format: (value: unknown, _format, language) =>
    typeof value === 'number' ? formatNumber(value, language ?? DEFAULT_LANGUAGE) : (value as string),
};

/** An instance with the first page's texts (`start`) only: the portal's, whose areas add theirs as they load. */
export function createStartI18n(language: LanguageCode = DEFAULT_LANGUAGE): i18n {
  const instance = createInstance().use(numbersInTheLanguage);
  // Resources are bundled, so initialisation finishes synchronously and the first render is translated.
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES.map((l) => l.code),
    ns: ['start'],
    defaultNS: 'start',
    // Names, not the bundles: naming one here must not bring its texts onto the first page.
    fallbackNS: [
      'records',
      'prizeWithdrawal',
      'admin',
      'customers',
      'partnerLots',
      'products',
      'categories',
      'customerSetup',
      'customerLots',
      'promotions',
      'dashboard',
    ],
    resources: Object.fromEntries(LANGUAGES.map(({ code }) => [code, { start: startTexts.texts[code] }])),
    initAsync: false,
    interpolation: { escapeValue: false, alwaysFormat: true }, // React escapes
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
