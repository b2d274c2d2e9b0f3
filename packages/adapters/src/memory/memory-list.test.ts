import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseListQuery } from '@tagtrail/domain';
import { matchesSearch, pageOf } from './memory-list';

/** The query of a list's address without parameters. */
const defaultListQuery = parseListQuery({});

const rows = [
  { id: 1, name: 'São Paulo Etiquetas', code: '12.345.678/0001-95' },
  { id: 2, name: 'Andina Trazabilidad', code: '98.765.432/0001-10' },
  { id: 3, name: 'Chilena de Sellos', code: '11.222.333/0001-81' },
];
const searchIn = (row: (typeof rows)[number]) => [row.name, row.code];

describe('search in the memory adapters', () => {
  it('finds text whatever its letter case, but not without its accents, as the server does', () => {
    expect(matchesSearch('SÃO PAULO', ['São Paulo Etiquetas'])).toBe(true);
    expect(matchesSearch('ANDINA', ['Andina Trazabilidad'])).toBe(true);
    expect(matchesSearch('sao paulo', ['São Paulo Etiquetas'])).toBe(false);
    expect(matchesSearch('lima', ['Andina Trazabilidad'])).toBe(false);
  });

  it('takes punctuation as typed: only a list that says so finds a tax id without its mask', () => {
    expect(matchesSearch('345.678/0001', ['12.345.678/0001-95'])).toBe(true);
    expect(matchesSearch('12345678', ['12.345.678/0001-95'])).toBe(false);
  });

  it('finds everything for blank search text', () => {
    expect(pageOf(rows, { ...defaultListQuery, searchText: '  ' }, searchIn).total).toBe(3);
  });
});

describe('paging in the memory adapters', () => {
  it('answers the page asked for and the total of what matched', () => {
    const page = pageOf(rows, { page: 1, rowsPerPage: 2, searchText: '' }, searchIn);
    expect(page).toEqual({ records: [rows[2]], total: 3 });
  });

  it('sorts by a field of the row in either direction', () => {
    const names = (direction: 'asc' | 'desc') =>
      pageOf(rows, { ...defaultListQuery, sort: 'name', direction }, searchIn).records.map((row) => row.id);
    expect(names('asc')).toEqual([2, 3, 1]);
    expect(names('desc')).toEqual([1, 3, 2]);
  });

  it('answers copies, so changing an answer never changes what is stored', () => {
    const [first] = pageOf(rows, defaultListQuery, searchIn).records;
    if (first) first.name = 'changed';
    expect(rows[0]?.name).toBe('São Paulo Etiquetas');
  });

  it('pages through every row exactly once, in order, for any page size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 25 }), (count, rowsPerPage) => {
        const all = Array.from({ length: count }, (_, id) => ({ id }));
        const seen: number[] = [];
        for (let page = 0; page * rowsPerPage < count; page += 1) {
          const answer = pageOf(all, { page, rowsPerPage, searchText: '' }, () => []);
          expect(answer.total).toBe(count);
          expect(answer.records.length).toBeLessThanOrEqual(rowsPerPage);
          seen.push(...answer.records.map((row) => row.id));
        }
        expect(seen).toEqual(all.map((row) => row.id));
      }),
    );
  });
});
