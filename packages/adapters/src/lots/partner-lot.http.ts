/**
 * PartnerLotPort over the API (spec A §7 "Partner lots and tags"): the partner's lots, giving one to a customer, the
 * QR codes of a QrCode lot as text (`/t/` links or GS1 Digital Links, issue 29 §4), and the customer lots fed from a
 * lot.
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
  qrCodesQueryToWire,
} from '@tagtrail/contract';
import {
  readQrCodesFile,
  type Cancellation,
  type ListQuery,
  type Page,
  type PartnerCustomerLot,
  type PartnerLot,
  type PartnerLotCustomerInput,
  type PartnerLotPort,
  type QrCodeFormat,
  type QrCodesFile,
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

  async downloadQrCodes(id: number, format: QrCodeFormat = 'tagtrail', signal?: Cancellation): Promise<QrCodesFile> {
    const text = await this.api.call(partnerLotContract.downloadQrCodes, {
      params: { id },
      // The default file is asked for as the spec asks for it, without a query.
      ...(format === 'tagtrail' ? {} : { query: qrCodesQueryToWire(format) }),
      signal,
    });
    return readQrCodesFile(text, format);
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
