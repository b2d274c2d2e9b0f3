/** The `customers` namespace: the Partner area's customer, customer-user and change-password screens. */
import type { TextBundle } from '../../texts';
import { customersEn } from './en';
import { customersEs } from './es';
import { customersPt } from './pt';

export const customerTexts = {
  namespace: 'customers',
  texts: { en: customersEn, pt: customersPt, es: customersEs },
} as const satisfies TextBundle;
