/** A partner's users (spec A §7: GET/POST parceiro/{parceiroId}/usuarios, GET/DELETE parceiro/{parceiroId}/usuarios/{id}). */
import type { ListPort, RecordPort } from '../shared/resource.port';
import type { PartnerUser, PartnerUserInput, PartnerUserRow } from './partner-user.model';

/** One partner's users: the shared shapes without update, since stored users are read-only. */
export type PartnerUsers = ListPort<PartnerUserRow> &
  Pick<RecordPort<PartnerUser, PartnerUserInput>, 'get' | 'create' | 'remove'>;

export interface PartnerUserPort {
  forPartner(partnerId: number): PartnerUsers;
}

export const PartnerUserPortToken = Symbol.for('PartnerUserPort');
