/**
 * Change-password rules (spec A §5): all three fields required; new and confirmation must match
 * ('Passwords do not match.'); a new password has at least PASSWORD_MIN_LENGTH characters (ours: the spec shows none).
 * The first sign-in with a temporary password asks for a new password by the same rules (`validateNewPassword`).
 */
import { requireFields, type RuleError } from '../shared/errors';
import type { ChangePasswordInput } from './change-password.model';

export const PASSWORDS_DO_NOT_MATCH = 'PASSWORDS_DO_NOT_MATCH';
/** A new password shorter than PASSWORD_MIN_LENGTH; `params.min` says the limit. */
export const PASSWORD_TOO_SHORT = 'PASSWORD_TOO_SHORT';
/** The fewest characters a new password may have. */
export const PASSWORD_MIN_LENGTH = 8;

export type NewPasswordInput = Pick<ChangePasswordInput, 'newPassword' | 'confirmation'>;

/** Characters as a person counts them (code points), so an emoji is one. */
const lengthOf = (text: string): number => Array.from(text).length;

/** A new password and its confirmation: both required, long enough, and equal. */
export function validateNewPassword(input: NewPasswordInput): RuleError[] {
  const errors = requireFields(input, ['newPassword', 'confirmation']);
  if (errors.length > 0) return errors;
  if (lengthOf(input.newPassword) < PASSWORD_MIN_LENGTH)
    errors.push({ key: PASSWORD_TOO_SHORT, field: 'newPassword', params: { min: PASSWORD_MIN_LENGTH } });
  // Compared exactly: a space is part of a password.
  if (input.newPassword !== input.confirmation) errors.push({ key: PASSWORDS_DO_NOT_MATCH, field: 'confirmation' });
  return errors;
}

export function validateChangePassword(input: ChangePasswordInput): RuleError[] {
  const required = requireFields(input, ['currentPassword', 'newPassword', 'confirmation']);
  return required.length > 0 ? required : validateNewPassword(input);
}
