/** Partner-area lot edit (spec A §5): the customer is required. */
import { requireFields, type RuleError } from '../shared/errors';
import type { PartnerLotCustomerInput } from './partner-lot.model';

export function validatePartnerLotCustomer(input: PartnerLotCustomerInput): RuleError[] {
  return requireFields(input, ['customerId']);
}
