/**
 * Partner-area lot edit (spec A §5): the customer is required; a lot that can no longer change hands (spec A §2), or
 * whose history belongs to its customer (issue 24 §5), keeps the customer it has.
 */
import { requireFields, type RuleError } from '../shared/errors';
import { canEditPartnerLot, type PartnerLot, type PartnerLotCustomerInput } from './partner-lot.model';

/** spec A §2: a lot whose tags are all used, or that has a product, is no longer given to another customer. */
export const PARTNER_LOT_NOT_EDITABLE = 'PARTNER_LOT_NOT_EDITABLE';

/** What the edit form offers, enforced: the lot may still change hands (see canEditPartnerLot). */
export function partnerLotEditErrors(lot: Pick<PartnerLot, 'availableTags' | 'productId'>): RuleError[] {
  return canEditPartnerLot(lot) ? [] : [{ key: PARTNER_LOT_NOT_EDITABLE }];
}

/** Issue 24 §5: the lot's tags have been read or taken into a customer's lots, so it stays with its customer. */
export const PARTNER_LOT_HAS_HISTORY = 'PARTNER_LOT_HAS_HISTORY';

/** What the server knows of a partner lot's past: facts read from the database, never sent by the client. */
export interface PartnerLotHistory {
  /** Any tag of the lot has been read. */
  readonly hasReadings: boolean;
  /** Any tag of the lot is in a customer lot (a sub-lot took it). */
  readonly hasTagsInCustomerLots: boolean;
}

/**
 * Issue 24 §5: a lot's readings and the devices behind them, and the customer lots that took its tags, belong to the
 * customer it was given to; giving the lot to another customer would hand that customer all of them, and taking it
 * back (the administrator's form may leave the customer blank) would leave readings that are a customer's with none
 * (issue 30 §2: a stored reading always has its customer). So a lot with any history keeps the customer it has. A
 * first customer (none yet) and the same customer again are allowed.
 */
export function partnerLotCustomerChangeErrors(
  currentCustomerId: number | null,
  askedCustomerId: number | null,
  history: PartnerLotHistory,
): RuleError[] {
  const changesHands = currentCustomerId !== null && askedCustomerId !== currentCustomerId;
  const hasHistory = history.hasReadings || history.hasTagsInCustomerLots;
  return changesHands && hasHistory ? [{ field: 'customerId', key: PARTNER_LOT_HAS_HISTORY }] : [];
}

export function validatePartnerLotCustomer(input: PartnerLotCustomerInput): RuleError[] {
  return requireFields(input, ['customerId']);
}
