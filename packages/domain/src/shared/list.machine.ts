/**
 * The one list machine every list page shares (spec A §2 "Shared list pages", §9; DESIGN "Views").
 * The query (page, rows per page, search text, sort and direction) lives in the URL; the view sends SYNC when the URL changes
 * and writes `queryChanged` back to it. A new query aborts the request in flight and an answer for a stale
 * query is dropped (cos-ui's paginated list; react-admin issues #4287 and #5591 are what happens without it).
 */
import { assign, cancel, emit, fromPromise, raise, setup } from 'xstate';
import { pageCount, SEARCH_DEBOUNCE_MS, type ListQuery, type Page, type SortDirection } from './paging';

export interface ListInput {
  readonly query: ListQuery;
}

export interface ListContext<Row> {
  /** The committed query: what was (or is being) loaded, and what the URL shows. */
  query: ListQuery;
  /** What the search box shows; committed to `query.searchText` after SEARCH_DEBOUNCE_MS of quiet. */
  searchDraft: string;
  /** The rows of the last answer; kept while the next page loads. */
  records: readonly Row[];
  total: number;
  /** The last load failed; cleared when a new load starts. */
  failed: boolean;
}

export type ListEvent =
  /** The URL changed (first load, back button). Ignored when equal to the current query. */
  | { type: 'SYNC'; query: ListQuery }
  /** A keystroke in the search box. */
  | { type: 'SEARCH'; text: string }
  /** Commits the search draft now (raised after the debounce; a view may send it on Enter). */
  | { type: 'SEARCH.COMMIT' }
  | { type: 'PAGE'; page: number }
  | { type: 'ROWS'; rowsPerPage: number }
  /**
   * Sorts by a column (its name as the list port knows it). Without a direction: ascending for a new column, the
   * other way for the column already sorted — what a click on a header means. A new order starts on the first page.
   */
  | { type: 'SORT'; sort: string; direction?: SortDirection }
  /** Loads the current query again: retry after a failure, refresh after a delete. */
  | { type: 'RELOAD' };

/** Emitted whenever the machine itself changed the query, so the view writes it to the URL. */
export type ListEmitted = { type: 'queryChanged'; query: ListQuery };

export interface LoadPageInput {
  readonly query: ListQuery;
}

const SEARCH_DEBOUNCE_ID = 'searchDebounce';

export function sameListQuery(a: ListQuery, b: ListQuery): boolean {
  return (
    a.page === b.page &&
    a.rowsPerPage === b.rowsPerPage &&
    a.searchText === b.searchText &&
    a.sort === b.sort &&
    a.direction === b.direction
  );
}

const isPageIndex = (page: number) => Number.isInteger(page) && page >= 0;
const isRowCount = (rows: number) => Number.isInteger(rows) && rows > 0;

/** The order a SORT event asks for, given the current query. */
function sortAskedFor(query: ListQuery, event: { sort: string; direction?: SortDirection }) {
  const direction = event.direction ?? (query.sort === event.sort && query.direction !== 'desc' ? 'desc' : 'asc');
  return { sort: event.sort, direction };
}

