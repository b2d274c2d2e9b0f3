/**
 * The point of sale's prize redemption (spec B §7 "Point of sale"; issue 13 §7): its customer's winners, a code's
 * lookup and the withdrawal with the code in the body. A sales point's token carries its customer, and its calls run
 * in that customer's scope (db/tenancy.ts): row-level security shows it only its own customer's codes, so another
 * customer's code answers 404 exactly as a code nobody has — and counts, as any code not found does, against the
 * sales point's limit (issue 24 §2, withdrawal.ts). Each withdrawal is recorded with the sales point as its till;
 * the till lists only its own withdrawals, and a code withdrawn elsewhere shows when, not to whom.
 */
import {
  POINT_OF_SALE_WINNER_SORT_NAMES,
  pointOfSalePrizeLookupToWire,
  pointOfSaleRedemptionContract,
  pointOfSaleWinnerToWire,
} from '@tagtrail/contract';
import { customerOf } from '../catalogue/catalogue-failures';
import { sortedPageQuery } from '../http/list-query';
import type { Router } from '../http/route';
import type { AttemptThrottle } from '../identity';
import { promotionRepository } from './promotions.repository';
import { checkedWithdrawal, lookupOrNotFound, withdrawOrRefuse } from './withdrawal';

export function registerPointOfSaleRedemptionRoutes(router: Router, throttle: AttemptThrottle): void {
  // The prizes withdrawn at this till, the latest first (issue 24 §2: never a code still to be taken).
  router.route(pointOfSaleRedemptionContract.winners, async ({ query, caller, db }) => {
    const listQuery = sortedPageQuery(query, POINT_OF_SALE_WINNER_SORT_NAMES, {
      sort: 'withdrawnAt',
      direction: 'desc',
    });
    const page = await promotionRepository(db, customerOf(caller)).pointOfSaleWinners(listQuery, caller.userId);
    return { dataRecords: page.records.map(pointOfSaleWinnerToWire), countRecords: page.total };
  });

  router.route(pointOfSaleRedemptionContract.lookupCode, async ({ params, caller, db, reply }) => {
    const found = await lookupOrNotFound({ db, caller, reply, throttle }, params.code);
    // The withdrawer's data is this till's to see only when this till served them.
    const withdrawal = found.salesPointId === caller.userId ? found.withdrawal : null;
    return pointOfSalePrizeLookupToWire({ promotionId: found.promotionId, withdrawnAt: found.withdrawnAt, withdrawal });
  });

  router.route(pointOfSaleRedemptionContract.withdraw, async ({ body, caller, db, reply }) => {
    const withdrawal = checkedWithdrawal(body);
    await withdrawOrRefuse({ db, caller, reply, throttle }, body.codigoPromocional, undefined, withdrawal);
  });
}
