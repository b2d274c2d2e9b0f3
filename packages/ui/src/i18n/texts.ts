/**
 * Texts come in namespaces, each loaded when the portal first needs it: `start` with the first page (the shell and
 * the session pages), `records` and `admin` with the Admin area's chunk. A namespace carries every interface
 * language, so switching language never waits for a download.
 */
import type { i18n as I18n, ParseKeys } from 'i18next';
import type { LanguageCode } from '@tagtrail/domain';
import type { adminEn } from './resources/admin/en';
import type { categoriesEn } from './resources/categories/en';
import type { customerSetupEn } from './resources/customer-setup/en';
import type { customerLotsEn } from './resources/customer-lots/en';
import type { dashboardEn } from './resources/dashboard/en';
import type { customersEn } from './resources/customers/en';
import type { partnerLotsEn } from './resources/partner-lots/en';
import type { prizeWithdrawalEn } from './resources/prize-withdrawal/en';
import type { productsEn } from './resources/products/en';
import type { promotionsEn } from './resources/promotions/en';
import type { recordsEn } from './resources/records/en';
import type { startEn } from './resources/start/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'start';
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
    ];
    resources: {
      start: typeof startEn;
      records: typeof recordsEn;
      prizeWithdrawal: typeof prizeWithdrawalEn;
      admin: typeof adminEn;
      customers: typeof customersEn;
      partnerLots: typeof partnerLotsEn;
      products: typeof productsEn;
      categories: typeof categoriesEn;
      customerSetup: typeof customerSetupEn;
      customerLots: typeof customerLotsEn;
      promotions: typeof promotionsEn;
      dashboard: typeof dashboardEn;
    };
  }
}

/** A key of any namespace, as views pass it to `t`. */
export type TextKey = ParseKeys;

/** The shape a language's texts must have: the same keys as English, each a string. */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** One namespace's texts in every interface language. */
export interface TextBundle<N extends string = string> {
  readonly namespace: N;
  readonly texts: Readonly<Record<LanguageCode, object>>;
}

/** Adds namespaces to an i18next instance, every language of each; one already there is left as it is. */
export function addTexts(i18n: I18n, bundles: readonly TextBundle[]): void {
  for (const { namespace, texts } of bundles) {
    for (const [language, resources] of Object.entries(texts)) {
      if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, resources);
    }
  }
}
