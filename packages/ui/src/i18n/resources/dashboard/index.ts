/** The `dashboard` namespace: the Customer area's dashboard. */
import type { TextBundle } from '../../texts';
import { dashboardEn } from './en';
import { dashboardEs } from './es';
import { dashboardPt } from './pt';

export const dashboardTexts = {
  namespace: 'dashboard',
  texts: { en: dashboardEn, pt: dashboardPt, es: dashboardEs },
} as const satisfies TextBundle;
