/**
 * A list as a CSV file (issue 8: "CSV export of any list"): the columns' headers and texts exactly as the list shows
 * them, in the user's language; UTF-8 with a byte-order mark, without which Excel reads accents as Latin-1; cells
 * that a spreadsheet would take for a formula (= + - @, tab, carriage return first) escaped by papaparse.
 */
import type Papa from 'papaparse';

export interface CsvColumn<Row> {
  readonly header: string;
  readonly text: (row: Row) => string;
}

const BYTE_ORDER_MARK = '\uFEFF';
export const CSV_MEDIA_TYPE = 'text/csv;charset=utf-8';
const ROWS_PER_CHUNK = 500;
type Unparse = (typeof Papa)['unparse'];

/**
 * The CSV of every row, built a chunk at a time so a long list reports its progress and leaves the page responsive.
 * papaparse loads with the first export, not with the list.
 */
export async function csvOfRows<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: AsyncIterable<Row>,
  onProgress?: (rowCount: number) => void,
): Promise<Blob> {
  const { unparse } = (await import('papaparse')).default;
  const lines = (data: string[][]) => csvLines(unparse, data);
  const parts: string[] = [BYTE_ORDER_MARK, lines([columns.map((column) => column.header)])];
  let chunk: string[][] = [];
  let count = 0;
  for await (const row of rows) {
    chunk.push(columns.map((column) => column.text(row)));
    count += 1;
    if (chunk.length === ROWS_PER_CHUNK) {
      parts.push(lines(chunk));
      chunk = [];
      onProgress?.(count);
    }
  }
  if (chunk.length > 0) parts.push(lines(chunk));
  onProgress?.(count);
  return new Blob(parts, { type: CSV_MEDIA_TYPE });
}

/** Lines in CSV, each ended by CRLF as RFC 4180 has it. */
function csvLines(unparse: Unparse, data: string[][]): string {
  return `${unparse(data, { newline: '\r\n', escapeFormulae: true, quotes: false })}\r\n`;
}

/** A file name from the list's name and today's date: 'Lots 2026-11-24.csv'. */
export function csvFileName(listName: string, today: Date = new Date()): string {
  const safe =
    listName
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'list';
  const date = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return `${safe} ${date}.csv`;
}
