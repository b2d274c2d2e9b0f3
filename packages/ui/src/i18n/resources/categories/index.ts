/** The `categories` namespace: the Customer area's category and product-line screens. */
import type { TextBundle } from '../../texts';

export const categoryTexts = {
  namespace: 'categories',
  texts: {
    en: () => import('./en').then((texts) => texts.categoriesEn),
    pt: () => import('./pt').then((texts) => texts.categoriesPt),
    es: () => import('./es').then((texts) => texts.categoriesEs),
  },
} as const satisfies TextBundle;
