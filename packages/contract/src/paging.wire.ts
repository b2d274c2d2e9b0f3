/**
 * The shared paged list (spec A §7): GET {list}?page={n+1}&records={size}&sort&direction&query
 * answers {dataRecords, countRecords}. The wire page is one-based; the domain's is zero-based.
 */
import * as v from 'valibot';
import type { ListQuery, Page } from '@tagtrail/domain';
import type { Endpoint } from './endpoint';

const positiveInt = (fallback: number) =>
  v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(), v.minValue(1)), fallback);

export const PagedQuerySchema = v.object({
  page: positiveInt(1),
  records: v.optional(
    v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(10000)),
    10,
  ),
  sort: v.optional(v.string()),
  direction: v.optional(v.picklist(['asc', 'desc', 'ASC', 'DESC'])),
  query: v.optional(v.string()),
});
export type PagedQueryWire = v.InferInput<typeof PagedQuerySchema>;
export type PagedQuery = v.InferOutput<typeof PagedQuerySchema>;

export const paged = <T extends v.GenericSchema>(row: T) =>
  v.object({ dataRecords: v.array(row), countRecords: v.number() });

export function listQueryToWire(query: ListQuery): Record<string, string> {
  const wire: Record<string, string> = { page: String(query.page + 1), records: String(query.rowsPerPage) };
  if (query.searchText.trim() !== '') wire.query = query.searchText.trim();
  if (query.sort) wire.sort = query.sort;
  if (query.direction) wire.direction = query.direction;
  return wire;
}

export function pageFromWire<W, T>(
  wire: { dataRecords: readonly W[]; countRecords: number },
  row: (w: W) => T,
): Page<T> {
  return { records: wire.dataRecords.map(row), total: wire.countRecords };
}

/**
 * The media type that asks a paged list for every row at once (issue 8, "CSV export of any list"): the server
 * answers the whole filtered, sorted list as one JSON wire record a line, whatever `page` and `records` say.
 */
export const RECORD_STREAM_MEDIA_TYPE = 'application/x-ndjson';
/** The header of a record stream that carries the list's `countRecords`. */
export const RECORD_STREAM_TOTAL_HEADER = 'x-total-count';

interface SchemaShape {
  readonly type?: string;
  readonly entries?: Readonly<Record<string, SchemaShape>>;
  readonly item?: SchemaShape;
}

/**
 * The row schema of a paged list endpoint — a GET whose query takes `page` and `records` and whose answer is
 * `{dataRecords, countRecords}` — or undefined for any other endpoint. What makes an endpoint streamable.
 */
export function pagedRowSchema(endpoint: Endpoint): v.GenericSchema | undefined {
  if (endpoint.method !== 'GET') return undefined;
  const query = (endpoint.query as SchemaShape | undefined)?.entries;
  const answer = (endpoint.response as SchemaShape | undefined)?.entries;
  if (query?.page === undefined || query.records === undefined || answer?.countRecords === undefined) return undefined;
  const rows = answer.dataRecords;
  return rows?.type === 'array' ? (rows.item as v.GenericSchema | undefined) : undefined;
}

/** A stream of wire rows (ApiClient.allRecords) as the domain's rows. */
export async function* rowsFromWire<W, T>(wire: AsyncIterable<W>, row: (w: W) => T): AsyncGenerator<T> {
  for await (const record of wire) yield row(record);
}
