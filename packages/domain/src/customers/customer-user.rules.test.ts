import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isUserAccountReadOnly,
  normaliseUserAccount,
  USER_LOGIN_MAX,
  USER_NAME_MAX,
} from '../identity/user-account.rules';
import { FIELD_TOO_LONG, INVALID_EMAIL_KEY, REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import { emptyCustomerUserInput } from './customer-user.model';
import { validateCustomerUser } from './customer-user.rules';

const valid = { login: 'maria', name: 'Maria Silva', email: 'maria@acme.test' };

describe('customer user form rules (spec A §5)', () => {
  it('accepts a user with a login, a name and a standard e-mail', () => {
    expect(validateCustomerUser(valid)).toEqual([]);
  });

  it('refuses a user without a login, a name or an e-mail', () => {
    expect(validateCustomerUser(emptyCustomerUserInput)).toEqual([
      { key: REQUIRED_FIELD_MESSAGE, field: 'login' },
      { key: REQUIRED_FIELD_MESSAGE, field: 'name' },
      { key: REQUIRED_FIELD_MESSAGE, field: 'email' },
    ]);
  });

  it('refuses an e-mail that does not match a standard pattern', () => {
    for (const email of ['maria', 'maria@', '@acme.test', 'maria@acme', 'maria silva@acme.test']) {
      expect(validateCustomerUser({ ...valid, email })).toEqual([{ key: INVALID_EMAIL_KEY, field: 'email' }]);
    }
  });

  it('property: any local@domain.tld address is accepted', () => {
    const part = fc.stringMatching(/^[a-z0-9]{1,12}$/);
    fc.assert(
      fc.property(part, part, fc.constantFrom('com', 'test', 'com.br'), (local, domain, tld) => {
        expect(validateCustomerUser({ ...valid, email: `${local}@${domain}.${tld}` })).toEqual([]);
      }),
    );
  });

  it('refuses a login or name longer than an account holds', () => {
    expect(
      validateCustomerUser({ ...valid, login: 'x'.repeat(USER_LOGIN_MAX + 1), name: 'y'.repeat(USER_NAME_MAX + 1) }),
    ).toEqual([
      { key: FIELD_TOO_LONG, field: 'login', params: { max: USER_LOGIN_MAX } },
      { key: FIELD_TOO_LONG, field: 'name', params: { max: USER_NAME_MAX } },
    ]);
  });

  it('treats a stored user as read-only (it can only be deleted)', () => {
    expect(isUserAccountReadOnly(7)).toBe(true);
    expect(isUserAccountReadOnly(undefined)).toBe(false);
  });

  it('stores the fields without surrounding spaces', () => {
    expect(normaliseUserAccount({ login: ' maria ', name: ' Maria ', email: ' maria@acme.test ' })).toEqual({
      login: 'maria',
      name: 'Maria',
      email: 'maria@acme.test',
    });
  });
});
