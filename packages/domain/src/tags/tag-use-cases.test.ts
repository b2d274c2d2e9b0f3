import { describe, expect, it } from 'vitest';
import type { Cancellation } from '../shared/cancellation';
import type { ListQuery, Page } from '../shared/paging';
import { TAG_MAP_READINGS_QUERY, mapTagReadings } from './map-tag-readings.use-case';
import {
  READING_PERIOD,
  emptyReadingSearch,
  type ReadingFilterOptions,
  type ReadingSearchQuery,
} from './reading-search.model';
import { searchReadings } from './search-readings.use-case';
import type { Tag } from './tag.model';
import type { TagPort } from './tag.port';
import { aReading, aTag } from './tag.test-fixtures';
import type { MapReading, TagReading } from './tag-reading.model';
import { toggleTagActive } from './toggle-tag-active.use-case';

/** An in-memory tag store that records the queries it was asked. */
class MemoryTags implements TagPort {
  readonly tags = new Map<number, Tag>([[aTag.id, aTag]]);
  readonly readingsOf = new Map<number, TagReading[]>();
  mapReadings: MapReading[] = [];
  failNextSave = false;
  lastReadingsQuery: ListQuery | undefined;
  lastSearch: ReadingSearchQuery | undefined;

  async list(): Promise<Page<Tag>> {
    return { records: [...this.tags.values()], total: this.tags.size };
  }
  async get(id: number): Promise<Tag> {
    const tag = this.tags.get(id);
    if (!tag) throw new Error('not found');
    return tag;
  }
  async setActive(id: number, active: boolean): Promise<void> {
    if (this.failNextSave) {
      this.failNextSave = false;
      throw new Error('server down');
    }
    this.tags.set(id, { ...(await this.get(id)), active });
  }
  async readings(tagId: number, query: ListQuery): Promise<Page<TagReading>> {
    this.lastReadingsQuery = query;
    const all = this.readingsOf.get(tagId) ?? [];
    return { records: all.slice(0, query.rowsPerPage), total: all.length };
  }
  async searchReadings(query: ReadingSearchQuery, _signal?: Cancellation): Promise<readonly MapReading[]> {
    this.lastSearch = query;
    return this.mapReadings;
  }
  async readingFilters(): Promise<ReadingFilterOptions> {
    return { categories: [], products: [], countries: [], regions: [], cities: [] };
  }
}

describe('tag active switch (spec B §4: saved at once, the display updates on success)', () => {
  it('saves the flipped flag and answers the updated tag', async () => {
    const port = new MemoryTags();
    expect(await toggleTagActive(port, aTag)).toEqual({ ok: true, tag: { ...aTag, active: false } });
    expect(port.tags.get(aTag.id)?.active).toBe(false);
  });

  it('answers a failure and leaves the tag as it was', async () => {
    const port = new MemoryTags();
    port.failNextSave = true;
    expect(await toggleTagActive(port, aTag)).toEqual({ ok: false });
    expect(port.tags.get(aTag.id)?.active).toBe(true);
  });
});

describe('reading map search (spec B §2, §5)', () => {
  it('sends the period as dates and empty filters as null, and counts what was found', async () => {
    const port = new MemoryTags();
    port.mapReadings = [
      {
        readAt: '2026-03-01T12:00:00Z',
        latitude: 38.7,
        longitude: -9.1,
        customerLotNumber: 'L1',
        productName: 'Oil',
        authenticity: 'genuine',
        suspicions: [],
      },
      {
        readAt: '2026-03-02T12:00:00Z',
        latitude: 0,
        longitude: 0,
        customerLotNumber: 'L1',
        productName: 'Oil',
        authenticity: 'replayed',
        suspicions: ['copy'],
      },
    ];
    const result = await searchReadings(
      port,
      {
        ...emptyReadingSearch,
        period: READING_PERIOD.currentMonth,
        categoryIds: [2],
        authenticity: 'possibleCopies',
        suspiciousOnly: true,
      },
      '2026-03-17',
    );
    expect(port.lastSearch).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-17',
      productIds: null,
      categoryIds: [2],
      countryIds: null,
      regionIds: null,
      cityIds: null,
      authenticities: ['replayed', 'invalid'],
      suspiciousOnly: true,
    });
    expect(result.count).toBe(2);
    expect(result.markers).toHaveLength(1);
  });
});

describe('map of one tag’s readings (spec B §7)', () => {
  it('asks for page 1 of 10000 readings and drops those with zero coordinates', async () => {
    const port = new MemoryTags();
    port.readingsOf.set(aTag.id, [
      aReading(1, 38.7, -9.1),
      aReading(2, 0, 0),
      aReading(3, null, null),
      aReading(4, -33.9, 18.4),
    ]);
    const readings = await mapTagReadings(port, aTag.id);
    expect(port.lastReadingsQuery).toEqual(TAG_MAP_READINGS_QUERY);
    expect(TAG_MAP_READINGS_QUERY).toMatchObject({ page: 0, rowsPerPage: 10000 });
    expect(readings.map((r) => r.id)).toEqual([1, 4]);
  });
});
