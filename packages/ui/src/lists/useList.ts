/**
 * A list page's state: the shared list machine (DESIGN "Views") wired to the URL. The query string is read
 * into the machine (SYNC); when the machine changes the query (search, page, rows, sort), the URL is replaced.
 * A list that is not its page's own (a log under a form) keeps its query in the machine alone.
 */
import { useEffect, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useLocation, useSearch } from 'wouter';
import {
  allListRows,
  createListMachine,
  type ListPort,
  type ListQuery,
  type LoadPageInput,
  type Page,
} from '@tagtrail/domain';
import { listQueryFromSearch, searchWithListQuery } from './list-query-string';

export type ListStatus = 'loading' | 'ready' | 'failed';

export interface ListController<Row> {
  readonly status: ListStatus;
  readonly query: ListQuery;
  /** What the search box shows (the search is committed after the debounce). */
  readonly searchDraft: string;
  readonly records: readonly Row[];
  readonly total: number;
  search(text: string): void;
  /** Commits the search now (Enter in the search box). */
  commitSearch(): void;
  setPage(page: number): void;
  setRowsPerPage(rowsPerPage: number): void;
  /** Sorts by a column: ascending first, the other way when it is already the sorted column. */
  sortBy(sort: string): void;
  /** Every row of the list as filtered and sorted now, whatever the page: what Export saves. */
  allRows(signal: AbortSignal): AsyncIterable<Row>;
  reload(): void;
}

export interface ListOptions {
  /**
   * Whether the query lives in the URL: true (the default) for a list page's own list. False for a list inside another
   * screen, which starts at the first page: a query written to the URL is a navigation, which a form on the same
   * screen with unsaved changes would question at every page turned.
   */
  readonly inUrl?: boolean;
}

export function useList<Row>(port: ListPort<Row>, { inUrl = true }: ListOptions = {}): ListController<Row> {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const urlQuery = useMemo(() => listQueryFromSearch(inUrl ? search : ''), [inUrl, search]);

  const machine = useMemo(
    () =>
      createListMachine<Row>().provide({
        actors: {
          loadPage: fromPromise<Page<Row>, LoadPageInput>(({ input, signal }) => port.list(input.query, signal)),
        },
      }),
    [port],
  );
  const [snapshot, send, actor] = useMachine(machine, { input: { query: urlQuery } });

  useEffect(() => {
    if (inUrl) send({ type: 'SYNC', query: urlQuery });
  }, [inUrl, urlQuery, send]);

  useEffect(() => {
    if (!inUrl) return;
    const subscription = actor.on('queryChanged', ({ query }) => {
      navigate(`${location}?${searchWithListQuery(search, query)}`, { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [inUrl, actor, navigate, location, search]);

  const { context } = snapshot;
  const status: ListStatus = snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'ready';

  return useMemo(
    () => ({
      status,
      query: context.query,
      searchDraft: context.searchDraft,
      records: context.records,
      total: context.total,
      search: (text: string) => send({ type: 'SEARCH', text }),
      commitSearch: () => send({ type: 'SEARCH.COMMIT' }),
      setPage: (page: number) => send({ type: 'PAGE', page }),
      setRowsPerPage: (rowsPerPage: number) => send({ type: 'ROWS', rowsPerPage }),
      sortBy: (sort: string) => send({ type: 'SORT', sort }),
      reload: () => send({ type: 'RELOAD' }),
      allRows: (signal: AbortSignal) => allListRows(port, context.query, signal),
    }),
    [status, context, send, port],
  );
}
