/**
 * Demo partner lots for the first demo partners, NFC (with visual keys) and QrCode (some appless), their tags, and
 * readings of those tags from phones around the world over the last 60 days, each tag in one city (so no tag seems to
 * travel faster than a plane: demo-suspicious-readings.ts plants the one that does). Deterministic apart from the QR ids
 * and the dates (which follow the clock), so every demo looks alike. Rows go in as a few large statements each, so
 * the first start stays quick.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { partnerLots, readings, tags } from '../db/schema';
import { readyOfflineGeocoder } from '../geo/offline-geocoder';
import { newQrTagIds } from '../tags/qr-code';
import { insertTagBatch, TAG_BATCH_SIZE, textArrayLiteral } from '../tags/tags.repository';
import { seedDemoCustomerLots, type DemoLotWithProduct } from './demo-customer-lots';
import type { DemoCustomer } from './demo-customers';
import { PLANTED_PARTNER_LOT, PLANTED_SEQUENCES } from './demo-suspicious-readings';

export const DEMO_PARTNERS_WITH_LOTS = 4;
export const DEMO_READINGS = 6_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back the demo's readings go (the suspicious and secure ones stay within it too). */
export const READING_WINDOW_DAYS = 60;

interface LotPlan {
  /** Which of the partner's customers (index), or null for a lot not yet given to one. */
  readonly customer: number | null;
  /** Which of that customer's products (index), or null. */
  readonly product: number | null;
  readonly type: 1 | 2;
  readonly appless: boolean;
  readonly quantity: number;
  readonly daysAgo: number;
}

/** The same shape for every partner: a mix of types, assigned and unassigned, old and new. */
const LOT_PLANS: readonly LotPlan[] = [
  { customer: 0, product: 0, type: 1, appless: false, quantity: 400, daysAgo: 80 },
  { customer: 0, product: 1, type: 2, appless: true, quantity: 600, daysAgo: 55 },
  { customer: 1, product: 0, type: 1, appless: false, quantity: 300, daysAgo: 41 },
  { customer: 2, product: 0, type: 2, appless: false, quantity: 500, daysAgo: 20 },
  { customer: 1, product: null, type: 1, appless: false, quantity: 250, daysAgo: 9 },
  { customer: null, product: null, type: 2, appless: true, quantity: 200, daysAgo: 2 },
];

/**
 * Where phones read tags: a home city's centre (latitude, longitude) and how often (Brazil most). Each reading is
 * placed near its phone's home and given the country, region and city the scan's geocoder finds there, as a scan
 * would be.
 */
const DEMO_HOMES: readonly (readonly [city: string, latitude: number, longitude: number, weight: number])[] = [
  ['São Paulo', -23.5505, -46.6333, 14],
  ['Rio de Janeiro', -22.9068, -43.1729, 8],
  ['Belo Horizonte', -19.9167, -43.9345, 5],
  ['Porto Alegre', -30.0346, -51.2177, 5],
  ['Recife', -8.0476, -34.877, 3],
  ['Manaus', -3.119, -60.0217, 2],
  ['Brasília', -15.7939, -47.8828, 3],
  ['Buenos Aires', -34.6037, -58.3816, 5],
  ['Mendoza', -32.8895, -68.8458, 2],
  ['Santiago', -33.4489, -70.6693, 4],
  ['Montevideo', -34.9011, -56.1645, 2],
  ['Lima', -12.0464, -77.0428, 2],
  ['Bogotá', 4.6097, -74.0817, 3],
  ['Mexico City', 19.4326, -99.1332, 4],
  ['New York', 40.7128, -74.006, 4],
  ['San Francisco', 37.7749, -122.4194, 2],
  ['Miami', 25.7617, -80.1918, 3],
  ['Toronto', 43.6532, -79.3832, 2],
  ['Lisbon', 38.7223, -9.1393, 4],
  ['Porto', 41.1579, -8.6291, 2],
  ['Madrid', 40.4168, -3.7038, 3],
  ['Paris', 48.8566, 2.3522, 3],
  ['London', 51.5074, -0.1278, 3],
  ['Berlin', 52.5244, 13.4105, 2],
  ['Milan', 45.4642, 9.19, 2],
  ['Lagos', 6.4541, 3.3947, 1],
  ['Nairobi', -1.2921, 36.8219, 1],
  ['Johannesburg', -26.2041, 28.0473, 1],
  ['Luanda', -8.839, 13.2894, 1],
  ['Cairo', 30.0444, 31.2357, 1],
  ['Dubai', 25.2048, 55.2708, 1],
  ['Mumbai', 19.076, 72.8777, 2],
  ['Singapore', 1.3521, 103.8198, 1],
  ['Tokyo', 35.6762, 139.6503, 2],
  ['Shanghai', 31.2304, 121.4737, 1],
  ['Sydney', -33.8688, 151.2093, 2],
  ['Auckland', -36.8485, 174.7633, 1],
];

