/**
 * One small port shape for every list and record (react-admin's DataProvider), so one list
 * machine and one form pattern serve every screen. Resource ports add only what is really specific.
 */
import type { Cancellation } from './cancellation';
import type { ListQuery, Page } from './paging';

export interface ListPort<Row> {
  list(query: ListQuery, signal?: Cancellation): Promise<Page<Row>>;
}

export interface RecordPort<Record, Input, Id = number> {
  get(id: Id, signal?: Cancellation): Promise<Record>;
  create(input: Input): Promise<Id>;
  update(id: Id, input: Input): Promise<Id>;
  remove(id: Id): Promise<void>;
}

export type ResourcePort<Row, Record, Input, Id = number> = ListPort<Row> & RecordPort<Record, Input, Id>;
