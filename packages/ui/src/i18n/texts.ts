/**
 * Texts come in namespaces, each loaded when the portal first needs it, in the language in use only: `start` with
 * the app (the shell and the session pages), `records` and `admin` with the Admin area (`WithTexts`). Switching
 * language loads the namespaces already there in the new one before the interface changes (i18n.ts).
 */
import type { ParseKeys } from 'i18next';
import type { LanguageCode } from '@tagtrail/domain';
import type { adminEn } from './resources/admin/en';
import type { alertsEn } from './resources/alerts/en';
import type { apiKeysEn } from './resources/api-keys/en';
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
      'alerts',
      'apiKeys',
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
      alerts: typeof alertsEn;
      apiKeys: typeof apiKeysEn;
    };
  }
}

/** A key of any namespace, as views pass it to `t`. */
export type TextKey = ParseKeys;

/** The shape a language's texts must have: the same keys as English, each a string. */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** One namespace's texts: each interface language loads on its own, the first time it is needed. */
export interface TextBundle<N extends string = string> {
  readonly namespace: N;
  readonly texts: Readonly<Record<LanguageCode, () => Promise<object>>>;
}
