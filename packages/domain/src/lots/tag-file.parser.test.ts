import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_REPORTED_BAD_LINES,
  TAG_FILE_PROBLEM,
  TAG_ID_MAX_LENGTH,
  TagFileParser,
  VISUAL_KEY_MAX_LENGTH,
  type TagFileBadLine,
  type TagFileEntry,
  type TagFileParserOptions,
  type TagFileSummary,
} from './tag-file.parser';

function parseChunks(chunks: Iterable<string>, options?: TagFileParserOptions) {
  const entries: TagFileEntry[] = [];
  const parser = new TagFileParser((e) => entries.push(e), options);
  for (const chunk of chunks) parser.feed(chunk);
  return { entries, summary: parser.end() };
}
const parse = (text: string, options?: TagFileParserOptions) => parseChunks([text], options);

function cutAt(text: string, cuts: readonly number[]): string[] {
  const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  const chunks: string[] = [];
  let from = 0;
  for (const point of points) {
    chunks.push(text.slice(from, point));
    from = point;
  }
  chunks.push(text.slice(from));
  return chunks;
}

describe('tag file parser: the examples', () => {
  it('reads one tag id and visual key per line, separated by a semicolon (spec A §5)', () => {
    const { entries, summary } = parse('04A1B2;KEY-1\n04A1B3;KEY-2\n');
    expect(entries).toEqual([
      { sequence: 1, line: 1, tagId: '04A1B2', visualKey: 'KEY-1' },
      { sequence: 2, line: 2, tagId: '04A1B3', visualKey: 'KEY-2' },
    ]);
    expect(summary).toEqual({ goodCount: 2, badCount: 0, badLines: [], lineCount: 2 });
  });

  it('accepts CRLF line ends, a lone CR and a last line without a line end', () => {
    const { entries } = parse('a;1\r\nb;2\rc;3\nd;4');
    expect(entries.map((e) => [e.line, e.tagId, e.visualKey])).toEqual([
      [1, 'a', '1'],
      [2, 'b', '2'],
      [3, 'c', '3'],
      [4, 'd', '4'],
    ]);
  });

  it('drops a UTF-8 byte order mark at the start', () => {
    expect(parse('\uFEFFa;1\n').entries[0]?.tagId).toBe('a');
  });

  it('skips blank lines but counts them, so line numbers match an editor', () => {
    const { entries, summary } = parse('\n  \na;1\n\n\nb;2\n\n\n');
    expect(entries.map((e) => [e.sequence, e.line])).toEqual([
      [1, 3],
      [2, 6],
    ]);
    expect(summary.badCount).toBe(0);
    expect(summary.lineCount).toBe(8);
  });

  it('trims white space around each field', () => {
    expect(parse('  04A1 ;\tKEY 1  \n').entries[0]).toMatchObject({ tagId: '04A1', visualKey: 'KEY 1' });
  });

  it('refuses a line without a separator, or with an empty tag id or visual key: MISSING_FIELD', () => {
    const { entries, summary } = parse('04A1\n;KEY\n04A2;\n ; \n');
    expect(entries).toEqual([]);
    expect(summary.badLines).toEqual([
      { key: TAG_FILE_PROBLEM.missingField, line: 1, field: 'visualKey' },
      { key: TAG_FILE_PROBLEM.missingField, line: 2, field: 'tagId' },
      { key: TAG_FILE_PROBLEM.missingField, line: 3, field: 'visualKey' },
      { key: TAG_FILE_PROBLEM.missingField, line: 4, field: 'tagId' },
    ]);
  });

  it('refuses more than two fields: TOO_MANY_FIELDS, a trailing separator included', () => {
    expect(parse('a;b;c\nd;e;\n').summary.badLines).toEqual([
      { key: TAG_FILE_PROBLEM.tooManyFields, line: 1, params: { fields: 3 } },
      { key: TAG_FILE_PROBLEM.tooManyFields, line: 2, params: { fields: 3 } },
    ]);
  });

  it(`refuses a tag id over ${TAG_ID_MAX_LENGTH} characters or a visual key over ${VISUAL_KEY_MAX_LENGTH}: TOO_LONG`, () => {
    const id = 'T'.repeat(TAG_ID_MAX_LENGTH);
    const key = 'K'.repeat(VISUAL_KEY_MAX_LENGTH);
    const { entries, summary } = parse(`${id};${key}\n${id}X;k\nu;${key}X\n`);
    expect(entries).toHaveLength(1);
    expect(summary.badLines).toEqual([
      { key: TAG_FILE_PROBLEM.tooLong, line: 2, field: 'tagId', params: { max: TAG_ID_MAX_LENGTH } },
      { key: TAG_FILE_PROBLEM.tooLong, line: 3, field: 'visualKey', params: { max: VISUAL_KEY_MAX_LENGTH } },
    ]);
  });

  it('refuses a tag id seen earlier in the file, naming the first line: DUPLICATE_TAG_ID', () => {
    const { entries, summary } = parse('04A1;k1\n04A2;k2\n04A1;k3\n');
    expect(entries.map((e) => e.tagId)).toEqual(['04A1', '04A2']);
    expect(summary.badLines).toEqual([
      { key: TAG_FILE_PROBLEM.duplicateTagId, line: 3, field: 'tagId', params: { firstLine: 1 } },
    ]);
  });

  it('compares tag ids without regard to case: chip serials are the same in either case', () => {
    expect(parse('04ab;k1\n04AB;k2\n').summary.badLines[0]).toMatchObject({
      key: TAG_FILE_PROBLEM.duplicateTagId,
      params: { firstLine: 1 },
    });
  });

  it('reports each bad line once, for its first problem only', () => {
    const long = 'T'.repeat(TAG_ID_MAX_LENGTH + 1);
    const { summary } = parse(`${long};k\n${long};k\n`);
    // The second line is too long, and would be a duplicate of nothing: a too-long id is never remembered.
    expect(summary.badLines.map((b) => [b.line, b.key])).toEqual([
      [1, TAG_FILE_PROBLEM.tooLong],
      [2, TAG_FILE_PROBLEM.tooLong],
    ]);
  });

  it('numbers good lines from 1 among good lines, skipping bad and blank ones', () => {
    const { entries } = parse('a;1\nbad\n\nb;2\n');
    expect(entries.map((e) => [e.sequence, e.line])).toEqual([
      [1, 1],
      [2, 4],
    ]);
  });

  it('joins a line split across chunks, a CRLF split between its CR and LF included', () => {
    const { entries, summary } = parseChunks(['04', 'A1;K', 'EY\r', '\n04A2;', 'K2\r', '', '\n']);
    expect(entries.map((e) => [e.line, e.tagId, e.visualKey])).toEqual([
      [1, '04A1', 'KEY'],
      [2, '04A2', 'K2'],
    ]);
    expect(summary.lineCount).toBe(2);
  });

  it('caps the list of bad lines but keeps the true count', () => {
    const { summary } = parse('x\n'.repeat(25), { maxReportedBadLines: 10 });
    expect(summary.badCount).toBe(25);
    expect(summary.badLines).toHaveLength(10);
    expect(summary.badLines.at(-1)?.line).toBe(10);
    expect(MAX_REPORTED_BAD_LINES).toBe(1000);
  });

  it('gives nothing for an empty file', () => {
    expect(parseChunks([]).summary).toEqual({ goodCount: 0, badCount: 0, badLines: [], lineCount: 0 });
  });

  it('refuses text fed after the end', () => {
    const parser = new TagFileParser(() => undefined);
    parser.end();
    expect(() => parser.feed('a;1')).toThrow(/after end/);
  });
});

