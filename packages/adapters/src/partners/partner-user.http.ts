/**
 * PartnerUserPort over the API (spec A §7 "Partners": parceiro/{parceiroId}/usuarios): the shared account calls
 * (http-user-accounts), with a new one-time password for a stored user (issue 8 §8).
 */
import {
  createdPartnerUserFromWire,
  partnerUserContract,
  partnerUserFromWire,
  partnerUserInputToWire,
  partnerUserRowFromWire,
} from '@tagtrail/contract';
import type { PartnerUserPort, PartnerUsers } from '@tagtrail/domain';
import type { ApiClient } from '../http/api-client';
import { httpUserAccounts, userAccountWire } from '../http/http-user-accounts';

const PARTNER_USER_WIRE = userAccountWire(partnerUserContract, {
  ownerParams: (parceiroId) => ({ parceiroId }),
  accountParam: 'id',
  row: partnerUserRowFromWire,
  account: partnerUserFromWire,
  created: createdPartnerUserFromWire,
  input: partnerUserInputToWire,
});

export class PartnerUserHttpAdapter implements PartnerUserPort {
  constructor(private readonly api: ApiClient) {}

  forPartner(partnerId: number): PartnerUsers {
    return httpUserAccounts(this.api, PARTNER_USER_WIRE, partnerId) as PartnerUsers;
  }
}
