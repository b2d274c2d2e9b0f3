/**
 * CustomerLotPort over the API (spec B §7 "Lots, tags, readings"): the lot table and record (the uniform resource),
 * the cards' totals, the sub-lots and the partner lots they are cut from, and the products the form offers.
 */
import {
  availablePartnerLotFromWire,
  availablePartnerLotQueryToWire,
  customerLotContract,
  customerLotFromWire,
  customerLotRowFromWire,
  customerLotSaveWire,
  listQueryToWire,
  lotTotalsFromWire,
  pageFromWire,
  productContract,
  productOptionFromWire,
  subLotFromWire,
  subLotInputToWire,
  subLotInputWire,
} from '@tagtrail/contract';
import type {
  AvailablePartnerLot,
  AvailablePartnerLotQuery,
  Cancellation,
  CustomerLot,
  CustomerLotPort,
  CustomerLotRow,
  CustomerLotSave,
  ListQuery,
  LotTotals,
  Page,
  ProductOption,
  SequenceRange,
  SubLot,
} from '@tagtrail/domain';
import type { ApiClient } from '../http/api-client';
import { renamingFields } from '../http/error-fields';
import { HttpResource, resourceWire } from '../http/http-resource';

const CUSTOMER_LOT_WIRE = resourceWire(customerLotContract, {
  row: customerLotRowFromWire,
  record: customerLotFromWire,
  input: customerLotSaveWire,
});

export class CustomerLotHttpAdapter
  extends HttpResource<CustomerLotRow, CustomerLot, CustomerLotSave>
  implements CustomerLotPort
{
  constructor(api: ApiClient) {
    super(api, CUSTOMER_LOT_WIRE);
  }

  async totals(signal?: Cancellation): Promise<LotTotals> {
    return lotTotalsFromWire(await this.api.call(customerLotContract.totals, { signal }));
  }

  async subLots(customerLotId: number, query: ListQuery, signal?: Cancellation): Promise<Page<SubLot>> {
    const wire = await this.api.call(customerLotContract.subLots, {
      params: { id: customerLotId },
      query: listQueryToWire(query),
      signal,
    });
    return pageFromWire(wire, subLotFromWire);
  }

  async addSubLot(customerLotId: number, partnerLotId: number, range?: SequenceRange): Promise<void> {
    await renamingFields(
      this.api.call(customerLotContract.addSubLot, {
        params: { id: customerLotId },
        body: subLotInputToWire(partnerLotId, range),
      }),
      subLotInputWire.domainNames,
    );
  }

  async removeSubLot(customerLotId: number, subLotId: number): Promise<void> {
    await this.api.call(customerLotContract.removeSubLot, { params: { id: customerLotId, subId: subLotId } });
  }

  async availablePartnerLots(
    query: AvailablePartnerLotQuery,
    signal?: Cancellation,
  ): Promise<Page<AvailablePartnerLot>> {
    const wire = await this.api.call(customerLotContract.availablePartnerLots, {
      query: availablePartnerLotQueryToWire(query),
      signal,
    });
    return pageFromWire(wire, availablePartnerLotFromWire);
  }

  async productOptions(signal?: Cancellation): Promise<readonly ProductOption[]> {
    return (await this.api.call(productContract.options, { signal })).map(productOptionFromWire);
  }
}
