/** The `apiKeys` namespace: the Customer area's API keys screen (issue 29 §5). */
import type { TextBundle } from '../../texts';

export const apiKeyTexts = {
  namespace: 'apiKeys',
  texts: {
    en: () => import('./en').then((texts) => texts.apiKeysEn),
    pt: () => import('./pt').then((texts) => texts.apiKeysPt),
    es: () => import('./es').then((texts) => texts.apiKeysEs),
  },
} as const satisfies TextBundle;
