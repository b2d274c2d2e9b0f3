import { recordScreens } from '../app/record-screens';

/** Where the product-line screens live in the Customer area (spec B §2). */
export const productLineScreens = recordScreens('/areacliente', 'linhasproduto', 'linhaproduto');
export const productLinePaths = productLineScreens.paths;
