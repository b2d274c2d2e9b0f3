/**
 * The one normaliser for optional text fields (spec B §5: "empty optional URL and message fields are sent as null"),
 * used by the catalogue, my-app and device forms.
 */
import { isBlank } from './errors';

/**
 * Blank (null, undefined, empty or only white space) becomes null; anything else is trimmed, as surrounding
 * white space is never meaningful in a URL or a one-line message.
 */
export function blankToNull(value: string | null | undefined): string | null {
  return isBlank(value) ? null : (value as string).trim();
}

/** `blankToNull` over the named fields of a record; the other fields are left as they are. */
export function blankFieldsToNull<T extends object, K extends keyof T & string>(record: T, fields: readonly K[]): T {
  const copy = { ...record };
  for (const field of fields) {
    const value = copy[field] as unknown;
    if (value === null || value === undefined || typeof value === 'string') {
      (copy as Record<string, unknown>)[field] = blankToNull(value);
    }
  }
  return copy;
}
