/** Delete a promotion: only while its status is 1 (spec B §4: delete is disabled otherwise). Port failures reach the caller. */
import type { Outcome } from '../shared/save-result';
import type { PromotionStatus } from './promotion.model';
import type { PromotionPort } from './promotion.port';
import { PROMOTION_NOT_EDITABLE, promotionPermissions } from './promotion.rules';

export async function deletePromotion(
  port: Pick<PromotionPort, 'remove'>,
  id: number,
  status: PromotionStatus,
): Promise<Outcome> {
  if (!promotionPermissions(status).canDelete) return { ok: false, errors: [{ key: PROMOTION_NOT_EDITABLE }] };
  await port.remove(id);
  return { ok: true };
}
