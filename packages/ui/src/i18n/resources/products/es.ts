/** Spanish texts of the `products` namespace; same keys as `en`. */
import type { Texts } from '../../texts';
import type { productsEn } from './en';

export const productsEs: Texts<typeof productsEn> = {
  products: {
    listTitle: 'Productos',
  },
};
