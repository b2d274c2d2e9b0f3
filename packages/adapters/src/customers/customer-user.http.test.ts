import { describe, expect, it } from 'vitest';
import { apiAnswering } from '../testing/fake-api';
import { CustomerUserHttpAdapter } from './customer-user.http';

function customerUsers(answer: (request: Request) => unknown, status = 200) {
  const { api, requests } = apiAnswering(answer, status);
  return { users: new CustomerUserHttpAdapter(api).forCustomer(7), requests };
}

describe('customer users over HTTP (spec A §7: areaparceiro/clientes/{id}/usuarios)', () => {
  it("asks for a customer's page of users and reads dataRecords [usuario, usuarioId]", async () => {
    const { users, requests } = customerUsers(() => ({
      dataRecords: [{ usuario: 'renata.qualidade', usuarioId: 5 }],
      countRecords: 1,
    }));

    await expect(users.list({ page: 0, rowsPerPage: 10, searchText: '' })).resolves.toEqual({
      records: [{ id: 5, login: 'renata.qualidade' }],
      total: 1,
    });
    expect(requests[0]?.url.pathname).toBe('/api/areaparceiro/clientes/7/usuarios');
  });

  it("offers no new one-time password: the customer users' calls have none", () => {
    expect(customerUsers(() => ({})).users.issueTemporaryPassword).toBeUndefined();
  });

  it('reads one user', async () => {
    const { users, requests } = customerUsers(() => ({
      usuarioId: 5,
      usuario: 'renata.qualidade',
      nome: 'Renata Oliveira',
      email: 'renata@aurora.com.br',
    }));

    await expect(users.get(5)).resolves.toEqual({
      id: 5,
      login: 'renata.qualidade',
      name: 'Renata Oliveira',
      email: 'renata@aurora.com.br',
    });
    expect(requests[0]?.url.pathname).toBe('/api/areaparceiro/clientes/7/usuarios/5');
  });

  it('creates with POST {usuario, nome, email} and answers the id and the one-time password', async () => {
    const { users, requests } = customerUsers(
      () => ({ id: 31, senhaTemporaria: 'Kp7wXq2RtZ9mNb4v', senhaTemporariaValidaAte: '2026-03-08T12:00:00.000Z' }),
      201,
    );

    await expect(
      users.create({ login: 'renata.qualidade', name: 'Renata Oliveira', email: 'renata@aurora.com.br' }),
    ).resolves.toEqual({ id: 31, temporaryPassword: 'Kp7wXq2RtZ9mNb4v', expiresAt: '2026-03-08T12:00:00.000Z' });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      body: { usuario: 'renata.qualidade', nome: 'Renata Oliveira', email: 'renata@aurora.com.br' },
    });
  });

  it('reports a taken login with error 1, its fields renamed', async () => {
    const { users } = customerUsers(() => ({ status: 409, error: 1, message: 'USERNAME_TAKEN' }), 409);

    await expect(users.create({ login: 'a', name: 'A', email: 'a@b.test' })).rejects.toMatchObject({
      code: 1,
      messageKey: 'USERNAME_TAKEN',
    });
  });

  it('removes with DELETE areaparceiro/clientes/{id}/usuarios/{usuarioId}', async () => {
    const { users, requests } = customerUsers(() => undefined);

    await expect(users.remove(5)).resolves.toBeUndefined();
    expect(requests[0]?.method).toBe('DELETE');
    expect(requests[0]?.url.pathname).toBe('/api/areaparceiro/clientes/7/usuarios/5');
  });
});
