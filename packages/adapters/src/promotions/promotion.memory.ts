/**
 * PromotionPort over arrays, for stories and tests, answering and refusing as the server does — the conformance suite
 * (promotion.conformance.ts) runs the same cases against both. The form's rules and what only the server knows (the
 * products are the customer's, the count fits its column, a place its readings'), save and delete only at status 1
 * and no save once the entry list is frozen, Process only at 1 with entries by the stored filter, Reprocess only at 4;
 * processing that moves 1 → 2 → 3 → 4 over a few status polls; the entry list frozen when the period is over or
 * processing starts (issue 24 §4), made of the readings that match the promotion's filter in its period, one entry
 * per tag (its first reader not blocked) or one per device not blocked (issue 24 §3); the winners drawn from that
 * list, each device once, each with a prize code the lookup and withdrawal answer for, wrong codes counted as at a
 * till (issue 24 §2).
 */
import { INT4_MAX } from '@tagtrail/contract';
import {
  BUSINESS_RULE_ERROR,
  ENTRY_RULE,
  FIELD_TOO_LONG,
  INVALID_FIELD,
  isBefore,
  localDateOf,
  NO_READING_SELECTED,
  PortError,
  PRIZE_CODE_ALPHABET,
  PRIZE_CODE_LENGTH,
  PROMOTION_DEFAULTS,
  PROMOTION_ENTRIES_FROZEN,
  PROMOTION_NOT_EDITABLE,
  PROMOTION_NOT_PROCESSED,
  PROMOTION_STATUS,
  promotionInputFrom,
  promotionPermissions,
  readingFilterFor,
  type Cancellation,
  type EntryRule,
  type ListQuery,
  type Page,
  type PrizeLookup,
  type Promotion,
  type PromotionDrawRecord,
  type PromotionEntryCounts,
  type PromotionFilterOptions,
  type PromotionInput,
  type PromotionLocationOption,
  type PromotionPort,
  type PromotionProductOption,
  type PromotionReadingFilter,
  type PromotionRow,
  type PromotionStatus,
  type PromotionWinner,
  type RuleError,
  type WithdrawalRequest,
} from '@tagtrail/domain';
import { demoDevices } from '../devices/device.demo';
import { pageOf, sortedAsServer, sortKeyOf } from '../memory/memory-list';
import { notFoundError, simulate, validationFailure, type MemoryOptions } from '../memory/memory-options';
import { CodeAttempts, MemoryPrizeCodes } from './prize-code.memory';
import {
  demoPromotionFilterOptions,
  demoPromotionReadings,
  demoPromotions,
  demoPromotionWinners,
  type DemoPromotionReading,
  type DemoPromotionWinner,
} from './promotion.demo';

export type PromotionOperation =
  | 'list'
  | 'get'
  | 'create'
  | 'update'
  | 'remove'
  | 'filterOptions'
  | 'status'
  | 'possibleWinners'
  | 'entryCounts'
  | 'process'
  | 'reprocess'
  | 'winners'
  | 'drawRecord'
  | 'lookupCode'
  | 'withdraw';

export interface MemoryPromotionOptions extends MemoryOptions<PromotionOperation> {
  /** The customer's readings the filters select from, read afresh on every call; the demo readings by default. */
  readonly readings?: readonly DemoPromotionReading[];
  /** The customer's products, which its promotions may name; the demo products by default. */
  readonly products?: readonly PromotionProductOption[];
  /** The caller's customer, whose every promotion is; the spec's default (1) unless told. */
  readonly customerId?: number;
  /** Stored winners with their codes; the demo winners by default. */
  readonly winners?: readonly DemoPromotionWinner[];
  /** Device id → owner, for the winners list; the demo devices' by default. */
  readonly owners?: Readonly<Record<string, string | null>>;
  /**
   * The devices the customer has blocked, by id, read afresh on every call: they never enter. The demo devices' blocked
   * ones by default.
   */
  readonly blocked?: readonly string[];
  /** The prize codes' store: share one with a point of sale's memory adapter and a withdrawal shows in both. */
  readonly prizeCodes?: MemoryPrizeCodes;
  /** Status polls each processing step (2, then 3) lasts before the next; 2 unless told. */
  readonly pollsPerStep?: number;
  /** The clock (creation dates, draw dates, the period's end, withdrawals, today for the birth-date rule). */
  readonly now?: () => Date;
}

