/** The paged, sorted and searched lists of the list calls (spec A §7), read in SQL one way. */
import { asc, count, desc, ilike, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Page, SortDirection } from '@tagtrail/domain';
import type { Database } from './client';

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

/**
 * One page read in one pass: the rows carry the count of all matching rows (`count(*) OVER ()`), so a list whose rows
 * are costly to find (joins, a search) finds them once rather than once to count and once to page. Only a page past
 * the end, which answers no rows, counts apart.
 */
export async function readCountedPage<Row>(
  query: Pick<SortedPageQuery<string>, 'page' | 'records'>,
  rows: (window: PageWindow) => PromiseLike<(Row & { readonly total: number })[]>,
  total: () => PromiseLike<readonly { readonly total: number }[]>,
): Promise<Page<Row>> {
  const offset = (query.page - 1) * query.records;
  // A page past any table's end (a page number of forty digits) is not asked of the database, which would refuse
  // the offset: the count alone answers it.
  const found = Number.isSafeInteger(offset) ? await rows({ limit: query.records, offset }) : [];
  if (found.length === 0) {
    if (offset === 0) return { records: [], total: 0 };
    const [totals] = await total();
    return { records: [], total: totals?.total ?? 0 };
  }
  return {
    records: found.map(({ total: _total, ...row }) => row as unknown as Row),
    total: Number(found[0]!.total),
  };
}

/** The count of every row the query matched, beside each row it answers (readCountedPage). */
export const totalOfMatchedRows = sql<number>`count(*) over ()`.mapWith(Number);

/** One table's rows as a list call pages them: which rows, which columns, how each sort name orders them. */
export interface TableList<Sort extends string, Rows extends PgSelect> {
  readonly table: PgTable;
  /** The columns read, from the table, as a dynamic select: `db.select(columns).from(table).$dynamic()`. */
  readonly rows: Rows;
  /** The rows listed (a search, a scope); all of them when undefined. */
  readonly where: SQL | undefined;
  readonly sortColumns: Readonly<Record<Sort, Column | SQL>>;
  /** Breaks ties, so that pages never overlap. */
  readonly id: Column;
}

/**
 * A page of one table's rows (issue 8 §10: one paged-list query for every simple list): counted, then read sorted by
 * the query's column in its direction, ties broken by id.
 */
export function tablePage<Sort extends string, Rows extends PgSelect>(
  db: Database,
  query: SortedPageQuery<Sort>,
  list: TableList<Sort, Rows>,
): Promise<Page<Awaited<Rows>[number]>> {
  return readPage(query, db.select({ total: count() }).from(list.table).where(list.where), ({ limit, offset }) =>
    list.rows
      .where(list.where)
      .orderBy(orderOf(query.direction)(list.sortColumns[query.sort]), asc(list.id))
      .limit(limit)
      .offset(offset),
  );
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
