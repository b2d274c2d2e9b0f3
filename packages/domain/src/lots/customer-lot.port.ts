/** What the customer-area lot screens need (spec B §7 "Lots, tags, readings"). */
import type { Cancellation } from '../shared/cancellation';
import type { ListQuery, Page } from '../shared/paging';
import type { ResourcePort } from '../shared/resource.port';
import type { ProductOption } from '../catalogue/product.model';
import type { CustomerLot, CustomerLotRow, CustomerLotSave } from './customer-lot.model';
import type { LotTotals } from './lot-totals.model';
import type { AvailablePartnerLot } from './partner-lot.model';
import type { SubLot } from './sub-lot.model';
import type { SequenceRange } from './sub-lot.rules';

export interface AvailablePartnerLotQuery extends ListQuery {
  /** Only partner lots of this product (spec B §7: optional query produtoId). */
  readonly productId?: number;
}

export interface CustomerLotPort extends ResourcePort<CustomerLotRow, CustomerLot, CustomerLotSave> {
  totals(signal?: Cancellation): Promise<LotTotals>;
  subLots(customerLotId: number, query: ListQuery, signal?: Cancellation): Promise<Page<SubLot>>;
  /** Links a partner lot (the whole of it, or a range of its tags; 0/0 is whole) to the customer lot as a sub-lot. */
  addSubLot(customerLotId: number, partnerLotId: number, range?: SequenceRange): Promise<void>;
  /** Unlinks a sub-lot; refused with SUBLOT_IN_USE once its tags have been read. */
  removeSubLot(customerLotId: number, subLotId: number): Promise<void>;
  availablePartnerLots(query: AvailablePartnerLotQuery, signal?: Cancellation): Promise<Page<AvailablePartnerLot>>;
  /** The products the lot form offers (spec B §7 "areacliente/produtos/options", the product select's call too). */
  productOptions(signal?: Cancellation): Promise<readonly ProductOption[]>;
}
export const CustomerLotPortToken = Symbol.for('CustomerLotPort');