/** A winner as the fake keeps it: the device as the staff see it, and its prize code. */
export interface DrawnPrize {
  readonly deviceId: string;
  readonly code: string;
}

/** The entry list as it was frozen (issue 24 §4): its holders, one line per entry, and what the rules kept out. */
interface FrozenEntries {
  readonly holders: readonly string[];
  readonly counts: PromotionEntryCounts;
  readonly at: string;
}

const DAY_MS = 86_400_000;
/** The server's grace after a period's last day before its list is frozen (apps/api promotion-jobs.ts). */
const PERIOD_END_GRACE_MS = 60_000;
/** The longest place name a reading keeps (the server's readings.country, region, city). */
const PLACE_NAME_MAX = 100;
const PROMOTION_SORTS = ['id', 'description', 'drawDate', 'finishDate', 'winnersCount', 'status'] as const;
const WINNER_SORTS = ['deviceId', 'deviceOwner', 'withdrawerName', 'withdrawnAt'] as const;
const PLACE_FIELDS = ['countries', 'states', 'cities'] as const;
/** How many codes the alphabet spells: the codes are counted through them by an affine map, one to one. */
const CODE_SPACE = BigInt(PRIZE_CODE_ALPHABET.length) ** BigInt(PRIZE_CODE_LENGTH);
/** Prime to the code space (2^61 − 1: no factor 2, 3 or 5), so consecutive counts give unlike, distinct codes. */
const CODE_STRIDE = 2_305_843_009_213_693_951n;

export class MemoryPromotionAdapter implements PromotionPort {
  private promotions: Promotion[];
  /** The winners in the order drawn; whether each took its prize is the prize-code store's. */
  private readonly drawn: (DrawnPrize & { readonly promotionId: number })[] = [];
  private readonly prizeCodes: MemoryPrizeCodes;
  /** The codes not found the customer's account typed (issue 24 §2). */
  private readonly attempts = new CodeAttempts();
  private readonly drawDates = new Map<number, string>();
  private readonly frozen = new Map<number, FrozenEntries>();
  /** Polls left in the current step of each promotion being processed. */
  private readonly pollsLeft = new Map<number, number>();
  private nextId: number;
  private codes = 0n;

  constructor(
    seed: readonly Promotion[] = demoPromotions,
    private readonly options: MemoryPromotionOptions = {},
  ) {
    this.promotions = seed.map((p) => structuredClone(p)).sort((a, b) => a.id - b.id);
    this.prizeCodes = options.prizeCodes ?? new MemoryPrizeCodes([]);
    this.nextId = Math.max(0, ...seed.map((p) => p.id)) + 1;
    for (const winner of options.winners ?? demoPromotionWinners) {
      this.drawn.push({ promotionId: winner.promotionId, deviceId: winner.deviceId, code: winner.code });
      // Withdrawn in the customer area: by its own staff, at no till.
      this.prizeCodes.add({
        promotionId: winner.promotionId,
        code: winner.code,
        prize: seed.find((p) => p.id === winner.promotionId)?.prize ?? '',
        withdrawnAt: winner.withdrawnAt,
        withdrawal: winner.withdrawal && { ...winner.withdrawal },
        withdrawnElsewhere: true,
      });
    }
    for (const p of this.promotions) {
      if (p.status === PROMOTION_STATUS.notProcessed) continue;
      this.drawDates.set(p.id, p.endDate);
      // A seed past Process has its list frozen; its stored winners hold entries in it, whatever the readings say.
      const frozen = this.entriesNow(p);
      const winners = this.drawnOf(p.id).map((w) => w.deviceId);
      this.frozen.set(p.id, {
        ...frozen,
        holders: [...frozen.holders, ...winners.filter((deviceId) => !frozen.holders.includes(deviceId))],
      });
      if (p.status === 2 || p.status === 3) this.pollsLeft.set(p.id, this.pollsPerStep());
    }
  }

