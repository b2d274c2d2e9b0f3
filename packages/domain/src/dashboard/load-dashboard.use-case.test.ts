import { describe, expect, it } from 'vitest';
import type { Dashboard } from './dashboard.model';
import type { DashboardPort } from './dashboard.port';
import { OTHER_PRODUCTS } from './dashboard.rules';
import { loadDashboard } from './load-dashboard.use-case';

const dashboard: Dashboard = {
  unprocessedPromotions: 2,
  lockedDevices: 1,
  tagsReadLast15Minutes: 7,
  possibleCopiesLast7Days: 3,
  suspiciousReadingsLast7Days: 5,
  pins: [
    { latitude: 0, longitude: 0, lotNumber: 'L1', productName: 'Wine', readAt: null },
    { latitude: -23.5, longitude: -46.6, lotNumber: 'L1', productName: 'Wine', readAt: '2025-01-01T10:00:00Z' },
  ],
  topProducts: [{ product: 'Wine', count: 90 }],
  topCountries: [
    { country: 'Brazil', count: 1 },
    { country: 'Chile', count: 1 },
  ],
  readingsByOs: [{ name: 'Android', count: 3 }],
};

describe('loadDashboard', () => {
  it('shows the five cards and derives the charts, list and map', async () => {
    const port: DashboardPort = { load: async () => dashboard };
    const view = await loadDashboard(port);
    expect(view.cards).toEqual({
      unprocessedPromotions: 2,
      lockedDevices: 1,
      tagsReadLast15Minutes: 7,
      possibleCopiesLast7Days: 3,
      suspiciousReadingsLast7Days: 5,
    });
    expect(view.productSlices.map((s) => [s.label, s.value])).toEqual([
      ['Wine', 90],
      [OTHER_PRODUCTS, 10],
    ]);
    expect(view.countryShares.map((s) => s.percent)).toEqual([50, 50]);
    expect(view.osBars).toEqual([{ label: 'Android', value: 3 }]);
    expect(view.pins).toHaveLength(1);
  });

  it('passes the cancellation on to the port', async () => {
    let seen: unknown;
    const signal = { aborted: false, addEventListener: () => {}, removeEventListener: () => {} };
    const port: DashboardPort = {
      load: async (s) => {
        seen = s;
        return dashboard;
      },
    };
    await loadDashboard(port, signal);
    expect(seen).toBe(signal);
  });
});
