import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvFileName, csvOfRows, type CsvColumn } from './csv-export';

interface Row {
  readonly name: string;
  readonly total: number;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Nome', text: (row) => row.name },
  { header: 'Total de tags', text: (row) => String(row.total) },
];

async function* streamOf<T>(rows: readonly T[]): AsyncGenerator<T> {
  yield* rows;
}

const textOf = async (file: Blob) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.arrayBuffer());

describe('a list as CSV', () => {
  it('starts with the byte-order mark, then the headers, one CRLF-ended line per row', async () => {
    const file = await csvOfRows(columns, streamOf([{ name: 'Açaí Pará', total: 200 }]));
    expect(file.type).toBe('text/csv;charset=utf-8');
    expect(await textOf(file)).toBe('\uFEFFNome,Total de tags\r\nAçaí Pará,200\r\n');
  });

  it('escapes cells a spreadsheet would run as formulas', async () => {
    const hostile = ['=HYPERLINK("http://x")', '+1', '-2+3', '@SUM(A1)'];
    const file = await csvOfRows(columns, streamOf(hostile.map((name) => ({ name, total: 1 }))));
    const cells = (await textOf(file)).split('\r\n').slice(1, -1);
    expect(cells).toHaveLength(hostile.length);
    for (const line of cells) expect(line).toMatch(/^"?'/);
  });

  it('reads back as the very texts, whatever they hold (quotes, commas, line breaks, accents)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ name: fc.string().filter((s) => !/^[=+\-@\t\r]/.test(s)), total: fc.nat() }), {
          maxLength: 1200,
        }),
        async (rows) => {
          const progress: number[] = [];
          const text = await textOf(await csvOfRows(columns, streamOf(rows), (count) => progress.push(count)));
          const parsed = Papa.parse<string[]>(text.slice(1), { newline: '\r\n' }).data.slice(0, rows.length + 1);
          expect(parsed).toEqual([['Nome', 'Total de tags'], ...rows.map((row) => [row.name, String(row.total)])]);
          expect(progress.at(-1)).toBe(rows.length);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('names the file after the list and the day, without characters a file system refuses', () => {
    expect(csvFileName('Lots', new Date(2026, 10, 24))).toBe('Lots 2026-11-24.csv');
    expect(csvFileName('Usuários: A/B', new Date(2026, 0, 5))).toBe('Usuários A B 2026-01-05.csv');
  });
});
