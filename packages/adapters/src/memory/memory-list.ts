/** Search, sort and paging over an array, the way the server answers a paged list (spec A §7 "Shared paged list"). */
import type { ListQuery, Page } from '@tagtrail/domain';

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
