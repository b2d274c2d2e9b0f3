import { describe, expect, it } from 'vitest';
import { SALES_POINT_FIELD_READ_ONLY, USERNAME_TAKEN } from '@tagtrail/domain';
import { apiAnswering } from '../testing/fake-api';
import { SalesPointHttpAdapter } from './sales-point.http';
import { MemorySalesPointAdapter } from './sales-point.memory';

const firstPage = { page: 0, rowsPerPage: 10, searchText: '' };
const NOW = new Date('2026-03-01T12:00:00.000Z');
const issuedWire = {
  id: 31,
  senhaTemporaria: 'Kp7wXq2RtZ9mNb4v',
  senhaTemporariaValidaAte: '2026-03-08T12:00:00.000Z',
};
const issued = { id: 31, temporaryPassword: 'Kp7wXq2RtZ9mNb4v', expiresAt: '2026-03-08T12:00:00.000Z' };

function salesPoints(answer: (request: Request) => unknown, status = 200) {
  const { api, requests } = apiAnswering(answer, status);
  return { port: new SalesPointHttpAdapter(api), requests };
}

describe('sales points over HTTP (spec B §7: areacliente/pontovenda)', () => {
  it('reads a page of id, usuario, nome, email, usuarioId', async () => {
    const { port, requests } = salesPoints(() => ({
      dataRecords: [{ id: 5, usuario: 'loja.centro', nome: 'Loja Centro', email: 'c@a.test', usuarioId: 5 }],
      countRecords: 1,
    }));
    await expect(port.list(firstPage)).resolves.toEqual({
      records: [{ id: 5, login: 'loja.centro', name: 'Loja Centro', email: 'c@a.test', userId: 5 }],
      total: 1,
    });
    expect(requests[0]?.url.pathname).toBe('/api/areacliente/pontovenda');
  });

  it('creates with POST {usuario, nome, email} and answers the id and the one-time password', async () => {
    const { port, requests } = salesPoints(() => issuedWire);
    await expect(port.create({ login: 'loja.nova', name: 'Loja Nova', email: 'n@a.test' })).resolves.toEqual(issued);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      body: { usuario: 'loja.nova', nome: 'Loja Nova', email: 'n@a.test' },
    });
  });

  it('updates with PUT areacliente/pontovenda/{id} and answers the id', async () => {
    const { port, requests } = salesPoints(() => 5);
    await expect(port.update(5, { login: 'loja.centro', name: 'Centro', email: 'c@a.test' })).resolves.toBe(5);
    expect(requests[0]?.method).toBe('PUT');
    expect(requests[0]?.url.pathname).toBe('/api/areacliente/pontovenda/5');
  });

  it('resets with DELETE /areacliente/pontovenda/{id}/password and answers the new one-time password', async () => {
    const { port, requests } = salesPoints(() => issuedWire);
    await expect(port.resetPassword(31)).resolves.toEqual(issued);
    expect(requests[0]?.method).toBe('DELETE');
    expect(requests[0]?.url.pathname).toBe('/api/areacliente/pontovenda/31/password');
  });

  it('reports a refused field under the domain name', async () => {
    const { port } = salesPoints(
      () => ({
        status: 400,
        error: 'VALIDATION',
        message: SALES_POINT_FIELD_READ_ONLY,
        details: [{ field: 'usuario', key: SALES_POINT_FIELD_READ_ONLY }],
      }),
      400,
    );
    await expect(port.update(5, { login: 'x', name: 'X', email: 'x@a.test' })).rejects.toMatchObject({
      details: [{ field: 'login', key: SALES_POINT_FIELD_READ_ONLY }],
    });
  });
});

describe('memory sales points', () => {
  it('lists by login and searches login, name and e-mail', async () => {
    const port = new MemorySalesPointAdapter();
    const page = await port.list(firstPage);
    expect(page.records.map((row) => row.login)).toEqual(['emporio.serra', 'loja.centro', 'quiosque.aeroporto']);
    expect((await port.list({ ...firstPage, searchText: 'AEROPORTO@' })).total).toBe(1);
  });

  it('creates with a one-time password and refuses a login any account has', async () => {
    const port = new MemorySalesPointAdapter(undefined, { now: () => NOW, otherLogins: ['customer'] });
    const created = await port.create({ login: 'loja.nova', name: 'Loja Nova', email: 'nova@a.test' });
    expect(created).toMatchObject({ id: 44, expiresAt: '2026-03-08T12:00:00.000Z' });
    await expect(port.get(44)).resolves.toMatchObject({ login: 'loja.nova', userId: 44 });
    for (const login of ['LOJA.NOVA', 'Customer']) {
      await expect(port.create({ login, name: 'X', email: 'x@a.test' })).rejects.toMatchObject({
        code: 1,
        messageKey: USERNAME_TAKEN,
      });
    }
  });

  it('changes only the name, refuses a changed login or e-mail, and resets to a new password each time', async () => {
    const port = new MemorySalesPointAdapter();
    const stored = await port.get(41);
    await port.update(41, { login: stored.login, name: 'Loja do Centro', email: stored.email });
    await expect(port.get(41)).resolves.toMatchObject({ name: 'Loja do Centro' });
    await expect(port.update(41, { login: 'outra', name: 'X', email: stored.email })).rejects.toMatchObject({
      status: 400,
    });
    const first = await port.resetPassword(41);
    const second = await port.resetPassword(41);
    expect(first.id).toBe(41);
    expect(second.temporaryPassword).not.toBe(first.temporaryPassword);
    await expect(port.resetPassword(999)).rejects.toMatchObject({ status: 404 });
  });
});
