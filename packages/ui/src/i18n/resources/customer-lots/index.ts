/** The `customerLots` namespace: the Customer area's lot screens. */
import type { TextBundle } from '../../texts';

export const customerLotTexts = {
  namespace: 'customerLots',
  texts: {
    en: () => import('./en').then((texts) => texts.customerLotsEn),
    pt: () => import('./pt').then((texts) => texts.customerLotsPt),
    es: () => import('./es').then((texts) => texts.customerLotsEs),
  },
} as const satisfies TextBundle;
