/** The paged, sorted and searched lists of the list calls (spec A §7), read in SQL one way. */
import { asc, desc, ilike, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { Page, SortDirection } from '@tagtrail/domain';

/** A list call's query as a repository reads it: a one-based page, as on the wire, and the sort by name. */
export interface SortedPageQuery<Sort extends string> {
  /** One-based, as on the wire. */
  readonly page: number;
  readonly records: number;
  readonly sort: Sort;
  readonly direction: SortDirection;
  readonly search: string;
}

/** The rows a page holds. */
export interface PageWindow {
  readonly limit: number;
  readonly offset: number;
}

/**
 * One page: the count of all matching rows, then the page's rows, read only when the page starts before the end
 * (a page past the end answers no rows and the true total).
 */
export async function readPage<Row>(
  query: Pick<SortedPageQuery<string>, 'page' | 'records'>,
  total: PromiseLike<readonly { readonly total: number }[]>,
  rows: (window: PageWindow) => PromiseLike<Row[]>,
): Promise<Page<Row>> {
  const offset = (query.page - 1) * query.records;
  const [totals] = await total;
  const count = totals?.total ?? 0;
  if (offset >= count) return { records: [], total: count };
  return { records: await rows({ limit: query.records, offset }), total: count };
}

/** ORDER BY in the direction asked for. */
export function orderOf(direction: SortDirection): typeof asc {
  return direction === 'desc' ? desc : asc;
}

/**
 * A text column as people sort it: accents and letter case only break ties ('Açaí' before 'Azeites', 'éden' beside
 * 'Eden'), digits before letters. Both databases are created with the C collation, which sorts by byte ('Azeites'
 * before 'Zebra' before 'açaí'), so the sort names ICU's root collation, which PGlite and PostgreSQL (built with ICU,
 * as Debian's is) both carry; `pt-BR-x-icu` exists only on PostgreSQL. The root order suits Portuguese and Spanish
 * alike, save that 'ñ' sorts with 'n' rather than after it.
 */
export function textOrder(column: Column | SQL): SQL {
  return sql`${column} collate "und-x-icu"`;
}

/**
 * Any of `columns` contains the search text, without regard to letter case, LIKE's wildcards in the text taken as
 * they are; no condition at all for blank text.
 */
export function containsText(search: string, ...columns: (Column | SQL)[]): SQL | undefined {
  const text = search.trim();
  if (text === '') return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}
