/**
 * TagPort over arrays, for stories and tests: the customer's tags (the demo partner's tags that went into customer
 * lots), the switch saved or refused as the server would, and each tag's readings made up from its counts, each with
 * what its scan proved (a possible copy among them exactly when the tag is marked as one) and the rules it broke (a
 * possible copy broke 'copy'; every third tag's second reading 'impossible-travel'). The reading map searches and
 * offers as the server does (reading-search.memory.ts), over a map given or made from the tags' readings.
 */
import {
  isPossibleCopy,
  type Cancellation,
  type ListQuery,
  type MapReading,
  type Page,
  type ReadingFilterOption,
  type ReadingFilterOptions,
  type ReadingAuthenticity,
  type ReadingSearchQuery,
  type SuspicionRule,
  type Tag,
  type TagPort,
  type TagReading,
} from '@tagtrail/domain';
import { demoPartnerLots } from '../lots/partner-lot.demo';
import { notFoundError, simulate, type MemoryOptions } from '../memory/memory-options';
import { demoPartnerTags, demoReadingAuthenticity } from './partner-tag.demo';
import {
  checkReadingSearch,
  readingMapFilters,
  searchReadingMap,
  type MemoryMapReading,
  type MemoryReadingMap,
} from './reading-search.memory';
import { tagPage, type MemoryTagLot } from './tag-list.memory';

export interface MemoryTagOptions extends MemoryOptions<
  'list' | 'get' | 'setActive' | 'readings' | 'searchReadings' | 'readingFilters'
> {
  /**
   * What the reading map's search answers, in the order given, whatever the period, place and product filters
   * (stories of 10 to 100,000 points); the authenticity and suspicious-only filters keep their own, as the server's do.
   */
  readonly mapReadings?: readonly MapReading[];
  /** What the filters offer; else the reading map's own (`readingMap`'s, or the one made from the tags' readings). */
  readonly filterOptions?: ReadingFilterOptions;
  /**
   * The customer's reading map, searched as the server searches it; else one made from the tags' readings (their
   * products, and the demo places named).
   */
  readonly readingMap?: MemoryReadingMap;
  /** The partner lots the tags are of, which order the list (the demo partner's by default). */
  readonly partnerLots?: readonly MemoryTagLot[];
  /** Each tag's readings, by tag id (listed the newest first); a tag not named has readings made up from its counts. */
  readonly readingsByTag?: Readonly<Record<number, readonly TagReading[]>>;
}

const DEVICES = [
  ['iPhone 15', 'iOS 18.1'],
  ['Galaxy S24', 'Android 15'],
  ['Moto G84', 'Android 14'],
  ['Pixel 8', 'Android 15'],
] as const;
/** Where the demo readings were made: São Paulo, Porto Alegre, Curitiba, Lisbon; every fifth without a position. */
const PLACES = [
  [-23.55, -46.63],
  [-30.03, -51.22],
  [-25.43, -49.27],
  [38.72, -9.14],
] as const;
/** The country, region and city of each of PLACES, as a scan there names them. */
const PLACE_NAMES = [
  ['BR', 'São Paulo', 'São Paulo'],
  ['BR', 'Rio Grande do Sul', 'Porto Alegre'],
  ['BR', 'Paraná', 'Curitiba'],
  ['PT', 'Lisboa', 'Lisbon'],
] as const;

/** The rules a demo reading broke (issue 28 §3). */
function demoReadingSuspicions(tag: Tag, index: number, authenticity: ReadingAuthenticity): SuspicionRule[] {
  const travelled = tag.id % 3 === 0 && index === 1;
  return [
    ...(travelled ? (['impossible-travel'] as const) : []),
    ...(isPossibleCopy(authenticity) ? (['copy'] as const) : []),
  ];
}

/** The demo readings of a tag: as many as its count says, newest first, one day apart. */
export function demoTagReadings(tag: Tag): TagReading[] {
  const last = Date.parse(tag.lastReadAt ?? '2026-02-27T18:45:00.000Z');
  return Array.from({ length: tag.readingCount }, (_, index) => {
    const [model, os] = DEVICES[(tag.id + index) % DEVICES.length] ?? DEVICES[0];
    const [latitude, longitude] = index % 5 === 4 ? [0, 0] : (PLACES[(tag.id + index) % PLACES.length] ?? PLACES[0]);
    const authenticity = demoReadingAuthenticity(tag, index);
    return {
      id: tag.id * 100 + index,
      deviceModel: model,
      osVersion: os,
      deviceId: `web-${((tag.id * 7919 + index * 104_729) % 0xffffff).toString(16).padStart(6, '0')}`,
      deviceAlias: index % 3 === 0 ? 'Loja Centro' : null,
      readAt: new Date(last - index * 24 * 60 * 60 * 1000).toISOString(),
      latitude,
      longitude,
      authenticity,
      suspicions: demoReadingSuspicions(tag, index, authenticity),
    };
  });
}

