/** The `prizeWithdrawal` namespace: the prize-code box, the withdrawal form and the point of sale's winners. */
import type { TextBundle } from '../../texts';

export const prizeWithdrawalTexts = {
  namespace: 'prizeWithdrawal',
  texts: {
    en: () => import('./en').then((texts) => texts.prizeWithdrawalEn),
    pt: () => import('./pt').then((texts) => texts.prizeWithdrawalPt),
    es: () => import('./es').then((texts) => texts.prizeWithdrawalEs),
  },
} as const satisfies TextBundle;
