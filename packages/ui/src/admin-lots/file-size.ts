/** A file's size for people: bytes, KB or MB (base 1024), with the reader's decimal mark. */
import { formatNumber } from '../i18n/format';

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

export function formatFileSize(bytes: number, language: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  const number = formatNumber(value, language, { maximumFractionDigits: digits });
  return `${number} ${UNITS[unit]}`;
}
