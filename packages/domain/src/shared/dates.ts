/**
 * Calendar dates in the domain are ISO `YYYY-MM-DD` strings (no time zone games); date-times are ISO 8601
 * strings. Display as DD/MM/YYYY is the UI's job (spec A §1).
 */
export type LocalDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written `YYYY-MM-DD` (so 2026-02-30 is not one). */
export function isLocalDate(value: unknown): value is LocalDate {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** spec B §5: "an invalid date becomes empty". */
export function dateOrEmpty(value: string | null | undefined): LocalDate | '' {
  return isLocalDate(value) ? value : '';
}

/** Negative when a is earlier, 0 on the same day, positive when later. ISO dates compare as text. */
export function compareDates(a: LocalDate, b: LocalDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function isBefore(a: LocalDate, b: LocalDate): boolean {
  return compareDates(a, b) < 0;
}

/** Today's calendar date in UTC from a clock reading, so rules stay pure and testable. */
export function localDateOf(instant: Date): LocalDate {
  return instant.toISOString().slice(0, 10);
}
