/**
 * Customer user form rules (spec A §5): login, name and e-mail required; e-mail must match a standard pattern;
 * existing users are read-only and can only be deleted (`isUserAccountReadOnly`, identity/user-account.rules).
 */
import { accountLengthErrors } from '../identity/user-account.rules';
import { emailErrors } from '../shared/email';
import { requireFields, type RuleError } from '../shared/errors';
import type { CustomerUserInput } from './customer-user.model';

export function validateCustomerUser(input: CustomerUserInput): RuleError[] {
  return [
    ...requireFields(input, ['login', 'name', 'email']),
    ...emailErrors(input.email),
    ...accountLengthErrors(input),
  ];
}
