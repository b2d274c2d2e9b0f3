import { recordScreens } from '../app/record-screens';

/** Where the sales-point screens live in the Customer area (spec B §2). */
export const salesPointScreens = recordScreens('/areacliente', 'pontovendas', 'pontovenda');
export const salesPointPaths = salesPointScreens.paths;
