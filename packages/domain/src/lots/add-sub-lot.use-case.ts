/** Link a partner lot to a customer lot as a sub-lot (spec B §5: adding needs a selected partner lot). */
import type { Outcome } from '../shared/save-result';
import type { CustomerLotPort } from './customer-lot.port';
import { validateSubLotAdd, type SequenceRange } from './sub-lot.rules';

export async function addSubLot(
  port: CustomerLotPort,
  customerLotId: number,
  partnerLotId: number | null,
  range?: SequenceRange,
): Promise<Outcome> {
  const errors = validateSubLotAdd({ partnerLotId });
  if (partnerLotId === null || errors.length > 0) return { ok: false, errors };
  await port.addSubLot(customerLotId, partnerLotId, range);
  return { ok: true };
}
