import { describe, expect, it } from 'vitest';
import { PortError } from '@tagtrail/domain';
import { apiAnswering } from '../testing/fake-api';
import { PartnerUserHttpAdapter } from './partner-user.http';

function partnerUsers(answer: (request: Request) => unknown, status = 200) {
  const { api, requests } = apiAnswering(answer, status);
  return { users: new PartnerUserHttpAdapter(api).forPartner(2), requests };
}

describe('partner users over HTTP (spec A §7 "Partners")', () => {
  it("asks for a partner's page of users and reads dataRecords [usuario, usuarioId]", async () => {
    const { users, requests } = partnerUsers(() => ({
      dataRecords: [{ usuario: 'ana.souza', usuarioId: 5 }],
      countRecords: 12,
    }));

    const page = await users.list({ page: 1, rowsPerPage: 10, searchText: 'ana' });

    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe('/api/parceiro/2/usuarios');
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({ page: '2', records: '10', query: 'ana' });
    expect(page).toEqual({ records: [{ id: 5, login: 'ana.souza' }], total: 12 });
  });

  it('reads one user by usuarioId, or by id where the server names it so (spec A §3)', async () => {
    const wire = { usuario: 'ana.souza', nome: 'Ana Souza', email: 'ana@etiquetas.test' };
    const user = { login: 'ana.souza', name: 'Ana Souza', email: 'ana@etiquetas.test' };

    const byUsuarioId = partnerUsers(() => ({ ...wire, usuarioId: 5 }));
    await expect(byUsuarioId.users.get(5)).resolves.toEqual({ id: 5, ...user });
    expect(byUsuarioId.requests[0]?.url.pathname).toBe('/api/parceiro/2/usuarios/5');

    const byId = partnerUsers(() => ({ ...wire, id: 6 }));
    await expect(byId.users.get(6)).resolves.toEqual({ id: 6, ...user });
  });

  it('creates with POST {usuario, nome, email} and answers the id and the one-time password', async () => {
    const { users, requests } = partnerUsers(
      () => ({ id: 31, senhaTemporaria: 'Kp7wXq2RtZ9mNb4v', senhaTemporariaValidaAte: '2026-03-08T12:00:00.000Z' }),
      201,
    );

    const created = await users.create({ login: 'ana.souza', name: 'Ana Souza', email: 'ana@etiquetas.test' });

    expect(created).toEqual({ id: 31, temporaryPassword: 'Kp7wXq2RtZ9mNb4v', expiresAt: '2026-03-08T12:00:00.000Z' });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      body: { usuario: 'ana.souza', nome: 'Ana Souza', email: 'ana@etiquetas.test' },
    });
    expect(requests[0]?.url.pathname).toBe('/api/parceiro/2/usuarios');
  });

  it('answers an empty password for a create answer of just the id, since the user exists by then', async () => {
    const { users } = partnerUsers(() => ({ id: 32 }), 201);

    await expect(users.create({ login: 'a', name: 'A', email: 'a@b.test' })).resolves.toEqual({
      id: 32,
      temporaryPassword: '',
      expiresAt: '',
    });
  });

  it('reports a taken login with error 1 and its message key', async () => {
    const { users } = partnerUsers(() => ({ status: 409, error: 1, message: 'USERNAME_TAKEN' }), 409);

    await expect(users.create({ login: 'a', name: 'A', email: 'a@b.test' })).rejects.toMatchObject({
      status: 409,
      code: 1,
      messageKey: 'USERNAME_TAKEN',
    });
  });

  it("names the fields of a refusal's details in the domain's names", async () => {
    const { users } = partnerUsers(
      () => ({
        status: 400,
        error: 'VALIDATION',
        message: 'REQUIRED_FIELD_MESSAGE',
        details: [
          { field: 'nome', key: 'REQUIRED_FIELD_MESSAGE' },
          { field: 'usuario', key: 'FIELD_TOO_LONG', params: { max: 100 } },
          { field: 'email', key: 'INVALID_EMAIL' },
        ],
      }),
      400,
    );

    const error = await users.create({ login: 'a', name: '', email: 'x' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(PortError);
    expect((error as PortError).details).toEqual([
      { field: 'name', key: 'REQUIRED_FIELD_MESSAGE' },
      { field: 'login', key: 'FIELD_TOO_LONG', params: { max: 100 } },
      { field: 'email', key: 'INVALID_EMAIL' },
    ]);
  });

  it('removes with DELETE parceiro/{parceiroId}/usuarios/{id}', async () => {
    const { users, requests } = partnerUsers(() => undefined);

    await expect(users.remove(5)).resolves.toBeUndefined();
    expect(requests[0]?.method).toBe('DELETE');
    expect(requests[0]?.url.pathname).toBe('/api/parceiro/2/usuarios/5');
  });

  it('passes the list abort signal to the request', async () => {
    const { users } = partnerUsers(() => ({ dataRecords: [], countRecords: 0 }));
    const controller = new AbortController();
    controller.abort();

    await expect(users.list({ page: 0, rowsPerPage: 10, searchText: '' }, controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
