/** Search, sort and paging over an array, the way the server answers a paged list (spec A §7 "Shared paged list"). */
import { INVALID_FIELD, type ListQuery, type Page, type SortDirection } from '@tagtrail/domain';
import { validationFailure } from './memory-options';

/**
 * True when the search text is in one of the fields, letter case aside, as the server's ILIKE finds it: accents
 * count ('acai' does not find 'Açaí') and punctuation too (a list with more ways of finding a row says so itself).
 */
export function matchesSearch(searchText: string, fields: readonly string[]): boolean {
  const wanted = searchText.trim().toLowerCase();
  return wanted === '' || fields.some((field) => field.toLowerCase().includes(wanted));
}

/**
 * One page of `rows` for `query`: rows matching the search text in `searchIn`, sorted by `query.sort` when it
 * names a key of the row, then cut to the page. Answers copies, so a caller cannot change the stored rows.
 */
export function pageOf<Row extends object>(
  rows: readonly Row[],
  query: ListQuery,
  searchIn: (row: Row) => readonly string[],
): Page<Row> {
  const found = rows.filter((row) => matchesSearch(query.searchText, searchIn(row)));
  const sortKey = query.sort as keyof Row | undefined;
  const sorted =
    sortKey !== undefined && found.some((row) => sortKey in row)
      ? ordered(found, (row) => row[sortKey], query.direction?.toLowerCase() === 'desc' ? 'desc' : 'asc', 'largest')
      : found;
  return pageWindow(sorted, query);
}

/** The rows of the query's page, copied, and the count of them all. */
function pageWindow<Row extends object>(rows: readonly Row[], query: ListQuery): Page<Row> {
  const start = query.page * query.rowsPerPage;
  return {
    records: rows.slice(start, start + query.rowsPerPage).map((row) => ({ ...row })),
    total: rows.length,
  };
}

/**
 * Text in ICU's root order, as the server's `collate "und-x-icu"` sorts it (db/paging.ts textOrder): letters first,
 * then accents, then lower case before upper ('Açaí' < 'eden' < 'Eden' < 'Éden' < 'Zebra'), digits before letters.
 */
const textOrder = new Intl.Collator('und');

/** Two texts in the server's order (textOrder): for the selects' lists, which the server sorts so too. */
export const compareText = (a: string, b: string): number => textOrder.compare(a, b);

/** Two values of one column as the server compares them: numbers by value, false before true, text by textOrder. */
function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return textOrder.compare(String(a), String(b));
}

const isMissing = (value: unknown) => value === null || value === undefined;

/**
 * Rows sorted by `valueOf` either way, stably. Rows without a value sort as the largest ('largest': PostgreSQL's own
 * default, last ascending and first descending) or last both ways ('last': the lists that say `nulls last`).
 */
function ordered<Row>(
  rows: readonly Row[],
  valueOf: (row: Row) => unknown,
  direction: SortDirection,
  missing: 'largest' | 'last',
): Row[] {
  const sign = direction === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const [x, y] = [valueOf(a), valueOf(b)];
    if (isMissing(x) || isMissing(y)) {
      const order = Number(isMissing(x)) - Number(isMissing(y));
      return missing === 'last' ? order : sign * order;
    }
    return sign * compareValues(x, y);
  });
}

/** How the server reads one of its paged lists: what it searches, the sorts it takes, its order without one. */
export interface ServerList<Row> {
  /** The texts the search looks in. */
  readonly searchIn: (row: Row) => readonly string[];
  /** Another way the server finds a row for a search text (the partners' tax id without its mask). */
  readonly alsoFinds?: (row: Row, searchText: string) => boolean;
  /** The value each sort name orders by, by the names the server takes (the domain's). */
  readonly sorts: Readonly<Record<string, (row: Row) => unknown>>;
  /** The order without a sort. */
  readonly byDefault: { readonly valueOf: (row: Row) => unknown; readonly direction: SortDirection };
  /** The row's id, which breaks ties: ascending, or in the sort's own direction when `tiesFollowSort`. */
  readonly idOf: (row: Row) => number;
  readonly tiesFollowSort?: boolean;
}

/**
 * One page of `rows` as the server's paged lists answer it (db/paging.ts tablePage, http/list-query.ts): the rows the
 * search finds, sorted by the query's sort (names without regard to case; one the list does not take is refused with
 * INVALID_FIELD on `sort`) or the list's default, rows without a value as the largest, ties by id; copies.
 */
export function serverPage<Row extends object>(
  rows: readonly Row[],
  query: ListQuery,
  list: ServerList<Row>,
): Page<Row> {
  const sort = sortKeyOf(query, Object.keys(list.sorts));
  const told = query.direction?.toLowerCase();
  // As the server: a direction without a sort orders the default column that way; none keeps the default's own.
  const direction =
    told === undefined && sort === undefined ? list.byDefault.direction : told === 'desc' ? 'desc' : 'asc';
  const valueOf = sort === undefined ? list.byDefault.valueOf : (list.sorts[sort] as (row: Row) => unknown);
  const found = rows.filter(
    (row) => matchesSearch(query.searchText, list.searchIn(row)) || (list.alsoFinds?.(row, query.searchText) ?? false),
  );
  const tieSign = list.tiesFollowSort && direction === 'desc' ? -1 : 1;
  const byId = [...found].sort((a, b) => tieSign * (list.idOf(a) - list.idOf(b)));
  return pageWindow(ordered(byId, valueOf, direction, 'largest'), query);
}

/**
 * Rows in the order the server's paged lists read them: by `key` either way with the rows that have no value last
 * both ways (`nulls last`), ties in the order the rows are given (the server's tie-break: its id, or draw order).
 */
export function sortedAsServer<Row extends object>(
  rows: readonly Row[],
  key: keyof Row,
  direction: SortDirection,
): Row[] {
  return ordered(rows, (row) => row[key], direction, 'last');
}

/**
 * The row key a list query sorts by, looked up without regard to case as the server does; undefined for the list's
 * own order. A name the list does not have is refused as the server refuses it: 400, INVALID_FIELD on `sort`.
 */
export function sortKeyOf<Key extends string>(query: ListQuery, keys: readonly Key[]): Key | undefined {
  const name = query.sort?.trim().toLowerCase();
  if (!name) return undefined;
  const key = keys.find((candidate) => candidate.toLowerCase() === name);
  if (key === undefined) throw validationFailure([{ field: 'sort', key: INVALID_FIELD }]);
  return key;
}
