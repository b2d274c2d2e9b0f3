import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '@tagtrail/domain';
import { listQueryFromSearch, searchWithListQuery } from './list-query-string';

describe('list state in the query string', () => {
  it('reads page, rows per page and search text', () => {
    expect(listQueryFromSearch('page=2&rowsPerPage=25&searchText=acme%20ltda')).toEqual({
      page: 2,
      rowsPerPage: 25,
      searchText: 'acme ltda',
    });
  });

  it('starts on the first page with 10 rows and no search', () => {
    expect(listQueryFromSearch('')).toEqual({ page: 0, rowsPerPage: DEFAULT_PAGE_SIZE, searchText: '' });
  });

  it('ignores a page size that is not offered', () => {
    expect(listQueryFromSearch('rowsPerPage=7').rowsPerPage).toBe(DEFAULT_PAGE_SIZE);
  });

  it('writes the query back and keeps other parameters', () => {
    const search = searchWithListQuery('tab=2&page=9', { page: 0, rowsPerPage: 50, searchText: 'a&b' });
    expect(new URLSearchParams(search).get('tab')).toBe('2');
    expect(listQueryFromSearch(search)).toEqual({ page: 0, rowsPerPage: 50, searchText: 'a&b' });
  });

  it('reads and writes the sort and its direction, and drops them when there is no sort', () => {
    const search = searchWithListQuery('', {
      page: 0,
      rowsPerPage: 10,
      searchText: '',
      sort: 'name',
      direction: 'desc',
    });
    expect(new URLSearchParams(search).get('sort')).toBe('name');
    expect(new URLSearchParams(search).get('direction')).toBe('desc');
    expect(listQueryFromSearch(search)).toMatchObject({ sort: 'name', direction: 'desc' });
    const unsorted = searchWithListQuery(search, { page: 0, rowsPerPage: 10, searchText: '' });
    expect(new URLSearchParams(unsorted).has('sort')).toBe(false);
    expect(new URLSearchParams(unsorted).has('direction')).toBe(false);
  });
});
