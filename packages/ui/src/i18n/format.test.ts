import { describe, expect, it } from 'vitest';
import { formatCountry, formatDate, formatDateTime, formatNumber } from './format';
import { createI18n } from './i18n';

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

describe('numbers', () => {
  it('group thousands with a point in Portuguese and Spanish and a comma in English', () => {
    expect(formatNumber(1234, 'pt')).toBe('1.234');
    expect(formatNumber(1234, 'es')).toBe('1.234');
    expect(formatNumber(1234, 'en')).toBe('1,234');
    expect(formatNumber(1234567, 'pt')).toBe('1.234.567');
    expect(formatNumber(1234567, 'es')).toBe('1.234.567');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
  });

  it('write decimals with a comma in Portuguese and Spanish and a point in English', () => {
    expect(formatNumber(1234.5, 'pt', { maximumFractionDigits: 1 })).toBe('1.234,5');
    expect(formatNumber(1234.5, 'es', { maximumFractionDigits: 1 })).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en', { maximumFractionDigits: 1 })).toBe('1,234.5');
    expect(formatNumber(2.25, 'pt', { maximumFractionDigits: 0 })).toBe('2');
  });

  it('leave small numbers and negatives readable', () => {
    expect(formatNumber(0, 'pt')).toBe('0');
    expect(formatNumber(999, 'es')).toBe('999');
    expect(formatNumber(-4500, 'pt')).toBe('-4.500');
    expect(formatNumber(-4500, 'en')).toBe('-4,500');
  });

  it('read regional tags as their language and anything unknown as English', () => {
    expect(formatNumber(1234, 'pt-BR')).toBe('1.234');
    expect(formatNumber(1234, 'es-AR')).toBe('1.234');
    expect(formatNumber(1234, 'fr')).toBe('1,234');
  });

  it('show nothing for a missing or non-finite number', () => {
    expect(formatNumber(undefined, 'pt')).toBe('');
    expect(formatNumber(null, 'en')).toBe('');
    expect(formatNumber(Number.NaN, 'es')).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY, 'es')).toBe('');
  });

  it('are written in the language in every text that interpolates one', () => {
    expect(createI18n('pt').t('list.total', { count: 12345 })).toBe('Total: 12.345');
    expect(createI18n('es').t('list.total', { count: 1234 })).toBe('Total: 1.234');
    expect(createI18n('en').t('list.total', { count: 1234 })).toBe('Total: 1,234');
    // Text values are left as they are, and a missing value is still reported as missing.
    expect(createI18n('pt').t('lots.edit', { number: 'OC-2024-1234' })).toContain('OC-2024-1234');
  });
});

describe('countries', () => {
  it('names a country in the interface language, the code where there is no name for it', () => {
    expect(formatCountry('BR', 'pt')).toBe('Brasil');
    expect(formatCountry('US', 'es')).toBe('Estados Unidos');
    expect(formatCountry('PT', 'en')).toBe('Portugal');
    expect(formatCountry('AR', 'en-GB')).toBe('Argentina');
    expect(formatCountry('QZ', 'en')).toBe('QZ');
    expect(formatCountry('B1', 'pt')).toBe('B1');
  });
});
