/** Reset a sales point's password; answers the spec's message key either way (spec B §8), and the new password. */
import type { Refusal } from '../shared/save-result';
import type { IssuedSalesPointPassword } from './sales-point.model';
import type { SalesPointPort } from './sales-point.port';

export const RESET_PASSWORD_SUCCESS = 'MESSAGE_RESET_PASSWORD_SUCCESS';
export const RESET_PASSWORD_ERROR = 'MESSAGE_RESET_PASSWORD_ERROR';

/** On success, the new one-time password (issue 10 §7: shown once). */
export type ResetSalesPointPasswordResult = { readonly ok: true; readonly issued: IssuedSalesPointPassword } | Refusal;

export async function resetSalesPointPassword(
  port: Pick<SalesPointPort, 'resetPassword'>,
  id: number,
): Promise<ResetSalesPointPasswordResult> {
  try {
    return { ok: true, issued: await port.resetPassword(id) };
  } catch {
    return { ok: false, errors: [{ key: RESET_PASSWORD_ERROR }] };
  }
}
