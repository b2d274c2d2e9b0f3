/**
 * PromotionPort over the API (spec B §7 "Promotions"): the list, a promotion, create, edit, delete, the filter
 * options, the status, the possible winners and the entry counts (issue 24 §3), Process and Reprocess with the
 * reading filter, the winners, and the customer area's prize-code lookup and withdrawal. English domain names in,
 * Portuguese wire names out.
 */
import {
  listQueryToWire,
  pageFromWire,
  prizeLookupFromWire,
  promotionDrawRecordFromWire,
  promotionContract,
  promotionEntryCountsFromWire,
  promotionFilterOptionsFromWire,
  promotionFromWire,
  promotionIdFromWire,
  promotionInputToWire,
  promotionReadingFilterToWire,
  promotionRowFromWire,
  promotionWinnerFromWire,
  rowsFromWire,
  withdrawalToWire,
} from '@tagtrail/contract';
import {
  PortError,
  type Cancellation,
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
import type { ApiClient } from '../http/api-client';
import { renamingFields, wireFieldNames } from '../http/error-fields';

// The fields the codec copies one to one; the lists (products, places) are mapped element by element, so the probe
// gets them empty.
const FIELDS = wireFieldNames<PromotionInput>(
  (input) => promotionInputToWire({ ...input, productIds: [], countries: [], states: [], cities: [] }),
  [
    'customerId',
    'description',
    'startDate',
    'endDate',
    'random',
    'prize',
    'rulesManualUrl',
    'imageUrl',
    'winnersCount',
    'drawType',
    'entryRule',
    'relevance',
  ],
);

export class PromotionHttpAdapter implements PromotionPort {
  constructor(private readonly api: ApiClient) {}

  async list(query: ListQuery, signal?: Cancellation): Promise<Page<PromotionRow>> {
    const wire = await this.api.call(promotionContract.list, { query: listQueryToWire(query), signal });
    return pageFromWire(wire, promotionRowFromWire);
  }

  allRows(query: ListQuery, signal?: Cancellation): AsyncIterable<PromotionRow> {
    return rowsFromWire(
      this.api.allRecords(promotionContract.list, { query: listQueryToWire(query), signal }),
      promotionRowFromWire,
    );
  }

  async get(id: number, signal?: Cancellation): Promise<Promotion> {
    return promotionFromWire(await this.api.call(promotionContract.get, { params: { id }, signal }));
  }

  async create(input: PromotionInput): Promise<number> {
    const answer = this.api.call(promotionContract.create, { body: promotionInputToWire(input) });
    return promotionIdFromWire(await renamingFields(answer, FIELDS));
  }

  async update(id: number, input: PromotionInput): Promise<number> {
    const answer = this.api.call(promotionContract.update, { params: { id }, body: promotionInputToWire(input) });
    return promotionIdFromWire(await renamingFields(answer, FIELDS));
  }

  async remove(id: number): Promise<void> {
    await this.api.call(promotionContract.remove, { params: { id } });
  }

  async filterOptions(signal?: Cancellation): Promise<PromotionFilterOptions> {
    return promotionFilterOptionsFromWire(await this.api.call(promotionContract.filterOptions, { signal }));
  }

  status(id: number, signal?: Cancellation): Promise<PromotionStatus> {
    return this.api.call(promotionContract.status, { params: { id }, signal });
  }

  possibleWinners(id: number, signal?: Cancellation): Promise<number> {
    return this.api.call(promotionContract.possibleWinners, { params: { id }, signal });
  }

  /** GET promocao/{id}/participacao (ours, issue 24 §3). */
  async entryCounts(id: number, signal?: Cancellation): Promise<PromotionEntryCounts> {
    return promotionEntryCountsFromWire(await this.api.call(promotionContract.entryCounts, { params: { id }, signal }));
  }

  async process(id: number, filter: PromotionReadingFilter): Promise<void> {
    await this.api.call(promotionContract.process, { params: { id }, body: promotionReadingFilterToWire(filter) });
  }

  async reprocess(id: number, filter: PromotionReadingFilter): Promise<void> {
    await this.api.call(promotionContract.reprocess, { params: { id }, body: promotionReadingFilterToWire(filter) });
  }

  async winners(id: number, query: ListQuery, signal?: Cancellation): Promise<Page<PromotionWinner>> {
    const wire = await this.api.call(promotionContract.winners, {
      params: { id },
      query: listQueryToWire(query),
      signal,
    });
    return pageFromWire(wire, promotionWinnerFromWire);
  }

  /** GET promocao/{id}/sorteio (ours, issue 13 §5). */
  async drawRecord(id: number, signal?: Cancellation): Promise<PromotionDrawRecord> {
    return promotionDrawRecordFromWire(await this.api.call(promotionContract.draw, { params: { id }, signal }));
  }

  /** spec B §7: 404 means there is no such code, answered as `null`; any other failure reaches the caller. */
  async lookupCode(code: string, signal?: Cancellation): Promise<PrizeLookup | null> {
    try {
      return prizeLookupFromWire(await this.api.call(promotionContract.lookupCode, { params: { code }, signal }));
    } catch (error) {
      if (error instanceof PortError && error.status === 404) return null;
      throw error;
    }
  }

  async withdraw(request: WithdrawalRequest): Promise<void> {
    await this.api.call(promotionContract.withdraw, {
      params: { id: request.promotionId, code: request.code },
      body: withdrawalToWire(request.withdrawal),
    });
  }
}
