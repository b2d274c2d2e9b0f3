/** The `admin` namespace: the Admin area's screens (partners, partner users, lots, tag files). */
import type { TextBundle } from '../../texts';

export const adminTexts = {
  namespace: 'admin',
  texts: {
    en: () => import('./en').then((texts) => texts.adminEn),
    pt: () => import('./pt').then((texts) => texts.adminPt),
    es: () => import('./es').then((texts) => texts.adminEs),
  },
} as const satisfies TextBundle;
