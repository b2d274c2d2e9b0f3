/** The partner gives one of its lots to a customer (spec A §2 "/lote/{id?}", §5: customer required). */
import type { SaveResult } from '../shared/save-result';
import type { PartnerLotCustomerInput } from './partner-lot.model';
import type { PartnerLotPort } from './partner-lot.port';
import { validatePartnerLotCustomer } from './partner-lot.rules';

export async function updatePartnerLotCustomer(
  port: PartnerLotPort,
  id: number,
  input: PartnerLotCustomerInput,
): Promise<SaveResult> {
  const errors = validatePartnerLotCustomer(input);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, id: await port.updateCustomer(id, input) };
}
