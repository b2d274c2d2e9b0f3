/**
 * TagPort over the API (spec B §7 "Lots, tags, readings"): the customer's tags, one tag, the active switch, a tag's
 * readings, and the reading map's search and filters.
 */
import {
  listQueryToWire,
  pageFromWire,
  readingFilterOptionsFromWire,
  readingSearchQueryToWire,
  readingSearchQueryWire,
  readingSearchColumnsFromWire,
  rowsFromWire,
  tagActiveToWire,
  tagContract,
  tagFromWire,
  tagReadingFromWire,
} from '@tagtrail/contract';
import type {
  Cancellation,
  ListQuery,
  MapReading,
  Page,
  ReadingFilterOptions,
  ReadingSearchQuery,
  Tag,
  TagPort,
  TagReading,
} from '@tagtrail/domain';
import type { ApiClient } from '../http/api-client';
import { renamingPaths } from '../http/error-fields';

export class TagHttpAdapter implements TagPort {
  constructor(private readonly api: ApiClient) {}

  async list(query: ListQuery, signal?: Cancellation): Promise<Page<Tag>> {
    return pageFromWire(await this.api.call(tagContract.list, { query: listQueryToWire(query), signal }), tagFromWire);
  }

  allRows(query: ListQuery, signal?: Cancellation): AsyncIterable<Tag> {
    return rowsFromWire(this.api.allRecords(tagContract.list, { query: listQueryToWire(query), signal }), tagFromWire);
  }

  async get(id: number, signal?: Cancellation): Promise<Tag> {
    return tagFromWire(await this.api.call(tagContract.get, { params: { id }, signal }));
  }

  async setActive(id: number, active: boolean): Promise<void> {
    await this.api.call(tagContract.setActive, { params: { id }, body: tagActiveToWire(active) });
  }

  async readings(tagId: number, query: ListQuery, signal?: Cancellation): Promise<Page<TagReading>> {
    const wire = await this.api.call(tagContract.readings, {
      params: { id: tagId },
      query: listQueryToWire(query),
      signal,
    });
    return pageFromWire(wire, tagReadingFromWire);
  }

  async searchReadings(query: ReadingSearchQuery, signal?: Cancellation): Promise<readonly MapReading[]> {
    // The same search as tagLoteParceiro/leituras, answered as columns: 100,000 readings parse as numbers. A refusal
    // names the search's fields as the domain does, a list's element by its index (`productIds.0`).
    const wire = await renamingPaths(
      this.api.call(tagContract.searchReadingColumns, { body: readingSearchQueryToWire(query), signal }),
      readingSearchQueryWire.domainNames,
    );
    return readingSearchColumnsFromWire(wire);
  }

  async readingFilters(signal?: Cancellation): Promise<ReadingFilterOptions> {
    return readingFilterOptionsFromWire(await this.api.call(tagContract.readingFilters, { signal }));
  }
}
