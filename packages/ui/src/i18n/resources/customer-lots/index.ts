/** The `customerLots` namespace: the Customer area's lot screens. */
import type { TextBundle } from '../../texts';
import { customerLotsEn } from './en';
import { customerLotsEs } from './es';
import { customerLotsPt } from './pt';

export const customerLotTexts = {
  namespace: 'customerLots',
  texts: { en: customerLotsEn, pt: customerLotsPt, es: customerLotsEs },
} as const satisfies TextBundle;