// A file as a list of line specifications, so each property knows what the parser must answer.
type LineSpec =
  | { kind: 'good'; visualKey: string }
  | { kind: 'blank'; text: string }
  | { kind: 'noSeparator'; text: string }
  | { kind: 'emptyTagId'; visualKey: string }
  | { kind: 'emptyVisualKey' }
  | { kind: 'tooManyFields'; extra: number }
  | { kind: 'tooLongTagId' }
  | { kind: 'tooLongVisualKey' }
  | { kind: 'duplicate'; of: number; visualKey: string };

const keyChar = fc.constantFrom('a', 'Z', '0', '9', '-', '_', 'é', '✓', ' ');
const visualKey = fc
  .string({ unit: keyChar, minLength: 1, maxLength: 12 })
  .map((s) => `k${s}`)
  .filter((s) => s.trim() === s);
const lineSpec: fc.Arbitrary<LineSpec> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('good' as const), visualKey }), weight: 6 },
  fc.record({ kind: fc.constant('blank' as const), text: fc.constantFrom('', ' ', '\t', '  \t ') }),
  fc.record({ kind: fc.constant('noSeparator' as const), text: fc.constantFrom('04A1', 'tag only', 'x') }),
  fc.record({ kind: fc.constant('emptyTagId' as const), visualKey }),
  fc.record({ kind: fc.constant('emptyVisualKey' as const) }),
  fc.record({ kind: fc.constant('tooManyFields' as const), extra: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('tooLongTagId' as const) }),
  fc.record({ kind: fc.constant('tooLongVisualKey' as const) }),
  fc.record({ kind: fc.constant('duplicate' as const), of: fc.nat(), visualKey }),
);
const lineEnd = fc.constantFrom('\n', '\r\n', '\r');

