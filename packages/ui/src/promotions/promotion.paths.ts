import { recordScreens } from '../app/record-screens';

/** Where the promotion screens live in the Customer area (spec B §2). */
export const promotionScreens = recordScreens('/areacliente', 'promocoes', 'promocao');
export const promotionPaths = {
  ...promotionScreens.paths,
  processing: (id: number) => `${promotionScreens.paths.edit(id)}/processar`,
} as const;
