/** The `partnerLots` namespace: the Partner area's lot, tag, app configuration and layout screens. */
import type { TextBundle } from '../../texts';
import { partnerLotsEn } from './en';
import { partnerLotsEs } from './es';
import { partnerLotsPt } from './pt';

export const partnerLotTexts = {
  namespace: 'partnerLots',
  texts: { en: partnerLotsEn, pt: partnerLotsPt, es: partnerLotsEs },
} as const satisfies TextBundle;
