/**
 * Partner form rules (spec A §5): nome and cnpj required. The spec shows no format for the tax id; it is a CNPJ
 * (issue 8 §7), so its check digits are checked — alphanumeric ones too (DESIGN "Domain").
 */
import { maxLengthErrors, requireFields, type RuleError } from '../shared/errors';
import { cnpjErrors, compactTaxId } from '../shared/tax-id';
import { PARTNER_NAME_MAX, PARTNER_TAX_ID_MAX, type PartnerInput } from './partner.model';

export const PARTNER_IN_USE = 'PARTNER_IN_USE';

export function validatePartner(input: PartnerInput): RuleError[] {
  return [
    // A tax id of mask characters alone ('-', '.') is as empty as a blank one.
    ...requireFields({ ...input, taxId: compactTaxId(input.taxId) }, ['name', 'taxId']),
    ...maxLengthErrors(input.name, 'name', PARTNER_NAME_MAX),
    ...taxIdErrors(input.taxId),
  ];
}

/** One message for the tax id: too long for its column, else not a CNPJ (an empty one is the required check's). */
function taxIdErrors(taxId: string): RuleError[] {
  if (compactTaxId(taxId) === '') return [];
  const tooLong = maxLengthErrors(taxId, 'taxId', PARTNER_TAX_ID_MAX);
  return tooLong.length > 0 ? tooLong : cnpjErrors(taxId, 'taxId');
}

/** What is stored: the name trimmed, the CNPJ without its mask and upper case (shown masked: formatCnpj). */
export function normalisePartner(input: PartnerInput): PartnerInput {
  return { name: input.name.trim(), taxId: compactTaxId(input.taxId.trim()) };
}
