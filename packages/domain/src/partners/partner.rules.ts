/** Partner form rules (spec A §5): nome and cnpj required; the tax id format is not shown, so only its length is bounded. */
import { requireFields, type RuleError } from '../shared/errors';
import { PARTNER_NAME_MAX, PARTNER_TAX_ID_MAX, type PartnerInput } from './partner.model';

export const PARTNER_IN_USE = 'PARTNER_IN_USE';
export const FIELD_TOO_LONG = 'FIELD_TOO_LONG';

export function validatePartner(input: PartnerInput): RuleError[] {
  const errors = requireFields(input, ['name', 'taxId']);
  if (input.name.trim().length > PARTNER_NAME_MAX)
    errors.push({ key: FIELD_TOO_LONG, field: 'name', params: { max: PARTNER_NAME_MAX } });
  if (input.taxId.trim().length > PARTNER_TAX_ID_MAX)
    errors.push({ key: FIELD_TOO_LONG, field: 'taxId', params: { max: PARTNER_TAX_ID_MAX } });
  return errors;
}

/** What is stored: surrounding white space is never meaningful in a name or tax id. */
export function normalisePartner(input: PartnerInput): PartnerInput {
  return { name: input.name.trim(), taxId: input.taxId.trim() };
}
