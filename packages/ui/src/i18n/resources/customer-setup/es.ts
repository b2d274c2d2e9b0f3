/** Spanish texts of the `customerSetup` namespace; same keys as `en`. */
import type { Texts } from '../../texts';
import type { customerSetupEn } from './en';

export const customerSetupEs: Texts<typeof customerSetupEn> = {
  myApp: {
    title: 'Mi aplicación',
  },
  salesPoints: {
    listTitle: 'Puntos de venta',
  },
  devices: {
    listTitle: 'Dispositivos',
  },
};
