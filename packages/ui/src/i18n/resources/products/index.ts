/** The `products` namespace: the Customer area's product and product image screens. */
import type { TextBundle } from '../../texts';

export const productTexts = {
  namespace: 'products',
  texts: {
    en: () => import('./en').then((texts) => texts.productsEn),
    pt: () => import('./pt').then((texts) => texts.productsPt),
    es: () => import('./es').then((texts) => texts.productsEs),
  },
} as const satisfies TextBundle;
