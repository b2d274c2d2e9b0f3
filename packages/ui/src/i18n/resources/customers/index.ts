/** The `customers` namespace: the Partner area's customer, customer-user and change-password screens. */
import type { TextBundle } from '../../texts';

export const customerTexts = {
  namespace: 'customers',
  texts: {
    en: () => import('./en').then((texts) => texts.customersEn),
    pt: () => import('./pt').then((texts) => texts.customersPt),
    es: () => import('./es').then((texts) => texts.customersEs),
  },
} as const satisfies TextBundle;
