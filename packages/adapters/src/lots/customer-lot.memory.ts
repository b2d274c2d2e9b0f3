/**
 * CustomerLotPort over arrays, for stories and tests, answering as the server does (customer-lot.conformance.ts): the
 * lot table and record with the server's refusals (the domain's rules with each broken date ordering, a product that
 * is not the customer's, a number the customer already has, another product for a lot that has one, a lot with
 * readings kept, a market that is no country), the cards' totals, sub-lots and the partner lots they are cut from,
 * and the products the form offers.
 *
 * The partner lots given to the customer are kept with their tags: a sub-lot takes its range of them for its lot (the
 * lot's row counts them, the partner lot lists only while some are free) and gives them back when unlinked.
 */
import {
  BUSINESS_RULE_ERROR,
  CUSTOMER_LOT_NUMBER_EXISTS,
  customerLotProductErrors,
  customerLotToSave,
  LOT_HAS_READINGS,
  normalizeMarkets,
  PortError,
  PRODUCT_NOT_OF_CUSTOMER,
  resolvedRange,
  SUBLOT_IN_USE,
  validateCustomerLot,
  validateSubLotRange,
  type AvailablePartnerLot,
  type AvailablePartnerLotQuery,
  type Cancellation,
  type CustomerLot,
  type CustomerLotPort,
  type CustomerLotRow,
  type CustomerLotSave,
  type ListQuery,
  type LotTotals,
  type Page,
  type ProductOption,
  type RuleError,
  type SequenceRange,
  type SubLot,
} from '@tagtrail/domain';
import { compareText, serverPage } from '../memory/memory-list';
import { MemoryResource, type MemoryResourceOptions } from '../memory/memory-resource';
import { notFoundError, simulate, validationFailure, type MemoryOptions } from '../memory/memory-options';
import {
  demoAvailablePartnerLots,
  type MemoryPartnerLot,
  demoCustomerLotProducts,
  demoCustomerLots,
  demoCustomerLotTags,
  demoSubLots,
} from './customer-lot.demo';

type CustomerLotOperation =
  | 'list'
  | 'get'
  | 'create'
  | 'update'
  | 'remove'
  | 'totals'
  | 'subLots'
  | 'addSubLot'
  | 'removeSubLot'
  | 'availablePartnerLots'
  | 'productOptions';

/** Tags a lot holds beyond its memory-linked sub-lots', how many of them were read, and their readings. */
export interface MemoryLotTags {
  readonly total: number;
  readonly read: number;
  readonly readings: number;
}

export interface MemoryCustomerLotOptions
  extends Omit<MemoryResourceOptions, 'failOn' | 'inUseIds'>, MemoryOptions<CustomerLotOperation> {
  readonly products?: readonly ProductOption[];
  /** Tags and readings of each lot, by lot id, beside those of the sub-lots linked here; a lot read is not deleted. */
  readonly tagsByLot?: Readonly<Record<number, MemoryLotTags>>;
  /** Every partner lot given to the customer; the available list shows those with a tag no lot has taken. */
  readonly availablePartnerLots?: readonly MemoryPartnerLot[];
  /** Sub-lots linked before, whose tags `tagsByLot` counts already. */
  readonly subLots?: readonly SubLot[];
}

/** A sub-lot as kept here: its partner lot (unknown for a seeded one cut from a lot not given any more). */
interface StoredSubLot extends SubLot {
  readonly partnerLotId: number | undefined;
  /** The tags it took of its partner lot, which its lot's row counts beside `tagsByLot`'s. */
  readonly taken: number;
}

const NO_TAGS: MemoryLotTags = { total: 0, read: 0, readings: 0 };

