/** The map of one tag's located readings (spec B §2 tag list actions, §7). */
import type { Cancellation } from '../shared/cancellation';
import type { ListQuery } from '../shared/paging';
import type { TagPort } from './tag.port';
import { hasLocation, type TagReading } from './tag-reading.model';

/** spec B §7: the map fetch asks for the first page of 10000 readings. */
export const TAG_MAP_READINGS_LIMIT = 10000;
export const TAG_MAP_READINGS_QUERY: ListQuery = { page: 0, rowsPerPage: TAG_MAP_READINGS_LIMIT, searchText: '' };

/** spec B §7: readings with zero coordinates are dropped. */
export async function mapTagReadings(
  port: Pick<TagPort, 'readings'>,
  tagId: number,
  signal?: Cancellation,
): Promise<TagReading[]> {
  const page = await port.readings(tagId, TAG_MAP_READINGS_QUERY, signal);
  return page.records.filter(hasLocation);
}
