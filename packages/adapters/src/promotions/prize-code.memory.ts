/**
 * Prize codes over an array, for stories and tests: the point of sale's winners, lookups and withdrawals, and the
 * customer area's lookup and withdrawal, refusing as the server does — the withdrawal rules (400 with each error on
 * its field: required fields, INVALID_CPF, BIRTH_DATE_NOT_BEFORE_TODAY), an unknown code or one of another
 * promotion 404, and a code already withdrawn 409 PROMOTION_ALREADY_WITHDRAW (a code is withdrawn once). As on the
 * server (issue 24 §2), the point of sale lists only the prizes withdrawn at its till, never a code still to be
 * taken, and sees who took a prize only when its till served them (the demo's withdrawn prizes are its till's).
 */
import {
  BUSINESS_RULE_ERROR,
  localDateOf,
  normalisePrizeCode,
  normaliseWithdrawal,
  PortError,
  PRIZE_CODE_ATTEMPTS_PER_MINUTE,
  PROMOTION_ALREADY_WITHDRAW,
  TOO_MANY_CODE_ATTEMPTS,
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
/** A prize as the store keeps it: whether the point of sale's till withdrew it (the customer's staff may, too). */
type StoredPrize = DemoPrize & { readonly atPointOfSale: boolean };

export class MemoryPrizeCodes {
  private readonly prizes: StoredPrize[];

  constructor(seed: readonly DemoPrize[] = demoPrizes) {
    this.prizes = seed.map((prize) => ({
      ...prize,
      atPointOfSale: prize.withdrawnAt !== null && prize.withdrawnElsewhere !== true,
    }));
  }

  /** When codes not found were typed (one account's, as the server counts per account), for the limit. */
  private readonly codesNotFound: number[] = [];

  /**
   * The server's limit (issue 24 §2): past PRIZE_CODE_ATTEMPTS_PER_MINUTE codes not found in a minute, every code
   * is refused with 429 until the minute has passed, the right ones too; a code not found counts.
   */
  counted<T>(now: Date, find: () => T | null): T | null {
    const since = now.getTime() - 60_000;
    while (this.codesNotFound.length > 0 && (this.codesNotFound[0] ?? 0) <= since) this.codesNotFound.shift();
    if (this.codesNotFound.length >= PRIZE_CODE_ATTEMPTS_PER_MINUTE)
      throw new PortError(429, TOO_MANY_CODE_ATTEMPTS, TOO_MANY_CODE_ATTEMPTS);
    const found = find();
    if (found === null) this.codesNotFound.push(now.getTime());
    return found;
  }

  find(code: string): StoredPrize | undefined {
    const wanted = normalisePrizeCode(code);
    return this.prizes.find((prize) => prize.code === wanted);
  }

  /** `byPointOfSale`: the till's lookup, which sees the withdrawer only of a prize it withdrew. */
  lookup(code: string, byPointOfSale = false): PrizeLookup | null {
    const prize = this.find(code);
    if (prize === undefined) return null;
    const shown = byPointOfSale && !prize.atPointOfSale ? null : prize.withdrawal;
    return { promotionId: prize.promotionId, withdrawnAt: prize.withdrawnAt, withdrawal: shown && { ...shown } };
  }

  /** The withdrawal form's rules, checked by the server before the code is counted or looked up. */
  validate(request: WithdrawalRequest, today: LocalDate): void {
    const errors = validateWithdrawal(request.withdrawal, today);
    if (errors.length > 0) throw validationFailure(errors);
  }

  /** The withdrawal; `promotionId` undefined is the point of sale's (any promotion); null: no such code. */
  withdraw(request: WithdrawalRequest, promotionId: number | undefined, now: Date): true | null {
    const prize = this.find(request.code);
    if (prize === undefined || (promotionId !== undefined && prize.promotionId !== promotionId)) return null;
    if (prize.withdrawnAt !== null) throw new PortError(409, BUSINESS_RULE_ERROR, PROMOTION_ALREADY_WITHDRAW);
    const index = this.prizes.indexOf(prize);
    this.prizes[index] = {
      ...prize,
      withdrawnAt: now.toISOString(),
      withdrawal: normaliseWithdrawal(request.withdrawal),
      atPointOfSale: promotionId === undefined,
    };
    return true;
  }

  /** The point of sale's winners: the prizes its till withdrew, the latest first. */
  winners(): PointOfSaleWinner[] {
    return this.prizes
      .filter((prize) => prize.atPointOfSale && prize.withdrawnAt !== null)
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
    return simulate(
      this.options,
      'lookupCode',
      () => this.store.counted(this.now(), () => this.store.lookup(code, this.isPointOfSale)),
      signal,
    );
  }

  withdraw(request: WithdrawalRequest): Promise<void> {
    return simulate(this.options, 'withdraw', () => {
      this.store.validate(request, this.today());
      const now = this.now();
      if (this.store.counted(now, () => this.store.withdraw(request, this.promotionOf(request), now)) === null)
        throw notFoundError();
    });
  }

  protected abstract promotionOf(request: WithdrawalRequest): number | undefined;
  /** The point of sale's till, which sees only what it withdrew (issue 24 §2). */
  protected abstract readonly isPointOfSale: boolean;

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  private today(): LocalDate {
    return this.options.today?.() ?? localDateOf(new Date());
  }
}

/** The customer area's lookup and withdrawal: the code must be the promotion's of the path. */
export class MemoryPromotionPrizeCodeAdapter extends MemoryPrizeCodeAdapter {
  protected readonly isPointOfSale = false;
  protected promotionOf(request: WithdrawalRequest): number {
    return request.promotionId;
  }
}

/** The point of sale's: the code alone says the promotion (codigoPromocional in the body). */
export class MemoryPointOfSaleRedemptionAdapter extends MemoryPrizeCodeAdapter implements PointOfSaleRedemptionPort {
  protected readonly isPointOfSale = true;
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
