/**
 * Calendar dates in the domain are ISO `YYYY-MM-DD` strings (no time zone games); an instant (a lot's creation, a
 * reading) is an ISO 8601 date-time with its offset, e.g. `2026-03-01T12:00:00Z`. Display as DD/MM/YYYY is the
 * UI's job (spec A §1). The helpers and the valibot schemas every model uses for them.
 */
import * as v from 'valibot';

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

/** A calendar date field: a real day written `YYYY-MM-DD` (so 2026-02-30 is "not a calendar day"). */
export const LocalDateSchema = v.pipe(
  v.string(),
  // isoDate alone would let 2026-02-30 through; it stays for the `format: date` the OpenAPI document shows.
  v.isoDate(),
  v.check((value: string) => isLocalDate(value), 'not a calendar day'),
);

/** A date field a form may leave empty: '' stands for "not given" (spec B §5: "sent empty"). */
export const LocalDateOrEmptySchema = v.union([v.literal(''), LocalDateSchema]);
export type LocalDateOrEmpty = v.InferOutput<typeof LocalDateOrEmptySchema>;

/** An instant: an ISO 8601 date-time with its offset. */
export const InstantSchema = v.pipe(v.string(), v.isoTimestamp());
