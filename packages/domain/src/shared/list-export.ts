/**
 * Every row of a list, whatever its page (issue 8: "CSV export of any list"): the port's own stream when it has one
 * (the server sends the whole filtered list in one answer), else the list's pages read one after another.
 */
import type { Cancellation } from './cancellation';
import type { ListQuery } from './paging';
import type { ListPort } from './resource.port';

/** The rows asked for per page when a port has no stream of its own: the most the wire's page size allows. */
export const EXPORT_PAGE_SIZE = 1000;

export async function* allListRows<Row>(
  port: ListPort<Row>,
  query: ListQuery,
  signal?: Cancellation,
): AsyncGenerator<Row> {
  const whole = { ...query, page: 0 };
  if (port.allRows) {
    yield* port.allRows(whole, signal);
    return;
  }
  for (let page = 0; ; page += 1) {
    const { records, total } = await port.list({ ...whole, page, rowsPerPage: EXPORT_PAGE_SIZE }, signal);
    yield* records;
    if (records.length < EXPORT_PAGE_SIZE || (page + 1) * EXPORT_PAGE_SIZE >= total) return;
  }
}
