/** A partner's users (spec A §7: GET/POST parceiro/{parceiroId}/usuarios, GET/DELETE parceiro/{parceiroId}/usuarios/{id}). */
import type { UserAccounts } from '../identity/user-accounts.port';
import type { CreatedPartnerUser, PartnerUser, PartnerUserRow } from './partner-user.model';

/** One partner's users; an administrator may also issue a stored user a new one-time password (issue 8 §8). */
export interface PartnerUsers extends UserAccounts<PartnerUserRow, PartnerUser, CreatedPartnerUser> {
  issueTemporaryPassword(id: number): Promise<CreatedPartnerUser>;
}

export interface PartnerUserPort {
  forPartner(partnerId: number): PartnerUsers;
}

export const PartnerUserPortToken = Symbol.for('PartnerUserPort');
