/**
 * PartnerUserPort over the API (spec A §7 "Partners": parceiro/{parceiroId}/usuarios): English domain names in,
 * Portuguese wire names out. The create answers the account's one-time password, shown once.
 */
import {
  createdPartnerUserFromWire,
  listQueryToWire,
  rowsFromWire,
  pageFromWire,
  partnerUserContract,
  partnerUserFromWire,
  partnerUserInputToWire,
  partnerUserRowFromWire,
} from '@tagtrail/contract';
import type {
  Cancellation,
  CreatedPartnerUser,
  ListQuery,
  Page,
  PartnerUser,
  PartnerUserInput,
  PartnerUserPort,
  PartnerUserRow,
  PartnerUsers,
} from '@tagtrail/domain';
import type { ApiClient } from '../http/api-client';
import { renamingFields, wireFieldNames } from '../http/error-fields';

const FIELDS = wireFieldNames(partnerUserInputToWire, ['login', 'name', 'email']);

export class PartnerUserHttpAdapter implements PartnerUserPort {
  constructor(private readonly api: ApiClient) {}

  forPartner(partnerId: number): PartnerUsers {
    const api = this.api;
    const parceiroId = partnerId;
    return {
      async list(query: ListQuery, signal?: Cancellation): Promise<Page<PartnerUserRow>> {
        const wire = await api.call(partnerUserContract.list, {
          params: { parceiroId },
          query: listQueryToWire(query),
          signal,
        });
        return pageFromWire(wire, partnerUserRowFromWire);
      },

      allRows(query: ListQuery, signal?: Cancellation): AsyncIterable<PartnerUserRow> {
        return rowsFromWire(
          api.allRecords(partnerUserContract.list, { params: { parceiroId }, query: listQueryToWire(query), signal }),
          partnerUserRowFromWire,
        );
      },

      async get(id: number, signal?: Cancellation): Promise<PartnerUser> {
        return partnerUserFromWire(await api.call(partnerUserContract.get, { params: { parceiroId, id }, signal }));
      },

      async create(input: PartnerUserInput): Promise<CreatedPartnerUser> {
        const answer = api.call(partnerUserContract.create, {
          params: { parceiroId },
          body: partnerUserInputToWire(input),
        });
        return createdPartnerUserFromWire(await renamingFields(answer, FIELDS));
      },

      async remove(id: number): Promise<void> {
        await api.call(partnerUserContract.remove, { params: { parceiroId, id } });
      },

      async issueTemporaryPassword(id: number): Promise<CreatedPartnerUser> {
        return createdPartnerUserFromWire(
          await api.call(partnerUserContract.issueTemporaryPassword, { params: { parceiroId, id } }),
        );
      },
    };
  }
}
