/** The `promotions` namespace: the Customer area's promotion list, form and processing page. */
import type { TextBundle } from '../../texts';

export const promotionTexts = {
  namespace: 'promotions',
  texts: {
    en: () => import('./en').then((texts) => texts.promotionsEn),
    pt: () => import('./pt').then((texts) => texts.promotionsPt),
    es: () => import('./es').then((texts) => texts.promotionsEs),
  },
} as const satisfies TextBundle;
