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
});
