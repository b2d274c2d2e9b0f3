/**
 * Reads an uploaded NFC tag file as it arrives (spec A §5: one `tagId;visualKey` per line): bytes decoded as
 * UTF-8 in a stream, lines through the domain's parser, and every ten thousand good lines checked against the
 * tags already stored. Nothing is written here: the caller stores the lot only when the whole file is good, so a
 * refused file leaves nothing behind. What is kept meanwhile is the parser's set of ids (its duplicate check) and
 * the good lines as compact array literals ready to insert, never the file itself.
 */
import { MAX_REPORTED_BAD_LINES, TagFileParser, type TagFileEntry } from '@tagtrail/domain';
import type { Database } from '../db/client';
import type { ApiErrorDetail } from '../http/api-failure';
import { TAG_BATCH_SIZE, takenTagIds, textArrayLiteral, type TagBatch } from '../tags/tags.repository';
import { INVALID_CHARACTER, QUANTITY_MISMATCH, TAG_FILE_INVALID, TAG_ID_EXISTS } from './admin-lot.failures';

/** A refused line, as the error details list it. `field` is the file's column (tagId or visualKey). */
export interface TagFileLineProblem {
  readonly line: number;
  readonly key: string;
  readonly field?: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export type TagFileReading =
  | { readonly kind: 'read'; readonly report: TagFileReport }
  /** The bytes are not UTF-8 (a UTF-16 or Latin-1 export, say): no line can be trusted. */
  | { readonly kind: 'not-utf8' };

export interface TagFileReport {
  /** Lines holding a tag, good or bad (blank lines are not tags). */
  readonly tagLineCount: number;
  /** Every bad line, however many are listed. */
  readonly badLineCount: number;
  /** The first bad lines in file order, at most MAX_REPORTED_BAD_LINES. */
  readonly badLines: readonly TagFileLineProblem[];
  /** Lines in the file, blank ones included. */
  readonly lineCount: number;
  /**
   * The good lines, ready to insert, when the file is good and holds no more tags than `expectedTags`; empty
   * otherwise (the file is refused, so keeping them would only cost memory).
   */
  readonly batches: readonly TagBatch[];
}

interface PendingBatch {
  tagIds: string[];
  visualKeys: string[];
  lines: number[];
}

const emptyBatch = (): PendingBatch => ({ tagIds: [], visualKeys: [], lines: [] });

export async function readTagFile(
  db: Database,
  chunks: AsyncIterable<Uint8Array>,
  expectedTags: number,
): Promise<TagFileReading> {
  const ownProblems: TagFileLineProblem[] = [];
  let ownProblemCount = 0;
  const refuse = (problem: TagFileLineProblem) => {
    ownProblemCount += 1;
    if (ownProblems.length < MAX_REPORTED_BAD_LINES) ownProblems.push(problem);
  };

  let pending = emptyBatch();
  const full: PendingBatch[] = [];
  const parser = new TagFileParser((entry: TagFileEntry) => {
    // PostgreSQL text cannot hold NUL; the parser has no reason to know that.
    if (entry.tagId.includes('\0') || entry.visualKey.includes('\0')) {
      refuse({ line: entry.line, key: INVALID_CHARACTER, field: entry.tagId.includes('\0') ? 'tagId' : 'visualKey' });
      return;
    }
    pending.tagIds.push(entry.tagId);
    pending.visualKeys.push(entry.visualKey);
    pending.lines.push(entry.line);
    if (pending.tagIds.length === TAG_BATCH_SIZE) {
      full.push(pending);
      pending = emptyBatch();
    }
  });

  const batches: TagBatch[] = [];
  let accepted = 0;
  let keeping = true;
  const settle = async (batch: PendingBatch) => {
    const lowerCase = batch.tagIds.map((tagId) => tagId.toLowerCase());
    const taken = new Set(await takenTagIds(db, lowerCase));
    if (taken.size > 0)
      lowerCase.forEach((tagId, index) => {
        if (taken.has(tagId)) refuse({ line: batch.lines[index] ?? 0, key: TAG_ID_EXISTS, field: 'tagId' });
      });
    const firstSequence = accepted + 1;
    accepted += batch.tagIds.length;
    // The parser's own refusals are known only at the end; those batches are dropped then.
    keeping &&= ownProblemCount === 0 && accepted <= expectedTags;
    if (keeping)
      batches.push({
        firstSequence,
        count: batch.tagIds.length,
        tagIds: textArrayLiteral(batch.tagIds),
        visualKeys: textArrayLiteral(batch.visualKeys),
      });
  };

  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of chunks) {
      parser.feed(decoder.decode(chunk, { stream: true }));
      // Checked between chunks, so the upload waits for the database rather than piling up in memory.
      for (let batch = full.shift(); batch !== undefined; batch = full.shift()) await settle(batch);
    }
    parser.feed(decoder.decode());
  } catch (error) {
    if (error instanceof TypeError && (error as { code?: string }).code === 'ERR_ENCODING_INVALID_ENCODED_DATA')
      return { kind: 'not-utf8' };
    throw error;
  }
  const summary = parser.end();
  full.push(pending);
  for (const batch of full) if (batch.tagIds.length > 0) await settle(batch);

  const badLines = [...summary.badLines, ...ownProblems]
    .sort((a, b) => a.line - b.line)
    .slice(0, MAX_REPORTED_BAD_LINES)
    .map(({ line, key, field, params }) => ({
      line,
      key,
      ...(field === undefined ? {} : { field }),
      ...(params === undefined ? {} : { params: { ...params } as Record<string, string | number> }),
    }));
  const badLineCount = summary.badCount + ownProblemCount;
  return {
    kind: 'read',
    report: {
      tagLineCount: summary.goodCount + summary.badCount,
      badLineCount,
      badLines,
      lineCount: summary.lineCount,
      batches: badLineCount === 0 && accepted === expectedTags ? batches : [],
    },
  };
}

/**
 * The details of a tag file that cannot become a lot, or an empty list when it can: first a TAG_FILE_INVALID
 * summary (when any line is bad), then QUANTITY_MISMATCH (when the count differs), then one detail per bad line
 * `{line, field?, key, params?}` in line order, at most MAX_REPORTED_BAD_LINES of them.
 */
export function tagFileProblems(report: TagFileReport, expectedTags: number): ApiErrorDetail[] {
  const details: ApiErrorDetail[] = [];
  if (report.badLineCount > 0)
    details.push({
      field: 'file',
      key: TAG_FILE_INVALID,
      params: {
        badLineCount: report.badLineCount,
        listedBadLines: report.badLines.length,
        lineCount: report.lineCount,
      },
    });
  if (report.tagLineCount !== expectedTags)
    details.push({
      field: 'quantidade',
      key: QUANTITY_MISMATCH,
      params: { expected: expectedTags, actual: report.tagLineCount },
    });
  details.push(...report.badLines);
  return details;
}
