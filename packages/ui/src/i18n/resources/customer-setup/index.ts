/** The `customerSetup` namespace: the Customer area's my-app, sales-point and device screens. */
import type { TextBundle } from '../../texts';

export const customerSetupTexts = {
  namespace: 'customerSetup',
  texts: {
    en: () => import('./en').then((texts) => texts.customerSetupEn),
    pt: () => import('./pt').then((texts) => texts.customerSetupPt),
    es: () => import('./es').then((texts) => texts.customerSetupEs),
  },
} as const satisfies TextBundle;
