/**
 * PartnerLotPort over the API (spec A §7 "Partner lots and tags"): the partner's lots, giving one to a customer, the
 * QR codes of a QrCode lot as text, and the customer lots fed from a lot.
 */
import {
  listQueryToWire,
  rowsFromWire,
  pageFromWire,
  partnerCustomerLotFromWire,
  partnerLotContract,
  partnerLotCustomerInputToWire,
  partnerLotCustomerInputWire,
  partnerLotFromWire,
} from '@tagtrail/contract';
import type {
  Cancellation,
  ListQuery,
  Page,
  PartnerCustomerLot,
  PartnerLot,
  PartnerLotCustomerInput,
  PartnerLotPort,
} from '@tagtrail/domain';
import type { ApiClient } from '../http/api-client';
import { renamingFields } from '../http/error-fields';

export class PartnerLotHttpAdapter implements PartnerLotPort {
  constructor(private readonly api: ApiClient) {}

  async list(query: ListQuery, signal?: Cancellation): Promise<Page<PartnerLot>> {
    const wire = await this.api.call(partnerLotContract.list, { query: listQueryToWire(query), signal });
    return pageFromWire(wire, partnerLotFromWire);
  }

  allRows(query: ListQuery, signal?: Cancellation): AsyncIterable<PartnerLot> {
    return rowsFromWire(
      this.api.allRecords(partnerLotContract.list, { query: listQueryToWire(query), signal }),
      partnerLotFromWire,
    );
  }

  async get(id: number, signal?: Cancellation): Promise<PartnerLot> {
    return partnerLotFromWire(await this.api.call(partnerLotContract.get, { params: { id }, signal }));
  }

  updateCustomer(id: number, input: PartnerLotCustomerInput): Promise<number> {
    return renamingFields(
      this.api.call(partnerLotContract.updateCustomer, {
        params: { id },
        body: partnerLotCustomerInputToWire(input),
      }),
      partnerLotCustomerInputWire.domainNames,
    );
  }

  downloadQrCodes(id: number, signal?: Cancellation): Promise<string> {
    return this.api.call(partnerLotContract.downloadQrCodes, { params: { id }, signal });
  }

  async customerLots(partnerLotId: number, query: ListQuery, signal?: Cancellation): Promise<Page<PartnerCustomerLot>> {
    const wire = await this.api.call(partnerLotContract.customerLots, {
      params: { clienteId: partnerLotId },
      query: listQueryToWire(query),
      signal,
    });
    return pageFromWire(wire, partnerCustomerLotFromWire);
  }

  allCustomerLots(partnerLotId: number, query: ListQuery, signal?: Cancellation): AsyncIterable<PartnerCustomerLot> {
    return rowsFromWire(
      this.api.allRecords(partnerLotContract.customerLots, {
        params: { clienteId: partnerLotId },
        query: listQueryToWire(query),
        signal,
      }),
      partnerCustomerLotFromWire,
    );
  }
}
