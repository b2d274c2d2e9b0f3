/** Winners lists (spec B §3 "Winners row"): a promotion's winners in the customer area, and the point of sale's. */
import * as v from 'valibot';

/** Customer area, one promotion's winners: the device that won, its owner, who withdrew and when. */
export const PromotionWinnerSchema = v.object({
  deviceId: v.string(),
  deviceOwner: v.nullable(v.string()),
  /** `null` while the prize is not withdrawn. */
  withdrawerName: v.nullable(v.string()),
  /** ISO 8601 date-time; `null` while the prize is not withdrawn. */
  withdrawnAt: v.nullable(v.string()),
});
export type PromotionWinner = v.InferOutput<typeof PromotionWinnerSchema>;

/** Point-of-sale area: who took which prize with which code, and when. */
export const PointOfSaleWinnerSchema = v.object({
  name: v.nullable(v.string()),
  cpf: v.nullable(v.string()),
  /** ISO 8601 date-time; `null` while the prize is not withdrawn. */
  withdrawnAt: v.nullable(v.string()),
  code: v.string(),
  prize: v.string(),
});
export type PointOfSaleWinner = v.InferOutput<typeof PointOfSaleWinnerSchema>;
