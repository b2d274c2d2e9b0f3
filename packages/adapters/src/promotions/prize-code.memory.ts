/**
 * Prize codes over an array, for stories and tests, refusing as the server does — the conformance suite
 * (prize-code.conformance.ts) runs the same cases against both: the withdrawal rules first (400 with each error on
 * its field), then an unknown code or one of another promotion 404, and a code already withdrawn 409
 * PROMOTION_ALREADY_WITHDRAW (a code is withdrawn once); codes not found counted per account (issue 24 §2). As on the
 * server, a till lists only the prizes withdrawn at it, never a code still to be taken, and sees who took a prize only
 * when it served them (the demo's prizes withdrawn at a till are every till's, stories having one).
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
  validatePointOfSaleWithdrawal,
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
import { pageOf, sortedAsServer, sortKeyOf } from '../memory/memory-list';
import { notFoundError, simulate, validationFailure, type MemoryOptions } from '../memory/memory-options';
import { demoPrizes, type DemoPrize } from './prize-code.demo';

export type PrizeCodeOperation = 'winners' | 'lookupCode' | 'withdraw';

export interface MemoryPrizeCodeOptions extends MemoryOptions<PrizeCodeOperation> {
  /** Today's date for the birth-date rule (tests); the clock's UTC date otherwise. */
  readonly today?: () => LocalDate;
  /** The clock the withdrawal's instant is read from (tests). */
  readonly now?: () => Date;
}

/** Who handed a prize out: a till (each point-of-sale adapter is one), or the customer's own staff (null). */
export type Till = symbol;
/** The till of the demo's prizes withdrawn at a point of sale: every till's, a story having one. */
const DEMO_TILL: Till = Symbol('demo till');

/** A prize as the store keeps it, with the till that handed it out. */
type StoredPrize = DemoPrize & { readonly till: Till | null };

const POINT_OF_SALE_SORTS = ['name', 'cpf', 'withdrawnAt', 'code', 'prize'] as const;

/**
 * The codes not found one account typed, for the server's limit (issue 24 §2): past PRIZE_CODE_ATTEMPTS_PER_MINUTE in
 * a minute, every code is refused with 429 until the minute has passed, the right ones too.
 */
export class CodeAttempts {
  private readonly notFound: number[] = [];

  counted<T>(now: Date, find: () => T | null): T | null {
    const since = now.getTime() - 60_000;
    while (this.notFound.length > 0 && (this.notFound[0] ?? 0) <= since) this.notFound.shift();
    if (this.notFound.length >= PRIZE_CODE_ATTEMPTS_PER_MINUTE)
      throw new PortError(429, TOO_MANY_CODE_ATTEMPTS, TOO_MANY_CODE_ATTEMPTS);
    const found = find();
    if (found === null) this.notFound.push(now.getTime());
    return found;
  }
}

/**
 * The prizes the memory adapters read and withdraw — the tills', and the customer area's promotions' — one store, so
 * a withdrawal shows in all that share it, as the server keeps one table for them.
 */
export class MemoryPrizeCodes {
  private readonly prizes: StoredPrize[];

  constructor(seed: readonly DemoPrize[] = demoPrizes) {
    this.prizes = seed.map((prize) => ({ ...prize, till: tillOfSeed(prize) }));
  }

  /** A prize just drawn (the memory promotions' draw), or seeded. */
  add(prize: DemoPrize): void {
    this.prizes.push({ ...prize, till: tillOfSeed(prize) });
  }

  find(code: string): StoredPrize | undefined {
    const wanted = normalisePrizeCode(code);
    return this.prizes.find((prize) => prize.code === wanted);
  }

  /** `till`: the till's lookup, which sees the withdrawer only of a prize it handed out; the customer area sees all. */
  lookup(code: string, till?: Till): PrizeLookup | null {
    const prize = this.find(code);
    if (prize === undefined) return null;
    const shown = till !== undefined && !handedOutAt(prize, till) ? null : prize.withdrawal;
    return { promotionId: prize.promotionId, withdrawnAt: prize.withdrawnAt, withdrawal: shown && { ...shown } };
  }

  /** The withdrawal form's rules, checked by the server before the code is counted or looked up. */
  validate(request: WithdrawalRequest, today: LocalDate): void {
    const errors = validateWithdrawal(request.withdrawal, today);
    if (errors.length > 0) throw validationFailure(errors);
  }

