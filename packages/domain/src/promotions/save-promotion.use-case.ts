/**
 * Save a promotion: only while its status is 1 (spec B §4), the form's rules first, then create or update.
 * After creating, the caller replaces the route with the saved record's (spec B §4): `created` says so.
 */
import type { Refusal } from '../shared/save-result';
import { PROMOTION_STATUS, type PromotionForm, type PromotionStatus } from './promotion.model';
import type { PromotionPort } from './promotion.port';
import { PROMOTION_NOT_EDITABLE, promotionInputFrom, promotionPermissions } from './promotion.rules';

export type SavePromotionResult = { readonly ok: true; readonly id: number; readonly created: boolean } | Refusal;

export async function savePromotion(
  port: Pick<PromotionPort, 'create' | 'update'>,
  id: number | undefined,
  form: PromotionForm,
  status: PromotionStatus = PROMOTION_STATUS.notProcessed,
): Promise<SavePromotionResult> {
  if (!promotionPermissions(status).canSave) return { ok: false, errors: [{ key: PROMOTION_NOT_EDITABLE }] };
  const check = promotionInputFrom(form);
  if (!check.ok) return { ok: false, errors: check.errors };
  if (id === undefined) return { ok: true, id: await port.create(check.input), created: true };
  return { ok: true, id: await port.update(id, check.input), created: false };
}
