/**
 * What the customer's TagPort answers for the reading map (spec B §2 "Reading map", §3, §5, §7; issue 11 §6; issue 27
 * §5; issue 28 §3), written once and run against the memory adapter (reading-search.memory.conformance.test.ts) and
 * the HTTP adapter signed in as a customer (apps/api/test/reading-search-conformance.test.ts): the filter options and
 * the search by period, product, category, place, authenticity and rules broken. The server is the reference.
 *
 * The world is CONFORMANCE_MAP_TAGS: tags of the caller's customer, each from a partner lot with or without a
 * product, some taken by a customer lot of another product, and their readings, made where the scans named a place
 * (or nowhere: 0,0), each with what the scan proved and the rules it broke. What the map shows of a reading follows
 * from that (`conformanceMapReading`): the server works it out from what is stored, a memory adapter is seeded with
 * it. Every category and product of the world is named with READING_MAP_MARKER, and each reading is known by its
 * instant: no two are read at the same one. CONFORMANCE_FOREIGN_MAP is another customer's.
 *
 * Not run here: the answer's limit (100,000 readings, MAP_READINGS_LIMIT): a server stores and answers them in 6 s to
 * 15 s on PGlite, so the memory adapter's own tests check it (tag.memory.test.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  INVALID_FIELD,
  type MapReading,
  type ReadingAuthenticity,
  type ReadingFilterOption,
  type ReadingFilterOptions,
  type ReadingSearchQuery,
  type SuspicionRule,
  type TagPort,
} from '@tagtrail/domain';
import { refusal } from '../resource.conformance';

export const READING_MAP_MARKER = 'Qqmapa';

/** A place as a scan there names it; null where it names none. */
export interface ConformancePlace {
  readonly latitude: number;
  readonly longitude: number;
  readonly country: string | null;
  readonly region: string | null;
  readonly city: string | null;
}

export interface ConformanceMapReading extends ConformancePlace {
  readonly readAt: string;
  readonly authenticity: ReadingAuthenticity;
  /** The rules it broke, in SUSPICION_RULES order. */
  readonly suspicions: readonly SuspicionRule[];
}

export interface ConformanceMapTag {
  /** The product of the tag's partner lot (a name of CONFORMANCE_MAP_PRODUCTS), or none. */
  readonly partnerLotProduct: string | null;
  /** The customer lot that took the tag, and that lot's product. */
  readonly customerLot?: { readonly number: string; readonly product: string };
  readonly readings: readonly ConformanceMapReading[];
}

export interface ConformanceMapProduct {
  readonly name: string;
  /** A name of CONFORMANCE_MAP_CATEGORIES, or none. */
  readonly category: string | null;
}

const SAO_PAULO: ConformancePlace = {
  latitude: -23.55,
  longitude: -46.63,
  country: 'BR',
  region: 'São Paulo',
  city: 'São Paulo',
};
const PORTO_ALEGRE: ConformancePlace = {
  latitude: -30.03,
  longitude: -51.22,
  country: 'BR',
  region: 'Rio Grande do Sul',
  city: 'Porto Alegre',
};
const CURITIBA: ConformancePlace = {
  latitude: -25.43,
  longitude: -49.27,
  country: 'BR',
  region: 'Paraná',
  city: 'Curitiba',
};
const LISBON: ConformancePlace = { latitude: 38.72, longitude: -9.14, country: 'PT', region: 'Lisboa', city: 'Lisbon' };
/** A town the scan named without its region. */
const MONTEVIDEO: ConformancePlace = {
  latitude: -34.9,
  longitude: -56.16,
  country: 'UY',
  region: null,
  city: 'Montevideo',
};
/** On the equator: latitude 0, and yet a position. */
const MACAPA: ConformancePlace = { latitude: 0, longitude: -51.07, country: 'BR', region: 'Amapá', city: 'Macapá' };
/** No position: the public page's fallback when geolocation fails (spec B §8), left off the map (§7). */
const NOWHERE: ConformancePlace = { latitude: 0, longitude: 0, country: null, region: null, city: null };

const reading = (
  readAt: string,
  place: ConformancePlace,
  authenticity: ReadingAuthenticity,
  suspicions: readonly SuspicionRule[] = [],
): ConformanceMapReading => ({ readAt, ...place, authenticity, suspicions });

