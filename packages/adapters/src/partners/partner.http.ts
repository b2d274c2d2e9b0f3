/** PartnerPort over the API (spec A §7 "Partners"): English domain names in, Portuguese wire names out. */
import {
  listQueryToWire,
  rowsFromWire,
  pageFromWire,
  partnerContract,
  partnerFromWire,
  partnerInputToWire,
} from '@tagtrail/contract';
import type { Cancellation, ListQuery, Page, Partner, PartnerInput, PartnerPort, PartnerRow } from '@tagtrail/domain';
import type { ApiClient } from '../http/api-client';

export class PartnerHttpAdapter implements PartnerPort {
  constructor(private readonly api: ApiClient) {}

  async list(query: ListQuery, signal?: Cancellation): Promise<Page<PartnerRow>> {
    const wire = await this.api.call(partnerContract.list, { query: listQueryToWire(query), signal });
    return pageFromWire(wire, partnerFromWire);
  }

  allRows(query: ListQuery, signal?: Cancellation): AsyncIterable<PartnerRow> {
    return rowsFromWire(
      this.api.allRecords(partnerContract.list, { query: listQueryToWire(query), signal }),
      partnerFromWire,
    );
  }

  async get(id: number, signal?: Cancellation): Promise<Partner> {
    return partnerFromWire(await this.api.call(partnerContract.get, { params: { id }, signal }));
  }

  create(input: PartnerInput): Promise<number> {
    return this.api.call(partnerContract.create, { body: partnerInputToWire(input) });
  }

  update(id: number, input: PartnerInput): Promise<number> {
    return this.api.call(partnerContract.update, { params: { id }, body: partnerInputToWire(input) });
  }

  async remove(id: number): Promise<void> {
    await this.api.call(partnerContract.remove, { params: { id } });
  }
}
