/** The `start` namespace: the first page's texts (the app, roles, languages, the shell, the session pages). */
import type { TextBundle } from '../../texts';
import { startEn } from './en';
import { startEs } from './es';
import { startPt } from './pt';

export const startTexts = {
  namespace: 'start',
  texts: { en: startEn, pt: startPt, es: startEs },
} as const satisfies TextBundle;
