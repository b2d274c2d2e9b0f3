import { describe, expect, it } from 'vitest';
import { apiAnswering } from '../testing/fake-api';
import { demoPartnerTags } from './partner-tag.demo';
import { PartnerTagHttpAdapter } from './partner-tag.http';
import { MemoryPartnerTagAdapter } from './partner-tag.memory';

describe('partner tags (spec A §2 "/tags/")', () => {
  it('in memory: searched by tag id only', async () => {
    const tags = new MemoryPartnerTagAdapter();
    const wanted = demoPartnerTags[5]!;
    const page = await tags.list({ page: 0, rowsPerPage: 10, searchText: wanted.tagId.slice(2, 10) });
    expect(page.records.map((tag) => tag.id)).toContain(wanted.id);
    const byLot = await tags.list({ page: 0, rowsPerPage: 10, searchText: wanted.partnerLotNumber });
    expect(byLot.total).toBe(0);
  });

  it('over HTTP: asks areaparceiro/tags for a page and reads the tag fields', async () => {
    const { api, requests } = apiAnswering(() => ({
      dataRecords: [
        {
          id: 9,
          tagId: '04A1B2',
          sequencia: 3,
          produtoNome: 'Merlot',
          loteParceiroNumero: 'OC-1',
          loteClienteNumero: 'LC-1',
          clienteNome: 'Aurora',
          totalLeituras: 4,
          totalLeiturasLocalizacao: 2,
          liberado: true,
          ultimaLeitura: '2026-02-01T10:00:00Z',
          possivelCopia: true,
        },
      ],
      countRecords: 1,
    }));
    const page = await new PartnerTagHttpAdapter(api).list({ page: 0, rowsPerPage: 25, searchText: '04A' });
    expect(requests[0]?.url.pathname).toBe('/api/areaparceiro/tags');
    expect(requests[0]?.url.searchParams.get('query')).toBe('04A');
    expect(page.records[0]).toMatchObject({
      tagId: '04A1B2',
      sequence: 3,
      customerLotNumber: 'LC-1',
      readingCount: 4,
      possibleCopy: true,
    });
  });
});