  list(query: ListQuery, signal?: Cancellation): Promise<Page<PromotionRow>> {
    return this.run(
      'list',
      () => {
        const sort = sortKeyOf(query, PROMOTION_SORTS);
        const rows = this.promotions.map((p) => this.toRow(p));
        // The server's default order is the newest first; a sort breaks its ties by id.
        const ordered = sort === undefined ? rows.reverse() : sortedAsServer(rows, sort, query.direction ?? 'asc');
        const prizeOf = (id: number) => this.promotions.find((p) => p.id === id)?.prize ?? '';
        return pageOf(ordered, { ...query, sort: undefined }, (row) => [row.description, prizeOf(row.id)]);
      },
      signal,
    );
  }

  get(id: number, signal?: Cancellation): Promise<Promotion> {
    return this.run('get', () => structuredClone(this.find(id)), signal);
  }

  create(input: PromotionInput): Promise<number> {
    return this.run('create', () => {
      const checked = this.checked(input);
      const id = this.nextId++;
      this.promotions.push({
        ...this.stored(id, checked),
        createdAt: this.now().toISOString(),
        status: PROMOTION_STATUS.notProcessed,
      });
      return id;
    });
  }

  update(id: number, input: PromotionInput): Promise<number> {
    return this.run('update', () => {
      const existing = this.find(id);
      if (!promotionPermissions(existing.status).canSave) throw businessRule(PROMOTION_NOT_EDITABLE);
      // Who may enter, and for what, is part of a published draw once the list is frozen.
      if (this.frozen.has(id)) throw businessRule(PROMOTION_ENTRIES_FROZEN);
      Object.assign(existing, this.stored(id, this.checked(input)));
      return id;
    });
  }

  remove(id: number): Promise<void> {
    return this.run('remove', () => {
      if (!promotionPermissions(this.find(id).status).canDelete) throw businessRule(PROMOTION_NOT_EDITABLE);
      this.promotions = this.promotions.filter((p) => p.id !== id);
      this.frozen.delete(id);
    });
  }

  /** The customer's products, and the countries, states and cities its readings really have (as the server's). */
  filterOptions(signal?: Cancellation): Promise<PromotionFilterOptions> {
    return this.run(
      'filterOptions',
      () => {
        const places = (of: (r: DemoPromotionReading) => string): PromotionLocationOption[] =>
          [...new Set(this.readings().map(of))]
            .sort((a, b) => a.localeCompare(b, 'pt-BR'))
            .map((name) => ({ value: name, description: name, id: placeId(name) }));
        return {
          products: this.products().map((p) => ({ ...p })),
          countries: places((r) => r.country),
          states: places((r) => r.state),
          cities: places((r) => r.city),
        };
      },
      signal,
    );
  }

  /** Each poll of a promotion in processing brings its next step nearer: 2 → 3 → 4, the winners drawn at 3. */
  status(id: number, signal?: Cancellation): Promise<PromotionStatus> {
    return this.run(
      'status',
      () => {
        const promotion = this.find(id);
        const left = this.pollsLeft.get(id);
        if (left !== undefined) {
          if (left > 1) this.pollsLeft.set(id, left - 1);
          else this.advance(promotion);
        }
        return promotion.status;
      },
      signal,
    );
  }

