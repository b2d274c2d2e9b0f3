/** A list call's wire query read the one way every list route reads it (spec A §7: page, records, sort, direction). */
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../src/http/api-failure';
import { sortedPageQuery } from '../src/http/list-query';

const SORTS = { nome: 'name', name: 'name', id: 'id' } as const;
const byName = { sort: 'name', direction: 'asc' } as const;
const newestFirst = { sort: 'id', direction: 'desc' } as const;
const wire = { page: 2, records: 25 };

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('a list query', () => {
  it('keeps the page, the rows per page and the search text', () => {
    expect(sortedPageQuery({ ...wire, query: 'ipê' }, SORTS, byName)).toEqual({
      page: 2,
      records: 25,
      sort: 'name',
      direction: 'asc',
      search: 'ipê',
    });
    expect(sortedPageQuery(wire, SORTS, byName).search).toBe('');
  });

  it('reads in the default order when no sort is named, a blank one included', () => {
    expect(sortedPageQuery(wire, SORTS, newestFirst)).toMatchObject({ sort: 'id', direction: 'desc' });
    expect(sortedPageQuery({ ...wire, sort: '  ' }, SORTS, newestFirst)).toMatchObject({
      sort: 'id',
      direction: 'desc',
    });
    expect(sortedPageQuery({ ...wire, direction: 'asc' }, SORTS, newestFirst)).toMatchObject({ direction: 'asc' });
  });

  it('reads a named sort ascending unless told desc, names and directions in any letter case', () => {
    expect(sortedPageQuery({ ...wire, sort: ' NOME ' }, SORTS, newestFirst)).toMatchObject({
      sort: 'name',
      direction: 'asc',
    });
    expect(sortedPageQuery({ ...wire, sort: 'Name', direction: 'DESC' }, SORTS, byName)).toMatchObject({
      sort: 'name',
      direction: 'desc',
    });
  });

  it('refuses a sort it does not know with 400 INVALID_FIELD on sort, an object method’s name too', () => {
    for (const sort of ['colour', 'constructor', 'tostring', '__proto__']) {
      const failure = thrownBy(() => sortedPageQuery({ ...wire, sort }, SORTS, byName));
      expect(failure, sort).toBeInstanceOf(ApiFailure);
      expect((failure as ApiFailure).toBody(), sort).toMatchObject({
        status: 400,
        details: [{ field: 'sort', key: 'INVALID_FIELD' }],
      });
    }
  });
});
