/** The `admin` namespace: the Admin area's screens (partners, partner users, lots, tag files). */
import type { TextBundle } from '../../texts';
import { adminEn } from './en';
import { adminEs } from './es';
import { adminPt } from './pt';

export const adminTexts = {
  namespace: 'admin',
  texts: { en: adminEn, pt: adminPt, es: adminEs },
} as const satisfies TextBundle;
