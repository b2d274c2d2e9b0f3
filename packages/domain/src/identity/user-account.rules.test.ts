import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_TOO_LONG } from '../shared/errors';
import {
  accountLengthErrors,
  isUserAccountReadOnly,
  normaliseUserAccount,
  USER_LOGIN_MAX,
  USER_NAME_MAX,
} from './user-account.rules';

describe('user accounts: partner users, customer users and sales points alike', () => {
  it('holds a login of 100 characters and a name of 150, once trimmed', () => {
    expect(accountLengthErrors({ login: `  ${'x'.repeat(USER_LOGIN_MAX)} `, name: 'y'.repeat(USER_NAME_MAX) })).toEqual(
      [],
    );
    expect(accountLengthErrors({ login: 'x'.repeat(101), name: 'y'.repeat(151) })).toEqual([
      { key: FIELD_TOO_LONG, field: 'login', params: { max: 100 } },
      { key: FIELD_TOO_LONG, field: 'name', params: { max: 150 } },
    ]);
  });

  it('treats a stored account as read-only (spec A §5: "Existing users are read-only")', () => {
    expect(isUserAccountReadOnly(1)).toBe(true);
    expect(isUserAccountReadOnly(undefined)).toBe(false);
  });

  it('property: normalising is idempotent and leaves no surrounding white space', () => {
    const text = fc.string({ maxLength: 12 });
    fc.assert(
      fc.property(text, text, text, (login, name, email) => {
        const once = normaliseUserAccount({ login, name, email });
        expect(normaliseUserAccount(once)).toEqual(once);
        expect(once).toEqual({ login: login.trim(), name: name.trim(), email: email.trim() });
      }),
    );
  });
});
