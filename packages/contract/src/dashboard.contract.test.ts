import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '@tagtrail/domain';
import { dashboardContract, dashboardFromWire, DashboardSchema, dashboardToWire } from './dashboard.contract';
import { coordinate, survivesTheWire } from './wire.test-helpers';

const count = fc.nat({ max: 100_000 });
const optText = fc.option(fc.string(), { nil: null });
const dashboard: fc.Arbitrary<Dashboard> = fc.record({
  unprocessedPromotions: count,
  lockedDevices: count,
  tagsReadLast15Minutes: count,
  possibleCopiesLast7Days: count,
  suspiciousReadingsLast7Days: count,
  pins: fc.array(
    fc.record({
      latitude: coordinate(90),
      longitude: coordinate(180),
      lotNumber: optText,
      productName: optText,
      readAt: optText,
    }),
    { maxLength: 5 },
  ),
  topProducts: fc.array(fc.record({ product: fc.string(), count }), { maxLength: 5 }),
  topCountries: fc.array(fc.record({ country: fc.string(), count }), { maxLength: 5 }),
  readingsByOs: fc.array(fc.record({ name: fc.string(), count }), { maxLength: 5 }),
});

describe('dashboard call (spec B §7)', () => {
  it('GET dashboard, for customers', () => {
    expect([dashboardContract.get.method, dashboardContract.get.path, dashboardContract.get.roles]).toEqual([
      'GET',
      'dashboard',
      ['customer'],
    ]);
  });

  it('reads the response as the spec names it', () => {
    const wire = {
      promocoesNaoProcessadas: 2,
      dispositivosBloqueados: 1,
      tagsLidas15Min: 9,
      possiveisCopias7Dias: 4,
      leiturasSuspeitas7Dias: 6,
      pins: {
        dataRecords: [
          {
            latitude: -23.5,
            longitude: -46.6,
            loteClienteNumero: 'L-1',
            produtoNome: 'Vinho',
            data: '2025-01-02T10:00:00Z',
          },
        ],
      },
      topProducts: { groups: [{ produto: 'Vinho', count: 60 }] },
      topCountries: { groups: [{ pais: 'Brasil', count: 8 }] },
      leiturasBySO: [{ nome: 'Android', count: 5 }],
    };
    expect(dashboardFromWire(v.parse(DashboardSchema, wire))).toEqual({
      unprocessedPromotions: 2,
      lockedDevices: 1,
      tagsReadLast15Minutes: 9,
      possibleCopiesLast7Days: 4,
      suspiciousReadingsLast7Days: 6,
      pins: [
        { latitude: -23.5, longitude: -46.6, lotNumber: 'L-1', productName: 'Vinho', readAt: '2025-01-02T10:00:00Z' },
      ],
      topProducts: [{ product: 'Vinho', count: 60 }],
      topCountries: [{ country: 'Brasil', count: 8 }],
      readingsByOs: [{ name: 'Android', count: 5 }],
    });
  });

  it('property: the dashboard survives the wire unchanged', () => {
    survivesTheWire(dashboard, DashboardSchema, dashboardToWire, dashboardFromWire);
  });
});
