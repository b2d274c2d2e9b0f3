/** The one date formatter (spec A §1): DD/MM/YYYY and DD/MM/YYYY HH:mm, in the viewer's time zone, the same in every language. */
export type DateInput = Date | string | number | null | undefined;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: DateInput): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string') {
    // A bare date is a calendar day, not midnight UTC: read it as local so no time zone moves it a day.
    const day = DATE_ONLY.exec(value);
    if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `DD/MM/YYYY`, or '' when there is no valid date. */
export function formatDate(value: DateInput): string {
  const d = toDate(value);
  return d ? `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${pad(d.getFullYear(), 4)}` : '';
}

/** `DD/MM/YYYY HH:mm`, or '' when there is no valid date. */
export function formatDateTime(value: DateInput): string {
  const d = toDate(value);
  return d ? `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}` : '';
}
