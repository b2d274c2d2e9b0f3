/**
 * Planted suspicious readings (issue 28 §5): one clear case per rule in the demo customer's data, so a new user meets
 * every rule on the Alerts list, each on a story that explains it, among ordinary readings that raise none
 * (demo-lots.ts keeps each tag's readings in one city). The copies are the secure lot's (demo-secure-readings.ts).
 * The cases sit on tags of the demo customer's first lot that the ordinary readings leave alone, and their times
 * follow the clock, within the dashboard's last 7 days.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { partnerLots, readings, tags } from '../db/schema';
import { readyOfflineGeocoder } from '../geo/offline-geocoder';
import { insertDemoCustomerLot } from './demo-customer-lots';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The demo customer's first partner lot (demo-lots.ts: the first partner's first lot), whose tags hold the cases. */
export const PLANTED_PARTNER_LOT = 'OC-2024-0001';

/** Tags of lot L0001-A (sequences 1–160, sold anywhere, valid for long). */
const JOURNEY_TAG = 151;
const FLOODED_TAG = 152;
/** Free tags of the partner lot, cut here into two more customer lots. */
const DIVERTED_LOT = { number: 'L0001-D', first: 361, last: 380 } as const;
const EXPIRED_LOT = { number: 'L0001-E', first: 381, last: 400 } as const;

/** The tags of PLANTED_PARTNER_LOT the ordinary demo readings must not read: the cases are theirs alone. */
export const PLANTED_SEQUENCES: ReadonlySet<number> = new Set([
  JOURNEY_TAG,
  FLOODED_TAG,
  ...Array.from({ length: DIVERTED_LOT.last - DIVERTED_LOT.first + 1 }, (_, index) => DIVERTED_LOT.first + index),
  ...Array.from({ length: EXPIRED_LOT.last - EXPIRED_LOT.first + 1 }, (_, index) => EXPIRED_LOT.first + index),
]);

const PLACES = {
  saoPaulo: [-23.5505, -46.6333],
  vilaMadalena: [-23.5568, -46.6911],
  lisbon: [38.7223, -9.1393],
  /** São Paulo's 25 de Março street market. */
  vinteCincoDeMarco: [-23.5445, -46.6315],
  portoAlegre: [-30.0346, -51.2177],
  ciudadDelEste: [-25.5097, -54.6111],
  buenosAires: [-34.6037, -58.3816],
  miami: [25.7617, -80.1918],
  recife: [-8.0476, -34.877],
} as const;

type Phone = readonly [model: string, os: string, deviceId: string];
const phone = (model: string, os: string, serial: number): Phone => [
  model,
  os,
  `de3a1e70-0000-4000-8000-${serial.toString(16).padStart(12, '0')}`,
];
const SHOPPERS: readonly Phone[] = [
  phone('iPhone 15 Pro', 'iOS 18.1', 1),
  phone('Samsung Galaxy A54', 'Android 14', 2),
  phone('Motorola Moto G84', 'Android 14', 3),
  phone('iPhone 13', 'iOS 17.5', 4),
  phone('Xiaomi Redmi Note 13', 'Android 13', 5),
  phone('Samsung Galaxy A15', 'Android 14', 6),
  phone('Google Pixel 8', 'Android 15', 7),
  phone('iPhone 14', 'iOS 18.0', 8),
  phone('Motorola Edge 40', 'Android 14', 9),
  phone('iPhone SE (3rd generation)', 'iOS 17.3.1', 10),
];
const shopper = (index: number): Phone => SHOPPERS[index % SHOPPERS.length] ?? phone('Google Pixel 8', 'Android 14', 0);

interface PlantedReading {
  readonly sequence: number;
  readonly ago: number;
  readonly place: keyof typeof PLACES;
  readonly phone: Phone;
  /** Metres-scale offsets, so readings at one place do not sit on one point of the map. */
  readonly nudge?: readonly [latitude: number, longitude: number];
}

/** 30 readings of one tag in three hours, from 8 phones: more than 20 in 24 h and more than 5 devices. */
const FLOOD: readonly PlantedReading[] = Array.from({ length: 30 }, (_, index) => ({
  sequence: FLOODED_TAG,
  ago: 2 * DAY_MS + 5 * HOUR_MS - index * 6 * 60_000,
  place: 'vinteCincoDeMarco',
  phone: shopper(index % 8),
  nudge: [((index * 7) % 11) * 0.001 - 0.005, ((index * 5) % 13) * 0.001 - 0.006],
}));

