/** The `customerSetup` namespace: the Customer area's my-app, sales-point and device screens. */
import type { TextBundle } from '../../texts';
import { customerSetupEn } from './en';
import { customerSetupEs } from './es';
import { customerSetupPt } from './pt';

export const customerSetupTexts = {
  namespace: 'customerSetup',
  texts: { en: customerSetupEn, pt: customerSetupPt, es: customerSetupEs },
} as const satisfies TextBundle;
