/**
 * One small port shape for every list and record (react-admin's DataProvider), so one list
 * machine and one form pattern serve every screen. Resource ports add only what is really specific.
 */
import type { Cancellation } from './cancellation';
import type { ListQuery, Page } from './paging';

export interface ListPort<Row> {
  list(query: ListQuery, signal?: Cancellation): Promise<Page<Row>>;
  /**
   * Every row of the filtered, sorted list, as one stream (the list's export). Optional: without it the export pages
   * through `list` (see allListRows).
   */
  allRows?(query: ListQuery, signal?: Cancellation): AsyncIterable<Row>;
}

export interface RecordPort<Record, Input, Id = number> {
  get(id: Id, signal?: Cancellation): Promise<Record>;
  create(input: Input): Promise<Id>;
  update(id: Id, input: Input): Promise<Id>;
  remove(id: Id): Promise<void>;
}

export type ResourcePort<Row, Record, Input, Id = number> = ListPort<Row> & RecordPort<Record, Input, Id>;