const READINGS: readonly PlantedReading[] = [
  // Impossible travel: a bottle of L0001-A read in São Paulo, then an hour later in Lisbon (about 7,900 km): its
  // tag was cloned, and one of the two is a fake.
  { sequence: JOURNEY_TAG, ago: 9 * DAY_MS, place: 'vilaMadalena', phone: shopper(0) },
  { sequence: JOURNEY_TAG, ago: 3 * DAY_MS + 1 * HOUR_MS, place: 'saoPaulo', phone: shopper(1) },
  { sequence: JOURNEY_TAG, ago: 3 * DAY_MS, place: 'lisbon', phone: shopper(2) },
  // Too many readings: one tag's link copied onto counterfeit labels sold at a street market, scanned all afternoon.
  ...FLOOD,
  // Off-market: L0001-D is made for Brazil only (markets ['BR']); two bottles are read where they belong, and three
  // turn up across the border and abroad, the lot diverted from its market.
  { sequence: DIVERTED_LOT.first, ago: 6 * DAY_MS, place: 'saoPaulo', phone: shopper(3) },
  { sequence: DIVERTED_LOT.first + 1, ago: 5 * DAY_MS, place: 'portoAlegre', phone: shopper(4) },
  { sequence: DIVERTED_LOT.first + 2, ago: 4 * DAY_MS, place: 'ciudadDelEste', phone: shopper(5) },
  { sequence: DIVERTED_LOT.first + 3, ago: 3 * DAY_MS, place: 'buenosAires', phone: shopper(6) },
  { sequence: DIVERTED_LOT.first + 4, ago: 1 * DAY_MS, place: 'miami', phone: shopper(7) },
  // After expiry: L0001-E expired 20 days ago, yet a bottle of it is still on a shelf in Recife.
  { sequence: EXPIRED_LOT.first + 5, ago: 2 * DAY_MS, place: 'recife', phone: shopper(9) },
];

const day = (instant: number) => new Date(instant).toISOString().slice(0, 10);

/**
 * The diverted and the expired customer lots, and the readings above; answers how many readings it stored (none
 * when the demo customer has no PLANTED_PARTNER_LOT). Made before the fold that attributes the readings, which
 * notes the lots' markets and expiry beside them.
 */
export async function seedDemoSuspiciousReadings(
  db: Database,
  customerId: number,
  now: Date = new Date(),
): Promise<number> {
  const [lot] = await db
    .select({ id: partnerLots.id, productId: partnerLots.productId })
    .from(partnerLots)
    .where(and(eq(partnerLots.number, PLANTED_PARTNER_LOT), eq(partnerLots.customerId, customerId)));
  if (lot?.productId == null) return 0;
  const productId = lot.productId;
  const at = (ago: number) => now.getTime() - ago;

  await insertDemoCustomerLot(db, {
    customerId,
    productId,
    number: DIVERTED_LOT.number,
    manufactureDate: day(at(40 * DAY_MS)),
    releaseDate: day(at(38 * DAY_MS)),
    expiryDate: day(at(40 * DAY_MS) + 540 * DAY_MS),
    markets: ['BR'],
    status: 0,
    statusDate: null,
    partnerLotId: lot.id,
    firstSequence: DIVERTED_LOT.first,
    lastSequence: DIVERTED_LOT.last,
  });
  // Old stock, tagged when it left the cellar: made 560 days ago, valid for 540 as the demo's other lots.
  await insertDemoCustomerLot(db, {
    customerId,
    productId,
    number: EXPIRED_LOT.number,
    manufactureDate: day(at(560 * DAY_MS)),
    releaseDate: day(at(558 * DAY_MS)),
    expiryDate: day(at(20 * DAY_MS)),
    status: 0,
    statusDate: null,
    partnerLotId: lot.id,
    firstSequence: EXPIRED_LOT.first,
    lastSequence: EXPIRED_LOT.last,
  });

  const tagRows = await db
    .select({ id: tags.id, sequence: tags.sequence })
    .from(tags)
    .where(and(eq(tags.partnerLotId, lot.id), inArray(tags.sequence, [...PLANTED_SEQUENCES])));
  const tagOf = new Map(tagRows.map((row) => [row.sequence, row.id]));
  const places = await readyOfflineGeocoder();
  const values = READINGS.flatMap((reading) => {
    const tagId = tagOf.get(reading.sequence);
    if (tagId === undefined) return [];
    const [latitude, longitude] = PLACES[reading.place];
    const [nudgeLatitude, nudgeLongitude] = reading.nudge ?? [0, 0];
    const position = { latitude: latitude + nudgeLatitude, longitude: longitude + nudgeLongitude };
    const [deviceModel, osVersion, deviceId] = reading.phone;
    return [
      {
        tagId,
        readAt: new Date(at(reading.ago)),
        ...position,
        deviceModel,
        osVersion,
        deviceId,
        ...places.placeOf(position),
      },
    ];
  });
  if (values.length > 0) await db.insert(readings).values(values);
  return values.length;
}
