/** The customer area's promotions (spec B §7 "Promotions"): the uniform resource shape plus processing, winners and prize codes. */
import type { Cancellation } from '../shared/cancellation';
import type { ListQuery, Page } from '../shared/paging';
import type { ResourcePort } from '../shared/resource.port';
import type { PromotionDrawRecord } from './draw-record.model';
import type { PrizeCodePort } from './prize-code.port';
import type { PromotionFilterOptions, PromotionReadingFilter } from './promotion-filter.model';
import type { Promotion, PromotionEntryCounts, PromotionInput, PromotionRow, PromotionStatus } from './promotion.model';
import type { PromotionWinner } from './winner.model';

export interface PromotionPort extends ResourcePort<PromotionRow, Promotion, PromotionInput>, PrizeCodePort {
  /** Products, countries, states and cities a promotion may be limited to. */
  filterOptions(signal?: Cancellation): Promise<PromotionFilterOptions>;
  status(id: number, signal?: Cancellation): Promise<PromotionStatus>;
  /** How many readings the promotion's filter selects. */
  possibleWinners(id: number, signal?: Cancellation): Promise<number>;
  /** Its entries and what each rule kept out (issue 24 §3). */
  entryCounts(id: number, signal?: Cancellation): Promise<PromotionEntryCounts>;
  /** Starts processing (status 1 → 2); resolves once the server has recorded status 2. */
  process(id: number, filter: PromotionReadingFilter): Promise<void>;
  /** Resends the notifications (status 4 → 3). */
  reprocess(id: number, filter: PromotionReadingFilter): Promise<void>;
  winners(id: number, query: ListQuery, signal?: Cancellation): Promise<Page<PromotionWinner>>;
  /** The draw anyone can audit (issue 13 §5): the seed's commitment from Process on, the seed and lists once drawn. */
  drawRecord(id: number, signal?: Cancellation): Promise<PromotionDrawRecord>;
}
export const PromotionPortToken = Symbol.for('PromotionPort');
