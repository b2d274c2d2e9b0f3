/**
 * Prize codes and their withdrawal (spec B §3 "Prize redemption lookup", "Withdrawal payload"; issue 13 §6), the
 * same for the customer area and the point of sale. Row-level security limits every query to the caller's customer,
 * so another customer's code is as unknown as a code nobody has.
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { promotionWinners } from './promotions.schema';

export interface PrizeCodeRecord {
  readonly promotionId: number;
  readonly withdrawnAt: string | null;
  readonly withdrawal: { name: string; cpf: string; birthDate: string | null; address: string } | null;
}

export interface WithdrawalRecord {
  readonly name: string;
  /** Compact: 11 digits. */
  readonly cpf: string;
  readonly address: string;
  readonly birthDate: string;
}

export type WithdrawOutcome = 'withdrawn' | 'alreadyWithdrawn' | 'unknown';

export function prizeCodeRepository(db: Database) {
  const whereCode = (code: string, promotionId?: number): SQL | undefined =>
    promotionId === undefined
      ? eq(promotionWinners.code, code)
      : and(eq(promotionWinners.code, code), eq(promotionWinners.promotionId, promotionId));

  return {
    async lookup(code: string, promotionId?: number): Promise<PrizeCodeRecord | undefined> {
      const [row] = await db
        .select({
          promotionId: promotionWinners.promotionId,
          withdrawnAt: promotionWinners.withdrawnAt,
          name: promotionWinners.withdrawerName,
          cpf: promotionWinners.withdrawerCpf,
          birthDate: promotionWinners.withdrawerBirthDate,
          address: promotionWinners.withdrawerAddress,
        })
        .from(promotionWinners)
        .where(whereCode(code, promotionId));
      if (row === undefined) return undefined;
      return {
        promotionId: row.promotionId,
        withdrawnAt: row.withdrawnAt === null ? null : row.withdrawnAt.toISOString(),
        withdrawal:
          row.withdrawnAt === null
            ? null
            : { name: row.name ?? '', cpf: row.cpf ?? '', birthDate: row.birthDate, address: row.address ?? '' },
      };
    },

    /**
     * Records who takes the prize, once: the update only touches a code not yet withdrawn, so of two tills sending
     * the same code at once the second waits for the first's row lock, then finds it withdrawn.
     */
    async withdraw(
      code: string,
      promotionId: number | undefined,
      withdrawal: WithdrawalRecord,
      userId: number | undefined,
    ): Promise<WithdrawOutcome> {
      const updated = await db
        .update(promotionWinners)
        .set({
          withdrawnAt: new Date(),
          withdrawerName: withdrawal.name,
          withdrawerCpf: withdrawal.cpf,
          withdrawerAddress: withdrawal.address,
          withdrawerBirthDate: withdrawal.birthDate,
          withdrawnByUserId: userId ?? null,
        })
        .where(and(whereCode(code, promotionId), isNull(promotionWinners.withdrawnAt)))
        .returning({ id: promotionWinners.id });
      if (updated.length > 0) return 'withdrawn';
      const [existing] = await db
        .select({ id: promotionWinners.id })
        .from(promotionWinners)
        .where(whereCode(code, promotionId));
      return existing === undefined ? 'unknown' : 'alreadyWithdrawn';
    },
  };
}
