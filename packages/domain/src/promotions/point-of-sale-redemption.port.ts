/** The point of sale's prize redemption (spec B §7 "Point of sale"): its winners, a code's lookup, the withdrawal. */
import type { Cancellation } from '../shared/cancellation';
import type { ListQuery, Page } from '../shared/paging';
import type { PrizeCodePort } from './prize-code.port';
import type { PointOfSaleWinner } from './winner.model';

export interface PointOfSaleRedemptionPort extends PrizeCodePort {
  winners(query: ListQuery, signal?: Cancellation): Promise<Page<PointOfSaleWinner>>;
}
export const PointOfSaleRedemptionPortToken = Symbol.for('PointOfSaleRedemptionPort');