export const demoCustomerTags: readonly Tag[] = demoPartnerTags.filter((tag) => tag.customerLotNumber !== null);

/**
 * The reading map of tags' demo readings: each reading with its tag's lot and product (the demo partner lots' product
 * ids), placed where it was made; the products the tags carry, no category.
 */
export function demoReadingMap(tags: readonly Tag[]): MemoryReadingMap {
  const productIds = new Map(demoPartnerLots.map((lot) => [lot.productName, lot.productId]));
  const productIdOf = (name: string | null) => (name === null ? null : (productIds.get(name) ?? null));
  const readings = tags.flatMap((tag) =>
    demoTagReadings(tag).map((reading): MemoryMapReading => {
      const at = PLACES.findIndex(
        ([latitude, longitude]) => reading.latitude === latitude && reading.longitude === longitude,
      );
      const [country, region, city] = PLACE_NAMES[at] ?? [null, null, null];
      return {
        readAt: reading.readAt,
        latitude: reading.latitude,
        longitude: reading.longitude,
        customerLotNumber: tag.customerLotNumber,
        productName: tag.productName,
        authenticity: reading.authenticity,
        suspicions: reading.suspicions,
        productId: productIdOf(tag.productName),
        categoryId: null,
        country,
        region,
        city,
      };
    }),
  );
  const products = new Map<number, ReadingFilterOption>();
  for (const tag of tags) {
    const id = productIdOf(tag.productName);
    if (id !== null && tag.productName !== null) products.set(id, { id, name: tag.productName });
  }
  return { categories: [], products: [...products.values()], readings };
}

export class MemoryTagAdapter implements TagPort {
  private tags: Tag[];

  constructor(
    seed: readonly Tag[] = demoCustomerTags,
    private readonly options: MemoryTagOptions = {},
  ) {
    this.tags = seed.map((tag) => ({ ...tag }));
  }

  list(query: ListQuery, signal?: Cancellation): Promise<Page<Tag>> {
    // By lot or tag id, as the server sorts them (tag-list.memory.ts); the customer's list has no customer sort.
    const lots = this.options.partnerLots ?? demoPartnerLots;
    return simulate(this.options, 'list', () => tagPage(this.tags, lots, query, ['lot', 'tagId']), signal);
  }

  get(id: number, signal?: Cancellation): Promise<Tag> {
    return simulate(this.options, 'get', () => ({ ...this.find(id) }), signal);
  }

  setActive(id: number, active: boolean): Promise<void> {
    return simulate(this.options, 'setActive', () => {
      this.find(id);
      this.tags = this.tags.map((tag) => (tag.id === id ? { ...tag, active } : tag));
    });
  }

  readings(tagId: number, query: ListQuery, signal?: Cancellation): Promise<Page<TagReading>> {
    return simulate(
      this.options,
      'readings',
      () => {
        const tag = this.find(tagId);
        // As the server: always the newest first (ties by id, the later first), whatever sort or search the query
        // holds; only its page counts.
        const readings = [...(this.options.readingsByTag?.[tagId] ?? demoTagReadings(tag))].sort(
          (a, b) => Date.parse(b.readAt) - Date.parse(a.readAt) || b.id - a.id,
        );
        const start = query.page * query.rowsPerPage;
        return {
          records: readings.slice(start, start + query.rowsPerPage).map((reading) => structuredClone(reading)),
          total: readings.length,
        };
      },
      signal,
    );
  }

  searchReadings(query: ReadingSearchQuery, signal?: Cancellation): Promise<readonly MapReading[]> {
    return simulate(
      this.options,
      'searchReadings',
      () => {
        const given = this.options.mapReadings;
        if (given === undefined) return searchReadingMap(this.readingMap(), query);
        checkReadingSearch(query);
        const kept = query.authenticities;
        return given.filter(
          (reading) =>
            (kept === null || kept.includes(reading.authenticity)) &&
            (!query.suspiciousOnly || reading.suspicions.length > 0),
        );
      },
      signal,
    );
  }

  readingFilters(signal?: Cancellation): Promise<ReadingFilterOptions> {
    return simulate(
      this.options,
      'readingFilters',
      () => this.options.filterOptions ?? readingMapFilters(this.readingMap()),
      signal,
    );
  }

  private readingMap(): MemoryReadingMap {
    return this.options.readingMap ?? demoReadingMap(this.tags);
  }

  private find(id: number): Tag {
    const tag = this.tags.find((candidate) => candidate.id === id);
    if (tag === undefined) throw notFoundError();
    return tag;
  }
}
