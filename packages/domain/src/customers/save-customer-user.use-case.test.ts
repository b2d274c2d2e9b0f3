import { describe, expect, it } from 'vitest';
import { INVALID_EMAIL_KEY } from '../shared/errors';
import type { CustomerUser, CustomerUserInput } from './customer-user.model';
import type { CustomerUserPort } from './customer-user.port';
import { saveCustomerUser } from './save-customer-user.use-case';

function fakeUsers() {
  const created: [number, CustomerUserInput][] = [];
  const port: CustomerUserPort = {
    forCustomer: (customerId) => ({
      list: () => Promise.resolve({ records: [], total: 0 }),
      get: (id) => Promise.resolve<CustomerUser>({ id, login: 'x', name: 'x', email: 'x@x.test' }),
      create: (input) => {
        created.push([customerId, input]);
        return Promise.resolve({
          id: 40,
          temporaryPassword: 'Kp7wXq2RtZ9mNb4v',
          expiresAt: '2026-03-08T12:00:00.000Z',
        });
      },
      remove: () => Promise.resolve(),
    }),
  };
  return { port, created };
}

describe('save a customer user (create only: stored users are read-only)', () => {
  it('creates the user under the customer and answers its id and one-time password', async () => {
    const { port, created } = fakeUsers();
    await expect(
      saveCustomerUser(port, 4, { login: ' maria', name: 'Maria', email: 'maria@acme.test' }),
    ).resolves.toEqual({
      ok: true,
      id: 40,
      created: { id: 40, temporaryPassword: 'Kp7wXq2RtZ9mNb4v', expiresAt: '2026-03-08T12:00:00.000Z' },
    });
    expect(created).toEqual([[4, { login: 'maria', name: 'Maria', email: 'maria@acme.test' }]]);
  });

  it('refuses a user with a bad e-mail and creates nothing', async () => {
    const { port, created } = fakeUsers();
    await expect(saveCustomerUser(port, 4, { login: 'maria', name: 'Maria', email: 'maria' })).resolves.toEqual({
      ok: false,
      errors: [{ key: INVALID_EMAIL_KEY, field: 'email' }],
    });
    expect(created).toEqual([]);
  });
});
