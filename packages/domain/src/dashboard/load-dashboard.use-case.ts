/** Load the dashboard and derive what its cards, charts, list and map show (spec B §2 "Dashboard"). */
import type { Cancellation } from '../shared/cancellation';
import type { ReadingPin } from './dashboard.model';
import type { DashboardPort } from './dashboard.port';
import {
  countryShares,
  mapPins,
  osBars,
  productSlices,
  type ChartBar,
  type ChartSlice,
  type CountryShare,
} from './dashboard.rules';

export interface DashboardView {
  readonly cards: {
    readonly unprocessedPromotions: number;
    readonly lockedDevices: number;
    readonly tagsReadLast15Minutes: number;
    readonly possibleCopiesLast7Days: number;
    readonly suspiciousReadingsLast7Days: number;
  };
  readonly productSlices: readonly ChartSlice[];
  readonly osBars: readonly ChartBar[];
  readonly countryShares: readonly CountryShare[];
  readonly pins: readonly ReadingPin[];
}

export async function loadDashboard(port: DashboardPort, signal?: Cancellation): Promise<DashboardView> {
  const dashboard = await port.load(signal);
  return {
    cards: {
      unprocessedPromotions: dashboard.unprocessedPromotions,
      lockedDevices: dashboard.lockedDevices,
      tagsReadLast15Minutes: dashboard.tagsReadLast15Minutes,
      possibleCopiesLast7Days: dashboard.possibleCopiesLast7Days,
      suspiciousReadingsLast7Days: dashboard.suspiciousReadingsLast7Days,
    },
    productSlices: productSlices(dashboard.topProducts),
    osBars: osBars(dashboard.readingsByOs),
    countryShares: countryShares(dashboard.topCountries),
    pins: mapPins(dashboard.pins),
  };
}