/**
 * Made in this order (their ids rise in it), which is not their names'. Licores has no product. The options' names
 * here sort alike byte by byte and as people read them: the server sorts the map's options by byte (the databases'
 * C collation), where its other selects sort as people read ('und-x-icu').
 */
export const CONFORMANCE_MAP_CATEGORIES: readonly string[] = [
  `${READING_MAP_MARKER} Tintos`,
  `${READING_MAP_MARKER} Espumantes`,
  `${READING_MAP_MARKER} Licores`,
];

const [TINTOS, ESPUMANTES] = CONFORMANCE_MAP_CATEGORIES as [string, string, string];

/** Made in this order. The rosé has no reading; the white wine no category. */
export const CONFORMANCE_MAP_PRODUCTS: readonly ConformanceMapProduct[] = [
  { name: `${READING_MAP_MARKER} Tinto Reserva`, category: TINTOS },
  { name: `${READING_MAP_MARKER} Espumante Brut`, category: ESPUMANTES },
  { name: `${READING_MAP_MARKER} Branco`, category: null },
  { name: `${READING_MAP_MARKER} Rosé`, category: TINTOS },
];

const [TINTO, ESPUMANTE, BRANCO] = CONFORMANCE_MAP_PRODUCTS.map((product) => product.name) as [string, string, string];

/**
 * The caller's tags and their readings. The second tag's partner lot is of the red wine, but the customer lot that
 * took it is of the sparkling one; the third's partner lot has no product.
 */
export const CONFORMANCE_MAP_TAGS: readonly ConformanceMapTag[] = [
  {
    partnerLotProduct: TINTO,
    readings: [
      reading('2026-03-01T00:00:00.000Z', SAO_PAULO, 'genuine'),
      reading('2026-03-10T12:00:00.000Z', PORTO_ALEGRE, 'replayed', ['copy']),
      reading('2026-02-28T23:59:59.999Z', SAO_PAULO, 'genuine'),
    ],
  },
  {
    partnerLotProduct: TINTO,
    customerLot: { number: `${READING_MAP_MARKER} LC-01`, product: ESPUMANTE },
    readings: [
      reading('2026-03-15T08:30:00.000Z', LISBON, 'genuine', ['off-market', 'impossible-travel']),
      reading('2026-03-31T23:59:59.999Z', LISBON, 'invalid', ['copy']),
    ],
  },
  {
    partnerLotProduct: null,
    readings: [
      reading('2026-03-05T09:00:00.000Z', MONTEVIDEO, 'unverified'),
      reading('2026-03-20T10:00:00.000Z', NOWHERE, 'genuine', ['too-many-readings']),
      reading('2026-03-25T18:00:00.000Z', MACAPA, 'unverified', ['too-many-readings']),
    ],
  },
  {
    partnerLotProduct: null,
    customerLot: { number: `${READING_MAP_MARKER} LC-02`, product: BRANCO },
    readings: [
      reading('2026-04-01T00:00:00.000Z', CURITIBA, 'genuine', ['after-expiry']),
      reading('2026-03-12T15:45:00.000Z', CURITIBA, 'unverified'),
    ],
  },
];

/**
 * Another customer's category, product (its partner lot's) and readings, in the world's period: one in a place the
 * caller's readings never were, one in a town they were in too.
 */
export const CONFORMANCE_FOREIGN_MAP = {
  category: `${READING_MAP_MARKER} Alheios`,
  product: `${READING_MAP_MARKER} Alheio`,
  readings: [
    reading(
      '2026-03-16T10:00:00.000Z',
      { latitude: 40.41, longitude: -3.7, country: 'ES', region: 'Madrid', city: 'Madrid' },
      'replayed',
      ['copy'],
    ),
    reading('2026-03-17T10:00:00.000Z', { ...LISBON, latitude: 38.7, longitude: -9.2 }, 'genuine'),
  ],
} as const;

/** A reading of a tag as the map shows it: its tag's customer lot, and that lot's product, else the partner lot's. */
export function conformanceMapReading(tag: ConformanceMapTag, one: ConformanceMapReading): MapReading {
  return {
    readAt: one.readAt,
    latitude: one.latitude,
    longitude: one.longitude,
    customerLotNumber: tag.customerLot?.number ?? null,
    productName: tag.customerLot?.product ?? tag.partnerLotProduct,
    authenticity: one.authenticity,
    suspicions: [...one.suspicions],
  };
}

