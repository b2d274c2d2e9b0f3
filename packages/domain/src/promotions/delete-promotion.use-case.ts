/** Delete a promotion: only while its status is 1 (spec B §4: delete is disabled otherwise). Port failures reach the caller. */
import type { RuleError } from '../shared/errors';
import type { PromotionStatus } from './promotion.model';
import type { PromotionPort } from './promotion.port';
import { PROMOTION_NOT_EDITABLE, promotionPermissions } from './promotion.rules';

export type DeletePromotionResult = { readonly ok: true } | { readonly ok: false; readonly errors: RuleError[] };

export async function deletePromotion(
  port: Pick<PromotionPort, 'remove'>,
  id: number,
  status: PromotionStatus,
): Promise<DeletePromotionResult> {
  if (!promotionPermissions(status).canDelete) return { ok: false, errors: [{ key: PROMOTION_NOT_EDITABLE }] };
  await port.remove(id);
  return { ok: true };
}
