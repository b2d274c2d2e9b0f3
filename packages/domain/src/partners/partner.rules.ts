/** Partner form rules (spec A §5): nome and cnpj required; the tax id format is not shown, so only its length is bounded. */
import { maxLengthErrors, requireFields, type RuleError } from '../shared/errors';
import { PARTNER_NAME_MAX, PARTNER_TAX_ID_MAX, type PartnerInput } from './partner.model';

export const PARTNER_IN_USE = 'PARTNER_IN_USE';

export function validatePartner(input: PartnerInput): RuleError[] {
  return [
    ...requireFields(input, ['name', 'taxId']),
    ...maxLengthErrors(input.name, 'name', PARTNER_NAME_MAX),
    ...maxLengthErrors(input.taxId, 'taxId', PARTNER_TAX_ID_MAX),
  ];
}

/** What is stored: surrounding white space is never meaningful in a name or tax id. */
export function normalisePartner(input: PartnerInput): PartnerInput {
  return { name: input.name.trim(), taxId: input.taxId.trim() };
}