export interface ReadingSearchConformanceSubject {
  readonly port: TagPort;
  /** The ids CONFORMANCE_MAP_CATEGORIES were given, in its order. */
  readonly categoryIds: readonly number[];
  /** The ids CONFORMANCE_MAP_PRODUCTS were given, in its order. */
  readonly productIds: readonly number[];
  /**
   * CONFORMANCE_FOREIGN_MAP's category and product ids, and the ids of the places only its readings were made in
   * (ES, Madrid), as its customer is offered them. Absent for a world of one customer.
   */
  readonly foreign?: {
    readonly categoryId: number;
    readonly productId: number;
    readonly placeIds: readonly number[];
  };
}

/** Every reading, whatever its period, product, place, authenticity or rules. */
const ANY: ReadingSearchQuery = {
  startDate: null,
  endDate: null,
  productIds: null,
  categoryIds: null,
  countryIds: null,
  regionIds: null,
  cityIds: null,
  authenticities: null,
  suspiciousOnly: false,
};

/** No product has it: inside PostgreSQL's integer range, so it reaches the database. */
const UNKNOWN_ID = 2_000_000_000;

/** The world's readings as the map shows them, the newest first. */
const WORLD_READINGS: readonly MapReading[] = CONFORMANCE_MAP_TAGS.flatMap((tag) =>
  tag.readings.map((one) => conformanceMapReading(tag, one)),
).sort((a, b) => Date.parse(b.readAt) - Date.parse(a.readAt));

/** The place names of the world, the other customer's among them: an option named otherwise is none of the cases'. */
const WORLD_PLACE_NAMES = new Set(
  [...CONFORMANCE_MAP_TAGS.flatMap((tag) => tag.readings), ...CONFORMANCE_FOREIGN_MAP.readings].flatMap((one) => [
    one.country,
    one.region,
    one.city,
  ]),
);

