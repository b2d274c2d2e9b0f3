/** Save a customer lot (spec B §5): dates, then required fields, then what is sent is normalised and saved. */
import { saveRecord, type SaveResult } from '../shared/save-result';
import type { CustomerLotInput } from './customer-lot.model';
import type { CustomerLotPort } from './customer-lot.port';
import { customerLotToSave, validateCustomerLot } from './customer-lot.rules';

export function saveCustomerLot(
  port: CustomerLotPort,
  id: number | undefined,
  input: CustomerLotInput,
): Promise<SaveResult> {
  return saveRecord(port, id, validateCustomerLot(input), () => customerLotToSave(input));
}
