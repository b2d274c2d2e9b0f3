/**
 * PromotionPort over the API (spec B §7 "Promotions"): the list, a promotion, create, edit, delete, the filter
 * options, the status, the possible winners and the entry counts (issue 24 §3), Process and Reprocess with the
 * reading filter, the winners, and the customer area's prize-code lookup and withdrawal. English domain names in,
 * Portuguese wire names out.
 */
import {
  listQueryToWire,
  pageFromWire,
  promotionDrawRecordFromWire,
  promotionContract,
  promotionEntryCountsFromWire,
  promotionFilterOptionsFromWire,
  promotionFromWire,
  promotionIdFromWire,
  promotionInputToWire,
  promotionInputWire,
  promotionReadingFilterToWire,
  promotionRowFromWire,
  promotionWinnerFromWire,
  rowsFromWire,
} from '@tagtrail/contract';
import type {
  Cancellation,
  ListQuery,
  Page,
  PrizeLookup,
  Promotion,
  PromotionDrawRecord,
  PromotionEntryCounts,
  PromotionFilterOptions,
  PromotionInput,
  PromotionPort,
  PromotionReadingFilter,
  PromotionRow,
  PromotionStatus,
  PromotionWinner,
  WithdrawalRequest,
} from '@tagtrail/domain';
import type { ApiClient } from '../http/api-client';
import { renamingFields } from '../http/error-fields';
import { PromotionPrizeCodeHttpAdapter } from './prize-code.http';

const FIELDS = promotionInputWire.domainNames;

export class PromotionHttpAdapter implements PromotionPort {
  /** The customer area's prize codes: a refusal's fields in the domain's names, as the withdrawal form shows them. */
  private readonly prizeCodes: PromotionPrizeCodeHttpAdapter;

  constructor(private readonly api: ApiClient) {
    this.prizeCodes = new PromotionPrizeCodeHttpAdapter(api);
  }

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

  lookupCode(code: string, signal?: Cancellation): Promise<PrizeLookup | null> {
    return this.prizeCodes.lookupCode(code, signal);
  }

  withdraw(request: WithdrawalRequest): Promise<void> {
    return this.prizeCodes.withdraw(request);
  }
}
