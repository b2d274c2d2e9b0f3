import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format';

describe('dates', () => {
  it('shows a date as DD/MM/YYYY', () => {
    expect(formatDate(new Date(2024, 0, 5, 13, 7))).toBe('05/01/2024');
  });

  it('shows a date-time as DD/MM/YYYY HH:mm', () => {
    expect(formatDateTime(new Date(2024, 11, 31, 9, 4))).toBe('31/12/2024 09:04');
  });

  it('keeps a bare calendar day on that day whatever the time zone', () => {
    expect(formatDate('2023-03-01')).toBe('01/03/2023');
  });

  it('reads ISO date-times', () => {
    const d = new Date(2022, 6, 14, 23, 59);
    expect(formatDateTime(d.toISOString())).toBe('14/07/2022 23:59');
  });

  it('shows nothing for a missing or invalid date', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
  });
});
