/**
 * Redeem a prize code (spec B §4, §8): normalise it, look it up, and decide. Never throws: a lookup failure is a
 * decision too (CODE_NOT_FOUND for a 404, LOADING_CODE_ERROR otherwise). Either area's port will do.
 */
import type { Cancellation } from '../shared/cancellation';
import type { PrizeCodePort } from './prize-code.port';
import {
  decideLookupFailure,
  decideRedemption,
  normalisePrizeCode,
  type RedemptionDecision,
} from './prize-redemption.rules';

export async function redeemPrizeCode(
  port: Pick<PrizeCodePort, 'lookupCode'>,
  typed: string,
  signal?: Cancellation,
): Promise<RedemptionDecision> {
  const code = normalisePrizeCode(typed);
  if (code === '') return { kind: 'empty' };
  try {
    return decideRedemption(code, await port.lookupCode(code, signal));
  } catch (error) {
    return decideLookupFailure(error);
  }
}
