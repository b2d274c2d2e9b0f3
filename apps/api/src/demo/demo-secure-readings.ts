/**
 * Readings of the demo secure lot (issue 27 §5), so a new user meets possible copies on the dashboard, the reading
 * map and the tag list: its first six tags read genuinely now and then in Brazil and Lisbon, one's signed URL replayed
 * twice this week from Ciudad del Este, one forged message naming another, and an older replay from Lima (on the map
 * and the tag list, not in the card's 7 days). The chips' counters are left as they were: a tap tried with
 * `pnpm sdm tap`, and the end-to-end test's tap of the lot's last tag, are genuine from their first counter on.
 */
import { sql } from 'drizzle-orm';
import { authenticityCode, type ReadingAuthenticity } from '@tagtrail/domain';
import type { Database } from '../db/client';
import { readings } from '../db/schema';
import { readyOfflineGeocoder } from '../geo/offline-geocoder';
import { DEMO_SECURE_LOT } from './demo-secure-lot';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const PLACES = {
  saoPaulo: [-23.5614, -46.6559],
  portoAlegre: [-30.0277, -51.2287],
  rio: [-22.9711, -43.1822],
  curitiba: [-25.4284, -49.2733],
  beloHorizonte: [-19.9245, -43.9352],
  lisbon: [38.7139, -9.1394],
  ciudadDelEste: [-25.5097, -54.6111],
  lima: [-12.0464, -77.0428],
} as const;

interface SecureReading {
  /** Which of the lot's tags (0: its first). */
  readonly tag: number;
  readonly authenticity: ReadingAuthenticity;
  readonly ago: number;
  readonly place: keyof typeof PLACES;
  readonly phone: readonly [model: string, os: string, deviceId: string];
}

const SHOPPER_1 = ['iPhone 15 Pro', 'iOS 18.1', '5ec0de01-0000-4000-8000-000000000001'] as const;
const SHOPPER_2 = ['Samsung Galaxy S24', 'Android 14', '5ec0de01-0000-4000-8000-000000000002'] as const;
const SHOPPER_3 = ['Google Pixel 8', 'Android 15', '5ec0de01-0000-4000-8000-000000000003'] as const;
const COPIER = ['Xiaomi Redmi Note 13', 'Android 13', '5ec0de01-0000-4000-8000-0000000000c1'] as const;
const FORGER = ['Motorola Moto G84', 'Android 14', '5ec0de01-0000-4000-8000-0000000000f1'] as const;

const READINGS: readonly SecureReading[] = [
  { tag: 0, authenticity: 'genuine', ago: 20 * DAY_MS, place: 'saoPaulo', phone: SHOPPER_1 },
  { tag: 0, authenticity: 'genuine', ago: 9 * DAY_MS, place: 'saoPaulo', phone: SHOPPER_2 },
  { tag: 0, authenticity: 'genuine', ago: 2 * DAY_MS, place: 'saoPaulo', phone: SHOPPER_1 },
  { tag: 1, authenticity: 'genuine', ago: 15 * DAY_MS, place: 'portoAlegre', phone: SHOPPER_3 },
  { tag: 1, authenticity: 'replayed', ago: 5 * DAY_MS, place: 'ciudadDelEste', phone: COPIER },
  { tag: 1, authenticity: 'replayed', ago: 1 * DAY_MS, place: 'ciudadDelEste', phone: COPIER },
  { tag: 2, authenticity: 'genuine', ago: 12 * DAY_MS, place: 'rio', phone: SHOPPER_2 },
  { tag: 2, authenticity: 'genuine', ago: 6 * DAY_MS, place: 'rio', phone: SHOPPER_2 },
  { tag: 3, authenticity: 'genuine', ago: 25 * DAY_MS, place: 'curitiba', phone: SHOPPER_3 },
  { tag: 3, authenticity: 'invalid', ago: 3 * DAY_MS, place: 'saoPaulo', phone: FORGER },
  { tag: 4, authenticity: 'genuine', ago: 4 * DAY_MS, place: 'beloHorizonte', phone: SHOPPER_1 },
  { tag: 4, authenticity: 'genuine', ago: 10 * HOUR_MS, place: 'beloHorizonte', phone: SHOPPER_3 },
  { tag: 5, authenticity: 'genuine', ago: 30 * DAY_MS, place: 'lisbon', phone: SHOPPER_2 },
  { tag: 5, authenticity: 'replayed', ago: 11 * DAY_MS, place: 'lima', phone: COPIER },
];

/** The readings above, of the demo secure lot's tags; none when the demo has no secure lot (no key box). */
export async function seedDemoSecureReadings(db: Database, now: Date = new Date()): Promise<number> {
  const { rows } = (await db.execute(
    sql`select t.id, t.sequence from tags t join partner_lots pl on pl.id = t.partner_lot_id
        where pl.sdm_reference = ${DEMO_SECURE_LOT.reference} order by t.sequence`,
  )) as unknown as { rows: { id: number | string; sequence: number }[] };
  if (rows.length === 0) return 0;
  const places = await readyOfflineGeocoder();
  const values = READINGS.flatMap((reading) => {
    const tag = rows[reading.tag];
    if (tag === undefined) return [];
    const [latitude, longitude] = PLACES[reading.place];
    const [deviceModel, osVersion, deviceId] = reading.phone;
    return [
      {
        tagId: Number(tag.id),
        readAt: new Date(now.getTime() - reading.ago),
        latitude,
        longitude,
        deviceModel,
        osVersion,
        deviceId,
        ...places.placeOf({ latitude, longitude }),
        authenticity: authenticityCode(reading.authenticity),
      },
    ];
  });
  await db.insert(readings).values(values);
  return values.length;
}
