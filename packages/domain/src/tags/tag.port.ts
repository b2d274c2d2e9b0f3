/** What the tag screens need (spec B §7 "Lots, tags, readings"; spec A §7 "areaparceiro/tags"). */
import type { Cancellation } from '../shared/cancellation';
import type { ListQuery, Page } from '../shared/paging';
import type { ListPort } from '../shared/resource.port';
import type { ReadingFilterOptions, ReadingSearchQuery } from './reading-search.model';
import type { Tag } from './tag.model';
import type { MapReading, TagReading } from './tag-reading.model';

/** The customer area's tags and readings. */
export interface TagPort extends ListPort<Tag> {
  get(id: number, signal?: Cancellation): Promise<Tag>;
  /** Switches the active flag; saved at once (spec B §4). */
  setActive(id: number, active: boolean): Promise<void>;
  readings(tagId: number, query: ListQuery, signal?: Cancellation): Promise<Page<TagReading>>;
  searchReadings(query: ReadingSearchQuery, signal?: Cancellation): Promise<readonly MapReading[]>;
  readingFilters(signal?: Cancellation): Promise<ReadingFilterOptions>;
}
export const TagPortToken = Symbol.for('TagPort');

/** The partner area's tag list (spec A §2 "/tags/"). */
export type PartnerTagPort = ListPort<Tag>;
export const PartnerTagPortToken = Symbol.for('PartnerTagPort');
