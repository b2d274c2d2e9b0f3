import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allListRows, EXPORT_PAGE_SIZE } from './list-export';
import type { ListQuery } from './paging';
import type { ListPort } from './resource.port';

const query: ListQuery = { page: 3, rowsPerPage: 25, searchText: 'açaí', sort: 'name', direction: 'desc' };

async function collect<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const row of rows) all.push(row);
  return all;
}

/** A list port over an array that records the queries it was asked. */
function pagedPort(rows: readonly number[]) {
  const asked: ListQuery[] = [];
  const port: ListPort<number> = {
    list: (q) => {
      asked.push(q);
      const start = q.page * q.rowsPerPage;
      return Promise.resolve({ records: rows.slice(start, start + q.rowsPerPage), total: rows.length });
    },
  };
  return { port, asked };
}

describe('every row of a list', () => {
  it('reads every page of a port without a stream, in order, with the search and sort kept', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 3 * EXPORT_PAGE_SIZE + 7 }), async (count) => {
        const rows = Array.from({ length: count }, (_, index) => index);
        const { port, asked } = pagedPort(rows);
        expect(await collect(allListRows(port, query))).toEqual(rows);
        // One page per page's worth of rows (an empty list still asks once), never one more.
        expect(asked.length).toBe(Math.max(1, Math.ceil(count / EXPORT_PAGE_SIZE)));
        for (const q of asked) expect(q).toMatchObject({ searchText: 'açaí', sort: 'name', direction: 'desc' });
      }),
      { numRuns: 30 },
    );
  });

  it("takes the port's own stream when it has one, from the first row whatever page the list shows", async () => {
    const streamed: ListQuery[] = [];
    const port: ListPort<string> = {
      list: () => Promise.reject(new Error('the stream should be used')),
      async *allRows(q) {
        streamed.push(q);
        yield* ['a', 'b'];
      },
    };
    expect(await collect(allListRows(port, query))).toEqual(['a', 'b']);
    expect(streamed).toEqual([{ ...query, page: 0 }]);
  });
});
