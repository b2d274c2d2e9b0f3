/**
 * Prize codes over an array, for stories and tests: the point of sale's winners, lookups and withdrawals, and the
 * customer area's lookup and withdrawal, refusing as the server does — the withdrawal rules (400 with each error on
 * its field: required fields, INVALID_CPF, BIRTH_DATE_NOT_BEFORE_TODAY), an unknown code or one of another
 * promotion 404, and a code already withdrawn 409 PROMOTION_ALREADY_WITHDRAW (a code is withdrawn once).
 */
import {
  BUSINESS_RULE_ERROR,
  localDateOf,
  normalisePrizeCode,
  normaliseWithdrawal,
  PortError,
  PROMOTION_ALREADY_WITHDRAW,
  validateWithdrawal,
  type Cancellation,
  type ListQuery,
  type LocalDate,
  type Page,
  type PointOfSaleRedemptionPort,
  type PointOfSaleWinner,
  type PrizeCodePort,
  type PrizeLookup,
  type WithdrawalRequest,
} from '@tagtrail/domain';
import { pageOf } from '../memory/memory-list';
import { notFoundError, simulate, validationFailure, type MemoryOptions } from '../memory/memory-options';
import { demoPrizes, type DemoPrize } from './prize-code.demo';

export type PrizeCodeOperation = 'winners' | 'lookupCode' | 'withdraw';

export interface MemoryPrizeCodeOptions extends MemoryOptions<PrizeCodeOperation> {
  /** Today's date for the birth-date rule (tests); the clock's UTC date otherwise. */
  readonly today?: () => LocalDate;
  /** The clock the withdrawal's instant is read from (tests). */
  readonly now?: () => Date;
}

/** The prizes both areas' memory adapters read and withdraw: one store, so a withdrawal shows in both. */
export class MemoryPrizeCodes {
  private readonly prizes: DemoPrize[];

  constructor(seed: readonly DemoPrize[] = demoPrizes) {
    this.prizes = seed.map((prize) => ({ ...prize }));
  }

  find(code: string): DemoPrize | undefined {
    const wanted = normalisePrizeCode(code);
    return this.prizes.find((prize) => prize.code === wanted);
  }

  lookup(code: string): PrizeLookup | null {
    const prize = this.find(code);
    return prize === undefined
      ? null
      : {
          promotionId: prize.promotionId,
          withdrawnAt: prize.withdrawnAt,
          withdrawal: prize.withdrawal && { ...prize.withdrawal },
        };
  }

  /** The server's checks, then the withdrawal; `promotionId` undefined is the point of sale's (any promotion). */
  withdraw(request: WithdrawalRequest, promotionId: number | undefined, today: LocalDate, now: Date): void {
    const errors = validateWithdrawal(request.withdrawal, today);
    if (errors.length > 0) throw validationFailure(errors);
    const prize = this.find(request.code);
    if (prize === undefined || (promotionId !== undefined && prize.promotionId !== promotionId)) throw notFoundError();
    if (prize.withdrawnAt !== null) throw new PortError(409, BUSINESS_RULE_ERROR, PROMOTION_ALREADY_WITHDRAW);
    const index = this.prizes.indexOf(prize);
    this.prizes[index] = {
      ...prize,
      withdrawnAt: now.toISOString(),
      withdrawal: normaliseWithdrawal(request.withdrawal),
    };
  }

  /** The point of sale's winners: the latest withdrawal first, then the codes still to be taken. */
  winners(): PointOfSaleWinner[] {
    return [...this.prizes]
      .sort((a, b) => (b.withdrawnAt ?? '').localeCompare(a.withdrawnAt ?? '') || a.code.localeCompare(b.code))
      .map((prize) => ({
        name: prize.withdrawal?.name ?? null,
        cpf: prize.withdrawal?.cpf ?? null,
        withdrawnAt: prize.withdrawnAt,
        code: prize.code,
        prize: prize.prize,
      }));
  }
}

abstract class MemoryPrizeCodeAdapter implements PrizeCodePort {
  readonly store: MemoryPrizeCodes;

  constructor(
    seed: readonly DemoPrize[] | MemoryPrizeCodes = demoPrizes,
    protected readonly options: MemoryPrizeCodeOptions = {},
  ) {
    this.store = seed instanceof MemoryPrizeCodes ? seed : new MemoryPrizeCodes(seed);
  }

  lookupCode(code: string, signal?: Cancellation): Promise<PrizeLookup | null> {
    return simulate(this.options, 'lookupCode', () => this.store.lookup(code), signal);
  }

  withdraw(request: WithdrawalRequest): Promise<void> {
    return simulate(this.options, 'withdraw', () =>
      this.store.withdraw(request, this.promotionOf(request), this.today(), this.options.now?.() ?? new Date()),
    );
  }

  protected abstract promotionOf(request: WithdrawalRequest): number | undefined;

  private today(): LocalDate {
    return this.options.today?.() ?? localDateOf(new Date());
  }
}

/** The customer area's lookup and withdrawal: the code must be the promotion's of the path. */
export class MemoryPromotionPrizeCodeAdapter extends MemoryPrizeCodeAdapter {
  protected promotionOf(request: WithdrawalRequest): number {
    return request.promotionId;
  }
}

/** The point of sale's: the code alone says the promotion (codigoPromocional in the body). */
export class MemoryPointOfSaleRedemptionAdapter extends MemoryPrizeCodeAdapter implements PointOfSaleRedemptionPort {
  winners(query: ListQuery, signal?: Cancellation): Promise<Page<PointOfSaleWinner>> {
    return simulate(
      this.options,
      'winners',
      () => pageOf(this.store.winners(), query, (row) => [row.name ?? '', row.code, row.prize]),
      signal,
    );
  }

  protected promotionOf(): undefined {
    return undefined;
  }
}
