import { describe, expect, it } from 'vitest';
import { USERNAME_TAKEN } from '@tagtrail/domain';
import { MemoryPartnerUserAdapter } from '../partners/partner-user.memory';
import type { DemoCustomerUser } from './customer-user.demo';
import { MemoryCustomerUserAdapter } from './customer-user.memory';

const seed: DemoCustomerUser[] = [
  { id: 1, customerId: 1, login: 'renata.q', name: 'Renata', email: 'renata@aurora.test' },
  { id: 2, customerId: 2, login: 'marcos.m', name: 'Marcos', email: 'marcos@mantiq.test' },
];
const firstPage = { page: 0, rowsPerPage: 10, searchText: '' };
const NOW = new Date('2026-03-01T12:00:00.000Z');

describe('memory customer users', () => {
  it("lists one customer's users, and only theirs", async () => {
    await expect(new MemoryCustomerUserAdapter(seed).forCustomer(1).list(firstPage)).resolves.toEqual({
      records: [{ id: 1, login: 'renata.q' }],
      total: 1,
    });
  });

  it("answers another customer's user as not found, and an unknown customer too", async () => {
    const adapter = new MemoryCustomerUserAdapter(seed, { ownerIds: [1, 2] });
    await expect(adapter.forCustomer(1).get(2)).rejects.toMatchObject({ status: 404 });
    await expect(adapter.forCustomer(9).list(firstPage)).rejects.toMatchObject({ status: 404 });
  });

  it("creates with a one-time password valid 7 days, the partner users' answer for the same id", async () => {
    const users = new MemoryCustomerUserAdapter(seed, { now: () => NOW }).forCustomer(1);
    const created = await users.create({ login: 'nova.pessoa', name: 'Nova Pessoa', email: 'nova@aurora.test' });
    expect(created).toMatchObject({ id: 3, expiresAt: '2026-03-08T12:00:00.000Z' });
    expect(created.temporaryPassword).toMatch(/^[A-Za-z2-9]{16}$/);
    const partnerUser = await new MemoryPartnerUserAdapter([], { now: () => NOW })
      .forPartner(1)
      .create({ login: 'x', name: 'X', email: 'x@x.test' });
    expect(created.temporaryPassword).not.toBe(partnerUser.temporaryPassword);
    await expect(users.get(3)).resolves.toEqual({
      id: 3,
      login: 'nova.pessoa',
      name: 'Nova Pessoa',
      email: 'nova@aurora.test',
    });
  });

  it('refuses a taken login, case aside, with error 1', async () => {
    const users = new MemoryCustomerUserAdapter(seed).forCustomer(1);
    await expect(users.create({ login: 'MARCOS.M', name: 'M', email: 'm@m.test' })).rejects.toMatchObject({
      code: 1,
      messageKey: USERNAME_TAKEN,
    });
  });

  it('removes a user', async () => {
    const users = new MemoryCustomerUserAdapter(seed).forCustomer(1);
    await users.remove(1);
    await expect(users.list(firstPage)).resolves.toEqual({ records: [], total: 0 });
  });
});