export class MemoryCustomerLotAdapter
  extends MemoryResource<CustomerLot, CustomerLotRow, CustomerLotSave>
  implements CustomerLotPort
{
  private subLotRecords: StoredSubLot[];
  private readonly partnerLots: readonly MemoryPartnerLot[];
  private readonly lotTags: Map<number, MemoryLotTags>;
  private nextSubLotId: number;
  /** When the last sub-lot was linked here, in ms: each is linked later than the one before, as on the server. */
  private lastLinkedAt = 0;

  constructor(
    seed: readonly CustomerLot[] = demoCustomerLots,
    private readonly lotOptions: MemoryCustomerLotOptions = {},
  ) {
    super(
      seed,
      {
        searchIn: (row) => [row.number, row.productName ?? ''],
        sorts: {
          productName: (row) => row.productName,
          number: (row) => row.number,
          readingCount: (row) => row.readingCount,
          totalTags: (row) => row.totalTags,
          id: (row) => row.customerLotId,
        },
        // The newest first unless told otherwise; ties by id in the sort's own direction (customer-lots.repository.ts).
        byDefault: { valueOf: (row) => row.customerLotId, direction: 'desc' },
        idOf: (row) => row.customerLotId,
        tiesFollowSort: true,
        toRow: (lot) => this.rowOf(lot),
        checked: (save, existing) => this.checked(save, existing),
        inUseKey: LOT_HAS_READINGS,
      },
      lotOptions as MemoryResourceOptions,
    );
    this.lotTags = new Map(
      Object.entries(lotOptions.tagsByLot ?? demoCustomerLotTags).map(([id, tags]) => [Number(id), tags]),
    );
    this.partnerLots = lotOptions.availablePartnerLots ?? demoAvailablePartnerLots;
    // A seeded sub-lot's tags are in its lot's `tagsByLot` already; they are taken from its partner lot all the same.
    this.subLotRecords = (lotOptions.subLots ?? demoSubLots).map((subLot) => {
      const partnerLot = this.partnerLots.find((lot) => lot.number === subLot.partnerLotNumber);
      return { ...subLot, partnerLotId: partnerLot?.partnerLotId, taken: 0 };
    });
    this.nextSubLotId = Math.max(0, ...this.subLotRecords.map((subLot) => subLot.subLotId)) + 1;
  }

  /** A reader reads one of the lot's tags, as a shopper's scan would: the lot then keeps its tags (tests, stories). */
  recordReading(customerLotId: number): void {
    const tags = this.lotTags.get(customerLotId) ?? NO_TAGS;
    const total = tags.total + this.takenBy(customerLotId);
    this.lotTags.set(customerLotId, { ...tags, read: Math.min(tags.read + 1, total), readings: tags.readings + 1 });
  }

  override get(id: number, signal?: Cancellation): Promise<CustomerLot> {
    return simulate(
      this.lotOptions,
      'get',
      () => {
        const lot = structuredClone(this.find(id));
        // As the server: the partner lot the form shows is its first sub-lot's.
        const [first] = this.subLotRecords
          .filter((subLot) => subLot.customerLotId === id)
          .sort((a, b) => a.subLotId - b.subLotId);
        return first === undefined
          ? lot
          : { ...lot, partnerLotId: first.partnerLotId ?? null, partnerLotNumber: first.partnerLotNumber };
      },
      signal,
    );
  }

  /** Refused once any of its tags has been read; else its sub-lots go with it and their tags are free again. */
  override remove(id: number): Promise<void> {
    return simulate(this.lotOptions, 'remove', () => {
      this.find(id);
      if (this.readingsOf(id) > 0) throw new PortError(409, BUSINESS_RULE_ERROR, LOT_HAS_READINGS);
      this.records = this.records.filter((lot) => lot.id !== id);
      this.subLotRecords = this.subLotRecords.filter((subLot) => subLot.customerLotId !== id);
      this.lotTags.delete(id);
    });
  }

  totals(signal?: Cancellation): Promise<LotTotals> {
    return simulate(
      this.lotOptions,
      'totals',
      () => {
        const free = this.partnerLots.reduce(
          (sums, lot) => {
            const tags = this.freeTagsOf(lot);
            return lot.productName === null
              ? { ...sums, without: sums.without + tags }
              : { ...sums, with: sums.with + tags };
          },
          { with: 0, without: 0 },
        );
        return {
          availableTagsWithProduct: free.with,
          availableTagsWithoutProduct: free.without,
          availableTags: free.with + free.without,
          totalLots: this.records.length,
        };
      },
      signal,
    );
  }

  subLots(customerLotId: number, query: ListQuery, signal?: Cancellation): Promise<Page<SubLot>> {
    return simulate(
      this.lotOptions,
      'subLots',
      () => {
        this.find(customerLotId);
        const rows = this.subLotRecords
          .filter((subLot) => subLot.customerLotId === customerLotId)
          .map(({ partnerLotId: _partnerLotId, taken: _taken, ...subLot }) => subLot);
        // As the server: the oldest first, by when each was linked, ties by id; the search in the partner lot's number.
        return serverPage(rows, query, {
          searchIn: (subLot) => [subLot.partnerLotNumber],
          sorts: { linkedAt: (subLot) => subLot.linkedAt },
          byDefault: { valueOf: (subLot) => subLot.linkedAt, direction: 'asc' },
          idOf: (subLot) => subLot.subLotId,
        });
      },
      signal,
    );
  }

  addSubLot(customerLotId: number, partnerLotId: number, range?: SequenceRange): Promise<void> {
    return simulate(this.lotOptions, 'addSubLot', () => {
      this.find(customerLotId);
      const partnerLot = this.partnerLots.find((lot) => lot.partnerLotId === partnerLotId);
      if (partnerLot === undefined) throw notFoundError();
      const wanted = range ?? { startSequence: 0, endSequence: 0 };
      const others = this.subLotRecords.filter((subLot) => subLot.partnerLotId === partnerLotId);
      const errors = validateSubLotRange(wanted, partnerLot.totalTags, others);
      if (errors.length > 0) throw validationFailure(errors);
      const taken = resolvedRange(wanted, partnerLot.totalTags);
      const whole = wanted.startSequence === 0 && wanted.endSequence === 0;
      const tagAt = (sequence: number) => (whole ? null : (partnerLot.tagIds?.[sequence - 1] ?? null));
      this.subLotRecords.push({
        customerLotId,
        subLotId: this.nextSubLotId++,
        partnerLotNumber: partnerLot.number,
        linkedAt: this.linkedNow(),
        startTag: tagAt(wanted.startSequence),
        endTag: tagAt(wanted.endSequence),
        startSequence: wanted.startSequence,
        endSequence: wanted.endSequence,
        partnerLotId,
        taken: taken.endSequence - taken.startSequence + 1,
      });
    });
  }

  /** Refused once the lot's tags have been read (here a lot's readings count for each of its sub-lots). */
  removeSubLot(customerLotId: number, subLotId: number): Promise<void> {
    return simulate(this.lotOptions, 'removeSubLot', () => {
      const subLot = this.subLotRecords.find(
        (candidate) => candidate.customerLotId === customerLotId && candidate.subLotId === subLotId,
      );
      if (subLot === undefined) throw notFoundError();
      if (this.readingsOf(customerLotId) > 0) throw new PortError(409, BUSINESS_RULE_ERROR, SUBLOT_IN_USE);
      this.subLotRecords = this.subLotRecords.filter((candidate) => candidate !== subLot);
    });
  }

  availablePartnerLots(query: AvailablePartnerLotQuery, signal?: Cancellation): Promise<Page<AvailablePartnerLot>> {
    return simulate(
      this.lotOptions,
      'availablePartnerLots',
      () => {
        const rows = this.partnerLots
          .filter((lot) => this.freeTagsOf(lot) > 0)
          .filter((lot) => query.productId === undefined || lot.productId === query.productId)
          .map(({ productId: _productId, tagIds: _tagIds, ...lot }) => lot);
        // As the server: the newest first; ties by id in the sort's direction; the search in the number and product.
        return serverPage(rows, query, {
          searchIn: (lot) => [lot.number, lot.productName ?? ''],
          sorts: {
            createdAt: (lot) => lot.createdAt,
            number: (lot) => lot.number,
            productName: (lot) => lot.productName,
          },
          byDefault: { valueOf: (lot) => lot.createdAt, direction: 'desc' },
          idOf: (lot) => lot.partnerLotId,
          tiesFollowSort: true,
        });
      },
      signal,
    );
  }

  productOptions(signal?: Cancellation): Promise<readonly ProductOption[]> {
    // As the server's select: by name in people's order (compareText), ties by id; copies, so an edit stays its own.
    return simulate(
      this.lotOptions,
      'productOptions',
      () =>
        [...this.products()]
          .sort((a, b) => compareText(a.name, b.name) || a.id - b.id)
          .map((product) => ({ ...product })),
      signal,
    );
  }

  private products(): readonly ProductOption[] {
    return this.lotOptions.products ?? demoCustomerLotProducts;
  }

  private linkedNow(): string {
    this.lastLinkedAt = Math.max(Date.now(), this.lastLinkedAt + 1);
    return new Date(this.lastLinkedAt).toISOString();
  }

  /** The tags the sub-lots linked here took for the lot. */
  private takenBy(customerLotId: number): number {
    return this.subLotRecords
      .filter((subLot) => subLot.customerLotId === customerLotId)
      .reduce((sum, subLot) => sum + subLot.taken, 0);
  }

  private readingsOf(customerLotId: number): number {
    return (this.lotTags.get(customerLotId) ?? NO_TAGS).readings;
  }

  /** A partner lot's tags no lot has taken. */
  private freeTagsOf(partnerLot: MemoryPartnerLot): number {
    const taken = this.subLotRecords
      .filter((subLot) => subLot.partnerLotId === partnerLot.partnerLotId)
      .map((subLot) => resolvedRange(subLot, partnerLot.totalTags))
      .reduce((sum, range) => sum + range.endSequence - range.startSequence + 1, 0);
    return Math.max(0, partnerLot.totalTags - taken);
  }

  private rowOf(lot: CustomerLot): CustomerLotRow {
    const tags = this.lotTags.get(lot.id) ?? NO_TAGS;
    const total = tags.total + this.takenBy(lot.id);
    return {
      customerLotId: lot.id,
      productName: lot.productName,
      number: lot.number,
      readingCount: tags.readings,
      totalTags: total,
      productAvailableTags: total - tags.read,
    };
  }

  /** The server's checks in its order: the form's rules, then the product's and the number's owner, then the lock. */
  private checked(save: CustomerLotSave, existing: CustomerLot | undefined): Omit<CustomerLot, 'id'> {
    const input = { ...save, newProductId: null, markets: save.markets ?? [] };
    // The rules ask for a product under newProductId; the save sends it as its productId, which the server names.
    const errors: RuleError[] = validateCustomerLot(input).map((error) =>
      error.field === 'newProductId' ? { ...error, field: 'productId' } : error,
    );
    if (errors.length > 0) throw validationFailure(errors);
    const checked = customerLotToSave(input);
    if (checked.productId !== null && !this.products().some((product) => product.id === checked.productId))
      errors.push({ key: PRODUCT_NOT_OF_CUSTOMER, field: 'productId' });
    const taken = this.records.some(
      (lot) => lot.id !== existing?.id && lot.number.toLowerCase() === checked.number.toLowerCase(),
    );
    if (taken) errors.push({ key: CUSTOMER_LOT_NUMBER_EXISTS, field: 'number' });
    if (errors.length > 0) throw validationFailure(errors);
    const [locked] = existing === undefined ? [] : customerLotProductErrors(existing.productId, checked.productId);
    if (locked !== undefined) throw new PortError(409, BUSINESS_RULE_ERROR, locked.key);
    return {
      customerId: existing?.customerId ?? 1,
      productId: checked.productId,
      newProductId: null,
      productName: this.products().find((product) => product.id === checked.productId)?.name ?? null,
      partnerLotId: existing?.partnerLotId ?? null,
      partnerLotNumber: existing?.partnerLotNumber ?? null,
      number: checked.number,
      releaseDate: checked.releaseDate,
      manufactureDate: checked.manufactureDate,
      expiryDate: checked.expiryDate,
      expiryUndefined: checked.expiryUndefined,
      status: checked.status,
      statusDate: checked.statusDate,
      // As the server: markets left out keep the lot's own (none for a new lot).
      markets: save.markets === undefined ? [...(existing?.markets ?? [])] : normalizeMarkets(save.markets),
    };
  }
}
