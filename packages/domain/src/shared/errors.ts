/** Errors as values. `key` is the spec's message key; the UI translates it. */
export interface RuleError {
  readonly key: string;
  /** The field the error is about, when there is one. */
  readonly field?: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export type Validation = readonly RuleError[];

export const REQUIRED_FIELD_MESSAGE = 'REQUIRED_FIELD_MESSAGE';

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

/**
 * A failure a port reports: the HTTP adapter turns the server's error body into this,
 * so views show the spec's message for it (spec A §8: "error equal to 1, its message key is shown").
 */
export class PortError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | string | undefined,
    readonly messageKey: string | undefined,
  ) {
    super(messageKey ?? `status ${status}`);
    this.name = 'PortError';
  }
}

/** The spec's "response error equal to 1": the server refused with a message key worth showing. */
export const BUSINESS_RULE_ERROR = 1;
