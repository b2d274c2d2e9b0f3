import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_TOO_LONG, INVALID_EMAIL_KEY, REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import { createUserAccount } from './create-user-account.use-case';
import { USER_LOGIN_MAX, USER_NAME_MAX, validateUserAccount, type UserAccountInput } from './user-account.rules';
import type { CreatedUserAccount } from './user-accounts.port';

const valid = { login: 'joao', name: 'João Souza', email: 'joao@partner.test' };

describe("a new partner's or customer's user (spec A §5)", () => {
  it('accepts a login, a name and a standard e-mail', () => {
    expect(validateUserAccount(valid)).toEqual([]);
  });

  it('refuses a user without a login, a name or an e-mail, blanks counting as missing', () => {
    expect(validateUserAccount({ login: ' ', name: '', email: '' })).toEqual([
      { key: REQUIRED_FIELD_MESSAGE, field: 'login' },
      { key: REQUIRED_FIELD_MESSAGE, field: 'name' },
      { key: REQUIRED_FIELD_MESSAGE, field: 'email' },
    ]);
  });

  it('refuses an e-mail that does not match a standard pattern', () => {
    for (const email of ['maria', 'maria@', '@acme.test', 'maria@acme', 'maria silva@acme.test']) {
      expect(validateUserAccount({ ...valid, email })).toEqual([{ key: INVALID_EMAIL_KEY, field: 'email' }]);
    }
  });

  it('property: a text without an @ is never an e-mail', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => !s.includes('@') && s.trim() !== ''),
        (email) => validateUserAccount({ ...valid, email }).some((e) => e.key === INVALID_EMAIL_KEY),
      ),
    );
  });

  it('property: any local@domain.tld address is accepted', () => {
    const part = fc.stringMatching(/^[a-z0-9]{1,12}$/);
    fc.assert(
      fc.property(part, part, fc.constantFrom('com', 'test', 'com.br'), (local, domain, tld) => {
        expect(validateUserAccount({ ...valid, email: `${local}@${domain}.${tld}` })).toEqual([]);
      }),
    );
  });

  it('refuses a login or name longer than an account holds', () => {
    expect(
      validateUserAccount({ ...valid, login: 'x'.repeat(USER_LOGIN_MAX + 1), name: 'y'.repeat(USER_NAME_MAX + 1) }),
    ).toEqual([
      { key: FIELD_TOO_LONG, field: 'login', params: { max: USER_LOGIN_MAX } },
      { key: FIELD_TOO_LONG, field: 'name', params: { max: USER_NAME_MAX } },
    ]);
  });
});

describe('create a user (create only: stored users are read-only)', () => {
  const answer: CreatedUserAccount = {
    id: 9,
    temporaryPassword: 'Kp7wXq2RtZ9mNb4v',
    expiresAt: '2026-03-08T12:00:00.000Z',
  };
  const accounts = () => {
    const created: UserAccountInput[] = [];
    const create = (input: UserAccountInput) => {
      created.push(input);
      return Promise.resolve(answer);
    };
    return { created, create };
  };

  it('creates the user trimmed and answers its id and one-time password', async () => {
    const owner = accounts();
    await expect(
      createUserAccount(owner, { login: 'joao ', name: ' João', email: 'joao@partner.test' }),
    ).resolves.toEqual({ ok: true, id: 9, created: answer });
    expect(owner.created).toEqual([{ login: 'joao', name: 'João', email: 'joao@partner.test' }]);
  });

  it('refuses a user without a name and creates nothing', async () => {
    const owner = accounts();
    await expect(createUserAccount(owner, { ...valid, name: '' })).resolves.toEqual({
      ok: false,
      errors: [{ key: REQUIRED_FIELD_MESSAGE, field: 'name' }],
    });
    expect(owner.created).toEqual([]);
  });
});
