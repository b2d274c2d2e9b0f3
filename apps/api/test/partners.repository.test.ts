/** Partner SQL against a real (in-memory) PostgreSQL: search, sort, paging and the delete guard. */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { openDatabase, type OpenDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { partnerRepository, type PartnerRepository } from '../src/partners/partners.repository';

let database: OpenDatabase;
let repository: PartnerRepository;
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  repository = partnerRepository(database.db);
  const rows = [
    ['Zeta Etiquetas', '11.111.111/0001-11'],
    ['alfa rastreio', '22.222.222/0001-22'],
    ['Beta 100% Tags', '33.333.333/0001-33'],
    ['Gama_Labels', '44.444.444/0001-44'],
  ] as const;
  for (const [name, taxId] of rows) ids[name] = await repository.create({ name, taxId });
});

afterAll(() => database.close());

const list = (overrides: Partial<Parameters<PartnerRepository['list']>[0]> = {}) =>
  repository.list({ page: 1, records: 10, sort: 'name', direction: 'asc', search: '', ...overrides });

describe('partner repository', () => {
  it('sorts names without regard to letter case', async () => {
    const page = await list();
    expect(page.records.map((p) => p.name)).toEqual([
      'alfa rastreio',
      'Beta 100% Tags',
      'Gama_Labels',
      'Zeta Etiquetas',
    ]);
    expect(page.total).toBe(4);
  });

  it('sorts by tax id or id, either way', async () => {
    expect((await list({ sort: 'taxId', direction: 'desc' })).records[0]?.name).toBe('Gama_Labels');
    expect((await list({ sort: 'id', direction: 'asc' })).records[0]?.name).toBe('Zeta Etiquetas');
  });

  it('pages with a one-based page number and keeps the total', async () => {
    const second = await list({ page: 2, records: 3 });
    expect(second.records.map((p) => p.name)).toEqual(['Zeta Etiquetas']);
    expect(second.total).toBe(4);
    expect(await list({ page: 9, records: 3 })).toEqual({ records: [], total: 4 });
  });

  it('searches name and tax id without regard to case, the tax id also by its digits', async () => {
    expect((await list({ search: 'ALFA' })).records.map((p) => p.name)).toEqual(['alfa rastreio']);
    expect((await list({ search: '33.333' })).records.map((p) => p.name)).toEqual(['Beta 100% Tags']);
    expect((await list({ search: '444444' })).records.map((p) => p.name)).toEqual(['Gama_Labels']);
  });

  it('finds a CNPJ stored without its mask when it is typed with it, letters in either case', async () => {
    // Stored as every CNPJ now is: without the mask (alphanumeric since July 2026); removed after, for the other tests.
    const id = await repository.create({ name: 'Delta Selos', taxId: '12ABC34501DE35' });
    onTestFinished(async () => void (await repository.remove(id)));
    expect((await list({ search: '12.abc.345/01de-35' })).records.map((p) => p.name)).toEqual(['Delta Selos']);
    expect((await list({ search: 'ABC.345' })).records.map((p) => p.name)).toEqual(['Delta Selos']);
    expect((await list({ search: 'Delta' })).records.map((p) => p.name)).toEqual(['Delta Selos']);
  });

  it('takes % and _ in the search text literally', async () => {
    expect((await list({ search: '100%' })).records.map((p) => p.name)).toEqual(['Beta 100% Tags']);
    expect((await list({ search: 'a_l' })).records.map((p) => p.name)).toEqual(['Gama_Labels']);
  });

  it('updates and reports a missing partner as undefined', async () => {
    const id = ids['Zeta Etiquetas'] ?? 0;
    expect(await repository.update(id, { name: 'Zeta Etiquetas S.A.', taxId: '11.111.111/0001-11' })).toBe(id);
    expect(await repository.get(id)).toEqual({ id, name: 'Zeta Etiquetas S.A.', taxId: '11.111.111/0001-11' });
    expect(await repository.update(99_999, { name: 'x', taxId: 'y' })).toBeUndefined();
    expect(await repository.get(99_999)).toBeUndefined();
  });

  it('refuses to delete a partner that still has users, and deletes one that has none', async () => {
    const inUse = ids['alfa rastreio'] ?? 0;
    await database.db.insert(users).values({
      username: 'repo-test',
      name: 'Repo Test',
      email: 'r@example.com',
      passwordHash: 'x',
      role: 'partner',
      partnerId: inUse,
    });
    expect(await repository.remove(inUse)).toEqual({ removed: false, inUseBy: ['users'] });
    expect(await repository.get(inUse)).toBeDefined();

    const free = ids['Gama_Labels'] ?? 0;
    expect(await repository.remove(free)).toEqual({ removed: true });
    expect(await repository.get(free)).toBeUndefined();
    expect(await repository.remove(free)).toBeUndefined();
  });
});
