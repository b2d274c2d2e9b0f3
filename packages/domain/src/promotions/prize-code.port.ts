/**
 * What redeeming a prize code needs, whichever area does it: the customer area (PromotionPort) and the point of
 * sale (PointOfSaleRedemptionPort) both provide it, so one machine and one pair of use cases serve both.
 */
import type { Cancellation } from '../shared/cancellation';
import type { PrizeLookup, WithdrawalRequest } from './prize-redemption.model';

export interface PrizeCodePort {
  /** The prize behind a code; `null` when there is no such code (the HTTP adapter's 404). */
  lookupCode(code: string, signal?: Cancellation): Promise<PrizeLookup | null>;
  /** Records who takes the prize. The point of sale sends the code in the body, the customer area in the path. */
  withdraw(request: WithdrawalRequest): Promise<void>;
}
