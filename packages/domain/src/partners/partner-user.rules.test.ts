import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isUserAccountReadOnly,
  normaliseUserAccount,
  USER_LOGIN_MAX,
  USER_NAME_MAX,
} from '../identity/user-account.rules';
import { FIELD_TOO_LONG, INVALID_EMAIL_KEY, REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import { emptyPartnerUserInput } from './partner-user.model';
import { validatePartnerUser } from './partner-user.rules';

const valid = { login: 'joao', name: 'João Souza', email: 'joao@partner.test' };

describe('partner user form rules (spec A §5)', () => {
  it('accepts a new user with usuario, nome and a standard e-mail', () => {
    expect(validatePartnerUser(valid, true)).toEqual([]);
  });

  it('refuses a user without usuario', () => {
    expect(validatePartnerUser({ ...valid, login: ' ' }, true)).toEqual([
      { key: REQUIRED_FIELD_MESSAGE, field: 'login' },
    ]);
    expect(validatePartnerUser({ ...valid, login: '' }, false)).toEqual([
      { key: REQUIRED_FIELD_MESSAGE, field: 'login' },
    ]);
  });

  it('for a new user, also refuses a missing nome and email', () => {
    expect(validatePartnerUser(emptyPartnerUserInput, true)).toEqual([
      { key: REQUIRED_FIELD_MESSAGE, field: 'login' },
      { key: REQUIRED_FIELD_MESSAGE, field: 'name' },
      { key: REQUIRED_FIELD_MESSAGE, field: 'email' },
    ]);
  });

  it('for an existing user, asks only for usuario', () => {
    expect(validatePartnerUser({ login: 'joao', name: '', email: '' }, false)).toEqual([]);
  });

  it('refuses an e-mail that does not match a standard pattern', () => {
    expect(validatePartnerUser({ ...valid, email: 'joao@partner' }, true)).toEqual([
      { key: INVALID_EMAIL_KEY, field: 'email' },
    ]);
  });

  it('property: a text without an @ is never an e-mail', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => !s.includes('@') && s.trim() !== ''),
        (email) => validatePartnerUser({ ...valid, email }, true).some((e) => e.key === INVALID_EMAIL_KEY),
      ),
    );
  });

  it('refuses a usuario or nome longer than an account holds', () => {
    expect(
      validatePartnerUser(
        { ...valid, login: 'x'.repeat(USER_LOGIN_MAX + 1), name: 'y'.repeat(USER_NAME_MAX + 1) },
        true,
      ),
    ).toEqual([
      { key: FIELD_TOO_LONG, field: 'login', params: { max: USER_LOGIN_MAX } },
      { key: FIELD_TOO_LONG, field: 'name', params: { max: USER_NAME_MAX } },
    ]);
    expect(USER_LOGIN_MAX).toBe(100);
    expect(USER_NAME_MAX).toBe(150);
  });

  it('treats an existing user as read-only', () => {
    expect(isUserAccountReadOnly(3)).toBe(true);
    expect(isUserAccountReadOnly(undefined)).toBe(false);
  });

  it('stores the fields without surrounding spaces', () => {
    expect(normaliseUserAccount({ login: ' joao ', name: ' João Souza', email: 'joao@partner.test ' })).toEqual(valid);
  });
});
