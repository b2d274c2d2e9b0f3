/** A list's query in the URL (spec A §2 "Shared list pages"): `page` (zero-based), `rowsPerPage`, `searchText`. */
import { parseListQuery, type ListQuery } from '@tagtrail/domain';

export function listQueryFromSearch(search: string): ListQuery {
  const params = new URLSearchParams(search);
  return parseListQuery({
    page: params.get('page'),
    rowsPerPage: params.get('rowsPerPage'),
    searchText: params.get('searchText'),
  });
}

/** The query string with the list's query written in; other parameters stay as they were. */
export function searchWithListQuery(search: string, query: ListQuery): string {
  const params = new URLSearchParams(search);
  params.set('page', String(query.page));
  params.set('rowsPerPage', String(query.rowsPerPage));
  params.set('searchText', query.searchText);
  return params.toString();
}