  /** The entries the promotion's filter and rule make from the readings as they stand, frozen list or not. */
  possibleWinners(id: number, signal?: Cancellation): Promise<number> {
    return this.run('possibleWinners', () => this.entriesNow(this.find(id)).holders.length, signal);
  }

  /** The entries and what each rule kept out: as the list was frozen, once it is; else as the readings stand. */
  entryCounts(id: number, signal?: Cancellation): Promise<PromotionEntryCounts> {
    return this.run(
      'entryCounts',
      () => ({ ...(this.frozen.get(id) ?? this.entriesNow(this.find(id))).counts }),
      signal,
    );
  }

  /** The promotion's own stored filter chooses the entries; the filter sent must name the promotion, nothing more. */
  process(id: number, filter: PromotionReadingFilter): Promise<void> {
    return this.run('process', () => {
      const promotion = this.findNamedBy(id, filter);
      if (!promotionPermissions(promotion.status).canProcess) throw businessRule(PROMOTION_NOT_EDITABLE);
      if (this.entriesNow(promotion).holders.length === 0) throw businessRule(NO_READING_SELECTED);
      if (!this.frozen.has(id)) this.frozen.set(id, this.entriesNow(promotion));
      promotion.status = PROMOTION_STATUS.selectingAwards;
      this.drawDates.set(id, localDateOf(this.now()));
      this.pollsLeft.set(id, this.pollsPerStep());
    });
  }

  /** Resends the notifications: 4 → 3 → 4, never drawing again. */
  reprocess(id: number, filter: PromotionReadingFilter): Promise<void> {
    return this.run('reprocess', () => {
      const promotion = this.findNamedBy(id, filter);
      if (!promotionPermissions(promotion.status).canReprocess) throw businessRule(PROMOTION_NOT_PROCESSED);
      promotion.status = PROMOTION_STATUS.schedulingNotifications;
      this.pollsLeft.set(id, this.pollsPerStep());
    });
  }

  winners(id: number, query: ListQuery, signal?: Cancellation): Promise<Page<PromotionWinner>> {
    return this.run(
      'winners',
      () => {
        this.find(id);
        const sort = sortKeyOf(query, WINNER_SORTS);
        const rows = this.drawnOf(id).map((w): PromotionWinner => {
          const prize = this.prizeCodes.find(w.code);
          return {
            deviceId: w.deviceId,
            deviceOwner: this.ownerOf(w.deviceId),
            withdrawerName: prize?.withdrawal?.name ?? null,
            withdrawnAt: prize?.withdrawnAt ?? null,
          };
        });
        const ordered = sort === undefined ? rows : sortedAsServer(rows, sort, query.direction ?? 'asc');
        return pageOf(ordered, { ...query, sort: undefined }, (row) => [
          row.deviceId,
          row.deviceOwner ?? '',
          row.withdrawerName ?? '',
        ]);
      },
      signal,
    );
  }

  /**
   * The draw record as the server publishes it: the commitment from the save on (issue 24 §4), the list's digest once
   * frozen, the seed and lists once drawn. A fake's hashes are stand-ins (64 hex digits made from the promotion and
   * the device), not SHA-256, so `pnpm verify-draw` does not check them.
   */
  drawRecord(id: number, signal?: Cancellation): Promise<PromotionDrawRecord> {
    return this.run(
      'drawRecord',
      () => {
        const promotion = this.find(id);
        const record: PromotionDrawRecord = {
          promotionId: id,
          winnersCount: promotion.winnersCount,
          publicReference: standInHash(`reference:${id}`).slice(0, 22),
          commitment: standInHash(`commitment:${id}`),
          entriesDigest: null,
          entriesFrozenAt: null,
          seed: null,
          entries: null,
          winners: null,
        };
        const frozen = this.frozen.get(id);
        if (frozen === undefined) return record;
        const entries = frozen.holders.map((deviceId) => entryHash(id, deviceId)).sort();
        const published = {
          ...record,
          entriesDigest: standInHash(`entries:${entries.join('\n')}`),
          entriesFrozenAt: frozen.at,
        };
        if (promotion.status < PROMOTION_STATUS.schedulingNotifications) return published;
        return {
          ...published,
          seed: standInHash(`seed:${id}`),
          entries,
          winners: this.drawnOf(id).map((w) => entryHash(id, w.deviceId)),
        };
      },
      signal,
    );
  }

