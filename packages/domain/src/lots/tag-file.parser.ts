/**
 * The tag file of an NFC lot (spec A §5): one `tagId;visualKey` per line, CSV or TXT. It streams: text
 * arrives in chunks of any size, good lines go to a sink as soon as they are complete, and the only thing
 * kept for the whole file is the map of tag ids seen (the duplicate check needs it), so a file of a million
 * lines never sits in memory twice. Decoding bytes to text is the caller's (a TextDecoder with `stream: true`).
 *
 * Lines are numbered as an editor shows them: LF, CRLF and a lone CR each end a line, a UTF-8 byte order
 * mark at the start is dropped, and blank lines are skipped but still counted.
 */
import type { RuleError } from '../shared/errors';

export const TAG_FILE_SEPARATOR = ';';
/** Longest tag id and visual key we store, in UTF-16 code units (NFC UIDs are at most 20 hex digits). */
export const TAG_ID_MAX_LENGTH = 64;
export const VISUAL_KEY_MAX_LENGTH = 128;
/** Bad lines listed in a summary; the count beyond it is still exact. */
export const MAX_REPORTED_BAD_LINES = 1000;

/** Why a line was refused. */
export const TAG_FILE_PROBLEM = {
  /** No separator, or an empty tag id or visual key. */
  missingField: 'MISSING_FIELD',
  /** The tag id appeared on an earlier good line; params.firstLine says which. */
  duplicateTagId: 'DUPLICATE_TAG_ID',
  /** A field longer than its limit; params.max says the limit. */
  tooLong: 'TOO_LONG',
  /** More than two fields; params.fields says how many. */
  tooManyFields: 'TOO_MANY_FIELDS',
} as const;
export type TagFileProblem = (typeof TAG_FILE_PROBLEM)[keyof typeof TAG_FILE_PROBLEM];

/** A good line, delivered in file order. */
export interface TagFileEntry {
  /** 1-based among good lines: the tag's sequence in the lot. */
  readonly sequence: number;
  /** The line number in the file. */
  readonly line: number;
  readonly tagId: string;
  readonly visualKey: string;
}

/** A refused line, shaped as a rule error so views and the API's error details show it like any other. */
export interface TagFileBadLine extends RuleError {
  readonly key: TagFileProblem;
  readonly line: number;
  readonly field?: 'tagId' | 'visualKey';
  readonly params?: Readonly<{ firstLine?: number; max?: number; fields?: number }>;
}

export interface TagFileSummary {
  readonly goodCount: number;
  /** Every bad line, however many were listed. */
  readonly badCount: number;
  /** The first bad lines, in file order, at most `maxReportedBadLines` of them. */
  readonly badLines: readonly TagFileBadLine[];
  /** Lines in the file, blank ones included (a final line break does not start a new line). */
  readonly lineCount: number;
}

export interface TagFileParserOptions {
  readonly maxReportedBadLines?: number;
}

export type TagFileSink = (entry: TagFileEntry) => void;

const BOM = 0xfeff;
const CR = 0x0d;

/** `feed(chunk)` as text arrives, then `end()` for the totals: the server feeds between batches, the form per slice. */
export class TagFileParser {
  /** Upper-cased tag id → the line it was first seen on. Tag ids are chip serials: case means nothing. */
  private readonly seen = new Map<string, number>();
  private readonly badLines: TagFileBadLine[] = [];
  private readonly maxReported: number;
  /** Fragments of the line still waiting for its end; an array so a long line fed in tiny chunks stays linear. */
  private pending: string[] = [];
  /** Per parser, because a sink may feed another parser while this one is scanning. */
  private readonly lineEnd = /\r\n?|\n/g;
  private lineNumber = 0;
  private goodCount = 0;
  private badCount = 0;
  private started = false;
  /** The last chunk ended in CR: a LF opening the next chunk belongs to the same line end. */
  private afterCR = false;
  private ended = false;

  constructor(
    private readonly sink: TagFileSink,
    options: TagFileParserOptions = {},
  ) {
    this.maxReported = options.maxReportedBadLines ?? MAX_REPORTED_BAD_LINES;
  }

  feed(chunk: string): void {
    if (this.ended) throw new Error('TagFileParser: feed after end');
    if (chunk.length === 0) return;
    let position = 0;
    if (!this.started) {
      this.started = true;
      if (chunk.charCodeAt(0) === BOM) position = 1;
    }
    if (this.afterCR && chunk.charCodeAt(position) === 0x0a) position += 1;
    this.afterCR = false;

    const lineEnd = this.lineEnd;
    lineEnd.lastIndex = position;
    let match: RegExpExecArray | null;
    while ((match = lineEnd.exec(chunk)) !== null) {
      const piece = chunk.slice(position, match.index);
      if (this.pending.length === 0) this.line(piece);
      else {
        this.pending.push(piece);
        const text = this.pending.join('');
        this.pending = [];
        this.line(text);
      }
      position = lineEnd.lastIndex;
      // A CR that ends the chunk may be the first half of a CRLF split across chunks.
      if (position === chunk.length && chunk.charCodeAt(position - 1) === CR) this.afterCR = true;
      lineEnd.lastIndex = position;
    }
    if (position < chunk.length) this.pending.push(chunk.slice(position));
  }

  end(): TagFileSummary {
    if (!this.ended) {
      this.ended = true;
      if (this.pending.length > 0) {
        const text = this.pending.join('');
        this.pending = [];
        this.line(text);
      }
    }
    return {
      goodCount: this.goodCount,
      badCount: this.badCount,
      badLines: [...this.badLines],
      lineCount: this.lineNumber,
    };
  }

  private line(text: string): void {
    const line = ++this.lineNumber;
    const separator = text.indexOf(TAG_FILE_SEPARATOR);
    if (separator < 0) {
      if (text.trim() === '') return;
      return this.refuse({ key: TAG_FILE_PROBLEM.missingField, line, field: 'visualKey' });
    }
    if (text.indexOf(TAG_FILE_SEPARATOR, separator + 1) >= 0)
      return this.refuse({
        key: TAG_FILE_PROBLEM.tooManyFields,
        line,
        params: { fields: text.split(TAG_FILE_SEPARATOR).length },
      });
    const tagId = text.slice(0, separator).trim();
    const visualKey = text.slice(separator + 1).trim();
    if (tagId === '') return this.refuse({ key: TAG_FILE_PROBLEM.missingField, line, field: 'tagId' });
    if (visualKey === '') return this.refuse({ key: TAG_FILE_PROBLEM.missingField, line, field: 'visualKey' });
    if (tagId.length > TAG_ID_MAX_LENGTH)
      return this.refuse({ key: TAG_FILE_PROBLEM.tooLong, line, field: 'tagId', params: { max: TAG_ID_MAX_LENGTH } });
    if (visualKey.length > VISUAL_KEY_MAX_LENGTH)
      return this.refuse({
        key: TAG_FILE_PROBLEM.tooLong,
        line,
        field: 'visualKey',
        params: { max: VISUAL_KEY_MAX_LENGTH },
      });
    const identity = tagId.toUpperCase();
    const firstLine = this.seen.get(identity);
    if (firstLine !== undefined)
      return this.refuse({ key: TAG_FILE_PROBLEM.duplicateTagId, line, field: 'tagId', params: { firstLine } });
    this.seen.set(identity, line);
    this.sink({ sequence: ++this.goodCount, line, tagId, visualKey });
  }

  private refuse(bad: TagFileBadLine): void {
    this.badCount += 1;
    if (this.badLines.length < this.maxReported) this.badLines.push(bad);
  }
}
