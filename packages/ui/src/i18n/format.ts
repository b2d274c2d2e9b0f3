/**
 * The portal's formatters. Dates (spec A §1): DD/MM/YYYY and DD/MM/YYYY HH:mm, in the viewer's time zone, the same in
 * every language. Numbers follow the interface language: 1.234,5 in Portuguese and Spanish, 1,234.5 in English.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '@tagtrail/domain';

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

/** The locale each interface language formats numbers in (Brazilian Portuguese, as the sign-in page's `lang`). */
const NUMBER_LOCALES: Readonly<Record<LanguageCode, string>> = { pt: 'pt-BR', en: 'en', es: 'es' };

/** An interface language from an i18next language ('pt', 'pt-BR', 'es-AR', …), English for anything else. */
function interfaceLanguage(language: string | undefined): LanguageCode {
  const code = language?.slice(0, 2).toLowerCase();
  return LANGUAGES.find((l) => l.code === code)?.code ?? DEFAULT_LANGUAGE;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

export interface NumberOptions {
  /** Decimal places shown at most (default 0 for whole numbers, up to 3 otherwise, as Intl does). */
  readonly maximumFractionDigits?: number;
}

/**
 * A number as the language writes it. Thousands are always grouped, four-digit numbers too (CLDR's Spanish default
 * leaves 1234 ungrouped, which would mix 1234 and 12.345 in one column): 1.234 in pt and es, 1,234 in en.
 * '' for a value that is not a finite number.
 */
export function formatNumber(value: number | null | undefined, language: string, options: NumberOptions = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const locale = NUMBER_LOCALES[interfaceLanguage(language)];
  const key = `${locale}|${options.maximumFractionDigits ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      useGrouping: 'always',
      ...(options.maximumFractionDigits === undefined ? {} : { maximumFractionDigits: options.maximumFractionDigits }),
    });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

const countryNames = new Map<string, Intl.DisplayNames | null>();

/**
 * A country's name in the interface language from its ISO 3166-1 alpha-2 code ('BR' → 'Brasil' in Portuguese); the
 * code itself where the browser has no name for it (an unassigned code, an engine without Intl.DisplayNames).
 */
export function formatCountry(code: string, language: string): string {
  const locale = NUMBER_LOCALES[interfaceLanguage(language)];
  let names = countryNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
    countryNames.set(locale, names);
  }
  try {
    return names?.of(code.toUpperCase()) ?? code;
  } catch {
    // A text that is no region code at all ('B1', '') throws a RangeError.
    return code;
  }
}
