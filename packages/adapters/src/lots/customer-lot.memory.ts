/**
 * CustomerLotPort over arrays, for stories and tests: the lot table and record with the server's refusals (the
 * domain's rules with each broken date ordering, a number the customer already has, another product for a lot that
 * has one, a lot with readings kept, a market that is no country), the cards' totals, sub-lots and the partner lots they come from, and the
 * products the form offers.
 */
import {
  BUSINESS_RULE_ERROR,
  CUSTOMER_LOT_NUMBER_EXISTS,
  customerLotProductErrors,
  LOT_HAS_READINGS,
  normalizeMarkets,
  PortError,
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
  type SequenceRange,
  type SubLot,
} from '@tagtrail/domain';
import { pageOf } from '../memory/memory-list';
import { MemoryResource, type MemoryResourceOptions } from '../memory/memory-resource';
import { simulate, validationFailure, type MemoryOptions } from '../memory/memory-options';
import {
  demoAvailablePartnerLots,
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

export interface MemoryCustomerLotOptions
  extends Omit<MemoryResourceOptions, 'failOn'>, MemoryOptions<CustomerLotOperation> {
  readonly products?: readonly ProductOption[];
  /** Tags and readings of each lot, by lot id; a lot with readings is not deleted. */
  readonly tagsByLot?: Readonly<Record<number, { total: number; read: number; readings: number }>>;
  readonly availablePartnerLots?: readonly AvailablePartnerLot[];
  readonly subLots?: readonly SubLot[];
}

export class MemoryCustomerLotAdapter
  extends MemoryResource<CustomerLot, CustomerLotRow, CustomerLotSave>
  implements CustomerLotPort
{
  private subLotRecords: SubLot[];

  constructor(
    seed: readonly CustomerLot[] = demoCustomerLots,
    private readonly lotOptions: MemoryCustomerLotOptions = {},
  ) {
    const tagsByLot = lotOptions.tagsByLot ?? demoCustomerLotTags;
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
        toRow: (lot) => {
          const tags = tagsByLot[lot.id] ?? { total: 0, read: 0, readings: 0 };
          return {
            customerLotId: lot.id,
            productName: lot.productName,
            number: lot.number,
            readingCount: tags.readings,
            totalTags: tags.total,
            productAvailableTags: tags.total - tags.read,
          };
        },
        checked: (save, existing) => this.checked(save, existing),
        inUseKey: LOT_HAS_READINGS,
      },
      {
        ...(lotOptions as MemoryResourceOptions),
        inUseIds: Object.entries(tagsByLot)
          .filter(([, tags]) => tags.readings > 0)
          .map(([id]) => Number(id)),
      },
    );
    this.subLotRecords = [...(lotOptions.subLots ?? demoSubLots)];
  }

  totals(signal?: Cancellation): Promise<LotTotals> {
    return simulate(
      this.lotOptions,
      'totals',
      () => {
        const free = (this.lotOptions.availablePartnerLots ?? demoAvailablePartnerLots).reduce(
          (sums, lot) =>
            lot.productName === null
              ? { ...sums, without: sums.without + lot.totalTags }
              : { ...sums, with: sums.with + lot.totalTags },
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
      () =>
        pageOf(
          this.subLotRecords.filter((subLot) => subLot.customerLotId === customerLotId),
          query,
          (subLot) => [subLot.partnerLotNumber],
        ),
      signal,
    );
  }

  addSubLot(customerLotId: number, partnerLotId: number, range?: SequenceRange): Promise<void> {
    return simulate(this.lotOptions, 'addSubLot', () => {
      this.find(customerLotId);
      const partnerLot = (this.lotOptions.availablePartnerLots ?? demoAvailablePartnerLots).find(
        (lot) => lot.partnerLotId === partnerLotId,
      );
      if (partnerLot === undefined) throw new PortError(404, 'NOT_FOUND', 'NOT_FOUND');
      const wanted = range ?? { startSequence: 0, endSequence: 0 };
      const others = this.subLotRecords.filter((subLot) => subLot.partnerLotNumber === partnerLot.number);
      const errors = validateSubLotRange(wanted, partnerLot.totalTags, others);
      if (errors.length > 0) throw validationFailure(errors);
      this.subLotRecords.push({
        customerLotId,
        subLotId: Math.max(0, ...this.subLotRecords.map((subLot) => subLot.subLotId)) + 1,
        partnerLotNumber: partnerLot.number,
        linkedAt: new Date().toISOString(),
        startTag: null,
        endTag: null,
        startSequence: wanted.startSequence,
        endSequence: wanted.endSequence,
      });
    });
  }

  removeSubLot(customerLotId: number, subLotId: number): Promise<void> {
    return simulate(this.lotOptions, 'removeSubLot', () => {
      this.subLotRecords = this.subLotRecords.filter(
        (subLot) => !(subLot.customerLotId === customerLotId && subLot.subLotId === subLotId),
      );
    });
  }

  availablePartnerLots(query: AvailablePartnerLotQuery, signal?: Cancellation): Promise<Page<AvailablePartnerLot>> {
    return simulate(
      this.lotOptions,
      'availablePartnerLots',
      () => pageOf(this.lotOptions.availablePartnerLots ?? demoAvailablePartnerLots, query, (lot) => [lot.number]),
      signal,
    );
  }

  productOptions(signal?: Cancellation): Promise<readonly ProductOption[]> {
    return simulate(this.lotOptions, 'productOptions', () => this.products(), signal);
  }

  private products(): readonly ProductOption[] {
    return this.lotOptions.products ?? demoCustomerLotProducts;
  }

  private checked(save: CustomerLotSave, existing: CustomerLot | undefined): Omit<CustomerLot, 'id'> {
    // As the server: markets left out keep the lot's own (none for a new lot), and are stored normalized.
    const markets = save.markets ?? existing?.markets ?? [];
    const errors = validateCustomerLot({ ...save, newProductId: null, markets });
    if (errors.length > 0) throw validationFailure(errors);
    const number = save.number.trim();
    const taken = this.records.some(
      (lot) => lot.id !== existing?.id && lot.number.toLowerCase() === number.toLowerCase(),
    );
    if (taken) throw validationFailure([{ key: CUSTOMER_LOT_NUMBER_EXISTS, field: 'number' }]);
    const [locked] = existing === undefined ? [] : customerLotProductErrors(existing.productId, save.productId);
    if (locked !== undefined) throw new PortError(409, BUSINESS_RULE_ERROR, locked.key);
    return {
      customerId: existing?.customerId ?? 1,
      productId: save.productId,
      newProductId: null,
      productName: this.products().find((product) => product.id === save.productId)?.name ?? null,
      partnerLotId: existing?.partnerLotId ?? null,
      partnerLotNumber: existing?.partnerLotNumber ?? null,
      number,
      releaseDate: save.releaseDate,
      manufactureDate: save.manufactureDate,
      expiryDate: save.expiryUndefined ? '' : save.expiryDate,
      expiryUndefined: save.expiryUndefined,
      status: save.status,
      statusDate: save.status === 0 ? '' : save.statusDate,
      markets: normalizeMarkets(markets),
    };
  }
}
