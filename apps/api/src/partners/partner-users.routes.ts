/**
 * The partner user calls of the contract (spec A §7 "Partners": parceiro/{parceiroId}/usuarios), for admins only:
 * the shared account calls (identity/user-account.routes) over the partner-role accounts tied to that partner, with
 * a new one-time password for a stored user (issue 8 §8).
 */
import {
  createdPartnerUserToWire,
  partnerUserContract,
  partnerUserInputFromWire,
  partnerUserRowToWire,
  partnerUserToWire,
} from '@tagtrail/contract';
import { notFound } from '../http/api-failure';
import type { Router } from '../http/route';
import { registerUserAccountRoutes } from '../identity/user-account.routes';
import { partnerRepository } from './partners.repository';

export function registerPartnerUserRoutes(router: Router): void {
  registerUserAccountRoutes(router, {
    calls: partnerUserContract,
    ownerParam: 'parceiroId',
    accountParam: 'id',
    scope: (partnerId) => ({ role: 'partner', partnerId }),
    requireOwner: async (db, partnerId) => {
      if ((await partnerRepository(db).get(partnerId)) === undefined) throw notFound();
    },
    row: partnerUserRowToWire,
    account: partnerUserToWire,
    input: partnerUserInputFromWire,
    created: createdPartnerUserToWire,
  });
}
