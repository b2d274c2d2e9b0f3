import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { Cancellation } from './cancellation';
import { createListMachine, listMachine } from './list.machine';
import { parseListQuery, SEARCH_DEBOUNCE_MS, type ListQuery, type Page } from './paging';

interface Request {
  readonly query: ListQuery;
  readonly signal: Cancellation;
  resolve(page: Page<string>): void;
  reject(error: unknown): void;
}

/** Lets resolved promises reach the machine (the domain has no timer types, so no setTimeout here). */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

/** The query of a list's address without parameters. */
const defaultListQuery = parseListQuery({});

function rows(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix}${i}`);
}

function start(query: ListQuery = defaultListQuery) {
  const requests: Request[] = [];
  const machine = createListMachine<string>().provide({
    actors: {
      loadPage: fromPromise<Page<string>, { query: ListQuery }>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => requests.push({ query: input.query, signal, resolve, reject })),
      ),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { query }, clock });
  const emitted: ListQuery[] = [];
  actor.on('queryChanged', (event) => emitted.push(event.query));
  actor.start();
  const last = () => {
    const request = requests.at(-1);
    if (request === undefined) throw new Error('no request made');
    return request;
  };
  return { actor, clock, requests, emitted, last };
}

async function startReady(
  query: ListQuery = defaultListQuery,
  page: Page<string> = { records: rows('a', 10), total: 42 },
) {
  const list = start(query);
  list.last().resolve(page);
  await settle();
  expect(list.actor.getSnapshot().value).toBe('ready');
  return list;
}

describe('list machine', () => {
  it('loads the query from the URL as soon as it starts', async () => {
    const query: ListQuery = { page: 2, rowsPerPage: 25, searchText: 'acme' };
    const { actor, requests, last, emitted } = start(query);

    expect(actor.getSnapshot().value).toBe('loading');
    expect(requests).toHaveLength(1);
    expect(last().query).toEqual(query);
    expect(actor.getSnapshot().context.searchDraft).toBe('acme');

    last().resolve({ records: ['x', 'y'], total: 52 });
    await settle();

    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({ records: ['x', 'y'], total: 52, failed: false });
    expect(emitted).toEqual([]);
  });

  it('keeps the previous rows visible while the next page loads', async () => {
    const { actor } = await startReady();

    actor.send({ type: 'PAGE', page: 1 });

    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.records).toEqual(rows('a', 10));
    expect(actor.getSnapshot().context.total).toBe(42);
  });

  it('changes page, asks for it and tells the view to write it to the URL', async () => {
    const { actor, last, emitted } = await startReady();

    actor.send({ type: 'PAGE', page: 3 });

    expect(last().query).toEqual({ ...defaultListQuery, page: 3 });
    expect(emitted).toEqual([{ ...defaultListQuery, page: 3 }]);
    last().resolve({ records: ['p3'], total: 42 });
    await settle();
    expect(actor.getSnapshot().context.records).toEqual(['p3']);
  });

  it('ignores a page it already shows and a page index that is not one', async () => {
    const { actor, requests, emitted } = await startReady();

    actor.send({ type: 'PAGE', page: 0 });
    actor.send({ type: 'PAGE', page: -1 });
    actor.send({ type: 'PAGE', page: 1.5 });

    expect(requests).toHaveLength(1);
    expect(emitted).toEqual([]);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('resets to the first page when the rows per page change', async () => {
    const { actor, last, emitted } = await startReady({ ...defaultListQuery, page: 3 });

    actor.send({ type: 'ROWS', rowsPerPage: 50 });

    expect(last().query).toEqual({ ...defaultListQuery, page: 0, rowsPerPage: 50 });
    expect(emitted).toEqual([{ ...defaultListQuery, page: 0, rowsPerPage: 50 }]);
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it('ignores the rows per page it already shows on the first page', async () => {
    const { actor, requests, emitted } = await startReady();

    actor.send({ type: 'ROWS', rowsPerPage: defaultListQuery.rowsPerPage });
    actor.send({ type: 'ROWS', rowsPerPage: 0 });

    expect(requests).toHaveLength(1);
    expect(emitted).toEqual([]);
  });

  describe('search', () => {
    it('shows each keystroke at once but searches only after 500 ms of quiet', async () => {
      const { actor, clock, requests, emitted } = await startReady();

      actor.send({ type: 'SEARCH', text: 'a' });
      expect(actor.getSnapshot().context.searchDraft).toBe('a');
      clock.increment(SEARCH_DEBOUNCE_MS - 1);
      expect(requests).toHaveLength(1);

      clock.increment(1);
      expect(requests).toHaveLength(2);
      expect(requests[1]?.query.searchText).toBe('a');
      expect(emitted).toHaveLength(1);
    });

    it('makes one request for two keystrokes inside 500 ms', async () => {
      const { actor, clock, requests, last, emitted } = await startReady();

      actor.send({ type: 'SEARCH', text: 'ac' });
      clock.increment(300);
      actor.send({ type: 'SEARCH', text: 'acm' });
      clock.increment(300);
      expect(requests).toHaveLength(1); // the second keystroke restarted the wait

      clock.increment(200);
      expect(requests).toHaveLength(2);
      expect(last().query.searchText).toBe('acm');
      expect(emitted.map((query) => query.searchText)).toEqual(['acm']);

      clock.increment(SEARCH_DEBOUNCE_MS * 4);
      expect(requests).toHaveLength(2);
    });

    it('goes back to the first page when the search text is committed', async () => {
      const { actor, clock, last, emitted } = await startReady({ ...defaultListQuery, page: 4 });

      actor.send({ type: 'SEARCH', text: 'tag' });
      clock.increment(SEARCH_DEBOUNCE_MS);

      expect(last().query).toEqual({ ...defaultListQuery, page: 0, searchText: 'tag' });
      expect(emitted).toEqual([{ ...defaultListQuery, page: 0, searchText: 'tag' }]);
    });

    it('loads nothing when the typing ends on the text already searched', async () => {
      const { actor, clock, requests, emitted } = await startReady({ ...defaultListQuery, searchText: 'ab' });

      actor.send({ type: 'SEARCH', text: 'abc' });
      actor.send({ type: 'SEARCH', text: 'ab' });
      clock.increment(SEARCH_DEBOUNCE_MS);

      expect(requests).toHaveLength(1);
      expect(emitted).toEqual([]);
      expect(actor.getSnapshot().value).toBe('ready');
    });

    it('searches at once on SEARCH.COMMIT (Enter) and does not search again when the wait ends', async () => {
      const { actor, clock, requests } = await startReady();

      actor.send({ type: 'SEARCH', text: 'now' });
      actor.send({ type: 'SEARCH.COMMIT' });
      expect(requests).toHaveLength(2);
      expect(requests[1]?.query.searchText).toBe('now');

      clock.increment(SEARCH_DEBOUNCE_MS);
      expect(requests).toHaveLength(2);
    });

    it('keeps typing while a page loads', async () => {
      const { actor, clock, requests } = start();

      actor.send({ type: 'SEARCH', text: 'x' });
      clock.increment(SEARCH_DEBOUNCE_MS);

      expect(requests).toHaveLength(2);
      expect(requests[0]?.signal.aborted).toBe(true);
      expect(requests[1]?.query.searchText).toBe('x');
    });
  });

  describe('a new query while a request is in flight', () => {
    it('aborts the request in flight', async () => {
      const { actor, requests } = await startReady();

      actor.send({ type: 'PAGE', page: 1 });
      const inFlight = requests[1];
      expect(inFlight?.signal.aborted).toBe(false);

      actor.send({ type: 'PAGE', page: 2 });

      expect(inFlight?.signal.aborted).toBe(true);
      expect(requests[2]?.signal.aborted).toBe(false);
    });

    it('drops an answer for a stale query that arrives after the current one', async () => {
      const { actor, requests } = await startReady();
      actor.send({ type: 'PAGE', page: 1 });
      actor.send({ type: 'PAGE', page: 2 });

      requests[2]?.resolve({ records: ['page 2'], total: 42 });
      await settle();
      requests[1]?.resolve({ records: ['page 1'], total: 42 });
      await settle();

      expect(actor.getSnapshot().value).toBe('ready');
      expect(actor.getSnapshot().context.records).toEqual(['page 2']);
      expect(actor.getSnapshot().context.query.page).toBe(2);
    });

    it('drops an answer for a stale query that arrives before the current one', async () => {
      const { actor, requests } = await startReady();
      actor.send({ type: 'PAGE', page: 1 });
      actor.send({ type: 'PAGE', page: 2 });

      requests[1]?.resolve({ records: ['page 1'], total: 42 });
      await settle();

      expect(actor.getSnapshot().value).toBe('loading');
      expect(actor.getSnapshot().context.records).toEqual(rows('a', 10));
    });

    it('drops a failure of a stale query', async () => {
      const { actor, requests } = await startReady();
      actor.send({ type: 'PAGE', page: 1 });
      actor.send({ type: 'PAGE', page: 2 });

      requests[1]?.reject(new Error('aborted'));
      await settle();

      expect(actor.getSnapshot().value).toBe('loading');
      expect(actor.getSnapshot().context.failed).toBe(false);
    });
  });

  describe('sorting by a column', () => {
    it('sorts ascending on a first click, from the first page, and tells the view to write it to the URL', async () => {
      const { actor, last, emitted } = await startReady({ ...defaultListQuery, page: 3 });

      actor.send({ type: 'SORT', sort: 'name' });

      expect(actor.getSnapshot().value).toBe('loading');
      const sorted = { ...defaultListQuery, page: 0, sort: 'name', direction: 'asc' };
      expect(last().query).toEqual(sorted);
      expect(emitted).toEqual([sorted]);
    });

    it('turns the order around when the sorted column is clicked again, and back on a third click', async () => {
      const { actor, last } = await startReady({ ...defaultListQuery, sort: 'name', direction: 'asc' });

      actor.send({ type: 'SORT', sort: 'name' });
      expect(last().query).toMatchObject({ sort: 'name', direction: 'desc' });
      actor.send({ type: 'SORT', sort: 'name' });
      expect(last().query).toMatchObject({ sort: 'name', direction: 'asc' });
    });

    it('sorts a newly clicked column ascending, whatever the previous direction', async () => {
      const { actor, last } = await startReady({ ...defaultListQuery, sort: 'name', direction: 'desc' });

      actor.send({ type: 'SORT', sort: 'createdAt' });

      expect(last().query).toMatchObject({ sort: 'createdAt', direction: 'asc' });
    });

    it('ignores the order it already shows and a blank column name', async () => {
      const { actor, requests, emitted } = await startReady({ ...defaultListQuery, sort: 'name', direction: 'desc' });

      actor.send({ type: 'SORT', sort: 'name', direction: 'desc' });
      actor.send({ type: 'SORT', sort: '  ' });

      expect(actor.getSnapshot().value).toBe('ready');
      expect(requests).toHaveLength(1);
      expect(emitted).toEqual([]);
    });

    it('keeps the search text and rows per page', async () => {
      const { actor, last } = await startReady({ page: 1, rowsPerPage: 25, searchText: 'açaí' });

      actor.send({ type: 'SORT', sort: 'name', direction: 'desc' });

      expect(last().query).toEqual({ page: 0, rowsPerPage: 25, searchText: 'açaí', sort: 'name', direction: 'desc' });
    });

    it('aborts the request in flight when the order changes', async () => {
      const { actor, requests } = await startReady();
      actor.send({ type: 'PAGE', page: 1 });

      actor.send({ type: 'SORT', sort: 'name' });

      expect(requests[1]?.signal.aborted).toBe(true);
      expect(requests[2]?.signal.aborted).toBe(false);
    });

    it('drops the answer of the previous order when it arrives after the new one', async () => {
      const { actor, requests } = await startReady();
      actor.send({ type: 'SORT', sort: 'name' });
      actor.send({ type: 'SORT', sort: 'name' });

      requests[2]?.resolve({ records: ['z', 'a'], total: 2 });
      await settle();
      requests[1]?.resolve({ records: ['a', 'z'], total: 2 });
      await settle();

      expect(actor.getSnapshot().value).toBe('ready');
      expect(actor.getSnapshot().context.records).toEqual(['z', 'a']);
      expect(actor.getSnapshot().context.query).toMatchObject({ sort: 'name', direction: 'desc' });
    });

    it('drops the answer of the previous order when it arrives first', async () => {
      const { actor, requests } = await startReady();
      actor.send({ type: 'SORT', sort: 'name' });
      actor.send({ type: 'SORT', sort: 'name' });

      requests[1]?.resolve({ records: ['a', 'z'], total: 2 });
      await settle();

      expect(actor.getSnapshot().value).toBe('loading');
      expect(actor.getSnapshot().context.records).toEqual(rows('a', 10));
    });

    it('follows a sort that arrives from the URL (back button) without writing it back', async () => {
      const { actor, last, emitted } = await startReady({ ...defaultListQuery, sort: 'name', direction: 'desc' });

      actor.send({ type: 'SYNC', query: { ...defaultListQuery, sort: 'name', direction: 'asc' } });

      expect(last().query).toMatchObject({ sort: 'name', direction: 'asc' });
      expect(emitted).toEqual([]);
    });
  });

  describe('failure', () => {
    it('shows the failure, then loads again on RELOAD', async () => {
      const { actor, requests, last } = start();

      last().reject(new Error('500'));
      await settle();
      expect(actor.getSnapshot().value).toBe('failed');
      expect(actor.getSnapshot().context.failed).toBe(true);

      actor.send({ type: 'RELOAD' });
      expect(actor.getSnapshot().value).toBe('loading');
      expect(actor.getSnapshot().context.failed).toBe(false);
      expect(requests).toHaveLength(2);
      expect(last().query).toEqual(defaultListQuery);

      last().resolve({ records: ['back'], total: 1 });
      await settle();
      expect(actor.getSnapshot().value).toBe('ready');
      expect(actor.getSnapshot().context.records).toEqual(['back']);
    });

    it('leaves a failure for a new page', async () => {
      const { actor, last } = start();
      last().reject(new Error('offline'));
      await settle();

      actor.send({ type: 'PAGE', page: 1 });

      expect(actor.getSnapshot().value).toBe('loading');
      expect(last().query.page).toBe(1);
    });
  });

  describe('the URL', () => {
    it('ignores SYNC equal to the current query', async () => {
      const { actor, requests, emitted } = await startReady({ ...defaultListQuery, page: 1, searchText: 'x' });

      actor.send({ type: 'SYNC', query: { page: 1, rowsPerPage: 10, searchText: 'x' } });

      expect(requests).toHaveLength(1);
      expect(emitted).toEqual([]);
      expect(actor.getSnapshot().value).toBe('ready');
    });

    it('loads the query of a SYNC that differs (back button) without writing the URL back', async () => {
      const { actor, last, emitted } = await startReady();
      const back: ListQuery = { page: 2, rowsPerPage: 25, searchText: 'old' };

      actor.send({ type: 'SYNC', query: back });

      expect(actor.getSnapshot().value).toBe('loading');
      expect(last().query).toEqual(back);
      expect(actor.getSnapshot().context.searchDraft).toBe('old');
      expect(emitted).toEqual([]);
    });

    it('drops a search still waiting for its debounce when the URL changes', async () => {
      const { actor, clock, requests } = await startReady();

      actor.send({ type: 'SEARCH', text: 'typed' });
      actor.send({ type: 'SYNC', query: { ...defaultListQuery, page: 1 } });
      clock.increment(SEARCH_DEBOUNCE_MS);

      expect(requests).toHaveLength(2);
      expect(actor.getSnapshot().context.query.searchText).toBe('');
      expect(actor.getSnapshot().context.searchDraft).toBe('');
    });
  });

  describe('refresh after a delete', () => {
    it('loads the same query again on RELOAD', async () => {
      const { actor, requests, last, emitted } = await startReady({ ...defaultListQuery, page: 1 });

      actor.send({ type: 'RELOAD' });

      expect(requests).toHaveLength(2);
      expect(last().query).toEqual({ ...defaultListQuery, page: 1 });
      expect(emitted).toEqual([]);
    });

    it('restarts a load already in flight on RELOAD', async () => {
      const { actor, requests } = start();

      actor.send({ type: 'RELOAD' });

      expect(requests).toHaveLength(2);
      expect(requests[0]?.signal.aborted).toBe(true);
    });

    it('steps back to the last page when the delete emptied the page shown', async () => {
      const { actor, last, emitted } = await startReady(
        { ...defaultListQuery, page: 4 },
        { records: ['z'], total: 41 },
      );

      actor.send({ type: 'RELOAD' });
      last().resolve({ records: [], total: 40 });
      await settle();

      expect(actor.getSnapshot().value).toBe('loading');
      expect(last().query.page).toBe(3);
      expect(emitted).toEqual([{ ...defaultListQuery, page: 3 }]);
      expect(actor.getSnapshot().context.records).toEqual(['z']);

      last().resolve({ records: rows('p', 10), total: 40 });
      await settle();
      expect(actor.getSnapshot().value).toBe('ready');
    });

    it('shows an empty list as it is', async () => {
      const { actor, requests } = await startReady(defaultListQuery, { records: [], total: 0 });

      expect(requests).toHaveLength(1);
      expect(actor.getSnapshot().context).toMatchObject({ records: [], total: 0 });
    });
  });

  it('refuses to load without a loadPage actor', async () => {
    const actor = createActor(listMachine, { input: { query: defaultListQuery } }).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
  });
});
