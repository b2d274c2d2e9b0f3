/**
 * The quick look at a chosen tag file before it is sent (spec A §5: one `tagId;visualKey` per line): the same
 * parser the server runs, fed in slices so a file of a million lines neither blocks the page nor sits in memory
 * as one string. It finds what the file alone shows (missing fields, repeated ids, long fields, too many fields,
 * text that is not UTF-8); only the server knows which tag ids are already stored.
 */
import { TagFileParser, type TagFileSummary } from '@tagtrail/domain';

export type TagFileCheck =
  | { readonly kind: 'read'; readonly summary: TagFileSummary }
  /** Not UTF-8 text (a UTF-16 or Latin-1 export): the server refuses it whole (FILE_NOT_UTF8). */
  | { readonly kind: 'notUtf8' };

/** What the check reads: a File, or any Blob. */
export interface TagFileSource {
  readonly size: number;
  slice(start?: number, end?: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

export const CHECK_SLICE_BYTES = 1 << 20;
/**
 * Files up to this size are checked in the browser (about 250 000 lines). A bigger one goes to the server as it
 * is: the duplicate check keeps every id in memory, which the server does anyway and the browser need not.
 */
export const QUICK_CHECK_MAX_BYTES = 8 << 20;

function abortError(): Error {
  const error = new Error('The tag file check was aborted');
  error.name = 'AbortError';
  return error;
}

const NOT_UTF8: TagFileCheck = { kind: 'notUtf8' };

export async function checkTagFile(file: TagFileSource, signal?: AbortSignal): Promise<TagFileCheck> {
  const parser = new TagFileParser(() => undefined);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  // A fatal decoder throws a TypeError on bytes that are not UTF-8; a slice may end inside a character.
  const decode = (bytes?: ArrayBuffer): string | undefined => {
    try {
      return bytes === undefined ? decoder.decode() : decoder.decode(bytes, { stream: true });
    } catch (error) {
      if (error instanceof TypeError) return undefined;
      throw error;
    }
  };
  for (let start = 0; start < file.size; start += CHECK_SLICE_BYTES) {
    if (signal?.aborted) throw abortError();
    const text = decode(await file.slice(start, Math.min(file.size, start + CHECK_SLICE_BYTES)).arrayBuffer());
    if (text === undefined) return NOT_UTF8;
    parser.feed(text);
  }
  const rest = decode();
  if (rest === undefined) return NOT_UTF8;
  parser.feed(rest);
  if (signal?.aborted) throw abortError();
  return { kind: 'read', summary: parser.end() };
}

/** Lines holding a tag, good or bad: what the lot's quantity must equal. */
export function tagLineCount(summary: TagFileSummary): number {
  return summary.goodCount + summary.badCount;
}
