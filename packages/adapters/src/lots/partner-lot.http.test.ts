import { describe, expect, it } from 'vitest';
import { PortError } from '@tagtrail/domain';
import { createApiClient } from '../http/api-client';
import { apiAnswering, TEST_BASE_URL } from '../testing/fake-api';
import { PartnerLotHttpAdapter } from './partner-lot.http';

const wireLot = {
  id: 12,
  clienteId: null,
  clienteNome: null,
  produtoId: null,
  produtoNome: null,
  numero: 'OC-2026-0084',
  tipo: 2,
  appless: true,
  data: '2026-02-26T14:10:00Z',
  totalTags: 2000,
  totalTagsDisponiveis: 2000,
};

describe('partner lots over HTTP (spec A §7 "Partner lots and tags")', () => {
  it('asks areaparceiro/lotes for a page and reads the partner-area lot fields', async () => {
    const { api, requests } = apiAnswering(() => ({ dataRecords: [wireLot], countRecords: 13 }));
    const page = await new PartnerLotHttpAdapter(api).list({ page: 1, rowsPerPage: 10, searchText: ' OC-2026 ' });
    expect(requests[0]?.url.pathname).toBe('/api/areaparceiro/lotes');
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      page: '2',
      records: '10',
      query: 'OC-2026',
    });
    expect(page).toEqual({
      total: 13,
      records: [
        {
          id: 12,
          customerId: null,
          customerName: null,
          productId: null,
          productName: null,
          number: 'OC-2026-0084',
          type: 2,
          appless: true,
          createdAt: '2026-02-26T14:10:00Z',
          totalTags: 2000,
          availableTags: 2000,
        },
      ],
    });
  });

  it('gives the lot to a customer with PUT {clienteId}, and names a refused field in the domain’s words', async () => {
    const { api, requests } = apiAnswering(() => 12);
    await expect(new PartnerLotHttpAdapter(api).updateCustomer(12, { customerId: 3 })).resolves.toBe(12);
    expect(requests[0]?.method).toBe('PUT');
    expect(requests[0]?.url.pathname).toBe('/api/areaparceiro/lotes/12');
    expect(requests[0]?.body).toEqual({ clienteId: 3 });

    const refused = apiAnswering(
      () => ({
        status: 400,
        error: 'VALIDATION',
        message: 'CUSTOMER_NOT_OF_PARTNER',
        details: [{ field: 'clienteId', key: 'CUSTOMER_NOT_OF_PARTNER' }],
      }),
      400,
    );
    const error = await new PartnerLotHttpAdapter(refused.api).updateCustomer(12, { customerId: 99 }).catch((e) => e);
    expect(error).toBeInstanceOf(PortError);
    expect((error as PortError).details).toEqual([{ field: 'customerId', key: 'CUSTOMER_NOT_OF_PARTNER' }]);
  });

  /** An API whose every answer is `text`, as the QR download's; the URLs asked for are kept. */
  const textApi = (text: string) => {
    const urls: string[] = [];
    const api = createApiClient({
      baseUrl: TEST_BASE_URL,
      accessToken: () => 't',
      retryLimit: 0,
      fetch: (async (input: RequestInfo | URL) => {
        urls.push((input as Request).url);
        return new Response(text, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
      }) as typeof fetch,
    });
    return { api, urls };
  };

  it('downloads a QrCode lot’s codes as the text the server sends, asked for as the spec asks', async () => {
    const { api, urls } = textApi('https://x.example/t/a\nhttps://x.example/t/b\n');
    await expect(new PartnerLotHttpAdapter(api).downloadQrCodes(12)).resolves.toEqual({
      text: 'https://x.example/t/a\nhttps://x.example/t/b\n',
      tags: 2,
      digitalLinks: 0,
    });
    await new PartnerLotHttpAdapter(api).downloadQrCodes(12, 'tagtrail');
    expect(urls).toEqual([
      `${TEST_BASE_URL}/areaparceiro/lotes/12/tags`,
      `${TEST_BASE_URL}/areaparceiro/lotes/12/tags`,
    ]);
  });

  it('asks for Digital Links with formato=gs1 and counts the lines that are one (issue 29 §4)', async () => {
    const text = 'https://x.example/01/07898765000013/10/S1/21/AbC-_9\nhttps://x.example/t/b\n';
    const { api, urls } = textApi(text);
    await expect(new PartnerLotHttpAdapter(api).downloadQrCodes(12, 'gs1')).resolves.toEqual({
      text,
      tags: 2,
      digitalLinks: 1,
    });
    expect(urls).toEqual([`${TEST_BASE_URL}/areaparceiro/lotes/12/tags?formato=gs1`]);
  });
});
