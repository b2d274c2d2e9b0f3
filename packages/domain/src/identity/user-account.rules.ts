/**
 * What every sign-in account form shares. Partner users, customer users and sales points are accounts of one
 * accounts table (spec A §3, B §3: usuario, nome, email), so they hold the same lengths, are stored trimmed, and —
 * for partner and customer users — are read-only once stored (spec A §5).
 */
import { emailErrors } from '../shared/email';
import { maxLengthErrors, requireFields, type RuleError } from '../shared/errors';

/** Longest sign-in name and person's name an account may have. */
export const USER_LOGIN_MAX = 100;
export const USER_NAME_MAX = 150;

export interface UserAccountInput {
  readonly login: string;
  readonly name: string;
  readonly email: string;
}

/** The server's refusal of a login another account (of any partner, customer or role) already has, case aside. */
export const USERNAME_TAKEN = 'USERNAME_TAKEN';

/**
 * A new partner or customer user's rules (spec A §5): login, name and e-mail required, the e-mail in a standard
 * pattern, lengths an account holds. A stored user is only viewed (`isUserAccountReadOnly`): nothing to check.
 */
export function validateUserAccount(input: UserAccountInput): RuleError[] {
  return [
    ...requireFields(input, ['login', 'name', 'email']),
    ...emailErrors(input.email),
    ...accountLengthErrors(input),
  ];
}

/** FIELD_TOO_LONG for a login or a name longer than an account holds, once trimmed. */
export function accountLengthErrors(input: Pick<UserAccountInput, 'login' | 'name'>): RuleError[] {
  return [
    ...maxLengthErrors(input.login, 'login', USER_LOGIN_MAX),
    ...maxLengthErrors(input.name, 'name', USER_NAME_MAX),
  ];
}

/** What is stored: surrounding white space is never meaningful in a login, a name or an e-mail. */
export function normaliseUserAccount(input: UserAccountInput): UserAccountInput {
  return { login: input.login.trim(), name: input.name.trim(), email: input.email.trim() };
}

/** spec A §2, §5: "Existing users are read-only" (they can only be deleted). `id` is undefined for a new user. */
export function isUserAccountReadOnly(id: number | undefined): boolean {
  return id !== undefined;
}
