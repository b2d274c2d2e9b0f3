/**
 * Where a reading was made, in the words people filter and count by (spec B §3 "locations": countries, regions,
 * cities): found from its position when the scan arrives (issue 12 §3), offline, so the scan path never waits on a
 * service. A position at 0,0 is no position (spec B §8) and has no place.
 */
import type { GeoPosition } from './public-reading.model';

export interface ReadingPlace {
  /** ISO 3166-1 alpha-2 code ('BR'); views name it in the user's language. Null at sea or without a position. */
  readonly country: string | null;
  /** The first-level division (state, province); null where the geocoder has no names for them. */
  readonly region: string | null;
  /** The nearest town or city within a short distance; null in open country. */
  readonly city: string | null;
}

export const NO_PLACE: ReadingPlace = Object.freeze({ country: null, region: null, city: null });

export interface ReverseGeocoder {
  placeOf(position: GeoPosition): ReadingPlace;
}

/** The position a visitor's refusal, an error or silence leaves (0,0): never geocoded into the Gulf of Guinea. */
export function isKnownPosition({ latitude, longitude }: GeoPosition): boolean {
  return !(latitude === 0 && longitude === 0);
}
