import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import type { CreatedPartnerUser, PartnerUser, PartnerUserInput } from './partner-user.model';
import type { PartnerUserPort } from './partner-user.port';
import { savePartnerUser } from './save-partner-user.use-case';

const created9: CreatedPartnerUser = {
  id: 9,
  temporaryPassword: 'Kp7wXq2RtZ9mNb4v',
  expiresAt: '2026-03-08T12:00:00.000Z',
};

function fakeUsers() {
  const created: [number, PartnerUserInput][] = [];
  const port: PartnerUserPort = {
    forPartner: (partnerId) => ({
      list: () => Promise.resolve({ records: [], total: 0 }),
      get: (id) => Promise.resolve<PartnerUser>({ id, login: 'x', name: 'x', email: 'x@x.test' }),
      create: (input) => {
        created.push([partnerId, input]);
        return Promise.resolve(created9);
      },
      remove: () => Promise.resolve(),
      issueTemporaryPassword: (id) => Promise.resolve({ ...created9, id }),
    }),
  };
  return { port, created };
}

describe('save a partner user (create only: existing users are read-only)', () => {
  it('creates the user under the partner and answers its id and one-time password', async () => {
    const { port, created } = fakeUsers();
    await expect(
      savePartnerUser(port, 2, { login: 'joao ', name: 'João', email: 'joao@partner.test' }),
    ).resolves.toEqual({
      ok: true,
      id: 9,
      created: created9,
    });
    expect(created).toEqual([[2, { login: 'joao', name: 'João', email: 'joao@partner.test' }]]);
  });

  it('refuses a new user without nome and creates nothing', async () => {
    const { port, created } = fakeUsers();
    await expect(savePartnerUser(port, 2, { login: 'joao', name: '', email: 'joao@partner.test' })).resolves.toEqual({
      ok: false,
      errors: [{ key: REQUIRED_FIELD_MESSAGE, field: 'name' }],
    });
    expect(created).toEqual([]);
  });
});