  /**
   * The withdrawal; `promotionId` undefined is a till's (any promotion of the customer), `till` null the customer's
   * own staff. Null: no such code.
   */
  withdraw(request: WithdrawalRequest, promotionId: number | undefined, now: Date, till: Till | null): true | null {
    const prize = this.find(request.code);
    if (prize === undefined || (promotionId !== undefined && prize.promotionId !== promotionId)) return null;
    if (prize.withdrawnAt !== null) throw new PortError(409, BUSINESS_RULE_ERROR, PROMOTION_ALREADY_WITHDRAW);
    const index = this.prizes.indexOf(prize);
    this.prizes[index] = {
      ...prize,
      withdrawnAt: now.toISOString(),
      withdrawal: normaliseWithdrawal(request.withdrawal),
      till,
    };
    return true;
  }

  /** A till's winners: the prizes it handed out, in the order they were taken. */
  winners(till: Till): PointOfSaleWinner[] {
    return this.prizes
      .filter((prize) => prize.withdrawnAt !== null && handedOutAt(prize, till))
      .map((prize) => ({
        name: prize.withdrawal?.name ?? null,
        cpf: prize.withdrawal?.cpf ?? null,
        withdrawnAt: prize.withdrawnAt,
        code: prize.code,
        prize: prize.prize,
      }));
  }
}

function tillOfSeed(prize: DemoPrize): Till | null {
  return prize.withdrawnAt !== null && prize.withdrawnElsewhere !== true ? DEMO_TILL : null;
}

function handedOutAt(prize: StoredPrize, till: Till): boolean {
  return prize.till === till || prize.till === DEMO_TILL;
}

abstract class MemoryPrizeCodeAdapter implements PrizeCodePort {
  readonly store: MemoryPrizeCodes;
  /** The codes not found this adapter's account typed. */
  private readonly attempts = new CodeAttempts();

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
      () => this.attempts.counted(this.now(), () => this.store.lookup(code, this.till ?? undefined)),
      signal,
    );
  }

  withdraw(request: WithdrawalRequest): Promise<void> {
    return simulate(this.options, 'withdraw', () => {
      this.validate(request, this.today());
      const now = this.now();
      const taken = this.attempts.counted(now, () =>
        this.store.withdraw(request, this.promotionOf(request), now, this.till),
      );
      if (taken === null) throw notFoundError();
    });
  }

  protected abstract validate(request: WithdrawalRequest, today: LocalDate): void;
  protected abstract promotionOf(request: WithdrawalRequest): number | undefined;
  /** The till this adapter is, which sees only what it handed out (issue 24 §2); null for the customer area. */
  protected abstract readonly till: Till | null;

  protected now(): Date {
    return this.options.now?.() ?? new Date();
  }

  private today(): LocalDate {
    return this.options.today?.() ?? localDateOf(this.now());
  }
}

/** The customer area's lookup and withdrawal: the code must be the promotion's of the path. */
export class MemoryPromotionPrizeCodeAdapter extends MemoryPrizeCodeAdapter {
  protected readonly till = null;
  protected validate(request: WithdrawalRequest, today: LocalDate): void {
    this.store.validate(request, today);
  }
  protected promotionOf(request: WithdrawalRequest): number {
    return request.promotionId;
  }
}

/** A till: the code alone says the promotion (codigoPromocional in the body), which must be there. */
export class MemoryPointOfSaleRedemptionAdapter extends MemoryPrizeCodeAdapter implements PointOfSaleRedemptionPort {
  protected readonly till: Till = Symbol('till');

  /** The prizes this till handed out, the latest first, as the server lists them. */
  winners(query: ListQuery, signal?: Cancellation): Promise<Page<PointOfSaleWinner>> {
    return simulate(
      this.options,
      'winners',
      () => {
        const sort = sortKeyOf(query, POINT_OF_SALE_SORTS);
        const rows = sortedAsServer(
          this.store.winners(this.till),
          sort ?? 'withdrawnAt',
          sort ? (query.direction ?? 'asc') : 'desc',
        );
        return pageOf(rows, { ...query, sort: undefined }, (row) => [
          row.name ?? '',
          row.cpf ?? '',
          row.code,
          row.prize,
        ]);
      },
      signal,
    );
  }

  protected validate(request: WithdrawalRequest, today: LocalDate): void {
    const errors = validatePointOfSaleWithdrawal({ ...request.withdrawal, code: request.code }, today);
    if (errors.length > 0) throw validationFailure(errors);
  }

  protected promotionOf(): undefined {
    return undefined;
  }
}
