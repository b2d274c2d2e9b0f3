import { describe, expect, it } from 'vitest';
import { createApiClient } from '../http/api-client';
import { PartnerHttpAdapter } from './partner.http';

const BASE = 'http://portal.test/api';

/** The adapter over the real API client, with a fetch that answers like the server and keeps each request. */
function partnersAnswering(answer: (request: Request) => unknown, status = 200) {
  const requests: { method: string; url: URL; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const request = input as Request;
    // As fetch does: an aborted request never reaches the server.
    if (request.signal.aborted) throw request.signal.reason;
    const text = await request.text();
    requests.push({
      method: request.method,
      url: new URL(request.url),
      body: text === '' ? undefined : JSON.parse(text),
    });
    const body = answer(request);
    return body === undefined
      ? new Response(null, { status: 204 })
      : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  const api = createApiClient({ baseUrl: BASE, accessToken: () => 't', fetch: fetch as typeof globalThis.fetch });
  return { partners: new PartnerHttpAdapter(api), requests };
}

describe('partners over HTTP (spec A §7 "Partners")', () => {
  it('asks for a page in the wire names (one-based page, records, query) and answers domain rows', async () => {
    const { partners, requests } = partnersAnswering(() => ({
      dataRecords: [{ id: 5, nome: 'Pampa Etiquetas S.R.L.', cnpj: '33.444.555/0001-81' }],
      countRecords: 11,
    }));

    const page = await partners.list({ page: 1, rowsPerPage: 10, searchText: ' pampa ' });

    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe('/api/parceiro');
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      page: '2',
      records: '10',
      query: 'pampa',
    });
    expect(page).toEqual({
      records: [{ id: 5, name: 'Pampa Etiquetas S.R.L.', taxId: '33.444.555/0001-81' }],
      total: 11,
    });
  });

  it('passes the list abort signal to the request', async () => {
    const { partners } = partnersAnswering(() => ({ dataRecords: [], countRecords: 0 }));
    const controller = new AbortController();
    controller.abort();

    await expect(partners.list({ page: 0, rowsPerPage: 10, searchText: '' }, controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('reads one partner from nome and cnpj', async () => {
    const { partners, requests } = partnersAnswering(() => ({ id: 7, nome: 'Acme', cnpj: '1' }));

    await expect(partners.get(7)).resolves.toEqual({ id: 7, name: 'Acme', taxId: '1' });
    expect(requests[0]?.url.pathname).toBe('/api/parceiro/7');
  });

  it('creates with POST parceiro {nome, cnpj} and answers the new id', async () => {
    const { partners, requests } = partnersAnswering(() => 31);

    await expect(partners.create({ name: 'Acme', taxId: '12.345.678/0001-95' })).resolves.toBe(31);
    expect(requests[0]).toMatchObject({ method: 'POST', body: { nome: 'Acme', cnpj: '12.345.678/0001-95' } });
    expect(requests[0]?.url.pathname).toBe('/api/parceiro');
  });

  it('updates with PUT parceiro/{id} and answers the id', async () => {
    const { partners, requests } = partnersAnswering(() => 8);

    await expect(partners.update(8, { name: 'Acme', taxId: '1' })).resolves.toBe(8);
    expect(requests[0]).toMatchObject({ method: 'PUT', body: { nome: 'Acme', cnpj: '1' } });
    expect(requests[0]?.url.pathname).toBe('/api/parceiro/8');
  });

  it('removes with DELETE parceiro/{id}', async () => {
    const { partners, requests } = partnersAnswering(() => undefined);

    await expect(partners.remove(8)).resolves.toBeUndefined();
    expect(requests[0]).toMatchObject({ method: 'DELETE' });
    expect(requests[0]?.url.pathname).toBe('/api/parceiro/8');
  });

  it('reports a refused delete with the server code and message key', async () => {
    const { partners } = partnersAnswering(() => ({ status: 409, error: 1, message: 'PARTNER_IN_USE' }), 409);

    await expect(partners.remove(8)).rejects.toMatchObject({ status: 409, code: 1, messageKey: 'PARTNER_IN_USE' });
  });

  it('names a refused save’s fields as the form does (nome → name, cnpj → taxId)', async () => {
    const refusal = {
      status: 400,
      error: 2,
      message: 'INVALID_CNPJ',
      details: [
        { field: 'cnpj', key: 'INVALID_CNPJ' },
        { field: 'nome', key: 'REQUIRED' },
      ],
    };
    const { partners } = partnersAnswering(() => refusal, 400);

    await expect(partners.create({ name: '', taxId: '1' })).rejects.toMatchObject({
      details: [
        { field: 'taxId', key: 'INVALID_CNPJ' },
        { field: 'name', key: 'REQUIRED' },
      ],
    });
  });
});
