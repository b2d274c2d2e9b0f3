import { recordScreens } from '../app/record-screens';

/** Where the device screens live in the Customer area (spec B §2: /dispositivos, /dispositivo/{id}). */
export const deviceScreens = recordScreens('/areacliente', 'dispositivos', 'dispositivo');
export const devicePaths = deviceScreens.paths;
