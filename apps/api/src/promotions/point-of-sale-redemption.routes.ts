/**
 * The point of sale's prize redemption (spec B §7 "Point of sale"; issue 13 §7): its customer's winners, a code's
 * lookup and the withdrawal with the code in the body. A sales point's token carries its customer, and its calls run
 * in that customer's scope (db/tenancy.ts): row-level security shows it only its own customer's codes, so another
 * customer's code answers 404 exactly as a code nobody has.
 */
import { pointOfSaleRedemptionContract, pointOfSaleWinnerToWire } from '@tagtrail/contract';
import { sortedPageQuery } from '../http/list-query';
import type { Router } from '../http/route';
import { promotionRepository, type PointOfSaleWinnerSort } from './promotions.repository';
import { checkedWithdrawal, lookupOrNotFound, withdrawOrRefuse } from './withdrawal';

const SORT_BY_WIRE_NAME: Readonly<Record<string, PointOfSaleWinnerSort>> = {
  nome: 'name',
  name: 'name',
  cpf: 'cpf',
  dataretirada: 'withdrawnAt',
  withdrawnat: 'withdrawnAt',
  codigo: 'code',
  code: 'code',
  promocaoprêmio: 'prize',
  promocaopremio: 'prize',
  premio: 'prize',
  prize: 'prize',
};

export function registerPointOfSaleRedemptionRoutes(router: Router): void {
  // The latest withdrawals first, the codes still to be taken after them.
  router.route(pointOfSaleRedemptionContract.winners, async ({ query, db }) => {
    const listQuery = sortedPageQuery(query, SORT_BY_WIRE_NAME, { sort: 'withdrawnAt', direction: 'desc' });
    const page = await promotionRepository(db).pointOfSaleWinners(listQuery);
    return { dataRecords: page.records.map(pointOfSaleWinnerToWire), countRecords: page.total };
  });

  router.route(pointOfSaleRedemptionContract.lookupCode, async ({ params, db }) => {
    const found = await lookupOrNotFound(db, params.code);
    return {
      promocaoId: found.promotionId,
      dataRetirada: found.withdrawnAt,
      nome: found.withdrawal?.name ?? null,
      cpf: found.withdrawal?.cpf ?? null,
      dataNascimento: found.withdrawal?.birthDate ?? null,
      endereco: found.withdrawal?.address ?? null,
    };
  });

  router.route(pointOfSaleRedemptionContract.withdraw, async ({ body, caller, db }) => {
    const withdrawal = checkedWithdrawal(body);
    await withdrawOrRefuse(db, body.codigoPromocional, undefined, withdrawal, caller.userId);
  });
}