interface GeneratedFile {
  text: string;
  good: { line: number; tagId: string; visualKey: string }[];
  bad: { line: number; key: string }[];
}

function buildFile(
  specs: readonly LineSpec[],
  ends: readonly string[],
  bom: boolean,
  finalEnd: boolean,
): GeneratedFile {
  const good: GeneratedFile['good'] = [];
  const bad: GeneratedFile['bad'] = [];
  const lines = specs.map((spec, index): string => {
    const line = index + 1;
    const fresh = `T${line}`;
    switch (spec.kind) {
      case 'good':
        good.push({ line, tagId: fresh, visualKey: spec.visualKey });
        return `${fresh};${spec.visualKey}`;
      case 'blank':
        return spec.text;
      case 'noSeparator':
        bad.push({ line, key: TAG_FILE_PROBLEM.missingField });
        return spec.text;
      case 'emptyTagId':
        bad.push({ line, key: TAG_FILE_PROBLEM.missingField });
        return ` ;${spec.visualKey}`;
      case 'emptyVisualKey':
        bad.push({ line, key: TAG_FILE_PROBLEM.missingField });
        return `${fresh}; `;
      case 'tooManyFields':
        bad.push({ line, key: TAG_FILE_PROBLEM.tooManyFields });
        return [fresh, 'k', ...Array.from({ length: spec.extra }, () => 'x')].join(';');
      case 'tooLongTagId':
        bad.push({ line, key: TAG_FILE_PROBLEM.tooLong });
        return `${'T'.repeat(TAG_ID_MAX_LENGTH)}${line};k`;
      case 'tooLongVisualKey':
        bad.push({ line, key: TAG_FILE_PROBLEM.tooLong });
        return `${fresh};${'K'.repeat(VISUAL_KEY_MAX_LENGTH + 1)}`;
      case 'duplicate': {
        const original = good.length === 0 ? undefined : good[spec.of % good.length];
        if (original === undefined) {
          good.push({ line, tagId: fresh, visualKey: spec.visualKey });
          return `${fresh};${spec.visualKey}`;
        }
        bad.push({ line, key: TAG_FILE_PROBLEM.duplicateTagId });
        return `${original.tagId.toLowerCase()};${spec.visualKey}`;
      }
    }
  });
  const endOf = (i: number): string => {
    if (i === lines.length - 1 && !finalEnd) return '';
    const end = ends[i] ?? '\n';
    // A lone CR before an empty line that ends in LF would read as one CRLF, in an editor as here.
    return end === '\r' && lines[i + 1] === '' ? '\n' : end;
  };
  const body = lines.map((text, i) => text + endOf(i)).join('');
  return { text: (bom ? '\uFEFF' : '') + body, good, bad };
}

const generatedFile = fc
  .tuple(
    fc.array(lineSpec, { maxLength: 60 }),
    fc.array(lineEnd, { maxLength: 60 }),
    fc.boolean(),
    fc.boolean(),
    fc.array(fc.nat(), { maxLength: 12 }),
  )
  .map(([specs, ends, bom, finalEnd, cuts]) => ({ file: buildFile(specs, ends, bom, finalEnd), cuts }));

