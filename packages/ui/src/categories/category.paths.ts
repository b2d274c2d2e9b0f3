import { recordScreens } from '../app/record-screens';

/** Where the category screens live in the Customer area (spec B §2). */
export const categoryScreens = recordScreens('/areacliente', 'categorias', 'categoria');
export const categoryPaths = categoryScreens.paths;
