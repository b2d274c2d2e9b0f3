/**
 * Change-password rules (spec A §5): all three fields required; new and confirmation must match
 * ('Passwords do not match.').
 */
import { requireFields, type RuleError } from '../shared/errors';
import type { ChangePasswordInput } from './change-password.model';

export const PASSWORDS_DO_NOT_MATCH = 'PASSWORDS_DO_NOT_MATCH';

export function validateChangePassword(input: ChangePasswordInput): RuleError[] {
  const errors = requireFields(input, ['currentPassword', 'newPassword', 'confirmation']);
  // Compared exactly: a space is part of a password.
  if (errors.length === 0 && input.newPassword !== input.confirmation)
    errors.push({ key: PASSWORDS_DO_NOT_MATCH, field: 'confirmation' });
  return errors;
}
