/** The `prizeWithdrawal` namespace: the prize-code box, the withdrawal form and the point of sale's winners. */
import type { TextBundle } from '../../texts';
import { prizeWithdrawalEn } from './en';
import { prizeWithdrawalEs } from './es';
import { prizeWithdrawalPt } from './pt';

export const prizeWithdrawalTexts = {
  namespace: 'prizeWithdrawal',
  texts: { en: prizeWithdrawalEn, pt: prizeWithdrawalPt, es: prizeWithdrawalEs },
} as const satisfies TextBundle;
