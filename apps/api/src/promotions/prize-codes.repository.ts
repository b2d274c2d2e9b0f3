/**
 * Prize codes and their withdrawal (spec B §3 "Prize redemption lookup", "Withdrawal payload"; issue 13 §6), the
 * same for the customer area and the point of sale, each withdrawal recorded with who took it out and at which till
 * (issue 24 §2). Row-level security limits every query to the caller's customer, and every statement names that
 * customer too (issue 30 §2), so another customer's code is as unknown as a code nobody has.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { WithdrawalDetails } from '@tagtrail/domain';
import type { Database } from '../db/client';
import { prizeWithdrawals, promotionWinners } from './promotions.schema';

export interface PrizeCodeRecord {
  readonly promotionId: number;
  readonly withdrawnAt: string | null;
  /** Who withdrew it, in the domain's form: a birth date not recorded is ''. */
  readonly withdrawal: WithdrawalDetails | null;
  /** The till that withdrew it: a sales point's account, or null (the customer's staff, or not withdrawn). */
  readonly salesPointId: number | null;
}

export interface WithdrawalRecord {
  readonly name: string;
  /** Compact: 11 digits. */
  readonly cpf: string;
  readonly address: string;
  readonly birthDate: string;
}

export type WithdrawOutcome = 'withdrawn' | 'alreadyWithdrawn' | 'unknown';

/** Who withdraws: the signed-in account, and the till — its sales point, or null for the customer's own staff. */
export interface Withdrawer {
  readonly userId: number;
  readonly salesPointId: number | null;
}

/** The caller's customer's prize codes: `customerId` is the signed-in customer's, never one a request names. */
export function prizeCodeRepository(db: Database, customerId: number) {
  const whereCode = (code: string, promotionId?: number): SQL | undefined =>
    and(
      eq(promotionWinners.customerId, customerId),
      eq(promotionWinners.code, code),
      promotionId === undefined ? undefined : eq(promotionWinners.promotionId, promotionId),
    );

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
          salesPointId: prizeWithdrawals.salesPointId,
        })
        .from(promotionWinners)
        .leftJoin(
          prizeWithdrawals,
          and(
            eq(prizeWithdrawals.winnerId, promotionWinners.id),
            eq(prizeWithdrawals.customerId, promotionWinners.customerId),
          ),
        )
        .where(whereCode(code, promotionId));
      if (row === undefined) return undefined;
      return {
        promotionId: row.promotionId,
        salesPointId: row.salesPointId,
        withdrawnAt: row.withdrawnAt === null ? null : row.withdrawnAt.toISOString(),
        withdrawal:
          row.withdrawnAt === null
            ? null
            : {
                name: row.name ?? '',
                cpf: row.cpf ?? '',
                birthDate: row.birthDate ?? '',
                address: row.address ?? '',
              },
      };
    },

    /**
     * Records who takes the prize, once: the update only touches a code not yet withdrawn, so of two tills sending
     * the same code at once the second waits for the first's row lock, then finds it withdrawn. The record of who
     * withdrew it goes in with it (prize_withdrawals, whose row security checks every field of it against the call),
     * both at the transaction's time on the database's clock.
     */
    async withdraw(
      code: string,
      promotionId: number | undefined,
      withdrawal: WithdrawalRecord,
      by: Withdrawer,
    ): Promise<WithdrawOutcome> {
      const updated = await db
        .update(promotionWinners)
        .set({
          withdrawnAt: sql`now()`,
          withdrawerName: withdrawal.name,
          withdrawerCpf: withdrawal.cpf,
          withdrawerAddress: withdrawal.address,
          withdrawerBirthDate: withdrawal.birthDate,
          withdrawnByUserId: by.userId,
        })
        .where(and(whereCode(code, promotionId), isNull(promotionWinners.withdrawnAt)))
        .returning({ id: promotionWinners.id, customerId: promotionWinners.customerId });
      if (updated.length > 0) {
        // withdrawn_at left to its default, now(): the same instant as the winner's, to the microsecond.
        await db.insert(prizeWithdrawals).values(
          updated.map((row) => ({
            customerId: row.customerId,
            winnerId: row.id,
            userId: by.userId,
            salesPointId: by.salesPointId,
          })),
        );
        return 'withdrawn';
      }
      const [existing] = await db
        .select({ id: promotionWinners.id })
        .from(promotionWinners)
        .where(whereCode(code, promotionId));
      return existing === undefined ? 'unknown' : 'alreadyWithdrawn';
    },
  };
}
