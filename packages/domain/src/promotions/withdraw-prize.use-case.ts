/**
 * Withdraw a prize (spec B §5, §8): the withdrawal rules first, then the port. Answers the message to show:
 * CODE_SUCCESSFULLY_WITHDRAW, the rule errors, or CODE_WITHDRAW_ERROR when the port fails.
 */
import type { LocalDate } from '../shared/dates';
import type { Refusal } from '../shared/save-result';
import type { PrizeCodePort } from './prize-code.port';
import type { WithdrawalRequest } from './prize-redemption.model';
import {
  CODE_SUCCESSFULLY_WITHDRAW,
  CODE_WITHDRAW_ERROR,
  normalisePrizeCode,
  normaliseWithdrawal,
  validateWithdrawal,
} from './prize-redemption.rules';

export type WithdrawPrizeResult = { readonly ok: true; readonly key: typeof CODE_SUCCESSFULLY_WITHDRAW } | Refusal;

export async function withdrawPrize(
  port: Pick<PrizeCodePort, 'withdraw'>,
  request: WithdrawalRequest,
  today: LocalDate,
): Promise<WithdrawPrizeResult> {
  const errors = validateWithdrawal(request.withdrawal, today);
  if (errors.length > 0) return { ok: false, errors };
  try {
    await port.withdraw({
      promotionId: request.promotionId,
      code: normalisePrizeCode(request.code),
      withdrawal: normaliseWithdrawal(request.withdrawal),
    });
    return { ok: true, key: CODE_SUCCESSFULLY_WITHDRAW };
  } catch {
    return { ok: false, errors: [{ key: CODE_WITHDRAW_ERROR }] };
  }
}
