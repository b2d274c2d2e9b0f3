/** A partner's users (spec A §7: GET/POST parceiro/{parceiroId}/usuarios, GET/DELETE parceiro/{parceiroId}/usuarios/{id}). */
import type { Cancellation } from '../shared/cancellation';
import type { ListPort } from '../shared/resource.port';
import type { CreatedPartnerUser, PartnerUser, PartnerUserInput, PartnerUserRow } from './partner-user.model';

/** One partner's users: the shared shapes without update, since stored users are read-only (spec A §5). */
export interface PartnerUsers extends ListPort<PartnerUserRow> {
  get(id: number, signal?: Cancellation): Promise<PartnerUser>;
  /** Creates the account; the answer holds its one-time password, which nothing can read again. */
  create(input: PartnerUserInput): Promise<CreatedPartnerUser>;
  remove(id: number): Promise<void>;
  /**
   * A new one-time password for a stored user (ours, issue 8 §8): the old password and the account's sessions end;
   * the answer holds the new one, shown once.
   */
  issueTemporaryPassword(id: number): Promise<CreatedPartnerUser>;
}

export interface PartnerUserPort {
  forPartner(partnerId: number): PartnerUsers;
}

export const PartnerUserPortToken = Symbol.for('PartnerUserPort');
