/** Partner-area lot edit (spec A §5): the customer is required. */
import { requireFields, type RuleError } from '../shared/errors';
import { canEditPartnerLot, type PartnerLot, type PartnerLotCustomerInput } from './partner-lot.model';

/** spec A §2: a lot whose tags are all used, or that has a product, is no longer given to another customer. */
export const PARTNER_LOT_NOT_EDITABLE = 'PARTNER_LOT_NOT_EDITABLE';

/** What the edit form offers, enforced: the lot may still change hands (see canEditPartnerLot). */
export function partnerLotEditErrors(lot: Pick<PartnerLot, 'availableTags' | 'productId'>): RuleError[] {
  return canEditPartnerLot(lot) ? [] : [{ key: PARTNER_LOT_NOT_EDITABLE }];
}

export function validatePartnerLotCustomer(input: PartnerLotCustomerInput): RuleError[] {
  return requireFields(input, ['customerId']);
}
