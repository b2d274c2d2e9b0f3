import { describe, expect, it } from 'vitest';
import { PortError, REQUIRED_FIELD_MESSAGE, USERNAME_TAKEN, validateUserAccount } from '@tagtrail/domain';
import { demoPartnerUsers, type DemoPartnerUser } from './partner-user.demo';
import { MemoryPartnerUserAdapter } from './partner-user.memory';

const seed: DemoPartnerUser[] = [
  { id: 1, partnerId: 1, login: 'carla.mendes', name: 'Carla Mendes', email: 'carla@paulistas.test' },
  { id: 2, partnerId: 1, login: 'ana.souza', name: 'Ana Souza', email: 'ana@paulistas.test' },
  { id: 3, partnerId: 2, login: 'bruno.lima', name: 'Bruno Lima', email: 'bruno@rastreio.test' },
  { id: 4, partnerId: 1, login: 'bruno.alves', name: 'Bruno Alves', email: 'balves@paulistas.test' },
];
const firstPage = { page: 0, rowsPerPage: 10, searchText: '' };
const NOW = new Date('2026-03-01T12:00:00.000Z');

function adapter(options = {}) {
  return new MemoryPartnerUserAdapter(seed, { now: () => NOW, ...options });
}

describe('memory partner users', () => {
  it("lists one partner's users by login, and only theirs", async () => {
    const users = adapter().forPartner(1);

    await expect(users.list(firstPage)).resolves.toEqual({
      records: [
        { id: 2, login: 'ana.souza' },
        { id: 4, login: 'bruno.alves' },
        { id: 1, login: 'carla.mendes' },
      ],
      total: 3,
    });
  });

  it('pages and searches by login', async () => {
    const users = adapter().forPartner(1);

    await expect(users.list({ page: 1, rowsPerPage: 2, searchText: '' })).resolves.toEqual({
      records: [{ id: 1, login: 'carla.mendes' }],
      total: 3,
    });
    await expect(users.list({ ...firstPage, searchText: 'BRUNO' })).resolves.toEqual({
      records: [{ id: 4, login: 'bruno.alves' }],
      total: 1,
    });
  });

  it("reads a user of the partner, and not another partner's", async () => {
    const memory = adapter();

    await expect(memory.forPartner(1).get(2)).resolves.toEqual({
      id: 2,
      login: 'ana.souza',
      name: 'Ana Souza',
      email: 'ana@paulistas.test',
    });
    await expect(memory.forPartner(2).get(2)).rejects.toMatchObject({ status: 404 });
  });

  it('creates a user with the next id, trimmed, and answers a one-time password valid for 7 days', async () => {
    const users = adapter().forPartner(2);

    const created = await users.create({ login: ' diego.ferreira ', name: 'Diego Ferreira ', email: 'diego@r.test' });

    expect(created.id).toBe(5);
    expect(created.temporaryPassword).toMatch(/^[A-HJ-NP-Za-km-np-z2-9]{16}$/);
    expect(created.expiresAt).toBe('2026-03-08T12:00:00.000Z');
    await expect(users.get(5)).resolves.toEqual({
      id: 5,
      login: 'diego.ferreira',
      name: 'Diego Ferreira',
      email: 'diego@r.test',
    });
  });

  it('refuses a login any account already has, case aside, with error 1 and USERNAME_TAKEN', async () => {
    const users = adapter().forPartner(2);

    const error = await users.create({ login: 'Ana.Souza', name: 'Ana', email: 'ana@r.test' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(PortError);
    expect(error).toMatchObject({ status: 409, code: 1, messageKey: USERNAME_TAKEN });
    await expect(users.list(firstPage)).resolves.toMatchObject({ total: 1 });
  });

  it('refuses what the form would refuse, each field in the details', async () => {
    const users = adapter().forPartner(2);

    await expect(users.create({ login: 'x', name: ' ', email: 'not-an-email' })).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION',
      messageKey: REQUIRED_FIELD_MESSAGE,
      details: [
        { field: 'name', key: REQUIRED_FIELD_MESSAGE },
        { field: 'email', key: 'INVALID_EMAIL' },
      ],
    });
  });

  it("removes a partner's user, and refuses another partner's", async () => {
    const memory = adapter();

    await expect(memory.forPartner(2).remove(1)).rejects.toMatchObject({ status: 404 });
    await memory.forPartner(1).remove(1);
    await expect(memory.forPartner(1).get(1)).rejects.toMatchObject({ status: 404 });
  });

  it('fails the operations named in failOn as the server on a bug', async () => {
    const users = adapter({ failOn: ['create'] }).forPartner(1);

    await expect(users.create({ login: 'new', name: 'New', email: 'n@n.test' })).rejects.toMatchObject({ status: 500 });
    await expect(users.list(firstPage)).resolves.toMatchObject({ total: 3 });
  });

  it('never answers a list when told so, until aborted', async () => {
    const users = adapter({ never: true }).forPartner(1);
    const controller = new AbortController();

    const answer = users.list(firstPage, controller.signal);
    controller.abort();

    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('demo partner users', () => {
  it('are valid accounts with distinct logins, spread over several partners', () => {
    const logins = demoPartnerUsers.map((user) => user.login.toLowerCase());
    expect(new Set(logins).size).toBe(logins.length);
    expect(new Set(demoPartnerUsers.map((user) => user.partnerId)).size).toBeGreaterThan(4);
    for (const user of demoPartnerUsers) expect(validateUserAccount(user), user.email).toEqual([]);
  });
});
