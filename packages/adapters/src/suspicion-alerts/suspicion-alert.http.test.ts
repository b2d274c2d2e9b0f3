import { describe, expect, it } from 'vitest';
import { DEFAULT_SUSPICION_SETTINGS, PortError, SUSPICION_SETTING_OUT_OF_RANGE } from '@tagtrail/domain';
import { apiAnswering } from '../testing/fake-api';
import { SuspicionAlertHttpAdapter } from './suspicion-alert.http';

const wireAlert = {
  id: 14,
  tagLoteParceiroId: 210014,
  tagId: '04A1B2C3D4E5F6',
  regra: 'off-market',
  primeiraLeitura: '2026-02-26T21:10:00.000Z',
  ultimaLeitura: '2026-02-27T15:42:00.000Z',
  numeroLeituras: 3,
  pais: 'US',
  produtoNome: 'Vinho do Porto Tawny 10 Anos 750 ml',
  loteClienteNumero: 'PT-2025-0412',
  reconhecidoEm: null,
};

describe('the alerts over HTTP (issue 28 §3)', () => {
  it('lists alertas/pagination/ with the open filter as situacao, reading the rows in the domain’s names', async () => {
    const { api, requests } = apiAnswering(() => ({ dataRecords: [wireAlert], countRecords: 1 }));
    const page = await new SuspicionAlertHttpAdapter(api).list({
      page: 1,
      rowsPerPage: 25,
      searchText: ' porto ',
      sort: 'lastReadAt',
      direction: 'desc',
      situation: 'open',
    });
    expect(page).toEqual({
      total: 1,
      records: [
        {
          id: 14,
          tagRowId: 210014,
          tagId: '04A1B2C3D4E5F6',
          rule: 'off-market',
          firstReadAt: '2026-02-26T21:10:00.000Z',
          lastReadAt: '2026-02-27T15:42:00.000Z',
          readingCount: 3,
          country: 'US',
          productName: 'Vinho do Porto Tawny 10 Anos 750 ml',
          lotNumber: 'PT-2025-0412',
          acknowledgedAt: null,
        },
      ],
    });
    const url = requests[0]?.url;
    expect(url?.pathname).toBe('/api/alertas/pagination/');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      page: '2',
      records: '25',
      query: 'porto',
      sort: 'lastReadAt',
      direction: 'desc',
      situacao: 'abertos',
    });
  });

  it('asks for every alert without situacao, and for the acknowledged ones as reconhecidos', async () => {
    const { api, requests } = apiAnswering(() => ({ dataRecords: [], countRecords: 0 }));
    const alerts = new SuspicionAlertHttpAdapter(api);
    await alerts.list({ page: 0, rowsPerPage: 10, searchText: '' });
    await alerts.list({ page: 0, rowsPerPage: 10, searchText: '', situation: 'acknowledged' });
    expect(requests[0]?.url.searchParams.has('situacao')).toBe(false);
    expect(requests[1]?.url.searchParams.get('situacao')).toBe('reconhecidos');
  });

  it('acknowledges with PUT alertas/{id}/reconhecer', async () => {
    const { api, requests } = apiAnswering(() => 14);
    await expect(new SuspicionAlertHttpAdapter(api).acknowledge(14)).resolves.toBeUndefined();
    expect(requests[0]?.method).toBe('PUT');
    expect(requests[0]?.url.pathname).toBe('/api/alertas/14/reconhecer');
  });

  it('reads the settings, a rule the server left out taking its defaults, and saves them in the wire’s names', async () => {
    const { api, requests } = apiAnswering((request) =>
      request.method === 'GET'
        ? { viagemImpossivel: { ativo: false, velocidadeMaximaKmh: 900 } }
        : { foraDoMercado: { ativo: true } },
    );
    const alerts = new SuspicionAlertHttpAdapter(api);
    expect(await alerts.settings()).toEqual({
      ...DEFAULT_SUSPICION_SETTINGS,
      impossibleTravel: { enabled: false, maxSpeedKmh: 900, minDistanceKm: 50 },
    });
    await alerts.saveSettings(DEFAULT_SUSPICION_SETTINGS);
    expect(requests[1]?.method).toBe('PUT');
    expect(requests[1]?.url.pathname).toBe('/api/alertas/configuracao');
    expect(requests[1]?.body).toMatchObject({
      viagemImpossivel: { ativo: true, velocidadeMaximaKmh: 1000, distanciaMinimaKm: 50 },
      leiturasDemais: { ativo: true, maximoLeituras: 20, maximoDispositivos: 5, janelaHoras: 24 },
    });
  });

  it('names a refused threshold by its domain path, as the form names the field', async () => {
    const { api } = apiAnswering(
      () => ({
        status: 400,
        error: 'VALIDATION',
        message: SUSPICION_SETTING_OUT_OF_RANGE,
        details: [
          {
            field: 'leiturasDemais.janelaHoras',
            key: SUSPICION_SETTING_OUT_OF_RANGE,
            params: { min: 1, max: 720 },
          },
        ],
      }),
      400,
    );
    const error = await new SuspicionAlertHttpAdapter(api).saveSettings(DEFAULT_SUSPICION_SETTINGS).catch((e) => e);
    expect(error).toBeInstanceOf(PortError);
    expect((error as PortError).details).toEqual([
      { field: 'tooManyReadings.windowHours', key: SUSPICION_SETTING_OUT_OF_RANGE, params: { min: 1, max: 720 } },
    ]);
  });
});
