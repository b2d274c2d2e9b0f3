/** Save a customer lot (spec B §5): dates, then required fields, then what is sent is normalised and saved. */
import type { CustomerLotInput } from './customer-lot.model';
import type { CustomerLotPort } from './customer-lot.port';
import { customerLotToSave, validateCustomerLot } from './customer-lot.rules';
import type { LotSaveResult } from './save-admin-lot.use-case';

export async function saveCustomerLot(
  port: CustomerLotPort,
  id: number | undefined,
  input: CustomerLotInput,
): Promise<LotSaveResult> {
  const errors = validateCustomerLot(input);
  if (errors.length > 0) return { ok: false, errors };
  const lot = customerLotToSave(input);
  const savedId = id === undefined ? await port.create(lot) : await port.update(id, lot);
  return { ok: true, id: savedId };
}
