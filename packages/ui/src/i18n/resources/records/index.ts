/** The `records` namespace: the list and form machinery's texts and the message keys, for every area with screens. */
import type { TextBundle } from '../../texts';

export const recordTexts = {
  namespace: 'records',
  texts: {
    en: () => import('./en').then((texts) => texts.recordsEn),
    pt: () => import('./pt').then((texts) => texts.recordsPt),
    es: () => import('./es').then((texts) => texts.recordsEs),
  },
} as const satisfies TextBundle;
