import { describe, expect, it } from 'vitest';
import { apiAnswering } from '../testing/fake-api';
import { TagHttpAdapter } from './tag.http';

describe('the reading map search over HTTP', () => {
  it('asks for columns (tagLoteParceiro/leituras/colunas) and reads them back as map readings', async () => {
    const { api, requests } = apiAnswering(
      () => ({
        instantes: [Date.UTC(2026, 2, 2, 12), Date.UTC(2026, 2, 5, 12)],
        latitudes: [-23.55, 38.72],
        longitudes: [-46.63, -9.14],
        lotes: ['L-2026-03'],
        lote: [0, -1],
        produtos: ['Azeite extra virgem'],
        produto: [0, 0],
        autenticidades: [1, 2],
        suspeitas: [0, 0b10010],
      }),
      200,
    );
    const query = {
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      productIds: null,
      categoryIds: null,
      countryIds: [7],
      regionIds: null,
      cityIds: null,
      authenticities: ['genuine', 'replayed'] as const,
      suspiciousOnly: true,
    };
    await expect(new TagHttpAdapter(api).searchReadings(query)).resolves.toEqual([
      {
        readAt: '2026-03-02T12:00:00.000Z',
        latitude: -23.55,
        longitude: -46.63,
        customerLotNumber: 'L-2026-03',
        productName: 'Azeite extra virgem',
        authenticity: 'genuine',
        suspicions: [],
      },
      {
        readAt: '2026-03-05T12:00:00.000Z',
        latitude: 38.72,
        longitude: -9.14,
        customerLotNumber: null,
        productName: 'Azeite extra virgem',
        authenticity: 'replayed',
        suspicions: ['impossible-travel', 'copy'],
      },
    ]);
    expect(requests[0]?.url.pathname).toBe('/api/tagLoteParceiro/leituras/colunas');
    expect(requests[0]?.body).toMatchObject({
      dataInicial: '2026-03-01',
      pais: [7],
      produto: null,
      autenticidade: ['genuine', 'replayed'],
      somenteSuspeitas: true,
    });
  });
});
