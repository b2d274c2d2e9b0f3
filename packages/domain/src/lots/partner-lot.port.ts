/** What the partner-area lot screens need (spec A §7 "Partner lots and tags"). */
import type { Cancellation } from '../shared/cancellation';
import type { ListQuery, Page } from '../shared/paging';
import type { ListPort } from '../shared/resource.port';
import type { PartnerCustomerLot } from './customer-lot.model';
import type { PartnerLot, PartnerLotCustomerInput, QrCodeFormat, QrCodesFile } from './partner-lot.model';

export interface PartnerLotPort extends ListPort<PartnerLot> {
  get(id: number, signal?: Cancellation): Promise<PartnerLot>;
  /** Gives the lot to a customer; answers the id. */
  updateCustomer(id: number, input: PartnerLotCustomerInput): Promise<number>;
  /**
   * The QR codes of a QrCode lot as text, for saving as a .txt file (spec A §2): `/t/` links by default, or Digital
   * Links for the tags whose product has a GTIN (issue 29 §4).
   */
  downloadQrCodes(id: number, format?: QrCodeFormat, signal?: Cancellation): Promise<QrCodesFile>;
  /** The customer lots fed from one partner lot (spec A §2 "/lotes/{clienteId}/lotesClientes"). */
  customerLots(partnerLotId: number, query: ListQuery, signal?: Cancellation): Promise<Page<PartnerCustomerLot>>;
  /**
   * Every customer lot fed from one partner lot, filtered and sorted as `query` says, as one stream: that list's
   * export. Optional as ListPort's allRows: without it the export pages through `customerLots`.
   */
  allCustomerLots?(partnerLotId: number, query: ListQuery, signal?: Cancellation): AsyncIterable<PartnerCustomerLot>;
}
export const PartnerLotPortToken = Symbol.for('PartnerLotPort');
