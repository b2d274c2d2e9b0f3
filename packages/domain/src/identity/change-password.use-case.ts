/**
 * Change the signed-in user's password: rules, then the port. spec A §8: PasswordMismatch gives 'invalid password',
 * any other error 'update password error', success 'success update password' and then the caller signs the user out.
 */
import type { RuleError } from '../shared/errors';
import type { Outcome } from '../shared/save-result';
import type { ChangePasswordInput } from './change-password.model';
import type { PasswordPort } from './change-password.port';
import { validateChangePassword } from './change-password.rules';

export const PASSWORD_CHANGE_SUCCESS = 'SUCCESS_UPDATE_PASSWORD';
export const PASSWORD_INVALID = 'INVALID_PASSWORD';
export const PASSWORD_UPDATE_ERROR = 'UPDATE_PASSWORD_ERROR';

export async function changePassword(port: PasswordPort, input: ChangePasswordInput): Promise<Outcome> {
  const errors = validateChangePassword(input);
  if (errors.length > 0) return { ok: false, errors };
  try {
    const answer = await port.change(input.currentPassword, input.newPassword);
    if (answer.ok) return { ok: true };
    const error: RuleError =
      answer.reason === 'PasswordMismatch'
        ? { key: PASSWORD_INVALID, field: 'currentPassword' }
        : { key: PASSWORD_UPDATE_ERROR };
    return { ok: false, errors: [error] };
  } catch {
    return { ok: false, errors: [{ key: PASSWORD_UPDATE_ERROR }] };
  }
}
