/** Portuguese texts of the `categories` namespace; same keys as `en`. */
import type { Texts } from '../../texts';
import type { categoriesEn } from './en';

export const categoriesPt: Texts<typeof categoriesEn> = {
  categories: {
    listTitle: 'Categorias',
  },
  productLines: {
    listTitle: 'Linhas de produto',
  },
};
