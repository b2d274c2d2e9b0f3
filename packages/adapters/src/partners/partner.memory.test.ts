import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCnpj, PortError, REQUIRED_FIELD_MESSAGE, type Partner } from '@tagtrail/domain';
import { demoCnpj, demoPartners } from './partner.demo';
import { MemoryPartnerAdapter } from './partner.memory';

const seed: Partner[] = [
  { id: 1, name: 'Etiquetas Paulistas Ltda.', taxId: '12.345.678/0001-95' },
  { id: 2, name: 'Andina Trazabilidad S.A.S.', taxId: '90.123.456/0001-07' },
  { id: 3, name: 'Pampa Etiquetas S.R.L.', taxId: '33.444.555/0001-81' },
];
const firstPage = { page: 0, rowsPerPage: 10, searchText: '' };

afterEach(() => {
  vi.useRealTimers();
});

describe('memory partners', () => {
  it('pages through the partners and counts them all', async () => {
    const partners = new MemoryPartnerAdapter(seed);

    await expect(partners.list({ page: 1, rowsPerPage: 2, searchText: '' })).resolves.toEqual({
      records: [seed[2]],
      total: 3,
    });
  });

  it('searches by name', async () => {
    const partners = new MemoryPartnerAdapter(seed);

    const page = await partners.list({ ...firstPage, searchText: 'etiquetas' });

    expect(page.records.map((p) => p.id)).toEqual([1, 3]);
    expect(page.total).toBe(2);
  });

  it('searches by tax id, with or without its punctuation', async () => {
    const partners = new MemoryPartnerAdapter(seed);

    await expect(partners.list({ ...firstPage, searchText: '90123456' })).resolves.toMatchObject({ total: 1 });
    await expect(partners.list({ ...firstPage, searchText: '90.123' })).resolves.toMatchObject({ total: 1 });
  });

  it('creates a partner with the next id, trimmed and unmasked as the server stores it', async () => {
    const partners = new MemoryPartnerAdapter(seed);

    const id = await partners.create({ name: '  Nova Tags Ltda. ', taxId: ' 11.444.777/0001-61 ' });

    expect(id).toBe(4);
    await expect(partners.get(4)).resolves.toEqual({ id: 4, name: 'Nova Tags Ltda.', taxId: '11444777000161' });
  });

  it('refuses a partner without a name, as the server does', async () => {
    const partners = new MemoryPartnerAdapter(seed);

    await expect(partners.create({ name: ' ', taxId: '1' })).rejects.toMatchObject({
      status: 400,
      messageKey: REQUIRED_FIELD_MESSAGE,
    });
  });

  it('updates a partner and answers its id', async () => {
    const partners = new MemoryPartnerAdapter(seed);

    await expect(partners.update(2, { name: 'Andina S.A.S.', taxId: '12ABC34501DE35' })).resolves.toBe(2);
    await expect(partners.get(2)).resolves.toEqual({ id: 2, name: 'Andina S.A.S.', taxId: '12ABC34501DE35' });
  });

  it('answers 404 for a partner that does not exist', async () => {
    const partners = new MemoryPartnerAdapter(seed);

    await expect(partners.get(99)).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    await expect(partners.update(99, { name: 'a', taxId: 'b' })).rejects.toMatchObject({ status: 404 });
    await expect(partners.remove(99)).rejects.toMatchObject({ status: 404 });
  });

  it('removes a partner', async () => {
    const partners = new MemoryPartnerAdapter(seed);

    await partners.remove(1);

    await expect(partners.list(firstPage)).resolves.toMatchObject({ total: 2 });
  });

  it('refuses to remove a partner still in use with error 1 and PARTNER_IN_USE (spec A §8)', async () => {
    const partners = new MemoryPartnerAdapter(seed, { inUseIds: [2] });

    const error = await partners.remove(2).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(PortError);
    expect(error).toMatchObject({ status: 409, code: 1, messageKey: 'PARTNER_IN_USE' });
    await expect(partners.get(2)).resolves.toEqual(seed[1]);
  });

  it('never lets a caller change the stored partners through an answer', async () => {
    const partners = new MemoryPartnerAdapter(seed);

    const partner = await partners.get(1);
    partner.name = 'changed';
    (await partners.list(firstPage)).records.forEach((p) => Object.assign(p, { name: 'changed' }));

    await expect(partners.get(1)).resolves.toEqual(seed[0]);
    expect(seed[0]?.name).toBe('Etiquetas Paulistas Ltda.');
  });

  it('fails the operations named in failOn', async () => {
    const partners = new MemoryPartnerAdapter(seed, { failOn: ['list', 'remove'] });

    await expect(partners.list(firstPage)).rejects.toMatchObject({ status: 500 });
    await expect(partners.remove(1)).rejects.toMatchObject({ status: 500 });
    await expect(partners.get(1)).resolves.toEqual(seed[0]);
  });

  it('honours the abort signal of a list', async () => {
    vi.useFakeTimers();
    const partners = new MemoryPartnerAdapter(seed, { delayMs: 400 });
    const controller = new AbortController();

    const answer = partners.list(firstPage, controller.signal);
    controller.abort();

    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('keeps a list loading forever when told never to answer', async () => {
    vi.useFakeTimers();
    const partners = new MemoryPartnerAdapter(seed, { never: true });
    let settled = false;

    void partners.list(firstPage).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(600_000);

    expect(settled).toBe(false);
  });

  it('starts with the demo partners by default', async () => {
    const page = await new MemoryPartnerAdapter().list({ page: 0, rowsPerPage: 100, searchText: '' });

    expect(page.total).toBe(demoPartners.length);
  });
});

describe('demo partners', () => {
  it('are about 35, with distinct ids, names and tax ids', () => {
    expect(demoPartners.length).toBeGreaterThanOrEqual(30);
    expect(new Set(demoPartners.map((p) => p.id)).size).toBe(demoPartners.length);
    expect(new Set(demoPartners.map((p) => p.name)).size).toBe(demoPartners.length);
    expect(new Set(demoPartners.map((p) => p.taxId)).size).toBe(demoPartners.length);
  });

  it('carry head-office CNPJs with valid check digits, stored without the mask', () => {
    for (const { taxId } of demoPartners) {
      expect(taxId).toMatch(/^\d{8}0001\d{2}$/);
      expect(isCnpj(taxId), taxId).toBe(true);
    }
  });

  it('start from the Receita Federal documentation example 11.222.333/0001-81', () => {
    expect(demoCnpj(11_222_333)).toBe('11222333000181');
  });
});
