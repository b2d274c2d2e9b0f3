/**
 * Every namespace's texts in every language, bundled at once: for Storybook and the tests (`createI18n`) and for the
 * check that each language has every key (i18n.test.ts). The portal never imports it: it loads one language of a
 * namespace when first needed (the bundles' loaders, i18n.ts).
 */
import type { Resource } from 'i18next';
import { LANGUAGES } from '@tagtrail/domain';
import { adminEn } from './resources/admin/en';
import { adminEs } from './resources/admin/es';
import { adminPt } from './resources/admin/pt';
import { alertsEn } from './resources/alerts/en';
import { alertsEs } from './resources/alerts/es';
import { alertsPt } from './resources/alerts/pt';
import { apiKeysEn } from './resources/api-keys/en';
import { apiKeysEs } from './resources/api-keys/es';
import { apiKeysPt } from './resources/api-keys/pt';
import { categoriesEn } from './resources/categories/en';
import { categoriesEs } from './resources/categories/es';
import { categoriesPt } from './resources/categories/pt';
import { customerLotsEn } from './resources/customer-lots/en';
import { customerLotsEs } from './resources/customer-lots/es';
import { customerLotsPt } from './resources/customer-lots/pt';
import { customerSetupEn } from './resources/customer-setup/en';
import { customerSetupEs } from './resources/customer-setup/es';
import { customerSetupPt } from './resources/customer-setup/pt';
import { customersEn } from './resources/customers/en';
import { customersEs } from './resources/customers/es';
import { customersPt } from './resources/customers/pt';
import { dashboardEn } from './resources/dashboard/en';
import { dashboardEs } from './resources/dashboard/es';
import { dashboardPt } from './resources/dashboard/pt';
import { partnerLotsEn } from './resources/partner-lots/en';
import { partnerLotsEs } from './resources/partner-lots/es';
import { partnerLotsPt } from './resources/partner-lots/pt';
import { prizeWithdrawalEn } from './resources/prize-withdrawal/en';
import { prizeWithdrawalEs } from './resources/prize-withdrawal/es';
import { prizeWithdrawalPt } from './resources/prize-withdrawal/pt';
import { productsEn } from './resources/products/en';
import { productsEs } from './resources/products/es';
import { productsPt } from './resources/products/pt';
import { promotionsEn } from './resources/promotions/en';
import { promotionsEs } from './resources/promotions/es';
import { promotionsPt } from './resources/promotions/pt';
import { recordsEn } from './resources/records/en';
import { recordsEs } from './resources/records/es';
import { recordsPt } from './resources/records/pt';
import { startEn } from './resources/start/en';
import { startEs } from './resources/start/es';
import { startPt } from './resources/start/pt';

export const EVERY_TEXT = {
  admin: { en: adminEn, pt: adminPt, es: adminEs },
  alerts: { en: alertsEn, pt: alertsPt, es: alertsEs },
  apiKeys: { en: apiKeysEn, pt: apiKeysPt, es: apiKeysEs },
  categories: { en: categoriesEn, pt: categoriesPt, es: categoriesEs },
  customerLots: { en: customerLotsEn, pt: customerLotsPt, es: customerLotsEs },
  customerSetup: { en: customerSetupEn, pt: customerSetupPt, es: customerSetupEs },
  customers: { en: customersEn, pt: customersPt, es: customersEs },
  dashboard: { en: dashboardEn, pt: dashboardPt, es: dashboardEs },
  partnerLots: { en: partnerLotsEn, pt: partnerLotsPt, es: partnerLotsEs },
  prizeWithdrawal: { en: prizeWithdrawalEn, pt: prizeWithdrawalPt, es: prizeWithdrawalEs },
  products: { en: productsEn, pt: productsPt, es: productsEs },
  promotions: { en: promotionsEn, pt: promotionsPt, es: promotionsEs },
  records: { en: recordsEn, pt: recordsPt, es: recordsEs },
  start: { en: startEn, pt: startPt, es: startEs },
} as const;

/** The same texts as i18next's `resources` take them: language, then namespace. */
export const EVERY_TEXT_BY_LANGUAGE: Resource = Object.fromEntries(
  LANGUAGES.map(({ code }) => [
    code,
    Object.fromEntries(Object.entries(EVERY_TEXT).map(([namespace, texts]) => [namespace, texts[code]])),
  ]),
);
