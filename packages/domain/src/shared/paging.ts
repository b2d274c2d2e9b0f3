/** Paging, sorting and search for every list (spec A §2 "Shared list pages", §9). */
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZE_OPTIONS)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;
export const SEARCH_DEBOUNCE_MS = 500;

export type SortDirection = 'asc' | 'desc';

/** What a list asks for. `page` is zero-based, as in the portal's query string. */
export interface ListQuery {
  readonly page: number;
  readonly rowsPerPage: number;
  readonly searchText: string;
  readonly sort?: string;
  readonly direction?: SortDirection;
}

export interface Page<T> {
  readonly records: readonly T[];
  readonly total: number;
}

export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZE_OPTIONS as readonly number[]).includes(value);
}

export function isSortDirection(value: unknown): value is SortDirection {
  return value === 'asc' || value === 'desc';
}

/**
 * Reads a list query from loose text values (a URL's query string); anything invalid falls back to the default.
 * A sort is kept only with a name; its direction defaults to ascending. Without one the server's own order holds.
 */
export function parseListQuery(values: {
  page?: string | null;
  rowsPerPage?: string | null;
  searchText?: string | null;
  sort?: string | null;
  direction?: string | null;
}): ListQuery {
  const page = Number(values.page);
  const rows = Number(values.rowsPerPage);
  const sort = values.sort?.trim();
  const query: ListQuery = {
    page: Number.isInteger(page) && page >= 0 ? page : 0,
    rowsPerPage: isPageSize(rows) ? rows : DEFAULT_PAGE_SIZE,
    searchText: values.searchText ?? '',
  };
  if (!sort) return query;
  return { ...query, sort, direction: isSortDirection(values.direction) ? values.direction : 'asc' };
}

/** The number of pages for a total; at least one, so an empty list still has a page 0. */
export function pageCount(total: number, rowsPerPage: number): number {
  return Math.max(1, Math.ceil(total / rowsPerPage));
}
