/**
 * The shared paged list (spec A §7): GET {list}?page={n+1}&records={size}&sort&direction&query
 * answers {dataRecords, countRecords}. The wire page is one-based; the domain's is zero-based.
 */
import * as v from 'valibot';
import type { ListQuery, Page } from '@tagtrail/domain';

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
