/**
 * A page of the EPCIS query interface walked through time (issue 29 §5): the customer's readings in windows of
 * instants, each read by the (tag, instant) index over its span alone, a window at a time, each in its own short
 * transaction. A window that held a whole batch gives the next one its span (as dense, as wide); one that held less is
 * done, and the next is wider, so a sparse month costs a few empty looks and a dense one batches of the size asked.
 * The work is the page's readings, once, not every reading after the cursor at each batch.
 */
import type { EpcisEventQuery } from '@tagtrail/domain';
import type { EpcisCursor } from './epcis-page-token';
import type { EpcisReadingRow, epcisEventsRepository, TimeWindow } from './epcis-events.repository';

/** One step of the walk in its own transaction, with the repository on that transaction. */
export type ReadStep = <T>(work: (repository: ReturnType<typeof epcisEventsRepository>) => Promise<T>) => Promise<T>;

/**
 * The instants the walk may cover, in microseconds: a float8 holds each exactly up to 2^53 (years 1684 to 2255),
 * and the cursors travel as such numbers (epcis-events.repository.ts), so no reading lies outside.
 */
const EARLIEST = -(2n ** 53n) + 1n;
const LATEST = 2n ** 53n - 1n;
/** The first window: an hour. */
const FIRST_WIDTH = 3_600_000_000n;
/** How much wider the window after an empty one is. */
const GROWTH = 8n;

const micros = (text: string): bigint => BigInt(text);
const max = (left: bigint, right: bigint) => (left > right ? left : right);
const min = (left: bigint, right: bigint) => (left < right ? left : right);

/** Where the walk starts and ends: the query's bounds (widened to the millisecond: SQL applies them exactly). */
export function walkBounds(
  query: Pick<EpcisEventQuery, 'from' | 'until'>,
  after: EpcisCursor | null,
  upTo: EpcisCursor | null,
): TimeWindow {
  let low = query.from === null ? EARLIEST : BigInt(Math.floor(Date.parse(query.from))) * 1000n;
  let high = query.until === null ? LATEST : BigInt(Math.ceil(Date.parse(query.until))) * 1000n + 1000n;
  if (after !== null) low = max(low, micros(after.readAtMicros));
  if (upTo !== null) high = min(high, micros(upTo.readAtMicros) + 1n);
  return { low: max(low, EARLIEST), high: min(high, LATEST) };
}

/**
 * The cursor of the page's last event when another event follows the page (its next page begins after it), else
 * undefined: the page holds the rest. Counts the page's readings window by window, then finds the last one.
 */
export async function pageEnd(
  read: ReadStep,
  query: EpcisEventQuery,
  after: EpcisCursor | null,
  perPage: number,
): Promise<EpcisCursor | undefined> {
  const { low: start, high: end } = walkBounds(query, after, null);
  let low = start;
  let width = FIRST_WIDTH;
  let seen = 0;
  let last: EpcisCursor | undefined;
  while (low < end) {
    const window = { low, high: min(low + width, end) };
    const count = await read((repository) => repository.count(query, after, window));
    if (last !== undefined && count > 0) return last;
    if (last === undefined && seen + count >= perPage) {
      const offset = perPage - 1 - seen;
      last = await read((repository) => repository.cursorAt(query, after, window, offset));
      if (seen + count > perPage) return last;
    }
    seen += count;
    low = window.high;
    width = count === 0 ? width * GROWTH : width * 2n;
  }
  return undefined;
}

/**
 * The page's readings in order, a batch at a time: those after `after`, up to `upTo` when the page has an end, else
 * up to `perPage` of them.
 */
export async function* pageRows(
  read: ReadStep,
  query: EpcisEventQuery,
  after: EpcisCursor | null,
  upTo: EpcisCursor | null,
  batch: number,
): AsyncGenerator<readonly EpcisReadingRow[]> {
  const { low: start, high: end } = walkBounds(query, after, upTo);
  let low = start;
  let width = FIRST_WIDTH;
  let cursor = after;
  let written = 0;
  while (low < end) {
    const limit = upTo === null ? Math.min(batch, query.perPage - written) : batch;
    if (limit <= 0) return;
    const window = { low, high: min(low + width, end) };
    const rows = await read((repository) => repository.batch(query, cursor, window, upTo, limit));
    if (rows.length > 0) {
      yield rows;
      written += rows.length;
      cursor = rows[rows.length - 1]!.cursor;
    }
    if (rows.length === limit) {
      // More in this window: the next starts at the last one's instant, as wide as the span this batch took.
      const reached = micros(cursor!.readAtMicros);
      width = max(reached - low, 1000n);
      low = reached;
    } else {
      low = window.high;
      width = rows.length === 0 ? width * GROWTH : width * 2n;
    }
  }
}
