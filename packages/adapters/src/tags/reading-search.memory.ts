/**
 * The reading map's search and filter options over arrays, as the server answers them (apps/api
 * reading-map.repository.ts; reading-search.conformance.ts runs the same cases against both): the customer's readings
 * with what the server joins to each (its product and that product's category, its place), searched by whole UTC
 * days, product, category, place, authenticity and rules broken, the located ones alone, newest first, at most
 * MAP_READINGS_LIMIT; a search the server cannot read refused as its router refuses it.
 */
import * as v from 'valibot';
import { LeituraBuscaSchema, readingSearchQueryToWire, readingSearchQueryWire } from '@tagtrail/contract';
import {
  hasLocation,
  INVALID_FIELD,
  REQUIRED_FIELD_MESSAGE,
  type MapReading,
  type ReadingFilterOption,
  type ReadingFilterOptions,
  type ReadingSearchQuery,
  type RuleError,
} from '@tagtrail/domain';
import { compareText } from '../memory/memory-list';
import { validationFailure } from '../memory/memory-options';

/** The most readings one search answers: the server's READING_MAP_LIMIT (apps/api reading-map.repository.ts). */
export const MAP_READINGS_LIMIT = 100_000;

/** A reading of the customer's as the server finds it: the map's fields, and what the filters match it by. */
export interface MemoryMapReading extends MapReading {
  /** The product of the tag's customer lot, else of its partner lot; null for none. */
  readonly productId: number | null;
  /** That product's category; null for none. */
  readonly categoryId: number | null;
  /** Where the scan was made, as the scan named it (reading.country, region, city); null where it named none. */
  readonly country: string | null;
  readonly region: string | null;
  readonly city: string | null;
}

/** One customer's reading map: its categories and products (each offered, read or not) and its readings. */
export interface MemoryReadingMap {
  readonly categories: readonly ReadingFilterOption[];
  readonly products: readonly ReadingFilterOption[];
  readonly readings: readonly MemoryMapReading[];
}

const DAY_MS = 86_400_000;

/** Two options as the server orders them: by name as people read it (accents and case only break ties), then id. */
const byName = (a: ReadingFilterOption, b: ReadingFilterOption): number => compareText(a.name, b.name) || a.id - b.id;

/** A place option's id: a number made from its name alone, the same in every list, as the server's (hashtext) is. */
export function placeId(name: string): number {
  // FNV-1a: a stand-in for PostgreSQL's hashtext, an integer of 32 bits with its sign.
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return hash | 0;
}

/**
 * What the filters offer: every category and product of the customer's, and the countries, regions and cities its
 * readings were made in (located or not, as the server folds them), each once, none blank; all by name.
 */
export function readingMapFilters(map: MemoryReadingMap): ReadingFilterOptions {
  const places = (of: (reading: MemoryMapReading) => string | null): ReadingFilterOption[] =>
    [...new Set(map.readings.map(of))]
      .filter((name): name is string => name !== null && name !== '')
      .map((name) => ({ id: placeId(name), name }))
      .sort(byName);
  return {
    categories: map.categories.map((option) => ({ ...option })).sort(byName),
    products: map.products.map((option) => ({ ...option })).sort(byName),
    countries: places((reading) => reading.country),
    regions: places((reading) => reading.region),
    cities: places((reading) => reading.city),
  };
}

/**
 * The search as the server's router reads it: the wire's schema, one detail per field broken (its first rule), each
 * field in the domain's name, a list's element by its index (`productIds.0`).
 */
export function checkReadingSearch(query: ReadingSearchQuery): void {
  const result = v.safeParse(LeituraBuscaSchema, readingSearchQueryToWire(query), { abortPipeEarly: true });
  if (result.success) return;
  const errors = result.issues.map((issue): RuleError => {
    const [head = '', ...rest] = v.getDotPath(issue)?.split('.') ?? [];
    const field = [readingSearchQueryWire.domainNames[head] ?? head, ...rest].join('.');
    const missing = issue.received === 'undefined';
    return {
      ...(field === '' ? {} : { field }),
      key: missing ? REQUIRED_FIELD_MESSAGE : INVALID_FIELD,
      ...(issue.expected === null || missing ? {} : { params: { expected: issue.expected } }),
    };
  });
  throw validationFailure(errors);
}

/** True when `value` is null (no filter) or among `ids`; a reading without the value is never among them. */
const among = (ids: readonly number[] | null, value: number | null): boolean =>
  ids === null || (value !== null && ids.includes(value));
const placeAmong = (ids: readonly number[] | null, name: string | null): boolean =>
  among(ids, name === null ? null : placeId(name));

/**
 * The located readings of the period (whole UTC days) that match every filter given, newest first, at most
 * MAP_READINGS_LIMIT, as the map shows them.
 */
export function searchReadingMap(map: MemoryReadingMap, query: ReadingSearchQuery): MapReading[] {
  checkReadingSearch(query);
  const from = query.startDate === null ? -Infinity : Date.parse(`${query.startDate}T00:00:00.000Z`);
  const until = query.endDate === null ? Infinity : Date.parse(`${query.endDate}T00:00:00.000Z`) + DAY_MS;
  return map.readings
    .filter((reading) => {
      const at = Date.parse(reading.readAt);
      return (
        hasLocation(reading) &&
        at >= from &&
        at < until &&
        among(query.productIds, reading.productId) &&
        among(query.categoryIds, reading.categoryId) &&
        placeAmong(query.countryIds, reading.country) &&
        placeAmong(query.regionIds, reading.region) &&
        placeAmong(query.cityIds, reading.city) &&
        (query.authenticities === null || query.authenticities.includes(reading.authenticity)) &&
        (!query.suspiciousOnly || reading.suspicions.length > 0)
      );
    })
    .sort((a, b) => Date.parse(b.readAt) - Date.parse(a.readAt))
    .slice(0, MAP_READINGS_LIMIT)
    .map((reading) => ({
      readAt: reading.readAt,
      latitude: reading.latitude,
      longitude: reading.longitude,
      customerLotNumber: reading.customerLotNumber,
      productName: reading.productName,
      authenticity: reading.authenticity,
      suspicions: [...reading.suspicions],
    }));
}
