/**
 * Prize codes over the API (spec B §7): the customer area's lookup and withdrawal (GET promocao/resgates/{code},
 * POST promocao/{id}/premiados/{code}) and the point of sale's (GET pontovenda/premiados paged, GET
 * pontovenda/premiados/{code}, POST pontovenda/premiados with codigoPromocional). A 404 on a lookup is "no such
 * code", answered as `null`; a refusal's wire fields are renamed to the domain's, so the form shows each on its field.
 */
import {
  listQueryToWire,
  pageFromWire,
  pointOfSalePrizeLookupFromWire,
  pointOfSaleRedemptionContract,
  pointOfSaleWinnerFromWire,
  pointOfSaleWithdrawalToWire,
  pointOfSaleWithdrawalWire,
  prizeLookupFromWire,
  promotionContract,
  withdrawalToWire,
} from '@tagtrail/contract';
import {
  PortError,
  type Cancellation,
  type ListQuery,
  type Page,
  type PointOfSaleRedemptionPort,
  type PointOfSaleWinner,
  type PrizeCodePort,
  type PrizeLookup,
  type WithdrawalRequest,
} from '@tagtrail/domain';
import type { ApiClient } from '../http/api-client';
import { renamingFields } from '../http/error-fields';

const WITHDRAWAL_FIELDS = pointOfSaleWithdrawalWire.domainNames;

/** spec B §7: 404 means not found (`null`); any other failure reaches the caller (LOADING_CODE_ERROR). */
async function orNotFound<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof PortError && error.status === 404) return null;
    throw error;
  }
}

/** The customer area's prize codes (PromotionPort's lookupCode and withdraw, for an adapter to delegate to). */
export class PromotionPrizeCodeHttpAdapter implements PrizeCodePort {
  constructor(private readonly api: ApiClient) {}

  async lookupCode(code: string, signal?: Cancellation): Promise<PrizeLookup | null> {
    const wire = await orNotFound(this.api.call(promotionContract.lookupCode, { params: { code }, signal }));
    return wire === null ? null : prizeLookupFromWire(wire);
  }

  async withdraw(request: WithdrawalRequest): Promise<void> {
    await renamingFields(
      this.api.call(promotionContract.withdraw, {
        params: { id: request.promotionId, code: request.code },
        body: withdrawalToWire(request.withdrawal),
      }),
      WITHDRAWAL_FIELDS,
    );
  }
}

/** The point of sale's winners, a code's lookup and the withdrawal (role pointofsale). */
export class PointOfSaleRedemptionHttpAdapter implements PointOfSaleRedemptionPort {
  constructor(private readonly api: ApiClient) {}

  async winners(query: ListQuery, signal?: Cancellation): Promise<Page<PointOfSaleWinner>> {
    const wire = await this.api.call(pointOfSaleRedemptionContract.winners, { query: listQueryToWire(query), signal });
    return pageFromWire(wire, pointOfSaleWinnerFromWire);
  }

  async lookupCode(code: string, signal?: Cancellation): Promise<PrizeLookup | null> {
    const wire = await orNotFound(
      this.api.call(pointOfSaleRedemptionContract.lookupCode, { params: { code }, signal }),
    );
    return wire === null ? null : pointOfSalePrizeLookupFromWire(wire);
  }

  /** The code goes in the body (codigoPromocional); the promotion is the code's own, so the request's is not sent. */
  async withdraw(request: WithdrawalRequest): Promise<void> {
    await renamingFields(
      this.api.call(pointOfSaleRedemptionContract.withdraw, {
        body: pointOfSaleWithdrawalToWire({ ...request.withdrawal, code: request.code }),
      }),
      WITHDRAWAL_FIELDS,
    );
  }
}
