/**
 * Partner user form rules (spec A §5): usuario required; for a new user nome and email also required; email must
 * match a standard e-mail pattern. Existing users are read-only (`isUserAccountReadOnly`, identity/user-account.rules).
 */
import { accountLengthErrors } from '../identity/user-account.rules';
import { emailErrors } from '../shared/email';
import { requireFields, type RuleError } from '../shared/errors';
import type { PartnerUserInput } from './partner-user.model';

/** The server's refusal of a login another account (of any partner or role) already has, case aside. */
export const USERNAME_TAKEN = 'USERNAME_TAKEN';

/** `isNew` is false when the form shows a stored user; such a form saves nothing. */
export function validatePartnerUser(input: PartnerUserInput, isNew: boolean): RuleError[] {
  return [
    ...requireFields(input, isNew ? ['login', 'name', 'email'] : ['login']),
    ...emailErrors(input.email),
    ...accountLengthErrors(input),
  ];
}
