/** Reset a sales point's password; answers the spec's message key either way (spec B §8). */
import type { Outcome } from '../shared/save-result';
import type { SalesPointPort } from './sales-point.port';

export const RESET_PASSWORD_SUCCESS = 'MESSAGE_RESET_PASSWORD_SUCCESS';
export const RESET_PASSWORD_ERROR = 'MESSAGE_RESET_PASSWORD_ERROR';

export async function resetSalesPointPassword(
  port: Pick<SalesPointPort, 'resetPassword'>,
  id: number,
): Promise<Outcome> {
  try {
    await port.resetPassword(id);
    return { ok: true };
  } catch {
    return { ok: false, errors: [{ key: RESET_PASSWORD_ERROR }] };
  }
}
