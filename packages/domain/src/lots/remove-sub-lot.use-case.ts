/**
 * Unlink a sub-lot. Whether it is in use only the server knows (its tags' readings), so a refusal comes
 * back from the port as a PortError whose message key is SUBLOT_IN_USE; the view shows it, else
 * DELETE_SUBLOT_MESSAGE_ERROR (spec B §8).
 */
import { PortError } from '../shared/errors';
import type { Outcome } from '../shared/save-result';
import type { CustomerLotPort } from './customer-lot.port';
import { DELETE_SUBLOT_MESSAGE_ERROR, SUBLOT_IN_USE } from './sub-lot.rules';

export async function removeSubLot(port: CustomerLotPort, customerLotId: number, subLotId: number): Promise<Outcome> {
  try {
    await port.removeSubLot(customerLotId, subLotId);
    return { ok: true };
  } catch (error) {
    const inUse = error instanceof PortError && error.messageKey === SUBLOT_IN_USE;
    return { ok: false, errors: [{ key: inUse ? SUBLOT_IN_USE : DELETE_SUBLOT_MESSAGE_ERROR }] };
  }
}
