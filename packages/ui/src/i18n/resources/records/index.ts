/** The `records` namespace: the list and form machinery's texts and the message keys, for every area with screens. */
import type { TextBundle } from '../../texts';
import { recordsEn } from './en';
import { recordsEs } from './es';
import { recordsPt } from './pt';

export const recordTexts = {
  namespace: 'records',
  texts: { en: recordsEn, pt: recordsPt, es: recordsEs },
} as const satisfies TextBundle;
