/**
 * Customer user form rules (spec A §5): login, name and e-mail required; e-mail must match a standard pattern;
 * existing users are read-only and can only be deleted.
 */
import { USER_LOGIN_MAX, USER_NAME_MAX } from '../partners/partner-user.model';
import { FIELD_TOO_LONG } from '../partners/partner.rules';
import { INVALID_EMAIL_KEY, isEmail } from '../shared/email';
import { isBlank, requireFields, type RuleError } from '../shared/errors';
import type { CustomerUserInput } from './customer-user.model';

export function validateCustomerUser(input: CustomerUserInput): RuleError[] {
  const errors = requireFields(input, ['login', 'name', 'email']);
  if (!isBlank(input.email) && !isEmail(input.email)) errors.push({ key: INVALID_EMAIL_KEY, field: 'email' });
  if (input.login.trim().length > USER_LOGIN_MAX)
    errors.push({ key: FIELD_TOO_LONG, field: 'login', params: { max: USER_LOGIN_MAX } });
  if (input.name.trim().length > USER_NAME_MAX)
    errors.push({ key: FIELD_TOO_LONG, field: 'name', params: { max: USER_NAME_MAX } });
  return errors;
}

/** spec A §5: a stored customer user is read-only. */
export function isCustomerUserReadOnly(id: number | undefined): boolean {
  return id !== undefined;
}

export function normaliseCustomerUser(input: CustomerUserInput): CustomerUserInput {
  return { login: input.login.trim(), name: input.name.trim(), email: input.email.trim() };
}
