/**
 * Reads an uploaded NFC tag file as it arrives (spec A §5: one `tagId;visualKey` per line): bytes decoded as
 * UTF-8 in a stream, lines through the domain's parser, and every ten thousand good lines checked against the
 * tags already stored. Nothing is written here: the caller stores the lot only when the whole file is good, so a
 * refused file leaves nothing behind. What is kept meanwhile is the parser's set of ids (its duplicate check) and
 * the good lines as compact array literals ready to insert, never the file itself.
 */
import {
  INVALID_CHARACTER,
  MAX_REPORTED_BAD_LINES,
  TAG_ID_EXISTS,
  TagFileParser,
  type TagFileEntry,
  type TagFileLineError,
  type TagFileReadout,
} from '@tagtrail/domain';
import type { Database } from '../db/client';
import { TAG_BATCH_SIZE, takenTagIds, textArrayLiteral, type TagBatch } from '../tags/tags.repository';

export type TagFileReading =
  | { readonly kind: 'read'; readonly report: TagFileReport }
  /** The bytes are not UTF-8 (a UTF-16 or Latin-1 export, say): no line can be trusted. */
  | { readonly kind: 'not-utf8' };

/** What the domain's `tagFileRefusal` reads (counts and the listed bad lines), and the good lines to store. */
export interface TagFileReport extends TagFileReadout {
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

/** The ids among these (lower case) that tags already stored have. */
export type StoredTagIds = (lowerCaseTagIds: readonly string[]) => Promise<readonly string[]>;

/** The database's tags, for a file read to make a lot. */
export const storedTagIdsIn =
  (db: Database): StoredTagIds =>
  (lowerCaseTagIds) =>
    takenTagIds(db, lowerCaseTagIds);

/** No stored tags: a file checked on its own (`tagtrail check-tag-file`). */
export const noStoredTags: StoredTagIds = async () => [];

export async function readTagFile(
  storedTagIds: StoredTagIds,
  chunks: AsyncIterable<Uint8Array>,
  expectedTags: number,
): Promise<TagFileReading> {
  const ownProblems: TagFileLineError[] = [];
  let ownProblemCount = 0;
  const refuse = (problem: TagFileLineError) => {
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
    const taken = new Set(await storedTagIds(lowerCase));
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

  const badLines: TagFileLineError[] = [...summary.badLines, ...ownProblems]
    .sort((a, b) => a.line - b.line)
    .slice(0, MAX_REPORTED_BAD_LINES);
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
