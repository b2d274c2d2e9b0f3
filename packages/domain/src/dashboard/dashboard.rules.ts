/** Chart data for the dashboard, as pure functions of the server's groups (spec B §2, §9). */
import { hasLocation } from '../tags/tag-reading.model';
import {
  DASHBOARD_LATEST_READINGS,
  type CountryReadings,
  type OsReadings,
  type ProductReadings,
  type ReadingPin,
} from './dashboard.model';

/** spec B §9: the readings-by-product pie is out of 100; "the remainder up to 100 is shown as 'other products'". */
export const PRODUCT_CHART_TOTAL = 100;
/** The label key of the remainder slice. */
export const OTHER_PRODUCTS = 'OTHER_PRODUCTS';

export interface ChartSlice {
  /** The product name, or OTHER_PRODUCTS for the remainder. */
  readonly label: string;
  readonly value: number;
  readonly other: boolean;
}

const usable = (count: number) => Number.isFinite(count) && count > 0;

/**
 * Whole percentages of the total that add up to exactly `total` (largest remainder: each share rounded down, the
 * points left go to the largest fractions, earlier entries first on a tie). All zero when nothing was counted.
 */
export function percentagesOf(counts: readonly number[], total = 100): number[] {
  const clean = counts.map((count) => (usable(count) ? count : 0));
  const sum = clean.reduce((a, b) => a + b, 0);
  if (sum === 0) return clean.map(() => 0);
  const exact = clean.map((count) => (count * total) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byFraction = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of byFraction) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * The readings-by-product pie. Groups that leave room under 100 are shown as given, with the remainder as
 * 'other products' when positive (spec B §9). Groups adding up past 100 (spec silent) are scaled to whole
 * percentages so the pie stays out of 100. No groups, no slices: an empty chart, not a pie of 'other products'.
 */
export function productSlices(groups: readonly ProductReadings[]): ChartSlice[] {
  const shown = groups.filter((group) => usable(group.count));
  if (shown.length === 0) return [];
  const sum = shown.reduce((total, group) => total + group.count, 0);
  if (sum > PRODUCT_CHART_TOTAL) {
    const percents = percentagesOf(
      shown.map((group) => group.count),
      PRODUCT_CHART_TOTAL,
    );
    return shown
      .map((group, index) => ({ label: group.product, value: percents[index] ?? 0, other: false }))
      .filter((slice) => slice.value > 0);
  }
  const slices = shown.map((group) => ({ label: group.product, value: group.count, other: false }));
  const remainder = PRODUCT_CHART_TOTAL - sum;
  return remainder > 0 ? [...slices, { label: OTHER_PRODUCTS, value: remainder, other: true }] : slices;
}

export interface CountryShare {
  readonly country: string;
  readonly count: number;
  /** Whole percent of all the countries' readings; the list's percents add up to 100. */
  readonly percent: number;
}

/** The top-countries list with its percentage bars, most readings first (spec B §2). */
export function countryShares(groups: readonly CountryReadings[]): CountryShare[] {
  const sorted = groups
    .map((group, index) => ({ group, index }))
    .sort((a, b) => b.group.count - a.group.count || a.index - b.index)
    .map(({ group }) => group);
  const percents = percentagesOf(sorted.map((group) => group.count));
  return sorted.map((group, index) => ({ country: group.country, count: group.count, percent: percents[index] ?? 0 }));
}

export interface ChartBar {
  readonly label: string;
  readonly value: number;
}

/** The readings-by-operating-system bars, most readings first. */
export function osBars(groups: readonly OsReadings[]): ChartBar[] {
  return groups
    .filter((group) => usable(group.count))
    .map((group, index) => ({ group, index }))
    .sort((a, b) => b.group.count - a.group.count || a.index - b.index)
    .map(({ group }) => ({ label: group.name, value: group.count }));
}

/**
 * The map's pins: the latest 500 readings (spec B §2), those at 0, 0 (geolocation failed, spec B §8) left off, as the
 * tag map does.
 */
export function mapPins(pins: readonly ReadingPin[]): ReadingPin[] {
  return pins.slice(0, DASHBOARD_LATEST_READINGS).filter(hasLocation);
}
