import { describe, expect, it } from 'vitest';
import { PortError, productSlices } from '@tagtrail/domain';
import { apiAnswering } from '../testing/fake-api';
import { demoDashboard, emptyDashboard } from './dashboard.demo';
import { DashboardHttpAdapter } from './dashboard.http';
import { MemoryDashboardAdapter } from './dashboard.memory';

const wire = {
  promocoesNaoProcessadas: 3,
  dispositivosBloqueados: 2,
  tagsLidas15Min: 9,
  possiveisCopias7Dias: 2,
  leiturasSuspeitas7Dias: 3,
  pins: {
    dataRecords: [
      {
        latitude: -23.5,
        longitude: -46.6,
        loteClienteNumero: 'L1',
        produtoNome: 'Merlot',
        data: '2026-03-10T14:58:00.000Z',
      },
    ],
    countRecords: 1,
  },
  topProducts: { groups: [{ produto: 'Merlot', count: 60 }] },
  topCountries: { groups: [{ pais: 'BR', count: 75 }] },
  leiturasBySO: [{ nome: 'Android', count: 61 }],
};

describe('the dashboard over HTTP (spec B §7 "GET dashboard", §3 "Dashboard response")', () => {
  it('reads GET dashboard and renames the wire fields to the domain names', async () => {
    const { api, requests } = apiAnswering(() => wire);
    await expect(new DashboardHttpAdapter(api).load()).resolves.toEqual({
      unprocessedPromotions: 3,
      lockedDevices: 2,
      tagsReadLast15Minutes: 9,
      possibleCopiesLast7Days: 2,
      suspiciousReadingsLast7Days: 3,
      pins: [
        {
          latitude: -23.5,
          longitude: -46.6,
          lotNumber: 'L1',
          productName: 'Merlot',
          readAt: '2026-03-10T14:58:00.000Z',
        },
      ],
      topProducts: [{ product: 'Merlot', count: 60 }],
      topCountries: [{ country: 'BR', count: 75 }],
      readingsByOs: [{ name: 'Android', count: 61 }],
    });
    expect(requests[0]).toMatchObject({ method: 'GET' });
    expect(requests[0]?.url.pathname).toBe('/api/dashboard');
  });

  it('refuses an answer that is not the contract’s', async () => {
    const { api } = apiAnswering(() => ({ ...wire, tagsLidas15Min: -1 }));
    await expect(new DashboardHttpAdapter(api).load()).rejects.toThrow();
  });
});

describe('the in-memory dashboard', () => {
  it('answers a copy of its figures, and new ones once replaced', async () => {
    const port = new MemoryDashboardAdapter(emptyDashboard);
    const first = await port.load();
    first.lockedDevices = 99;
    expect((await port.load()).lockedDevices).toBe(0);
    port.replace({ ...emptyDashboard, tagsReadLast15Minutes: 4 });
    expect((await port.load()).tagsReadLast15Minutes).toBe(4);
    expect(port.loads).toBe(3);
  });

  it('moves its figures at each answer after the first when told how (a live story)', async () => {
    const port = new MemoryDashboardAdapter(emptyDashboard, {
      next: (current) => ({ ...current, tagsReadLast15Minutes: current.tagsReadLast15Minutes + 1 }),
    });
    expect((await port.load()).tagsReadLast15Minutes).toBe(0);
    expect((await port.load()).tagsReadLast15Minutes).toBe(1);
    expect((await port.load()).tagsReadLast15Minutes).toBe(2);
  });

  it('fails as the server’s 500 when told', async () => {
    const port = new MemoryDashboardAdapter(demoDashboard, { failOn: ['load'] });
    await expect(port.load()).rejects.toBeInstanceOf(PortError);
  });
});

describe('the demo winery’s dashboard', () => {
  it('has the latest 500 readings as pins, over a dozen products', () => {
    expect(demoDashboard.pins).toHaveLength(500);
    expect(new Set(demoDashboard.pins.map((pin) => pin.productName)).size).toBe(12);
    const times = demoDashboard.pins.map((pin) => pin.readAt ?? '');
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('has readings from 20 countries, most in Brazil, and from Android, iOS and others', () => {
    expect(demoDashboard.topCountries).toHaveLength(20);
    expect(demoDashboard.topCountries[0]?.country).toBe('BR');
    expect(demoDashboard.readingsByOs.map((os) => os.name).slice(0, 2)).toEqual(['Android', 'iOS']);
    expect(demoDashboard.readingsByOs.length).toBeGreaterThan(2);
  });

  it("names its top five products as shares of 100, leaving 'other products' a remainder (spec B §9)", () => {
    expect(demoDashboard.topProducts).toHaveLength(5);
    const slices = productSlices(demoDashboard.topProducts);
    expect(slices.at(-1)).toMatchObject({ other: true });
    expect(slices.reduce((sum, slice) => sum + slice.value, 0)).toBe(100);
  });
});
