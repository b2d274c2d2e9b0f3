import { recordScreens } from '../app/record-screens';

/**
 * Where the lot screens live in the Admin area (spec A §2: base and /lotes the list, /lote/{id?} the form). The new
 * lot's address has the trailing slash, like the partner form's, so the side menu keeps 'Lots' selected.
 */
export const adminLotScreens = recordScreens('/admin', 'lotes', 'lote', { newWithSlash: true });
export const adminLotPaths = adminLotScreens.paths;
