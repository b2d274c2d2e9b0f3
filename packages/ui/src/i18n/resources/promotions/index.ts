/** The `promotions` namespace: the Customer area's promotion list, form and processing page. */
import type { TextBundle } from '../../texts';
import { promotionsEn } from './en';
import { promotionsEs } from './es';
import { promotionsPt } from './pt';

export const promotionTexts = {
  namespace: 'promotions',
  texts: { en: promotionsEn, pt: promotionsPt, es: promotionsEs },
} as const satisfies TextBundle;
