/**
 * Change the signed-in user's password: rules, then the port. spec A §8: PasswordMismatch gives 'invalid password',
 * any other error 'update password error', success 'success update password' and then the caller signs the user out.
 */
import { PortError, type RuleError } from '../shared/errors';
import type { Outcome } from '../shared/save-result';
import type { ChangePasswordInput } from './change-password.model';
import type { PasswordPort } from './change-password.port';
import { validateChangePassword } from './change-password.rules';

export const PASSWORD_CHANGE_SUCCESS = 'SUCCESS_UPDATE_PASSWORD';
export const PASSWORD_INVALID = 'INVALID_PASSWORD';
export const PASSWORD_UPDATE_ERROR = 'UPDATE_PASSWORD_ERROR';
/**
 * Too many wrong current passwords: the server refuses every try, the right one too, for a while (429); `minutes`
 * says how long, as the server counted it.
 */
export const PASSWORD_TOO_MANY_ATTEMPTS = 'TOO_MANY_ATTEMPTS';

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
  } catch (error) {
    return { ok: false, errors: [waitOf(error) ?? { key: PASSWORD_UPDATE_ERROR }] };
  }
}

function waitOf(error: unknown): RuleError | undefined {
  if (!(error instanceof PortError) || error.status !== 429) return undefined;
  const minutes = error.details?.find((detail) => detail.key === PASSWORD_TOO_MANY_ATTEMPTS)?.params?.['minutes'];
  return typeof minutes === 'number' ? { key: PASSWORD_TOO_MANY_ATTEMPTS, params: { minutes } } : undefined;
}
