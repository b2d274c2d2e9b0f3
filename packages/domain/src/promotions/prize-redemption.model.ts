/**
 * Prize codes and their withdrawal (spec B §3 "Prize redemption lookup", "Withdrawal payload"), the same in the
 * customer area and at the point of sale.
 */
import * as v from 'valibot';

const Id = v.pipe(v.number(), v.integer());

/** Who took the prize (spec B §3 promocaoRetirada). `birthDate` is `YYYY-MM-DD`, '' when not known. */
export const WithdrawalDetailsSchema = v.object({
  name: v.string(),
  cpf: v.string(),
  birthDate: v.string(),
  address: v.string(),
});
export type WithdrawalDetails = v.InferOutput<typeof WithdrawalDetailsSchema>;

/** What looking a prize code up answers. A present `withdrawnAt` means the prize is already taken (spec B §4, §7). */
export const PrizeLookupSchema = v.object({
  promotionId: Id,
  /** ISO 8601 date-time of the withdrawal; `null` while the prize is still to be taken. */
  withdrawnAt: v.nullable(v.string()),
  withdrawal: v.nullable(WithdrawalDetailsSchema),
});
export type PrizeLookup = v.InferOutput<typeof PrizeLookupSchema>;

/**
 * The withdrawal form (spec B §3, §5): all four required; the cpf's check digits are verified (issue 13 §6) and it
 * is kept without its mask; `birthDate` is `YYYY-MM-DD`.
 */
export const WithdrawalInputSchema = v.object({
  name: v.string(),
  cpf: v.string(),
  address: v.string(),
  birthDate: v.string(),
});
export type WithdrawalInput = v.InferOutput<typeof WithdrawalInputSchema>;

export const emptyWithdrawalInput: WithdrawalInput = { name: '', cpf: '', address: '', birthDate: '' };

/** The point-of-sale withdrawal carries the prize code itself (spec B §7 codigoPromocional). */
export const PointOfSaleWithdrawalSchema = v.object({ ...WithdrawalInputSchema.entries, code: v.string() });
export type PointOfSaleWithdrawal = v.InferOutput<typeof PointOfSaleWithdrawalSchema>;

/** One withdrawal as both areas' ports take it: which promotion, which code, and who takes the prize. */
export interface WithdrawalRequest {
  readonly promotionId: number;
  readonly code: string;
  readonly withdrawal: WithdrawalInput;
}