/** The list machine for rows of type `Row`. Provide `loadPage` with `machine.provide({ actors: { loadPage } })`. */
export function createListMachine<Row>() {
  return setup({
    types: {} as {
      context: ListContext<Row>;
      input: ListInput;
      events: ListEvent;
      emitted: ListEmitted;
    },
    actors: {
      loadPage: fromPromise<Page<Row>, LoadPageInput>(() =>
        Promise.reject(new Error('listMachine: provide the loadPage actor')),
      ),
    },
    delays: { searchDebounce: SEARCH_DEBOUNCE_MS },
    guards: {
      isNewQuery: ({ context, event }) => event.type === 'SYNC' && !sameListQuery(event.query, context.query),
      isNewSearch: ({ context }) => context.searchDraft !== context.query.searchText,
      isNewPage: ({ context, event }) =>
        event.type === 'PAGE' && isPageIndex(event.page) && event.page !== context.query.page,
      isNewRowCount: ({ context, event }) =>
        event.type === 'ROWS' &&
        isRowCount(event.rowsPerPage) &&
        (event.rowsPerPage !== context.query.rowsPerPage || context.query.page !== 0),
      isNewSort: ({ context, event }) => {
        if (event.type !== 'SORT' || event.sort.trim() === '') return false;
        const asked = sortAskedFor(context.query, event);
        return asked.sort !== context.query.sort || asked.direction !== context.query.direction;
      },
    },
    actions: {
      emitQueryChanged: emit(({ context }) => ({ type: 'queryChanged' as const, query: context.query })),
      cancelSearchDebounce: cancel(SEARCH_DEBOUNCE_ID),
      scheduleSearchCommit: raise({ type: 'SEARCH.COMMIT' }, { delay: 'searchDebounce', id: SEARCH_DEBOUNCE_ID }),
    },
  }).createMachine({
    id: 'list',
    context: ({ input }) => ({
      query: input.query,
      searchDraft: input.query.searchText,
      records: [],
      total: 0,
      failed: false,
    }),
    initial: 'loading',
    on: {
      SYNC: {
        guard: 'isNewQuery',
        target: '.loading',
        reenter: true,
        // The URL wins over a search still waiting for its debounce.
        actions: [
          'cancelSearchDebounce',
          assign(({ event }) => ({ query: event.query, searchDraft: event.query.searchText })),
        ],
      },
      SEARCH: {
        // A new keystroke restarts the wait.
        actions: [assign({ searchDraft: ({ event }) => event.text }), 'cancelSearchDebounce', 'scheduleSearchCommit'],
      },
      'SEARCH.COMMIT': [
        {
          guard: 'isNewSearch',
          target: '.loading',
          reenter: true,
          actions: [
            'cancelSearchDebounce',
            assign({ query: ({ context }) => ({ ...context.query, searchText: context.searchDraft, page: 0 }) }),
            'emitQueryChanged',
          ],
        },
        { actions: 'cancelSearchDebounce' },
      ],
      PAGE: {
        guard: 'isNewPage',
        target: '.loading',
        reenter: true,
        actions: [
          assign({ query: ({ context, event }) => ({ ...context.query, page: event.page }) }),
          'emitQueryChanged',
        ],
      },
      ROWS: {
        guard: 'isNewRowCount',
        target: '.loading',
        reenter: true,
        actions: [
          assign({ query: ({ context, event }) => ({ ...context.query, rowsPerPage: event.rowsPerPage, page: 0 }) }),
          'emitQueryChanged',
        ],
      },
      SORT: {
        guard: 'isNewSort',
        target: '.loading',
        reenter: true,
        actions: [
          assign({
            query: ({ context, event }) => ({ ...context.query, ...sortAskedFor(context.query, event), page: 0 }),
          }),
          'emitQueryChanged',
        ],
      },
      RELOAD: { target: '.loading', reenter: true },
    },
    states: {
      loading: {
        entry: assign({ failed: false }),
        invoke: {
          id: 'loadPage',
          src: 'loadPage',
          input: ({ context }) => ({ query: context.query }),
          onDone: [
            {
              // After a delete empties the last page, the page index points past the end: step back to the last page.
              guard: ({ context, event }) =>
                event.output.records.length === 0 &&
                event.output.total > 0 &&
                context.query.page >= pageCount(event.output.total, context.query.rowsPerPage),
              target: 'loading',
              reenter: true,
              actions: [
                assign({
                  total: ({ event }) => event.output.total,
                  query: ({ context, event }) => ({
                    ...context.query,
                    page: pageCount(event.output.total, context.query.rowsPerPage) - 1,
                  }),
                }),
                'emitQueryChanged',
              ],
            },
            {
              target: 'ready',
              actions: assign({
                records: ({ event }) => event.output.records,
                total: ({ event }) => event.output.total,
              }),
            },
          ],
          onError: { target: 'failed', actions: assign({ failed: true }) },
        },
      },
      ready: {},
      failed: {},
    },
  });
}

/** The list machine over rows of unknown type; views that want typed rows call `createListMachine<Row>()`. */
export const listMachine = createListMachine<unknown>();