describe('tag file parser: properties', () => {
  it('property: for any mix of good and bad lines, every good line is kept, in order, with its line number', () => {
    fc.assert(
      fc.property(generatedFile, ({ file, cuts }) => {
        const { entries, summary } = parseChunks(cutAt(file.text, cuts));
        expect(entries).toEqual(file.good.map((g, i) => ({ sequence: i + 1, ...g })));
        expect(summary.goodCount).toBe(file.good.length);
      }),
    );
  });

  it('property: each bad line is reported exactly once, with its line number and reason', () => {
    fc.assert(
      fc.property(generatedFile, ({ file, cuts }) => {
        const { summary } = parseChunks(cutAt(file.text, cuts));
        expect(summary.badLines.map((b: TagFileBadLine) => ({ line: b.line, key: b.key }))).toEqual(file.bad);
        expect(summary.badCount).toBe(file.bad.length);
      }),
    );
  });

  it('property: a duplicate names the line where its tag id first appeared', () => {
    fc.assert(
      fc.property(generatedFile, ({ file }) => {
        const { entries, summary } = parse(file.text);
        const firstLineOf = new Map(entries.map((e) => [e.tagId.toUpperCase(), e.line]));
        for (const bad of summary.badLines.filter((b) => b.key === TAG_FILE_PROBLEM.duplicateTagId)) {
          const firstLine = bad.params?.firstLine;
          expect(firstLine).toBeLessThan(bad.line);
          expect([...firstLineOf.values()]).toContain(firstLine);
        }
      }),
    );
  });

  const anyText = fc.string({
    unit: fc.constantFrom(';', '\n', '\r', ' ', 'a', 'A', 'b', '\uFEFF', 'é'),
    maxLength: 120,
  });

  it('property: chunking the same text anywhere gives the same result', () => {
    fc.assert(
      fc.property(anyText, fc.array(fc.nat(), { maxLength: 20 }), (text, cuts) => {
        expect(parseChunks(cutAt(text, cuts))).toEqual(parse(text));
      }),
    );
  });

  it('property: feeding one character at a time gives the same result as one chunk', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(parseChunks([...text])).toEqual(parse(text));
      }),
    );
  });

  it('property: the line count matches an editor that breaks lines at LF, CRLF and CR', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
        const editorLines = body === '' ? [] : body.split(/\r\n|\r|\n/);
        // A final line break ends the last line; it does not open a new one.
        if (editorLines.at(-1) === '') editorLines.pop();
        expect(parse(text).summary.lineCount).toBe(editorLines.length);
      }),
    );
  });

  it('property: good count plus bad count plus blank lines is the line count', () => {
    fc.assert(
      fc.property(generatedFile, ({ file }) => {
        const { summary } = parse(file.text);
        const body = file.text.replace(/^\uFEFF/, '');
        const blank = body
          .split(/\r\n|\r|\n/)
          .slice(0, summary.lineCount)
          .filter((l) => l.trim() === '').length;
        expect(summary.goodCount + summary.badCount + blank).toBe(summary.lineCount);
      }),
    );
  });
});

describe('tag file parser: a million lines', () => {
  const LINES = 1_000_000;
  const BAD_EVERY = 100_000;
  // About 64 KB per chunk, as a stream reader would hand them over; the text is never whole in memory.
  function* millionLineChunks(): Generator<string> {
    let chunk = '';
    for (let i = 1; i <= LINES; i++) {
      chunk += i % BAD_EVERY === 0 ? `bad line ${i}\r\n` : `04${i.toString(16).padStart(12, '0')};VK-${i}\r\n`;
      if (chunk.length >= 65_536) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk !== '') yield chunk;
  }

  it('parses 1,000,000 streamed lines, keeping counts and order', () => {
    const started = Date.now();
    let count = 0;
    let lastSequence = 0;
    let inOrder = true;
    // A sink that keeps nothing, as the server's (it writes each tag to the database as it comes).
    const parser = new TagFileParser((e) => {
      count += 1;
      if (e.sequence !== lastSequence + 1) inOrder = false;
      lastSequence = e.sequence;
    });
    for (const chunk of millionLineChunks()) parser.feed(chunk);
    const streamed: TagFileSummary = parser.end();
    const elapsed = Date.now() - started;

    expect(streamed.lineCount).toBe(LINES);
    expect(streamed.badCount).toBe(LINES / BAD_EVERY);
    expect(streamed.goodCount).toBe(LINES - LINES / BAD_EVERY);
    expect(count).toBe(streamed.goodCount);
    expect(inOrder).toBe(true);
    expect(streamed.badLines.map((b) => b.line)).toEqual(Array.from({ length: 10 }, (_, i) => (i + 1) * BAD_EVERY));
    // Generating and parsing together take about 1.5 s alone, 4 s beside other test files; a quadratic
    // slip would take minutes, so this bound catches it without failing on a busy machine.
    expect(elapsed).toBeLessThan(20_000);
  });
});