  /** The promotion's prize codes in the order drawn, as each winner's own phone is shown its code. */
  prizeCodesOf(promotionId: number): DrawnPrize[] {
    return this.drawnOf(promotionId).map(({ deviceId, code }) => ({ deviceId, code }));
  }

  /** As the server: codes not found count against the caller, who waits a minute past the limit (issue 24 §2). */
  lookupCode(code: string, signal?: Cancellation): Promise<PrizeLookup | null> {
    return this.run('lookupCode', () => this.attempts.counted(this.now(), () => this.prizeCodes.lookup(code)), signal);
  }

  /** The withdrawal form's rules first, then the code, which must be this promotion's; a prize is taken once. */
  withdraw(request: WithdrawalRequest): Promise<void> {
    return this.run('withdraw', () => {
      const now = this.now();
      this.prizeCodes.validate(request, localDateOf(now));
      const taken = this.attempts.counted(now, () => this.prizeCodes.withdraw(request, request.promotionId, now, null));
      if (taken === null) throw notFoundError();
    });
  }

  /** Every call first freezes the lists whose period is over, as the server's sweep does. */
  private run<T>(operation: PromotionOperation, work: () => T, signal?: Cancellation): Promise<T> {
    return simulate(
      this.options,
      operation,
      () => {
        this.freezeEndedPeriods();
        return work();
      },
      signal,
    );
  }

  private freezeEndedPeriods(): void {
    const now = this.now().getTime();
    for (const p of this.promotions) {
      const over = Date.parse(`${p.endDate}T00:00:00.000Z`) + DAY_MS + PERIOD_END_GRACE_MS;
      if (p.status === PROMOTION_STATUS.notProcessed && !this.frozen.has(p.id) && now >= over)
        this.frozen.set(p.id, this.entriesNow(p));
    }
  }

  /**
   * The entries as the readings stand (issue 24 §3), as their holders' device ids, and what the rule kept out. One per
   * device: each device not blocked with a matching reading, once. One per tag: each tag with a matching reading by a
   * device not blocked, held by the first such device to read it (the earliest day; the first stored on a tie), so a
   * device may hold several.
   */
  private entriesNow(promotion: Promotion): FrozenEntries {
    const matching = this.matchingReadings(readingFilterFor(promotion));
    const readers = new Set(matching.flatMap((r) => (r.deviceId === null ? [] : [r.deviceId])));
    const active = [...readers].filter((deviceId) => !this.isBlocked(deviceId));
    const holders = entryHolders(matching, promotion.entryRule, (deviceId) => this.isBlocked(deviceId));
    return {
      holders,
      counts: {
        entries: holders.length,
        blockedDevices: readers.size - active.length,
        laterReaders: promotion.entryRule === ENTRY_RULE.perTag ? active.length - new Set(holders).size : 0,
        readingsWithoutDevice: matching.filter((r) => r.deviceId === null).length,
      },
      at: this.now().toISOString(),
    };
  }

  /** The readings that match the filter in its period (whole days), in the order they were stored. */
  private matchingReadings(filter: PromotionReadingFilter): DemoPromotionReading[] {
    const inList = <T>(list: readonly T[], value: T) => list.length === 0 || list.includes(value);
    return this.readings().filter(
      (r) =>
        !isBefore(r.date, filter.startDate) &&
        !isBefore(filter.endDate, r.date) &&
        inList(filter.productIds, r.productId) &&
        inList(filter.countries, r.country) &&
        inList(filter.states, r.state) &&
        inList(filter.cities, r.city),
    );
  }

