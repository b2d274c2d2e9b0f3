/**
 * Partner user form rules (spec A §5): usuario required; for a new user nome and email also required; email must
 * match a standard e-mail pattern. Existing users are read-only.
 */
import { INVALID_EMAIL_KEY, isEmail } from '../shared/email';
import { isBlank, requireFields, type RuleError } from '../shared/errors';
import { USER_LOGIN_MAX, USER_NAME_MAX, type PartnerUserInput } from './partner-user.model';
import { FIELD_TOO_LONG } from './partner.rules';

/** `isNew` is false when the form shows a stored user; such a form saves nothing. */
export function validatePartnerUser(input: PartnerUserInput, isNew: boolean): RuleError[] {
  const errors = requireFields(input, isNew ? ['login', 'name', 'email'] : ['login']);
  if (!isBlank(input.email) && !isEmail(input.email)) errors.push({ key: INVALID_EMAIL_KEY, field: 'email' });
  if (input.login.trim().length > USER_LOGIN_MAX)
    errors.push({ key: FIELD_TOO_LONG, field: 'login', params: { max: USER_LOGIN_MAX } });
  if (input.name.trim().length > USER_NAME_MAX)
    errors.push({ key: FIELD_TOO_LONG, field: 'name', params: { max: USER_NAME_MAX } });
  return errors;
}

/** spec A §2, §5: a stored user is view-only (and can be deleted). */
export function isPartnerUserReadOnly(id: number | undefined): boolean {
  return id !== undefined;
}

export function normalisePartnerUser(input: PartnerUserInput): PartnerUserInput {
  return { login: input.login.trim(), name: input.name.trim(), email: input.email.trim() };
}
