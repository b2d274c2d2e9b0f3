/**
 * A refused tag file, whoever refused it: the quick check in the browser (tag-file-check.ts) or the server's
 * answer to the upload (error VALIDATION, `details`: a TAG_FILE_INVALID summary with the true bad-line count, a
 * QUANTITY_MISMATCH when the count of tags differs, then one `{ line, key, field?, params? }` per bad line).
 */
import type { TFunction } from 'i18next';
import {
  FILE_NOT_UTF8,
  INVALID_FILE_TYPE,
  PortError,
  QUANTITY_MISMATCH,
  REQUIRED_FILE,
  TAG_FILE_INVALID,
  TAG_ID_EXISTS,
  type PortErrorDetail,
} from '@tagtrail/domain';
import { adminEn } from '../i18n/resources/admin/en';
import { translateMessage } from '../i18n/i18n';
import { tagLineCount, type TagFileCheck } from './tag-file-check';

export type Params = Readonly<Record<string, string | number>>;

export interface TagFileLineProblem {
  readonly line: number;
  readonly key: string;
  /** The file's column the problem is in: tagId or visualKey. */
  readonly field?: string;
  readonly params?: Params;
}

export interface TagFileRefusal {
  /** Bad lines in the whole file, however many are listed. */
  readonly badLineCount: number;
  /** The bad lines listed, in file order. */
  readonly lines: readonly TagFileLineProblem[];
  /** What is wrong with the file as a whole (QUANTITY_MISMATCH, FILE_NOT_UTF8, TAG_ID_EXISTS found at insert). */
  readonly problems: readonly { readonly key: string; readonly params?: Params }[];
}

/** spec-free choice: enough lines to fix a file in one go, few enough to read. */
export const SHOWN_BAD_LINES = 100;

/** Keys about the file as a whole, without a line. */
const FILE_PROBLEMS = new Set([QUANTITY_MISMATCH, FILE_NOT_UTF8, TAG_ID_EXISTS, INVALID_FILE_TYPE, REQUIRED_FILE]);

/** The details a port refusal carries; none for any other failure. */
export function errorDetails(error: unknown): readonly PortErrorDetail[] {
  return error instanceof PortError ? (error.details ?? []) : [];
}

/** The refusal in a failed upload's error, or undefined when the failure is not about the file. */
export function refusalFromError(error: unknown): TagFileRefusal | undefined {
  const details = errorDetails(error);
  const summary = details.find((d) => d.key === TAG_FILE_INVALID && d.line === undefined);
  const lines = details.filter((d): d is PortErrorDetail & { line: number } => d.line !== undefined);
  const problems = details.filter((d) => d.line === undefined && FILE_PROBLEMS.has(d.key));
  if (summary === undefined && lines.length === 0 && problems.length === 0) return undefined;
  const counted = Number(summary?.params?.['badLineCount']);
  return {
    badLineCount: Number.isFinite(counted) && counted >= lines.length ? counted : lines.length,
    lines,
    problems: problems.map(({ key, params }) => (params === undefined ? { key } : { key, params })),
  };
}

/** What the browser's check found, or undefined for a good file. The quantity is compared when it is given. */
export function refusalFromCheck(check: TagFileCheck, quantity: number | null): TagFileRefusal | undefined {
  if (check.kind === 'notUtf8') return { badLineCount: 0, lines: [], problems: [{ key: FILE_NOT_UTF8 }] };
  const { summary } = check;
  const count = tagLineCount(summary);
  const mismatch = quantityMismatch(quantity, count);
  if (summary.badCount === 0 && mismatch === undefined) return undefined;
  return {
    badLineCount: summary.badCount,
    lines: summary.badLines.map(({ line, key, field, params }) => ({
      line,
      key,
      ...(field === undefined ? {} : { field }),
      ...(params === undefined ? {} : { params: params as Params }),
    })),
    problems: mismatch === undefined ? [] : [mismatch],
  };
}

/** QUANTITY_MISMATCH when a whole quantity differs from the tags in the file. */
export function quantityMismatch(
  quantity: number | null,
  tags: number,
): { key: string; params: { expected: number; actual: number } } | undefined {
  if (quantity === null || !Number.isInteger(quantity) || quantity === tags) return undefined;
  return { key: QUANTITY_MISMATCH, params: { expected: quantity, actual: tags } };
}

const LINE_PROBLEMS = adminEn.tagFile.problems as Readonly<Record<string, string>>;

/** 'Line 12: the tag id is missing': the column's own text when there is one, else the key's, else a plain one. */
export function describeLine(t: TFunction, problem: TagFileLineProblem): string {
  const specific = problem.field === undefined ? undefined : `${problem.key}_${problem.field}`;
  const key =
    specific !== undefined && specific in LINE_PROBLEMS
      ? specific
      : problem.key in LINE_PROBLEMS
        ? problem.key
        : 'other';
  const text = t(`tagFile.problems.${key}` as 'tagFile.problems.other', { ...problem.params });
  return t('tagFile.line', { line: problem.line, problem: text });
}

/** A file-wide problem in words; an unknown key still reads as a refusal. */
export function describeProblem(t: TFunction, problem: { key: string; params?: Params }): string {
  return translateMessage(t, problem.key, problem.params, 'messages.TAG_FILE_INVALID');
}