  private isBlocked(deviceId: string): boolean {
    const blocked = this.options.blocked;
    if (blocked !== undefined) return blocked.includes(deviceId);
    return demoDevices.some((d) => d.deviceId === deviceId && !d.active);
  }

  private advance(promotion: Promotion): void {
    if (promotion.status === PROMOTION_STATUS.selectingAwards) {
      this.draw(promotion);
      promotion.status = PROMOTION_STATUS.schedulingNotifications;
      this.pollsLeft.set(promotion.id, this.pollsPerStep());
    } else if (promotion.status === PROMOTION_STATUS.schedulingNotifications) {
      promotion.status = PROMOTION_STATUS.processed;
      this.pollsLeft.delete(promotion.id);
    }
  }

  /**
   * Up to the winners count among the frozen list's holders, each device once however many entries it holds, taken
   * in the published order; a fake needs no real randomness, only distinct devices from the list.
   */
  private draw(promotion: Promotion): void {
    if (this.drawnOf(promotion.id).length > 0) return;
    const holders = this.frozen.get(promotion.id)?.holders ?? this.entriesNow(promotion).holders;
    const inPublishedOrder = [...new Set(holders)].sort((a, b) =>
      entryHash(promotion.id, a).localeCompare(entryHash(promotion.id, b)),
    );
    for (const deviceId of inPublishedOrder.slice(0, promotion.winnersCount)) {
      const code = this.newCode();
      this.drawn.push({ promotionId: promotion.id, deviceId, code });
      this.prizeCodes.add({
        promotionId: promotion.id,
        code,
        prize: promotion.prize,
        withdrawnAt: null,
        withdrawal: null,
      });
    }
  }

  /** A code as the server's look: PRIZE_CODE_LENGTH characters of PRIZE_CODE_ALPHABET, none given twice. */
  private newCode(): string {
    for (;;) {
      this.codes += 1n;
      let n = (this.codes * CODE_STRIDE) % CODE_SPACE;
      let code = '';
      for (let i = 0; i < PRIZE_CODE_LENGTH; i += 1) {
        code += PRIZE_CODE_ALPHABET[Number(n % BigInt(PRIZE_CODE_ALPHABET.length))];
        n /= BigInt(PRIZE_CODE_ALPHABET.length);
      }
      if (this.prizeCodes.find(code) === undefined) return code;
    }
  }

  private drawnOf(promotionId: number) {
    return this.drawn.filter((w) => w.promotionId === promotionId);
  }

  private toRow(p: Promotion): PromotionRow {
    return {
      id: p.id,
      description: p.description,
      drawDate: this.drawDates.get(p.id) ?? null,
      finishDate: p.endDate,
      winnersCount: p.winnersCount,
      status: p.status,
    };
  }

  /**
   * The form's rules, in the form's order, then what only the server knows, as it answers them: the count fits its
   * column, the products are the customer's, a place is no longer than a reading keeps. The customer is the caller's,
   * whatever the input says.
   */
  private checked(input: PromotionInput): PromotionInput {
    const check = promotionInputFrom({ ...input, customerId: this.customerId() });
    if (!check.ok) throw validationFailure(check.errors);
    const clean = check.input;
    if (clean.winnersCount > INT4_MAX) throw validationFailure([{ field: 'winnersCount', key: INVALID_FIELD }]);
    const own = new Set(this.products().map((p) => p.id));
    if (clean.productIds.some((id) => !own.has(id)))
      throw validationFailure([{ field: 'productIds', key: INVALID_FIELD }]);
    const tooLong = PLACE_FIELDS.filter((field) => clean[field].some((name) => name.length > PLACE_NAME_MAX)).map(
      (field): RuleError => ({ field, key: FIELD_TOO_LONG, params: { max: PLACE_NAME_MAX } }),
    );
    if (tooLong.length > 0) throw validationFailure(tooLong);
    return clean;
  }

