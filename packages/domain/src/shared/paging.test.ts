import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, pageCount, parseListQuery, SEARCH_DEBOUNCE_MS } from './paging';

describe('list pages (spec A §9)', () => {
  it('offers 10, 25, 50 and 100 rows, 10 by default, and waits 500 ms after typing', () => {
    expect(PAGE_SIZE_OPTIONS).toEqual([10, 25, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
  });

  it('reads a query string, falling back to the defaults for anything invalid', () => {
    expect(parseListQuery({ page: '2', rowsPerPage: '25', searchText: 'acme' })).toEqual({
      page: 2,
      rowsPerPage: 25,
      searchText: 'acme',
    });
    expect(parseListQuery({ page: '-1', rowsPerPage: '7' })).toEqual({ page: 0, rowsPerPage: 10, searchText: '' });
  });

  it('reads a sort and its direction, ascending unless told descending', () => {
    expect(parseListQuery({ sort: 'name', direction: 'desc' })).toMatchObject({ sort: 'name', direction: 'desc' });
    expect(parseListQuery({ sort: 'name', direction: 'sideways' })).toMatchObject({ sort: 'name', direction: 'asc' });
    expect(parseListQuery({ sort: ' ', direction: 'desc' })).toEqual({ page: 0, rowsPerPage: 10, searchText: '' });
  });

  it('has at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