const DEVICES: readonly (readonly [model: string, osVersions: readonly string[]])[] = [
  ['iPhone 15 Pro', ['iOS 17.5.1', 'iOS 18.1']],
  ['iPhone 14', ['iOS 17.4', 'iOS 17.6.1', 'iOS 18.0']],
  ['iPhone 13', ['iOS 16.7.8', 'iOS 17.5']],
  ['iPhone SE (3rd generation)', ['iOS 17.3.1']],
  ['Samsung Galaxy S24', ['Android 14']],
  ['Samsung Galaxy A54', ['Android 13', 'Android 14']],
  ['Samsung Galaxy A15', ['Android 14']],
  ['Google Pixel 8', ['Android 14', 'Android 15']],
  ['Xiaomi Redmi Note 13', ['Android 13', 'Android 14']],
  ['Motorola Moto G84', ['Android 13', 'Android 14']],
  ['Motorola Edge 40', ['Android 14']],
  ['OnePlus 12', ['Android 14']],
];

/** mulberry32: a small seeded generator, so the demo is the same every time. */
function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A 7-byte NFC UID (NXP's 04 prefix, 14 hex digits), different for every `serial`: an odd multiplier is a
 * bijection modulo 2^48, and the numbers stay below 2^53 so no precision is lost.
 */
function nfcUid(serial: number): string {
  const scrambled = (serial * 2_654_435_761 + 25_214_903_917) % 2 ** 48;
  return `04${scrambled.toString(16).toUpperCase().padStart(12, '0')}`;
}

const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function visualKey(random: () => number): string {
  const pick = () => KEY_ALPHABET[Math.floor(random() * KEY_ALPHABET.length)] ?? 'X';
  return `${Array.from({ length: 4 }, pick).join('')}-${Array.from({ length: 4 }, pick).join('')}`;
}

function weightedPick<T extends readonly unknown[]>(items: readonly T[], weightOf: (item: T) => number, r: number): T {
  const total = items.reduce((sum, item) => sum + weightOf(item), 0);
  let left = r * total;
  for (const item of items) {
    left -= weightOf(item);
    if (left < 0) return item;
  }
  return items[items.length - 1] as T;
}

export interface DemoLotsResult {
  readonly lots: number;
  readonly customerLots: number;
  readonly tags: number;
  readonly readings: number;
}

export async function seedDemoLots(
  db: Database,
  partnerIds: readonly number[],
  customersOfDemo: readonly DemoCustomer[],
  now = new Date(),
): Promise<DemoLotsResult> {
  const random = randomSource(20_240_601);
  let nfcSerial = 1;
  let tagCount = 0;
  const readableLots: DemoLotWithProduct[] = [];
  const lotIds: number[] = [];

  for (const [partnerIndex, partnerId] of partnerIds.slice(0, DEMO_PARTNERS_WITH_LOTS).entries()) {
    const ownCustomers = customersOfDemo.filter((customer) => customer.partnerId === partnerId);
    for (const [lotIndex, plan] of LOT_PLANS.entries()) {
      const customer = plan.customer === null ? undefined : ownCustomers[plan.customer];
      const productId = plan.product === null ? undefined : customer?.productIds[plan.product];
      const createdAt = new Date(now.getTime() - plan.daysAgo * DAY_MS - partnerIndex * 3_600_000);
      const number = `OC-${2024 + Math.floor(lotIndex / 3)}-${String(partnerIndex * 100 + lotIndex + 1).padStart(4, '0')}`;
      const [lot] = await db
        .insert(partnerLots)
        .values({
          partnerId,
          customerId: customer?.id ?? null,
          productId: productId ?? null,
          number,
          type: plan.type,
          appless: plan.appless,
          quantity: plan.quantity,
          createdAt,
        })
        .returning({ id: partnerLots.id });
      if (lot === undefined) throw new Error('insert into partner_lots returned no id');
      lotIds.push(lot.id);
      if (customer !== undefined && productId !== undefined)
        readableLots.push({
          id: lot.id,
          customerId: customer.id,
          productId,
          number,
          quantity: plan.quantity,
          createdAt,
        });

      for (let first = 1; first <= plan.quantity; first += TAG_BATCH_SIZE) {
        const count = Math.min(TAG_BATCH_SIZE, plan.quantity - first + 1);
        const nfc = plan.type === 1;
        const tagIds = nfc ? Array.from({ length: count }, () => nfcUid(nfcSerial++)) : newQrTagIds(count);
        await insertTagBatch(db, lot.id, {
          firstSequence: first,
          count,
          tagIds: textArrayLiteral(tagIds),
          visualKeys: nfc ? textArrayLiteral(Array.from({ length: count }, () => visualKey(random))) : null,
        });
      }
      tagCount += plan.quantity;
    }
  }

  const customerLotCount = await seedDemoCustomerLots(db, readableLots);
  const plantedLot = readableLots.find((lot) => lot.number === PLANTED_PARTNER_LOT)?.id;
  const readingCount = await seedReadings(db, readableLots, plantedLot, random, now);
  return { lots: lotIds.length, customerLots: customerLotCount, tags: tagCount, readings: readingCount };
}

/**
 * Readings of tags of lots that went to a product: each phone has a home city and reads there, and each tag is sold
 * in one phone's home city and read there by the phones that live in it; a few tags are read many times and most a
 * few times or never, every reading after its lot was made and within 60 days. The planted cases' tags
 * (`PLANTED_SEQUENCES` of `plantedLot`) are left unread.
 */
async function seedReadings(
  db: Database,
  lots: readonly { id: number; createdAt: Date }[],
  plantedLot: number | undefined,
  random: () => number,
  now: Date,
): Promise<number> {
  if (lots.length === 0) return 0;
  // The geocoder a scan uses, loaded: the demo's readings carry the places a scan at their position would.
  const places = await readyOfflineGeocoder();
  const readable = (
    await db
      .select({ id: tags.id, partnerLotId: tags.partnerLotId, sequence: tags.sequence })
      .from(tags)
      .where(
        inArray(
          tags.partnerLotId,
          lots.map((lot) => lot.id),
        ),
      )
      .orderBy(tags.id)
  ).filter((tag) => tag.partnerLotId !== plantedLot || !PLANTED_SEQUENCES.has(tag.sequence));
  const createdAtOf = new Map(lots.map((lot) => [lot.id, lot.createdAt.getTime()]));

  const phones = Array.from({ length: 500 }, (_, index) => {
    const [model, versions] = DEVICES[Math.floor(random() * DEVICES.length)] ?? ['Google Pixel 8', ['Android 14']];
    const home = weightedPick(DEMO_HOMES, (place) => place[3], random());
    return {
      model,
      os: versions[Math.floor(random() * versions.length)] ?? versions[0] ?? '',
      // Shaped as the scan's cookie id (a random UUID), so a demo phone's browser can be played in a test.
      id: demoDeviceId(index, random),
      home,
    };
  });
  // Where each tag was sold: the home of a phone drawn from its own seeded source (the draws above stay as they
  // were), so the cities keep the phones' weights and every tag's city has a phone to read it.
  const phonesAt = new Map<(typeof phones)[number]['home'], (typeof phones)[number][]>();
  for (const phone of phones) phonesAt.set(phone.home, [...(phonesAt.get(phone.home) ?? []), phone]);
  const sellingRandom = randomSource(20_240_602);
  const localPhonesOf = readable.map(() => {
    const home = phones[Math.floor(sellingRandom() * phones.length)]?.home;
    return (home === undefined ? undefined : phonesAt.get(home)) ?? phones;
  });

  const columns = {
    tagId: [] as string[],
    readAt: [] as string[],
    latitude: [] as string[],
    longitude: [] as string[],
    model: [] as string[],
    os: [] as string[],
    deviceId: [] as string[],
    country: [] as (string | null)[],
    region: [] as (string | null)[],
    city: [] as (string | null)[],
  };
  const earliest = now.getTime() - READING_WINDOW_DAYS * DAY_MS;
  for (let index = 0; index < DEMO_READINGS; index++) {
    // Squaring skews towards the first tags: some are read often, many rarely.
    const tagIndex = Math.floor(random() ** 2 * readable.length);
    const tag = readable[tagIndex] ?? readable[0];
    const localPhones = localPhonesOf[tagIndex] ?? phones;
    const phone = localPhones[Math.floor(random() * localPhones.length)] ?? phones[0];
    if (tag === undefined || phone === undefined) break;
    const from = Math.max(earliest, createdAtOf.get(tag.partnerLotId) ?? earliest);
    columns.tagId.push(String(tag.id));
    columns.readAt.push(new Date(from + random() * (now.getTime() - from)).toISOString());
    const [, homeLatitude, homeLongitude] = phone.home;
    const latitude = homeLatitude + (random() - 0.5) * 0.08;
    const longitude = homeLongitude + (random() - 0.5) * 0.08;
    const { country, region, city } = places.placeOf({ latitude, longitude });
    columns.latitude.push(latitude.toFixed(6));
    columns.longitude.push(longitude.toFixed(6));
    columns.model.push(phone.model);
    columns.os.push(phone.os);
    columns.deviceId.push(phone.id);
    columns.country.push(country);
    columns.region.push(region);
    columns.city.push(city);
  }

  const array = (values: readonly (string | null)[]) => textArrayLiteral(values);
  await db.execute(sql`
    insert into ${readings}
      (tag_id, read_at, latitude, longitude, device_model, os_version, device_id, country, region, city)
    select * from unnest(
      ${array(columns.tagId)}::bigint[], ${array(columns.readAt)}::timestamptz[],
      ${array(columns.latitude)}::float8[], ${array(columns.longitude)}::float8[],
      ${array(columns.model)}::text[], ${array(columns.os)}::text[], ${array(columns.deviceId)}::text[],
      ${array(columns.country)}::text[], ${array(columns.region)}::text[], ${array(columns.city)}::text[]
    )`);
  return columns.tagId.length;
}

/** A UUID (version 4 in form) made from the demo's seeded randomness: the same devices at every start. */
function demoDeviceId(index: number, random: () => number): string {
  const hex = (digits: number) => Array.from({ length: digits }, () => Math.floor(random() * 16).toString(16)).join('');
  const counted = index.toString(16).padStart(8, '0');
  return `${counted}-${hex(4)}-4${hex(3)}-${(8 + Math.floor(random() * 4)).toString(16)}${hex(3)}-${hex(12)}`;
}
