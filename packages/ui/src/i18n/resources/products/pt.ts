/** Portuguese texts of the `products` namespace; same keys as `en`. */
import type { Texts } from '../../texts';
import type { productsEn } from './en';

export const productsPt: Texts<typeof productsEn> = {
  products: {
    listTitle: 'Produtos',
  },
};
