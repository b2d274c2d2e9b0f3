/**
 * A list's query in the URL (spec A §2 "Shared list pages"): `page` (zero-based), `rowsPerPage`, `searchText`, and
 * when the user sorted by a column, `sort` and `direction` (the names the wire uses too).
 */
import { parseListQuery, type ListQuery } from '@tagtrail/domain';

export function listQueryFromSearch(search: string): ListQuery {
  const params = new URLSearchParams(search);
  return parseListQuery({
    page: params.get('page'),
    rowsPerPage: params.get('rowsPerPage'),
    searchText: params.get('searchText'),
    sort: params.get('sort'),
    direction: params.get('direction'),
  });
}

/** The query string with the list's query written in; other parameters stay as they were. */
export function searchWithListQuery(search: string, query: ListQuery): string {
  const params = new URLSearchParams(search);
  params.set('page', String(query.page));
  params.set('rowsPerPage', String(query.rowsPerPage));
  params.set('searchText', query.searchText);
  if (query.sort) {
    params.set('sort', query.sort);
    params.set('direction', query.direction ?? 'asc');
  } else {
    params.delete('sort');
    params.delete('direction');
  }
  return params.toString();
}
