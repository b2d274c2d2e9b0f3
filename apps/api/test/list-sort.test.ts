/** Sorting a list by a column over HTTP: text sorts as people read it in Portuguese and Spanish, on either database. */
import { describe, expect, it } from 'vitest';
import { callApi, type ApiRequest } from './support/api-call';
import { useTestServer } from './support/test-server';

const api = useTestServer({ demoData: true }, ['admin']);

const call = (path: string, request?: ApiRequest) => callApi(`${api.baseUrl}/api/${path}`, request, api.token('admin'));

interface PartnerPage {
  dataRecords: { id: number; nome: string }[];
}

interface LotPage {
  dataRecords: { totalTags: number; parceiroNome: string | null }[];
}

/** A valid numeric CNPJ (mod 11 check digits) from a 12-digit base, shown with its mask. */
function cnpj(base: string): string {
  const digits = base.split('').map(Number);
  for (const weights of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const rest = weights.reduce((sum, weight, index) => sum + weight * (digits[index] ?? 0), 0) % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  const d = digits.join('');
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
}

describe('sorting a list by a column', () => {
  // Byte order would put 'Azeites' and 'Zebra' before every lower-case or accented name.
  const names = ['Zebra Sortido', 'Éden Sortido', 'Azeites Sortido', 'açaí Sortido', 'estrela Sortido', 'Óleo Sortido'];
  const expected = [
    'açaí Sortido',
    'Azeites Sortido',
    'Éden Sortido',
    'estrela Sortido',
    'Óleo Sortido',
    'Zebra Sortido',
  ];

  it('sorts names as people expect: accents and letter case do not move a name away from its letter', async () => {
    for (const [index, nome] of names.entries()) {
      const created = await call('parceiro', { method: 'POST', body: { nome, cnpj: cnpj(`7700000${index}0001`) } });
      expect(created.status).toBe(200);
    }
    const ascending = (await call('parceiro?query=sortido&sort=nome&direction=asc')).body as PartnerPage;
    expect(ascending.dataRecords.map((partner) => partner.nome)).toEqual(expected);
    const descending = (await call('parceiro?query=sortido&sort=nome&direction=desc')).body as PartnerPage;
    expect(descending.dataRecords.map((partner) => partner.nome)).toEqual([...expected].reverse());
  });

  it('sorts the admin lots by total tags and by partner name, in either direction', async () => {
    const byTotal = (await call('admin/lotes?sort=totalTags&direction=desc&records=100')).body as LotPage;
    const totals = byTotal.dataRecords.map((row) => row.totalTags);
    expect(totals.length).toBeGreaterThan(1);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));

    const byPartner = (await call('admin/lotes?sort=parceiroNome&direction=asc&records=100')).body as LotPage;
    const partners = byPartner.dataRecords.flatMap((row) => (row.parceiroNome === null ? [] : [row.parceiroNome]));
    const collator = new Intl.Collator('pt-BR');
    expect(partners).toEqual([...partners].sort((a, b) => collator.compare(a, b)));
  });
});
