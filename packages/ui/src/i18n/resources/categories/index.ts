/** The `categories` namespace: the Customer area's category and product-line screens. */
import type { TextBundle } from '../../texts';
import { categoriesEn } from './en';
import { categoriesEs } from './es';
import { categoriesPt } from './pt';

export const categoryTexts = {
  namespace: 'categories',
  texts: { en: categoriesEn, pt: categoriesPt, es: categoriesEs },
} as const satisfies TextBundle;
