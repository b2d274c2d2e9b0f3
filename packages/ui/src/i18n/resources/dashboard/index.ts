/** The `dashboard` namespace: the Customer area's dashboard. */
import type { TextBundle } from '../../texts';

export const dashboardTexts = {
  namespace: 'dashboard',
  texts: {
    en: () => import('./en').then((texts) => texts.dashboardEn),
    pt: () => import('./pt').then((texts) => texts.dashboardPt),
    es: () => import('./es').then((texts) => texts.dashboardEs),
  },
} as const satisfies TextBundle;
