/**
 * The demo winery's dashboard, for stories: a dozen wines and accessories, 4,800 readings from 20 countries (most in
 * Brazil), Android, iOS and a few others, and the latest 500 as pins around the places they were read. Made by a
 * seeded generator, so every story and test sees the same figures.
 */
import { DASHBOARD_LATEST_READINGS, percentagesOf, type Dashboard, type ReadingPin } from '@tagtrail/domain';

const PRODUCTS: readonly (readonly [name: string, weight: number])[] = [
  ['Aurora Reserva Cabernet Sauvignon 2021', 22],
  ['Aurora Merlot 2022', 17],
  ['Aurora Espumante Brut Método Tradicional', 14],
  ['Aurora Moscatel Espumante', 10],
  ['Aurora Gran Reserva Tannat', 8],
  ['Aurora Chardonnay 2023', 7],
  ['Aurora Pinot Noir 2022', 6],
  ['Aurora Suco de Uva Integral', 5],
  ['Aurora Rosé Seco 2023', 4],
  ['Aurora Licoroso Tawny', 3],
  ['Aurora Kit Degustação', 2],
  ['Saca-rolhas Aurora', 2],
];

/** Countries (ISO 3166 codes, as the server stores them), their weight, and places readings are made around. */
const COUNTRIES: readonly (readonly [code: string, weight: number, places: readonly (readonly [number, number])[]])[] =
  [
    [
      'BR',
      40,
      [
        [-23.55, -46.63],
        [-22.91, -43.17],
        [-30.03, -51.23],
        [-29.17, -51.52],
        [-25.43, -49.27],
        [-19.92, -43.94],
        [-8.05, -34.88],
        [-15.79, -47.88],
      ],
    ],
    [
      'AR',
      8,
      [
        [-34.6, -58.38],
        [-32.89, -68.83],
        [-31.42, -64.18],
      ],
    ],
    [
      'US',
      7,
      [
        [40.71, -74.0],
        [25.76, -80.19],
        [37.77, -122.42],
        [41.88, -87.63],
      ],
    ],
    [
      'PT',
      6,
      [
        [38.72, -9.14],
        [41.15, -8.61],
      ],
    ],
    ['UY', 5, [[-34.9, -56.16]]],
    [
      'CL',
      4,
      [
        [-33.45, -70.67],
        [-36.83, -73.05],
      ],
    ],
    ['PY', 3, [[-25.26, -57.58]]],
    [
      'ES',
      3,
      [
        [40.42, -3.7],
        [41.39, 2.17],
      ],
    ],
    [
      'IT',
      3,
      [
        [41.9, 12.5],
        [45.46, 9.19],
      ],
    ],
    [
      'DE',
      2,
      [
        [52.52, 13.4],
        [48.14, 11.58],
      ],
    ],
    [
      'FR',
      2,
      [
        [48.86, 2.35],
        [44.84, -0.58],
      ],
    ],
    ['GB', 2, [[51.51, -0.13]]],
    ['MX', 2, [[19.43, -99.13]]],
    ['CA', 2, [[43.65, -79.38]]],
    ['JP', 2, [[35.68, 139.69]]],
    ['AO', 1, [[-8.84, 13.23]]],
    ['CO', 1, [[4.71, -74.07]]],
    ['NL', 1, [[52.37, 4.9]]],
    ['AU', 1, [[-33.87, 151.21]]],
    ['ZA', 1, [[-33.92, 18.42]]],
  ];

const SYSTEMS: readonly (readonly [name: string, weight: number])[] = [
  ['Android', 61],
  ['iOS', 33],
  ['HarmonyOS', 4],
  ['KaiOS', 2],
];

const READINGS = 4_800;
/** How many products the server names in the pie; the rest is 'other products' (spec B §9). */
const TOP_PRODUCTS = 5;

/** A small seeded generator (mulberry32): the same demo every time. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T extends readonly [unknown, number, ...unknown[]]>(items: readonly T[], next: () => number): T {
  const total = items.reduce((sum, item) => sum + item[1], 0);
  let left = next() * total;
  for (const item of items) {
    left -= item[1];
    if (left < 0) return item;
  }
  return items[items.length - 1] as T;
}

function countsOf(names: readonly string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

function makeDemoDashboard(): Dashboard {
  const next = random(2026);
  const now = Date.parse('2026-03-10T15:00:00.000Z');
  const readings = Array.from({ length: READINGS }, (_, index) => {
    const [product] = pick(PRODUCTS, next);
    const [country, , places] = pick(COUNTRIES, next);
    const [os] = pick(SYSTEMS, next);
    const [latitude, longitude] = places[Math.floor(next() * places.length)] ?? [0, 0];
    // A city's readings spread over some 30 km around it, the newest first.
    const pin: ReadingPin = {
      latitude: Math.round((latitude + (next() - 0.5) * 0.5) * 1e4) / 1e4,
      longitude: Math.round((longitude + (next() - 0.5) * 0.5) * 1e4) / 1e4,
      lotNumber: `L${2024 + (index % 3)}-${String(1 + (index % 17)).padStart(3, '0')}`,
      productName: product,
      readAt: new Date(now - index * 97_000).toISOString(),
    };
    return { product, country, os, pin };
  });
  const products = countsOf(readings.map((reading) => reading.product));
  // The pie's groups are shares of 100 (spec B §9): the top products' whole percentages, the rest left to 'other'.
  const shares = percentagesOf(products.map(([, count]) => count));
  return {
    unprocessedPromotions: 3,
    lockedDevices: 2,
    tagsReadLast15Minutes: 9,
    // A few copied URLs replayed this week (issue 27 §5).
    possibleCopiesLast7Days: 4,
    // Those copies and a tag read in two countries an hour apart (issue 28 §3).
    suspiciousReadingsLast7Days: 6,
    pins: readings.slice(0, DASHBOARD_LATEST_READINGS).map((reading) => reading.pin),
    topProducts: products.slice(0, TOP_PRODUCTS).map(([product], index) => ({ product, count: shares[index] ?? 0 })),
    // Every country read in, most readings first, as the server sends them.
    topCountries: countsOf(readings.map((reading) => reading.country)).map(([country, count]) => ({ country, count })),
    readingsByOs: countsOf(readings.map((reading) => reading.os)).map(([name, count]) => ({ name, count })),
  };
}

export const demoDashboard: Dashboard = makeDemoDashboard();

/** A customer with nothing yet: no promotion, device or reading. */
export const emptyDashboard: Dashboard = {
  unprocessedPromotions: 0,
  lockedDevices: 0,
  tagsReadLast15Minutes: 0,
  possibleCopiesLast7Days: 0,
  suspiciousReadingsLast7Days: 0,
  pins: [],
  topProducts: [],
  topCountries: [],
  readingsByOs: [],
};
