/**
 * PromotionPort over arrays, for stories and tests: answering and refusing as the server does — the form's rules
 * (400), save and delete only at status 1 and Process only with possible winners (error 1 PROMOTION_NOT_EDITABLE,
 * NO_READING_SELECTED), Reprocess only at 4 — and processing that moves 1 → 2 → 3 → 4 over a few status polls,
 * drawing distinct devices among the holders of the promotion's entries: the readings that match its filter in its
 * period, one entry per tag (its first reader not blocked) or one per device not blocked (issue 24 §3). Each winner
 * gets a prize code the customer area's lookup and withdrawal answer for.
 */
import {
  BUSINESS_RULE_ERROR,
  CODE_NOT_FOUND,
  ENTRY_RULE,
  isBefore,
  localDateOf,
  normalisePrizeCode,
  normaliseWithdrawal,
  NO_READING_SELECTED,
  PortError,
  PROMOTION_ALREADY_WITHDRAW,
  PROMOTION_NOT_EDITABLE,
  PROMOTION_STATUS,
  promotionPermissions,
  readingFilterFor,
  validatePromotion,
  validateWithdrawal,
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
  type PromotionPort,
  type PromotionReadingFilter,
  type PromotionRow,
  type PromotionStatus,
  type PromotionWinner,
  type WithdrawalRequest,
} from '@tagtrail/domain';
import { demoDevices } from '../devices/device.demo';
import { pageOf } from '../memory/memory-list';
import { notFoundError, simulate, validationFailure, type MemoryOptions } from '../memory/memory-options';
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
  /** The customer's readings the filters select from; the demo readings by default. */
  readonly readings?: readonly DemoPromotionReading[];
  readonly filterOptions?: PromotionFilterOptions;
  /** Stored winners with their codes; the demo winners by default. */
  readonly winners?: readonly DemoPromotionWinner[];
  /** Device id → owner, for the winners list; the demo devices' by default. */
  readonly owners?: Readonly<Record<string, string | null>>;
  /** The devices the customer has blocked, by id: they never take part. The demo devices' blocked ones by default. */
  readonly blocked?: readonly string[];
  /** Status polls each processing step (2, then 3) lasts before the next; 2 unless told. */
  readonly pollsPerStep?: number;
  /** The clock (creation dates, draw dates, withdrawals, today for the birth-date rule). */
  readonly now?: () => Date;
}

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export class MemoryPromotionAdapter implements PromotionPort {
  private promotions: Promotion[];
  private winnerRows: DemoPromotionWinner[];
  private readonly drawDates = new Map<number, string>();
  /** Polls left in the current step of each promotion being processed. */
  private readonly pollsLeft = new Map<number, number>();
  private nextId: number;
  private codes = 0;

  constructor(
    seed: readonly Promotion[] = demoPromotions,
    private readonly options: MemoryPromotionOptions = {},
  ) {
    this.promotions = seed.map((p) => structuredClone(p));
    this.winnerRows = (options.winners ?? demoPromotionWinners).map((w) => structuredClone(w));
    this.nextId = Math.max(0, ...seed.map((p) => p.id)) + 1;
    for (const p of this.promotions) {
      if (p.status !== PROMOTION_STATUS.notProcessed) this.drawDates.set(p.id, p.endDate);
      if (p.status === 2 || p.status === 3) this.pollsLeft.set(p.id, this.pollsPerStep());
    }
  }

  list(query: ListQuery, signal?: Cancellation): Promise<Page<PromotionRow>> {
    return simulate(
      this.options,
      'list',
      () => {
        // The server's default order: the newest first.
        const rows = [...this.promotions].sort((a, b) => b.id - a.id).map((p) => this.toRow(p));
        return pageOf(rows, query, (row) => [row.description]);
      },
      signal,
    );
  }

  get(id: number, signal?: Cancellation): Promise<Promotion> {
    return simulate(this.options, 'get', () => structuredClone(this.find(id)), signal);
  }

  create(input: PromotionInput): Promise<number> {
    return simulate(this.options, 'create', () => {
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
    return simulate(this.options, 'update', () => {
      const existing = this.find(id);
      this.refuseUnlessEditable(existing);
      const checked = this.checked(input);
      Object.assign(existing, this.stored(id, checked));
      return id;
    });
  }

  remove(id: number): Promise<void> {
    return simulate(this.options, 'remove', () => {
      this.refuseUnlessEditable(this.find(id));
      this.promotions = this.promotions.filter((p) => p.id !== id);
    });
  }

  filterOptions(signal?: Cancellation): Promise<PromotionFilterOptions> {
    return simulate(
      this.options,
      'filterOptions',
      () => structuredClone(this.options.filterOptions ?? demoPromotionFilterOptions),
      signal,
    );
  }

  /** Each poll of a promotion in processing brings its next step nearer: 2 → 3 → 4, the winners drawn at 3. */
  status(id: number, signal?: Cancellation): Promise<PromotionStatus> {
    return simulate(
      this.options,
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

  /** How many entries the promotion's filter and entry rule make, as the server counts them. */
  possibleWinners(id: number, signal?: Cancellation): Promise<number> {
    return simulate(
      this.options,
      'possibleWinners',
      () => {
        const promotion = this.find(id);
        return this.entryHolders(readingFilterFor(promotion), promotion.entryRule).length;
      },
      signal,
    );
  }

  /**
   * The entries (the possible winners) and what the rule kept out, from the readings the promotion's filter selects
   * in its period: the blocked devices among their readers, under one entry per tag the devices not blocked that hold
   * no ticket (each tag they read someone had read first), and the readings without a device.
   */
  entryCounts(id: number, signal?: Cancellation): Promise<PromotionEntryCounts> {
    return simulate(
      this.options,
      'entryCounts',
      () => {
        const promotion = this.find(id);
        const filter = readingFilterFor(promotion);
        const matching = this.matchingReadings(filter);
        const readers = new Set(matching.flatMap((r) => (r.deviceId === null ? [] : [r.deviceId])));
        const active = [...readers].filter((deviceId) => !this.isBlocked(deviceId));
        const holders = this.entryHolders(filter, promotion.entryRule);
        return {
          entries: holders.length,
          blockedDevices: readers.size - active.length,
          laterReaders: promotion.entryRule === ENTRY_RULE.perTag ? active.length - new Set(holders).size : 0,
          readingsWithoutDevice: matching.filter((r) => r.deviceId === null).length,
        };
      },
      signal,
    );
  }

  process(id: number, filter: PromotionReadingFilter): Promise<void> {
    return simulate(this.options, 'process', () => {
      const promotion = this.find(id);
      if (!promotionPermissions(promotion.status).canProcess) throw businessRule(PROMOTION_NOT_EDITABLE);
      if (this.entryHolders(filter, promotion.entryRule).length === 0) throw businessRule(NO_READING_SELECTED);
      promotion.status = PROMOTION_STATUS.selectingAwards;
      this.drawDates.set(id, localDateOf(this.now()));
      this.pollsLeft.set(id, this.pollsPerStep());
    });
  }

  reprocess(id: number, _filter: PromotionReadingFilter): Promise<void> {
    return simulate(this.options, 'reprocess', () => {
      const promotion = this.find(id);
      if (!promotionPermissions(promotion.status).canReprocess) throw businessRule(PROMOTION_NOT_EDITABLE);
      // Reprocessing resends the notifications; it never draws again.
      promotion.status = PROMOTION_STATUS.schedulingNotifications;
      this.pollsLeft.set(id, this.pollsPerStep());
    });
  }

  winners(id: number, query: ListQuery, signal?: Cancellation): Promise<Page<PromotionWinner>> {
    return simulate(
      this.options,
      'winners',
      () => {
        this.find(id);
        const rows = this.winnerRows
          .filter((w) => w.promotionId === id)
          .map((w): PromotionWinner => ({
            deviceId: w.deviceId,
            deviceOwner: this.ownerOf(w.deviceId),
            withdrawerName: w.withdrawal?.name ?? null,
            withdrawnAt: w.withdrawnAt,
          }));
        return pageOf(rows, query, (row) => [row.deviceId, row.deviceOwner ?? '', row.withdrawerName ?? '']);
      },
      signal,
    );
  }

  /**
   * The draw record as the server publishes it: the commitment from the save on (issue 24 §4), the seed and lists once
   * drawn. A
   * fake's hashes are stand-ins (64 hex digits made from the promotion and the device), not SHA-256.
   */
  drawRecord(id: number, signal?: Cancellation): Promise<PromotionDrawRecord> {
    return simulate(
      this.options,
      'drawRecord',
      () => {
        const promotion = this.find(id);
        const record: PromotionDrawRecord = {
          promotionId: id,
          winnersCount: promotion.winnersCount,
          publicReference: `memory-promotion-${String(id).padStart(4, '0')}`,
          commitment: standInHash(`commitment:${id}`),
          entriesDigest: null,
          entriesFrozenAt: null,
          seed: null,
          entries: null,
          winners: null,
        };
        if (promotion.status === PROMOTION_STATUS.notProcessed) return record;
        const drawn = this.winnerRows.filter((w) => w.promotionId === id);
        if (promotion.status === PROMOTION_STATUS.selectingAwards || drawn.length === 0) return record;
        const entry = (deviceId: string) => standInHash(`${id}:${deviceId}`);
        // One line per entry: a device holding several tickets is listed once for each.
        const holders = this.entryHolders(readingFilterFor(promotion), promotion.entryRule);
        const listed = [...holders, ...drawn.map((w) => w.deviceId).filter((deviceId) => !holders.includes(deviceId))];
        return {
          ...record,
          entriesDigest: standInHash(`entries:${id}`),
          entriesFrozenAt: `${this.drawDates.get(id) ?? promotion.endDate}T00:00:00.000Z`,
          seed: standInHash(`seed:${id}`),
          entries: listed.map(entry),
          winners: drawn.map((w) => entry(w.deviceId)),
        };
      },
      signal,
    );
  }

  lookupCode(code: string, signal?: Cancellation): Promise<PrizeLookup | null> {
    return simulate(
      this.options,
      'lookupCode',
      () => {
        const winner = this.winnerByCode(code);
        if (winner === undefined) return null;
        return {
          promotionId: winner.promotionId,
          withdrawnAt: winner.withdrawnAt,
          withdrawal: winner.withdrawal === null ? null : { ...winner.withdrawal },
        };
      },
      signal,
    );
  }

  withdraw(request: WithdrawalRequest): Promise<void> {
    return simulate(this.options, 'withdraw', () => {
      const winner = this.winnerByCode(request.code);
      if (winner === undefined || winner.promotionId !== request.promotionId)
        throw new PortError(404, 'NOT_FOUND', CODE_NOT_FOUND);
      const errors = validateWithdrawal(request.withdrawal, localDateOf(this.now()));
      if (errors.length > 0) throw validationFailure(errors);
      if (winner.withdrawnAt !== null) throw businessRule(PROMOTION_ALREADY_WITHDRAW);
      winner.withdrawnAt = this.now().toISOString();
      winner.withdrawal = normaliseWithdrawal(request.withdrawal);
    });
  }

  /** The readings that match the filter in its period, in the order they were stored. */
  private matchingReadings(filter: PromotionReadingFilter): DemoPromotionReading[] {
    const inList = <T>(list: readonly T[], value: T) => list.length === 0 || list.includes(value);
    return (this.options.readings ?? demoPromotionReadings).filter(
      (r) =>
        !isBefore(r.date, filter.startDate) &&
        !isBefore(filter.endDate, r.date) &&
        inList(filter.productIds, r.productId) &&
        (filter.categoryIds.length === 0 || (r.categoryId !== null && filter.categoryIds.includes(r.categoryId))) &&
        inList(filter.countries, r.country) &&
        inList(filter.states, r.state) &&
        inList(filter.cities, r.city),
    );
  }

  /**
   * The entries a draw picks from, as their holders' device ids (issue 24 §3). One per device: each device not blocked
   * with a matching reading, once. One per tag: each tag with a matching reading by a device not blocked, held by the
   * first such device to read it (the earliest day; the first stored on a tie), so a device may hold several.
   */
  private entryHolders(filter: PromotionReadingFilter, rule: EntryRule): string[] {
    const byDevice = this.matchingReadings(filter).filter(
      (r): r is DemoPromotionReading & { deviceId: string } => r.deviceId !== null && !this.isBlocked(r.deviceId),
    );
    if (rule === ENTRY_RULE.perDevice) return [...new Set(byDevice.map((r) => r.deviceId))];
    const firstReader = new Map<number, DemoPromotionReading & { deviceId: string }>();
    for (const r of byDevice) {
      const first = firstReader.get(r.tagId);
      if (first === undefined || isBefore(r.date, first.date)) firstReader.set(r.tagId, r);
    }
    return [...firstReader.values()].map((r) => r.deviceId);
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
   * Up to the winners count among the entries' holders, each device once however many tickets it holds; a fake needs
   * no real randomness, only distinct devices.
   */
  private draw(promotion: Promotion): void {
    if (this.winnerRows.some((w) => w.promotionId === promotion.id)) return;
    const holders = new Set(this.entryHolders(readingFilterFor(promotion), promotion.entryRule));
    for (const deviceId of [...holders].slice(0, promotion.winnersCount)) {
      this.winnerRows.push({
        promotionId: promotion.id,
        deviceId,
        code: this.newCode(),
        withdrawnAt: null,
        withdrawal: null,
      });
    }
  }

  private newCode(): string {
    this.codes += 1;
    let n = this.codes * 7_919 + this.promotions.length * 104_729;
    let code = '';
    for (let i = 0; i < 12; i += 1) {
      code += ALPHABET[n % ALPHABET.length];
      n = Math.floor(n / ALPHABET.length) + (i + 1) * 31;
    }
    return code;
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

  private checked(input: PromotionInput): PromotionInput {
    const errors = validatePromotion(input);
    if (errors.length > 0) throw validationFailure(errors);
    return input;
  }

  private stored(id: number, input: PromotionInput): Omit<Promotion, 'createdAt' | 'status'> {
    const locations = (names: readonly string[]) =>
      names.map((name, i) => ({ id: id * 100 + i, promotionId: id, name }));
    return {
      id,
      customerId: input.customerId,
      description: input.description.trim(),
      startDate: input.startDate,
      endDate: input.endDate,
      random: input.random,
      prize: input.prize.trim(),
      rulesManualUrl: input.rulesManualUrl.trim(),
      imageUrl: input.imageUrl.trim(),
      winnersCount: input.winnersCount,
      drawType: input.drawType,
      entryRule: input.entryRule,
      relevance: input.relevance,
      products: [...new Set(input.productIds)].map((productId, i) => ({
        id: id * 100 + i,
        promotionId: id,
        productId,
      })),
      countries: locations(input.countries),
      states: locations(input.states),
      cities: locations(input.cities),
    };
  }

  private refuseUnlessEditable(promotion: Promotion): void {
    if (!promotionPermissions(promotion.status).canSave) throw businessRule(PROMOTION_NOT_EDITABLE);
  }

  private winnerByCode(code: string): DemoPromotionWinner | undefined {
    const wanted = normalisePrizeCode(code);
    return this.winnerRows.find((w) => w.code === wanted);
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

function businessRule(key: string): PortError {
  return new PortError(409, BUSINESS_RULE_ERROR, key);
}
