/** The reading map search (spec B §2 "Reading map", §5): the period becomes dates, empty filters null. */
import type { Cancellation } from '../shared/cancellation';
import type { LocalDate } from '../shared/dates';
import type { ReadingSearch } from './reading-search.model';
import { toReadingSearchQuery } from './reading-search.rules';
import type { TagPort } from './tag.port';
import { hasLocation, type MapReading } from './tag-reading.model';

export interface ReadingSearchResult {
  /** "readings found": every reading the search matched. */
  readonly count: number;
  readonly readings: readonly MapReading[];
  /** The ones with a location, which the map can show as markers. */
  readonly markers: readonly MapReading[];
}

export async function searchReadings(
  port: Pick<TagPort, 'searchReadings'>,
  search: ReadingSearch,
  today: LocalDate,
  signal?: Cancellation,
): Promise<ReadingSearchResult> {
  const readings = await port.searchReadings(toReadingSearchQuery(search, today), signal);
  return { count: readings.length, readings, markers: readings.filter(hasLocation) };
}
