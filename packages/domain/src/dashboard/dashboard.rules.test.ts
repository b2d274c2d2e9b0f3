import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_LATEST_READINGS, RECENT_READINGS_MINUTES, type ReadingPin } from './dashboard.model';
import {
  countryShares,
  mapPins,
  osBars,
  OTHER_PRODUCTS,
  percentagesOf,
  PRODUCT_CHART_TOTAL,
  productSlices,
} from './dashboard.rules';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('dashboard constants (spec B §2, §9)', () => {
  it('shows the latest 500 readings and tags read in the last 15 minutes', () => {
    expect(DASHBOARD_LATEST_READINGS).toBe(500);
    expect(RECENT_READINGS_MINUTES).toBe(15);
  });
});

describe('top products pie (spec B §9)', () => {
  it("shows the remainder up to 100 as 'other products'", () => {
    expect(
      productSlices([
        { product: 'Wine', count: 40 },
        { product: 'Oil', count: 25 },
      ]),
    ).toEqual([
      { label: 'Wine', value: 40, other: false },
      { label: 'Oil', value: 25, other: false },
      { label: OTHER_PRODUCTS, value: 35, other: true },
    ]);
  });

  it("shows no 'other products' when the groups reach 100", () => {
    const slices = productSlices([
      { product: 'Wine', count: 60 },
      { product: 'Oil', count: 40 },
    ]);
    expect(slices.some((slice) => slice.other)).toBe(false);
    expect(PRODUCT_CHART_TOTAL).toBe(100);
  });

  it('scales groups adding up past 100 to whole percentages', () => {
    expect(
      productSlices([
        { product: 'Wine', count: 150 },
        { product: 'Oil', count: 50 },
      ]),
    ).toEqual([
      { label: 'Wine', value: 75, other: false },
      { label: 'Oil', value: 25, other: false },
    ]);
  });

  it('shows an empty chart when there are no readings', () => {
    expect(productSlices([])).toEqual([]);
    expect(productSlices([{ product: 'Wine', count: 0 }])).toEqual([]);
  });

  it('property: other products is never negative and slices never exceed 100', () => {
    const group = fc.record({ product: fc.string(), count: fc.integer({ min: 0, max: 400 }) });
    fc.assert(
      fc.property(fc.array(group, { maxLength: 12 }), (groups) => {
        const slices = productSlices(groups);
        for (const slice of slices) expect(slice.value).toBeGreaterThan(0);
        expect(sum(slices.map((s) => s.value))).toBeLessThanOrEqual(PRODUCT_CHART_TOTAL);
        if (slices.length > 0) expect(sum(slices.map((s) => s.value))).toBe(PRODUCT_CHART_TOTAL);
        expect(slices.filter((s) => s.other).length).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('property: groups that leave room under 100 are shown unchanged', () => {
    const group = fc.record({ product: fc.string(), count: fc.integer({ min: 1, max: 20 }) });
    fc.assert(
      fc.property(fc.array(group, { minLength: 1, maxLength: 5 }), (groups) => {
        const slices = productSlices(groups).filter((s) => !s.other);
        expect(slices.map((s) => s.value)).toEqual(groups.map((g) => g.count));
      }),
    );
  });
});

describe('top countries (spec B §2: a list with percentage bars)', () => {
  it('gives each country its percentage of the total, most readings first', () => {
    expect(
      countryShares([
        { country: 'Chile', count: 1 },
        { country: 'Brazil', count: 3 },
      ]),
    ).toEqual([
      { country: 'Brazil', count: 3, percent: 75 },
      { country: 'Chile', count: 1, percent: 25 },
    ]);
  });

  it('rounds so the percentages add up to 100', () => {
    const shares = countryShares([
      { country: 'A', count: 1 },
      { country: 'B', count: 1 },
      { country: 'C', count: 1 },
    ]);
    expect(shares.map((s) => s.percent)).toEqual([34, 33, 33]);
  });

  it('gives 0 percent to every country when nothing was read', () => {
    expect(countryShares([{ country: 'A', count: 0 }]).map((s) => s.percent)).toEqual([0]);
  });

  it('property: percentages add up to 100 and each is within one point of its exact share', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 30 }), (counts) => {
        const percents = percentagesOf(counts);
        const total = sum(counts);
        if (total === 0) {
          expect(percents.every((p) => p === 0)).toBe(true);
          return;
        }
        expect(sum(percents)).toBe(100);
        counts.forEach((count, i) => {
          expect(Math.abs((percents[i] ?? 0) - (count * 100) / total)).toBeLessThan(1);
        });
      }),
    );
  });
});

describe('readings by operating system', () => {
  it('shows one bar per system, most readings first, without empty ones', () => {
    expect(
      osBars([
        { name: 'iOS', count: 2 },
        { name: 'Android', count: 5 },
        { name: 'Other', count: 0 },
      ]),
    ).toEqual([
      { label: 'Android', value: 5 },
      { label: 'iOS', value: 2 },
    ]);
  });
});

describe('map pins', () => {
  const pin = (latitude: number, longitude: number): ReadingPin => ({
    latitude,
    longitude,
    lotNumber: null,
    productName: null,
    readAt: null,
  });

  it('leaves off readings at 0, 0 (geolocation failed)', () => {
    expect(mapPins([pin(0, 0), pin(10, 10), pin(0, 5)])).toEqual([pin(10, 10), pin(0, 5)]);
  });

  it('shows at most the latest 500 readings', () => {
    const pins = Array.from({ length: 600 }, (_, i) => pin(1 + (i % 80), 1));
    expect(mapPins(pins)).toHaveLength(500);
  });
});
