import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EpcisEventQuery } from '@tagtrail/domain';
import type { EpcisReadingRow, TimeWindow } from './epcis-events.repository';
import type { EpcisCursor } from './epcis-page-token';
import { pageEnd, pageRows, type ReadStep } from './epcis-page';

interface Stored {
  readonly micros: bigint;
  readonly id: number;
}

const after = (row: Stored, cursor: EpcisCursor | null) =>
  cursor === null ||
  row.micros > BigInt(cursor.readAtMicros) ||
  (row.micros === BigInt(cursor.readAtMicros) && row.id > cursor.readingId);
const inWindow = (row: Stored, window: TimeWindow) => row.micros >= window.low && row.micros < window.high;
const cursorOf = (row: Stored): EpcisCursor => ({ readAtMicros: String(row.micros), readingId: row.id });

/** The repository over readings in memory, as the SQL reads them; counts the readings each step looked at. */
function memory(stored: readonly Stored[]) {
  const sorted = [...stored].sort((left, right) =>
    left.micros === right.micros ? left.id - right.id : left.micros < right.micros ? -1 : 1,
  );
  let looked = 0;
  const matching = (cursor: EpcisCursor | null, window: TimeWindow, upTo: EpcisCursor | null) => {
    const found = sorted.filter(
      (row) => inWindow(row, window) && after(row, cursor) && (upTo === null || !after(row, upTo)),
    );
    looked += found.length;
    return found;
  };
  const repository = {
    count: async (_query: EpcisEventQuery, cursor: EpcisCursor | null, window: TimeWindow) =>
      matching(cursor, window, null).length,
    cursorAt: async (_query: EpcisEventQuery, cursor: EpcisCursor | null, window: TimeWindow, offset: number) => {
      const row = matching(cursor, window, null)[offset];
      return row === undefined ? undefined : cursorOf(row);
    },
    batch: async (
      _query: EpcisEventQuery,
      cursor: EpcisCursor | null,
      window: TimeWindow,
      upTo: EpcisCursor | null,
      limit: number,
    ): Promise<EpcisReadingRow[]> =>
      matching(cursor, window, upTo)
        .slice(0, limit)
        .map((row) => ({ cursor: cursorOf(row), reading: { readAt: String(row.id) } as EpcisReadingRow['reading'] })),
  };
  const read = (<T>(work: (r: typeof repository) => Promise<T>) => work(repository)) as unknown as ReadStep;
  return { read, sorted, looked: () => looked };
}

const query = (perPage: number, from: string | null = null, until: string | null = null): EpcisEventQuery => ({
  from,
  until,
  epcs: null,
  epcClasses: null,
  ofOurKind: true,
  perPage,
  nextPageToken: null,
});

async function allPages(read: ReadStep, perPage: number, batch: number): Promise<EpcisCursor[][]> {
  const pages: EpcisCursor[][] = [];
  let cursor: EpcisCursor | null = null;
  for (;;) {
    const end = await pageEnd(read, query(perPage), cursor, perPage);
    const page: EpcisCursor[] = [];
    for await (const rows of pageRows(read, query(perPage), cursor, end ?? null, batch))
      page.push(...rows.map((row) => row.cursor));
    pages.push(page);
    if (end === undefined) return pages;
    expect(page.at(-1)).toEqual(end);
    cursor = end;
  }
}

const MAY = 1_777_593_600_000_000n;
/** Readings spread over 40 days, or crowded into a few microseconds: some share an instant, and the id orders them. */
const storedReadings = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 400 }), fc.boolean()), { maxLength: 300 })
  .map((pairs) =>
    pairs.map(([step, spread], index) => ({
      micros: MAY + BigInt(step) * (spread ? 8_640_000_000n : 1n),
      id: index + 1,
    })),
  );

describe('a page walked through time', () => {
  it('gives every reading once, in order, pages of the size asked, whatever the batch (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        storedReadings,
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 40 }),
        async (stored, perPage, batch) => {
          const { read, sorted } = memory(stored);
          const pages = await allPages(read, perPage, batch);
          expect(pages.flat()).toEqual(sorted.map(cursorOf));
          for (const page of pages.slice(0, -1)) expect(page).toHaveLength(perPage);
          expect(pages.at(-1)!.length).toBeLessThanOrEqual(perPage);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('reads a dense month once over, not once a batch', async () => {
    const stored = Array.from({ length: 20_000 }, (_, index) => ({
      micros: MAY + BigInt(index) * 130_000_000n,
      id: index + 1,
    }));
    const { read, looked } = memory(stored);
    let count = 0;
    for await (const rows of pageRows(read, query(20_000), null, null, 500)) count += rows.length;
    expect(count).toBe(20_000);
    // Each batch's window holds about a batch: a few times the page at most, where a cursor alone reads it 40 times.
    expect(looked()).toBeLessThan(4 * 20_000);
  });

  it('keeps to the event time asked, to the microsecond', async () => {
    const stored = [
      { micros: MAY - 1n, id: 1 },
      { micros: MAY, id: 2 },
      { micros: MAY + 999n, id: 3 },
      { micros: MAY + 1000n, id: 4 },
    ];
    const { read } = memory(stored);
    const from = new Date(Number(MAY / 1000n)).toISOString();
    const until = new Date(Number(MAY / 1000n) + 1).toISOString();
    const ids: string[] = [];
    // The walk's windows may reach past the bounds by a millisecond; SQL keeps to them exactly (here: no filter).
    for await (const rows of pageRows(read, query(10, from, until), null, null, 10))
      ids.push(...rows.map((row) => row.reading.readAt));
    expect(ids).toEqual(expect.arrayContaining(['2', '3']));
    expect(ids).not.toContain('1');
  });
});