export function describeReadingSearchConformance(
  name: string,
  makeSubject: () => Promise<ReadingSearchConformanceSubject>,
): void {
  describe(`${name}: the reading map's filter options and search (issue 11 §6, issue 27 §5, issue 28 §3)`, () => {
    let subject: ReadingSearchConformanceSubject;
    let port: TagPort;
    let options: ReadingFilterOptions;
    beforeAll(async () => {
      subject = await makeSubject();
      port = subject.port;
      options = await port.readingFilters();
    });

    const categoryId = (category: string) =>
      subject.categoryIds[CONFORMANCE_MAP_CATEGORIES.indexOf(category)] as number;
    const productId = (product: string) =>
      subject.productIds[CONFORMANCE_MAP_PRODUCTS.findIndex((one) => one.name === product)] as number;
    /** The id the options give a place of that name, in the list of that kind. */
    const placeId = (kind: 'countries' | 'regions' | 'cities', place: string): number => {
      const option = options[kind].find((one) => one.name === place);
      if (option === undefined) throw new Error(`no ${kind} option ${place}`);
      return option.id;
    };
    /** The instants of the readings a search answers, in its order. */
    const search = async (fields: Partial<ReadingSearchQuery>) =>
      (await port.searchReadings({ ...ANY, ...fields })).map((one) => one.readAt);

    describe('the filter options', () => {
      it('offers every category and product of the customer, by name, a product never read among them', async () => {
        const marked = (list: readonly ReadingFilterOption[]) =>
          list.filter((one) => one.name.startsWith(READING_MAP_MARKER));
        expect(marked(options.categories)).toEqual([
          { id: categoryId(ESPUMANTES), name: ESPUMANTES },
          { id: categoryId(`${READING_MAP_MARKER} Licores`), name: `${READING_MAP_MARKER} Licores` },
          { id: categoryId(TINTOS), name: TINTOS },
        ]);
        expect(marked(options.products)).toEqual([
          { id: productId(BRANCO), name: BRANCO },
          { id: productId(ESPUMANTE), name: ESPUMANTE },
          { id: productId(`${READING_MAP_MARKER} Rosé`), name: `${READING_MAP_MARKER} Rosé` },
          { id: productId(TINTO), name: TINTO },
        ]);
      });

      it('offers the countries, regions and cities its readings were made in, each once, by name, none blank', () => {
        const named = (list: readonly ReadingFilterOption[]) =>
          list.filter((one) => WORLD_PLACE_NAMES.has(one.name)).map((one) => one.name);
        expect(named(options.countries)).toEqual(['BR', 'PT', 'UY']);
        expect(named(options.regions)).toEqual(['Amapá', 'Lisboa', 'Paraná', 'Rio Grande do Sul', 'São Paulo']);
        expect(named(options.cities)).toEqual([
          'Curitiba',
          'Lisbon',
          'Macapá',
          'Montevideo',
          'Porto Alegre',
          'São Paulo',
        ]);
        expect(options.regions.some((one) => one.name === '')).toBe(false);
        for (const kind of ['countries', 'regions', 'cities'] as const) {
          const ids = options[kind].map((one) => one.id);
          expect(new Set(ids).size, kind).toBe(ids.length);
          for (const id of ids) expect(Number.isInteger(id), kind).toBe(true);
        }
      });
    });

    describe('the search', () => {
      it('answers every located reading of the customer, newest first: where, lot, product, proof, rules', async () => {
        const located = WORLD_READINGS.filter((one) => one.latitude !== 0 || one.longitude !== 0);
        expect(await port.searchReadings(ANY)).toEqual(located);
        expect(located.map((one) => one.readAt)).toEqual([
          '2026-04-01T00:00:00.000Z',
          '2026-03-31T23:59:59.999Z',
          '2026-03-25T18:00:00.000Z',
          '2026-03-15T08:30:00.000Z',
          '2026-03-12T15:45:00.000Z',
          '2026-03-10T12:00:00.000Z',
          '2026-03-05T09:00:00.000Z',
          '2026-03-01T00:00:00.000Z',
          '2026-02-28T23:59:59.999Z',
        ]);
      });

      it('leaves out readings without a position (0,0), whatever the filter, but not one on the equator', async () => {
        const nowhere = '2026-03-20T10:00:00.000Z';
        const searches: Partial<ReadingSearchQuery>[] = [
          { startDate: '2026-03-20', endDate: '2026-03-20' },
          { suspiciousOnly: true },
          { authenticities: ['genuine'] },
        ];
        for (const fields of searches) expect(await search(fields), JSON.stringify(fields)).not.toContain(nowhere);
        expect(await search({ startDate: '2026-03-20', endDate: '2026-03-25' })).toEqual(['2026-03-25T18:00:00.000Z']);
      });

      it('takes the period as whole UTC days, from the first day’s start to the last day’s end', async () => {
        expect(await search({ startDate: '2026-03-01', endDate: '2026-03-31' })).toEqual([
          '2026-03-31T23:59:59.999Z',
          '2026-03-25T18:00:00.000Z',
          '2026-03-15T08:30:00.000Z',
          '2026-03-12T15:45:00.000Z',
          '2026-03-10T12:00:00.000Z',
          '2026-03-05T09:00:00.000Z',
          '2026-03-01T00:00:00.000Z',
        ]);
        expect(await search({ startDate: '2026-03-31', endDate: '2026-03-31' })).toEqual(['2026-03-31T23:59:59.999Z']);
        expect(await search({ startDate: '2026-03-02', endDate: '2026-03-04' })).toEqual([]);
        // One bound alone: from it, or until it.
        expect(await search({ startDate: '2026-03-25' })).toEqual([
          '2026-04-01T00:00:00.000Z',
          '2026-03-31T23:59:59.999Z',
          '2026-03-25T18:00:00.000Z',
        ]);
        expect(await search({ endDate: '2026-03-01' })).toEqual([
          '2026-03-01T00:00:00.000Z',
          '2026-02-28T23:59:59.999Z',
        ]);
        // A start after the end is no refusal: no day is in it.
        expect(await search({ startDate: '2026-03-31', endDate: '2026-03-01' })).toEqual([]);
      });

      it('finds by product: the customer lot’s that took the tag, else its partner lot’s', async () => {
        expect(await search({ productIds: [productId(TINTO)] })).toEqual([
          '2026-03-10T12:00:00.000Z',
          '2026-03-01T00:00:00.000Z',
          '2026-02-28T23:59:59.999Z',
        ]);
        expect(await search({ productIds: [productId(ESPUMANTE)] })).toEqual([
          '2026-03-31T23:59:59.999Z',
          '2026-03-15T08:30:00.000Z',
        ]);
        expect(await search({ productIds: [productId(BRANCO), productId(TINTO)] })).toEqual([
          '2026-04-01T00:00:00.000Z',
          '2026-03-12T15:45:00.000Z',
          '2026-03-10T12:00:00.000Z',
          '2026-03-01T00:00:00.000Z',
          '2026-02-28T23:59:59.999Z',
        ]);
        expect(await search({ productIds: [productId(`${READING_MAP_MARKER} Rosé`)] })).toEqual([]);
        expect(await search({ productIds: [UNKNOWN_ID] })).toEqual([]);
        // An empty list is a filter that nothing passes, not the absent filter (null).
        expect(await search({ productIds: [] })).toEqual([]);
      });

      it('finds by category, the readings of its products; a reading of no product or category never', async () => {
        expect(await search({ categoryIds: [categoryId(TINTOS)] })).toEqual([
          '2026-03-10T12:00:00.000Z',
          '2026-03-01T00:00:00.000Z',
          '2026-02-28T23:59:59.999Z',
        ]);
        expect(await search({ categoryIds: [categoryId(ESPUMANTES), categoryId(TINTOS)] })).toEqual([
          '2026-03-31T23:59:59.999Z',
          '2026-03-15T08:30:00.000Z',
          '2026-03-10T12:00:00.000Z',
          '2026-03-01T00:00:00.000Z',
          '2026-02-28T23:59:59.999Z',
        ]);
        expect(await search({ categoryIds: [categoryId(`${READING_MAP_MARKER} Licores`)] })).toEqual([]);
        expect(await search({ categoryIds: [] })).toEqual([]);
      });

      it('finds by country, region and city as the options name them, every filter given at once', async () => {
        expect(await search({ countryIds: [placeId('countries', 'BR')] })).toEqual([
          '2026-04-01T00:00:00.000Z',
          '2026-03-25T18:00:00.000Z',
          '2026-03-12T15:45:00.000Z',
          '2026-03-10T12:00:00.000Z',
          '2026-03-01T00:00:00.000Z',
          '2026-02-28T23:59:59.999Z',
        ]);
        expect(await search({ regionIds: [placeId('regions', 'São Paulo')] })).toEqual([
          '2026-03-01T00:00:00.000Z',
          '2026-02-28T23:59:59.999Z',
        ]);
        expect(await search({ cityIds: [placeId('cities', 'Lisbon'), placeId('cities', 'Montevideo')] })).toEqual([
          '2026-03-31T23:59:59.999Z',
          '2026-03-15T08:30:00.000Z',
          '2026-03-05T09:00:00.000Z',
        ]);
        // A town named without its region is in no region.
        const regions = options.regions.filter((one) => WORLD_PLACE_NAMES.has(one.name)).map((one) => one.id);
        expect(await search({ regionIds: regions })).not.toContain('2026-03-05T09:00:00.000Z');
        expect(
          await search({ countryIds: [placeId('countries', 'BR')], cityIds: [placeId('cities', 'Curitiba')] }),
        ).toEqual(['2026-04-01T00:00:00.000Z', '2026-03-12T15:45:00.000Z']);
        expect(
          await search({ countryIds: [placeId('countries', 'PT')], cityIds: [placeId('cities', 'Curitiba')] }),
        ).toEqual([]);
        expect(
          await search({
            startDate: '2026-03-01',
            endDate: '2026-03-31',
            countryIds: [placeId('countries', 'BR')],
            categoryIds: null,
          }),
        ).toEqual([
          '2026-03-25T18:00:00.000Z',
          '2026-03-12T15:45:00.000Z',
          '2026-03-10T12:00:00.000Z',
          '2026-03-01T00:00:00.000Z',
        ]);
      });

      it('keeps the authenticities asked for: the genuine, the possible copies, the unverified, or none', async () => {
        expect(await search({ authenticities: ['genuine'] })).toEqual([
          '2026-04-01T00:00:00.000Z',
          '2026-03-15T08:30:00.000Z',
          '2026-03-01T00:00:00.000Z',
          '2026-02-28T23:59:59.999Z',
        ]);
        expect(await search({ authenticities: ['replayed', 'invalid'] })).toEqual([
          '2026-03-31T23:59:59.999Z',
          '2026-03-10T12:00:00.000Z',
        ]);
        expect(await search({ authenticities: ['unverified'] })).toEqual([
          '2026-03-25T18:00:00.000Z',
          '2026-03-12T15:45:00.000Z',
          '2026-03-05T09:00:00.000Z',
        ]);
        expect(await search({ authenticities: [] })).toEqual([]);
      });

      it('keeps only the readings that broke some rule when asked, each with its rules', async () => {
        const suspicious = WORLD_READINGS.filter(
          (one) => one.suspicions.length > 0 && (one.latitude !== 0 || one.longitude !== 0),
        );
        expect(await port.searchReadings({ ...ANY, suspiciousOnly: true })).toEqual(suspicious);
        expect(suspicious.map((one) => [one.readAt, one.suspicions])).toEqual([
          ['2026-04-01T00:00:00.000Z', ['after-expiry']],
          ['2026-03-31T23:59:59.999Z', ['copy']],
          ['2026-03-25T18:00:00.000Z', ['too-many-readings']],
          ['2026-03-15T08:30:00.000Z', ['off-market', 'impossible-travel']],
          ['2026-03-10T12:00:00.000Z', ['copy']],
        ]);
        expect(
          await search({
            suspiciousOnly: true,
            startDate: '2026-03-01',
            endDate: '2026-03-31',
            authenticities: ['genuine'],
          }),
        ).toEqual(['2026-03-15T08:30:00.000Z']);
        expect(
          await search({
            suspiciousOnly: true,
            productIds: [productId(ESPUMANTE)],
            cityIds: [placeId('cities', 'Lisbon')],
            authenticities: ['invalid'],
          }),
        ).toEqual(['2026-03-31T23:59:59.999Z']);
      });

      it('never offers nor answers another customer’s category, product, places or readings', async (context) => {
        const { foreign } = subject;
        if (foreign === undefined) return context.skip('a world of one customer');
        const names = [
          ...options.categories,
          ...options.products,
          ...options.countries,
          ...options.regions,
          ...options.cities,
        ].map((one) => one.name);
        for (const other of [CONFORMANCE_FOREIGN_MAP.category, CONFORMANCE_FOREIGN_MAP.product, 'ES', 'Madrid'])
          expect(names, other).not.toContain(other);
        expect(await search({ productIds: [foreign.productId] })).toEqual([]);
        expect(await search({ categoryIds: [foreign.categoryId] })).toEqual([]);
        for (const id of foreign.placeIds) {
          for (const kind of ['countryIds', 'regionIds', 'cityIds'] as const)
            expect(await search({ [kind]: [id] }), `${kind} ${id}`).toEqual([]);
        }
        // Its readings' days hold none of the caller's.
        expect(await search({ startDate: '2026-03-16', endDate: '2026-03-17' })).toEqual([]);
      });

      it('refuses a search it cannot read: 400 VALIDATION naming each field, a list’s element by index', async () => {
        const refused = async (fields: Partial<ReadingSearchQuery>) => {
          const error = await refusal(port.searchReadings({ ...ANY, ...fields }));
          expect(error, JSON.stringify(fields)).toMatchObject({ status: 400, code: 'VALIDATION' });
          return { messageKey: error.messageKey, details: error.details?.map(({ field, key }) => ({ field, key })) };
        };
        const invalid = (...fields: string[]) => ({
          messageKey: INVALID_FIELD,
          details: fields.map((field) => ({ field, key: INVALID_FIELD })),
        });
        expect(await refused({ startDate: '2026-02-30' })).toEqual(invalid('startDate'));
        expect(await refused({ endDate: '01/03/2026' })).toEqual(invalid('endDate'));
        expect(await refused({ startDate: '' })).toEqual(invalid('startDate'));
        expect(await refused({ productIds: [productId(TINTO), 1.5] })).toEqual(invalid('productIds.1'));
        // Past the database's integer: refused before the database is asked (a 500 before).
        expect(await refused({ productIds: [3_000_000_000] })).toEqual(invalid('productIds.0'));
        expect(await refused({ cityIds: [-2_147_483_649] })).toEqual(invalid('cityIds.0'));
        expect(await refused({ authenticities: ['forged' as ReadingAuthenticity] })).toEqual(
          invalid('authenticities.0'),
        );
        expect(
          await refused({
            startDate: '2026-13-01',
            regionIds: [0.5],
            authenticities: ['genuine', 'x' as ReadingAuthenticity],
          }),
        ).toEqual(invalid('startDate', 'regionIds.0', 'authenticities.1'));
      });
    });
  });
}
