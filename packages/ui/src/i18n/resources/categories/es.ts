/** Spanish texts of the `categories` namespace; same keys as `en`. */
import type { Texts } from '../../texts';
import type { categoriesEn } from './en';

export const categoriesEs: Texts<typeof categoriesEn> = {
  categories: {
    listTitle: 'Categorías',
  },
  productLines: {
    listTitle: 'Líneas de producto',
  },
};
