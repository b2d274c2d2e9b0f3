/** The `partnerLots` namespace: the Partner area's lot, tag, app configuration and layout screens. */
import type { TextBundle } from '../../texts';

export const partnerLotTexts = {
  namespace: 'partnerLots',
  texts: {
    en: () => import('./en').then((texts) => texts.partnerLotsEn),
    pt: () => import('./pt').then((texts) => texts.partnerLotsPt),
    es: () => import('./es').then((texts) => texts.partnerLotsEs),
  },
} as const satisfies TextBundle;
