/** PartnerTagPort over the API (spec A §7: GET areaparceiro/tags, paged and searched by tag id). */
import { listQueryToWire, rowsFromWire, pageFromWire, partnerTagContract, tagFromWire } from '@tagtrail/contract';
import type { Cancellation, ListQuery, Page, PartnerTagPort, Tag } from '@tagtrail/domain';
import type { ApiClient } from '../http/api-client';

export class PartnerTagHttpAdapter implements PartnerTagPort {
  constructor(private readonly api: ApiClient) {}

  async list(query: ListQuery, signal?: Cancellation): Promise<Page<Tag>> {
    const wire = await this.api.call(partnerTagContract.list, { query: listQueryToWire(query), signal });
    return pageFromWire(wire, tagFromWire);
  }

  allRows(query: ListQuery, signal?: Cancellation): AsyncIterable<Tag> {
    return rowsFromWire(
      this.api.allRecords(partnerTagContract.list, { query: listQueryToWire(query), signal }),
      tagFromWire,
    );
  }
}
