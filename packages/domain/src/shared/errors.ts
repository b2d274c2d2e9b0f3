/**
 * Errors as values, and the one home of what more than one area reports: the spec's message keys they share and
 * the server's error codes. `key` is the spec's message key; the UI translates it. A key only one area uses is
 * spelt beside that area's rules.
 */
export interface RuleError {
  readonly key: string;
  /** The field the error is about, when there is one. */
  readonly field?: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export type Validation = readonly RuleError[];

// ── Message keys every area shares (spec A §5, §8; spec B §5, §8) ───────────────────────────────────────

/** A required field left blank ('required field', spec A §5, B §5). */
export const REQUIRED_FIELD_MESSAGE = 'REQUIRED_FIELD_MESSAGE';
/** A text longer than its record can hold; `params.max` says the limit. The spec shows no lengths: ours. */
export const FIELD_TOO_LONG = 'FIELD_TOO_LONG';
/**
 * A value the form cannot check but the server refuses: an id that is not the caller's, a number past its column, a
 * sort the list does not have.
 */
export const INVALID_FIELD = 'INVALID_FIELD';
/** An e-mail that does not match the standard pattern (spec A §5). */
export const INVALID_EMAIL_KEY = 'INVALID_EMAIL';
/** spec B §8: the save and delete notifications. */
export const SAVE_MESSAGE_SUCCESS = 'SAVE_MESSAGE_SUCCESS';
export const SAVE_MESSAGE_ERROR = 'SAVE_MESSAGE_ERROR';
export const DELETE_MESSAGE_SUCCESS = 'DELETE_MESSAGE_SUCCESS';
export const DELETE_MESSAGE_ERROR = 'DELETE_MESSAGE_ERROR';
/** spec A §8 'loading data error', spec B §8 LOADING_DATA_ERROR: a record or a list that did not load. */
export const LOADING_DATA_ERROR = 'LOADING_DATA_ERROR';

export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/** One REQUIRED_FIELD_MESSAGE error per blank field, in the order given. */
export function requireFields<T extends object>(input: T, fields: readonly (keyof T & string)[]): RuleError[] {
  return fields
    .filter((field) => {
      const value = input[field] as unknown;
      return value === null || value === undefined || (typeof value === 'string' && isBlank(value));
    })
    .map((field) => ({ key: REQUIRED_FIELD_MESSAGE, field }));
}

/** The longest `value` may be once trimmed: FIELD_TOO_LONG on `field` past `max`. */
export function maxLengthErrors(value: string, field: string, max: number): RuleError[] {
  return value.trim().length > max ? [{ key: FIELD_TOO_LONG, field, params: { max } }] : [];
}

// ── Failures the ports report ──────────────────────────────────────────────────────────────────────────

/**
 * One field- or line-level reason a port refusal carries (the server's error `details`): a form field (in the
 * domain's names) or a line of an uploaded file, with the message key and its parameters.
 */
export interface PortErrorDetail {
  readonly field?: string;
  /** The 1-based line of an uploaded file, e.g. a bad line of a tag file. */
  readonly line?: number;
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/**
 * A failure a port reports: the HTTP adapter turns the server's error body into this,
 * so views show the spec's message for it (spec A §8: "error equal to 1, its message key is shown").
 */
export class PortError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | string | undefined,
    readonly messageKey: string | undefined,
    /** What exactly was refused, when the server said (a validation failure's fields, a tag file's bad lines). */
    readonly details?: readonly PortErrorDetail[],
  ) {
    super(messageKey ?? `status ${status}`);
    this.name = 'PortError';
  }
}

/** The spec's "response error equal to 1": the server refused with a message key worth showing. */
export const BUSINESS_RULE_ERROR = 1;

/** spec B §8: "for category and product line, error 547" — the record is still in use. */
export const CATALOGUE_IN_USE_ERROR = 547;

/** The server's own message key, when it sent a non-blank one. */
export function serverMessageKey(error: unknown): string | undefined {
  return error instanceof PortError && !isBlank(error.messageKey) ? error.messageKey : undefined;
}

/**
 * spec A §8, B §8: "if the response error is `code`, the translated server message; otherwise" `fallback`.
 * Customer and product deletes show it for error 1, category and product-line deletes for error 547.
 */
export function refusalMessageKey(error: unknown, code: number, fallback: string): string {
  const key = serverMessageKey(error);
  return key !== undefined && error instanceof PortError && Number(error.code) === code ? key : fallback;
}
