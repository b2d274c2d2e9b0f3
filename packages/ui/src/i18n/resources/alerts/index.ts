/** The `alerts` namespace: the Customer area's Alerts list and the rules' settings (issue 28 §3). */
import type { TextBundle } from '../../texts';

export const alertTexts = {
  namespace: 'alerts',
  texts: {
    en: () => import('./en').then((texts) => texts.alertsEn),
    pt: () => import('./pt').then((texts) => texts.alertsPt),
    es: () => import('./es').then((texts) => texts.alertsEs),
  },
} as const satisfies TextBundle;
