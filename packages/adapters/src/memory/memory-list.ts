/** Search, sort and paging over an array, the way the server answers a paged list (spec A §7 "Shared paged list"). */
import { INVALID_FIELD, type ListQuery, type Page, type SortDirection } from '@tagtrail/domain';
import { validationFailure } from './memory-options';

/** Lower case without accents, so 'sao' finds 'São'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * True when the search text is in one of the fields, accents and case aside. A search with digits also finds
 * them with punctuation ignored, so '12345678' finds the tax id '12.345.678/0001-95'.
 */
export function matchesSearch(searchText: string, fields: readonly string[]): boolean {
  const wanted = foldText(searchText.trim());
  if (wanted === '') return true;
  const wantedDigits = /^[\d\s./-]+$/.test(wanted) ? digitsOf(wanted) : '';
  return fields.some(
    (field) => foldText(field).includes(wanted) || (wantedDigits !== '' && digitsOf(field).includes(wantedDigits)),
  );
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
  if (sortKey !== undefined && found.some((row) => sortKey in row)) {
    const sign = query.direction?.toLowerCase() === 'desc' ? -1 : 1;
    found.sort((a, b) => sign * compareValues(a[sortKey], b[sortKey]));
  }
  const start = query.page * query.rowsPerPage;
  return {
    records: found.slice(start, start + query.rowsPerPage).map((row) => ({ ...row })),
    total: found.length,
  };
}

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''), 'pt-BR', { sensitivity: 'base' });
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
  const sign = direction === 'desc' ? -1 : 1;
  const missing = (value: unknown) => value === null || value === undefined;
  return [...rows].sort((a, b) => {
    if (missing(a[key]) || missing(b[key])) return Number(missing(a[key])) - Number(missing(b[key]));
    return sign * compareValues(a[key], b[key]);
  });
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
