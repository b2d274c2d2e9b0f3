// Keeps the README's "Spec rules → functions → tests" table honest: every file it names exists, and every name it
// gives for a rule is in that row's function files.
import { describe, expect, it } from 'vitest';

// The files are read by Vite's import.meta.glob when the test is built, so the domain still imports nothing but
// valibot and xstate (no node:fs), and compiles without Node's types.
declare global {
  interface ImportMeta {
    glob<T>(patterns: string | string[], options: { query: '?raw'; import: 'default'; eager: true }): Record<string, T>;
  }
}

const readme =
  Object.values(import.meta.glob<string>('../README.md', { query: '?raw', import: 'default', eager: true }))[0] ?? '';
/** Every source file of the domain and the contract, by its path from here. */
const sources = import.meta.glob<string>(['./**/*.ts', '../../contract/src/**/*.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** `contract/…` is under packages/; anything else under packages/domain/src/. */
const pathOf = (file: string) => (file.startsWith('contract/') ? `../../${file}` : `./${file}`);
const exists = (path: string) => sources[path] !== undefined;
const sourceOf = (path: string) => sources[path] ?? '';
const isFile = (token: string) => /\.tsx?$/.test(token);
const codeSpans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] as string);

interface Row {
  readonly spec: string;
  readonly functions: string;
  readonly tests: string;
}

function tableRows(): Row[] {
  const start = readme.indexOf('## Spec rules → functions → tests');
  if (start < 0) return [];
  const section = readme.slice(start).split(/\n## /)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => /^\| [AB] §/.test(line))
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      return { spec: cells[1] ?? '', functions: cells[3] ?? '', tests: cells[4] ?? '' };
    });
}

const rows = tableRows();

describe('the spec rules table in README.md', () => {
  it('has rows, ordered by spec document and section', () => {
    expect(rows.length).toBeGreaterThan(100);
    const order = rows.map((row) => {
      const match = /^([AB]) §(\d+)/.exec(row.spec);
      return (match?.[1] === 'A' ? 0 : 100) + Number(match?.[2]);
    });
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('names a function file and a test file on every row', () => {
    for (const row of rows) {
      expect(codeSpans(row.functions).filter(isFile).length, row.spec).toBeGreaterThan(0);
      expect(codeSpans(row.tests).filter((token) => /\.test\.tsx?$/.test(token)).length, row.spec).toBeGreaterThan(0);
    }
  });

  it('names only files that exist', () => {
    const missing = rows
      .flatMap((row) => [...codeSpans(row.functions), ...codeSpans(row.tests)])
      .filter(isFile)
      .filter((file) => !exists(pathOf(file)));
    expect([...new Set(missing)]).toEqual([]);
  });

  it("names only functions and constants found in the row's function files", () => {
    const missing: string[] = [];
    for (const row of rows) {
      const spans = codeSpans(row.functions);
      const sources = spans.filter(isFile).map(pathOf).filter(exists).map(sourceOf);
      for (const name of spans.filter((token) => !isFile(token))) {
        const declared = new RegExp(`\\b(?:const|function|class|type|interface|let)\\s+${name}\\b`);
        if (!sources.some((source) => declared.test(source))) missing.push(`${row.spec}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