  private stored(id: number, input: PromotionInput): Omit<Promotion, 'createdAt' | 'status'> {
    const locations = (names: readonly string[]) =>
      names.map((name, i) => ({ id: id * 100 + i, promotionId: id, name }));
    return {
      id,
      customerId: input.customerId,
      description: input.description,
      startDate: input.startDate,
      endDate: input.endDate,
      random: input.random,
      prize: input.prize,
      rulesManualUrl: input.rulesManualUrl,
      imageUrl: input.imageUrl,
      winnersCount: input.winnersCount,
      drawType: input.drawType,
      entryRule: input.entryRule,
      relevance: input.relevance,
      products: input.productIds.map((productId, i) => ({ id: id * 100 + i, promotionId: id, productId })),
      countries: locations(input.countries),
      states: locations(input.states),
      cities: locations(input.cities),
    };
  }

  /** The promotion of the path, refused as the server refuses a filter naming another (400 INVALID_FIELD on id). */
  private findNamedBy(id: number, filter: PromotionReadingFilter): Promotion {
    if (filter.promotionId !== id) throw validationFailure([{ field: 'id', key: INVALID_FIELD }]);
    return this.find(id);
  }

  private readings(): readonly DemoPromotionReading[] {
    return this.options.readings ?? demoPromotionReadings;
  }

  private products(): readonly PromotionProductOption[] {
    return this.options.products ?? demoPromotionFilterOptions.products;
  }

  private customerId(): number {
    return this.options.customerId ?? PROMOTION_DEFAULTS.customerId;
  }

  private ownerOf(deviceId: string): string | null {
    const owners = this.options.owners;
    if (owners !== undefined) return owners[deviceId] ?? null;
    return demoDevices.find((d) => d.deviceId === deviceId)?.owner ?? null;
  }

  private pollsPerStep(): number {
    return Math.max(1, this.options.pollsPerStep ?? 2);
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  private find(id: number): Promotion {
    const promotion = this.promotions.find((p) => p.id === id);
    if (promotion === undefined) throw notFoundError();
    return promotion;
  }
}

/** See `entriesNow`: the holders of the entries among the matching readings, one line per entry. */
function entryHolders(
  matching: readonly DemoPromotionReading[],
  rule: EntryRule,
  isBlocked: (deviceId: string) => boolean,
): string[] {
  const byDevice = matching.filter(
    (r): r is DemoPromotionReading & { deviceId: string } => r.deviceId !== null && !isBlocked(r.deviceId),
  );
  if (rule === ENTRY_RULE.perDevice) return [...new Set(byDevice.map((r) => r.deviceId))];
  const firstReader = new Map<number, DemoPromotionReading & { deviceId: string }>();
  for (const r of byDevice) {
    const first = firstReader.get(r.tagId);
    if (first === undefined || isBefore(r.date, first.date)) firstReader.set(r.tagId, r);
  }
  return [...firstReader.values()].map((r) => r.deviceId);
}

/** A device's line in the published list: the same for each entry it holds. */
function entryHash(promotionId: number, deviceId: string): string {
  return standInHash(`${promotionId}:${deviceId}`);
}

/** 64 hex digits from a text, for the fake's draw records (FNV-1a, stretched): a stand-in, not a real hash. */
function standInHash(text: string): string {
  let out = '';
  for (let round = 0; out.length < 64; round += 1) {
    let h = 0x811c9dc5 ^ round;
    for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 0x01000193) >>> 0;
    out += h.toString(16).padStart(8, '0');
  }
  return out.slice(0, 64);
}

/** A place option's id: a number made from its name, as the server's (hashtext) is. */
function placeId(name: string): number {
  return Number.parseInt(standInHash(`place:${name}`).slice(0, 7), 16);
}

function businessRule(key: string): PortError {
  return new PortError(409, BUSINESS_RULE_ERROR, key);
}
