import { recordScreens } from '../app/record-screens';

/** Where the product screens live in the Customer area (spec B §2). */
export const productScreens = recordScreens('/areacliente', 'produtos', 'produto');
export const productPaths = {
  ...productScreens.paths,
  images: (id: number) => `${productScreens.paths.edit(id)}/imagens`,
} as const;
