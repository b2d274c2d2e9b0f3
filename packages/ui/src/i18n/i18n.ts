/**
 * The i18next instance for the portal: three languages, English by default (spec A §1), keys checked by TypeScript.
 * Texts are split in namespaces (texts.ts): the app creates its instance with `start` only, in the language in use,
 * and each area adds its own (`WithTexts`); Storybook and the tests create one with every namespace in every
 * language. A key is looked up in
 * `start`, then `records`, then `admin`, so views write `t('partners.saved')` whatever namespace holds it.
 */
import {
  createInstance,
  type BackendModule,
  type FormatterModule,
  type i18n,
  type InitOptions,
  type ResourceKey,
} from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '@tagtrail/domain';
import { formatNumber } from './format';
import { adminTexts } from './resources/admin';
import { alertTexts } from './resources/alerts';
import { apiKeyTexts } from './resources/api-keys';
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
import { EVERY_TEXT_BY_LANGUAGE } from './every-text';

export type { TextKey } from './texts';

/** Every namespace: where the portal's instance finds a namespace it is asked for. */
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
  alertTexts,
  apiKeyTexts,
] as const;

export { LANGUAGE_PREFERENCE } from './language-preference';

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

/** Where the portal's i18next finds a namespace's texts in a language: the bundle's loader for it. */
const textsByLanguage: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const bundle = TEXTS.find((candidate) => candidate.namespace === namespace);
    const load = bundle?.texts[language as LanguageCode];
    if (!load) {
      callback(new Error(`no ${namespace} texts in ${language}`), false);
      return;
    }
    load().then(
      (texts) => callback(null, texts as ResourceKey),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

const options = (language: LanguageCode) =>
  ({
    lng: language,
    // Every key is in every language (i18n.test.ts): nothing falls back, so no second language ever loads.
    fallbackLng: false,
    supportedLngs: LANGUAGES.map((l) => l.code),
    load: 'currentOnly',
    ns: ['start'],
    defaultNS: 'start',
    // Names, not the bundles: naming one here must not bring its texts with it.
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
      'alerts',
      'apiKeys',
    ],
    interpolation: { escapeValue: false, alwaysFormat: true }, // React escapes
  }) satisfies InitOptions;

/**
 * The portal's instance, once the app's texts (`start`) are there in `language`: each area adds its namespaces as it
 * loads (`WithTexts`), one language of each; switching language (`changeLanguage`) first loads every namespace already
 * there in the new one.
 */
export async function loadStartI18n(language: LanguageCode = DEFAULT_LANGUAGE): Promise<i18n> {
  const instance = createInstance().use(numbersInTheLanguage).use(textsByLanguage);
  await instance.init(options(language));
  return instance;
}

/** An instance with every namespace in every language, at once: Storybook and the tests, which count no bytes. */
export function createI18n(language: LanguageCode = DEFAULT_LANGUAGE): i18n {
  const instance = createInstance().use(numbersInTheLanguage);
  // Resources are bundled, so initialisation finishes synchronously and the first render is translated.
  void instance.init({
    ...options(language),
    ns: TEXTS.map((bundle) => bundle.namespace),
    resources: EVERY_TEXT_BY_LANGUAGE,
    initAsync: false,
  });
  return instance;
}

export { isKnownMessage, translateMessage } from './messages';
