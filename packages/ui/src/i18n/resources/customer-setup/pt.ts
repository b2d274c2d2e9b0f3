/** Portuguese texts of the `customerSetup` namespace; same keys as `en`. */
import type { Texts } from '../../texts';
import type { customerSetupEn } from './en';

export const customerSetupPt: Texts<typeof customerSetupEn> = {
  myApp: {
    title: 'Meu aplicativo',
  },
  salesPoints: {
    listTitle: 'Pontos de venda',
  },
  devices: {
    listTitle: 'Dispositivos',
  },
};
