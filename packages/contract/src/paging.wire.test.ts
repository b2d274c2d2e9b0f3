import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { allEndpoints } from './registry';
import { partnerTagContract, TagLoteParceiroSchema } from './tags.contract';
import { listQueryToWire, pageFromWire, paged, pagedRowSchema, PagedQuerySchema } from './paging.wire';

describe('the shared paged list (spec A §7: GET {list}?page={n+1}&records={size}&sort&direction&query)', () => {
  it('sends the zero-based page one-based, the rows per page as records, and the search text as query', () => {
    expect(
      listQueryToWire({ page: 0, rowsPerPage: 25, searchText: ' acme ', sort: 'nome', direction: 'desc' }),
    ).toEqual({ page: '1', records: '25', query: 'acme', sort: 'nome', direction: 'desc' });
    expect(listQueryToWire({ page: 2, rowsPerPage: 10, searchText: '  ' })).toEqual({ page: '3', records: '10' });
  });

  it('reads dataRecords and countRecords', () => {
    const wire = v.parse(paged(v.object({ nome: v.string() })), { dataRecords: [{ nome: 'A' }], countRecords: 31 });
    expect(pageFromWire(wire, (w) => w.nome)).toEqual({ records: ['A'], total: 31 });
  });

  it('reads the query string the server receives, with the defaults page 1 and 10 records', () => {
    expect(v.parse(PagedQuerySchema, {})).toEqual({ page: 1, records: 10 });
    expect(v.parse(PagedQuerySchema, { page: '2', records: '100', query: 'x' })).toMatchObject({
      page: 2,
      records: 100,
    });
    expect(v.safeParse(PagedQuerySchema, { page: '0' }).success).toBe(false);
  });
});

describe('pagedRowSchema: what makes a list streamable as a whole', () => {
  it('names the row schema of a paged GET', () => {
    expect(pagedRowSchema(partnerTagContract.list)).toBe(TagLoteParceiroSchema);
  });

  it('finds every paged list of the contract and nothing else', () => {
    const streamable = Object.values(allEndpoints).filter((endpoint) => pagedRowSchema(endpoint) !== undefined);
    expect(streamable.length).toBeGreaterThan(10);
    for (const endpoint of Object.values(allEndpoints)) {
      const paged = pagedRowSchema(endpoint) !== undefined;
      const looksPaged =
        endpoint.method === 'GET' &&
        endpoint.query !== undefined &&
        'entries' in endpoint.query &&
        'records' in (endpoint.query.entries as object);
      expect(paged, `${endpoint.method} ${endpoint.path}`).toBe(looksPaged);
    }
  });
});
