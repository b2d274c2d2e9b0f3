/** The `start` namespace: the app's own texts (the app, roles, languages, the shell, the session pages). */
import type { TextBundle, Texts } from '../../texts';
import type { startEn } from './en';

/** The `start` texts of one language, as the portal's entry reads them before i18next is there (its waiting page). */
export type StartTexts = Texts<typeof startEn>;

export const startTexts = {
  namespace: 'start',
  texts: {
    en: (): Promise<StartTexts> => import('./en').then((texts) => texts.startEn),
    pt: (): Promise<StartTexts> => import('./pt').then((texts) => texts.startPt),
    es: (): Promise<StartTexts> => import('./es').then((texts) => texts.startEs),
  },
} as const satisfies TextBundle;
