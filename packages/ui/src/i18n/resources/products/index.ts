/** The `products` namespace: the Customer area's product and product image screens. */
import type { TextBundle } from '../../texts';
import { productsEn } from './en';
import { productsEs } from './es';
import { productsPt } from './pt';

export const productTexts = {
  namespace: 'products',
  texts: { en: productsEn, pt: productsPt, es: productsEs },
} as const satisfies TextBundle;
