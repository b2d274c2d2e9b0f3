import { describe, expect, it } from 'vitest';
import { emptyCustomerLotInput, customerLotToSave, type PortError } from '@tagtrail/domain';
import { apiAnswering } from '../testing/fake-api';
import { CustomerLotHttpAdapter } from './customer-lot.http';
import { MemoryCustomerLotAdapter } from './customer-lot.memory';

const save = customerLotToSave({
  ...emptyCustomerLotInput,
  productId: 11,
  number: 'L-1',
  manufactureDate: '2026-03-01',
  releaseDate: '2026-03-02',
});

describe('customer lots over HTTP (lotecliente)', () => {
  it('lists, reads the totals and saves in the wire names', async () => {
    const { api, requests } = apiAnswering((request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/totais'))
        return { tagsDisponiveisSemProduto: 2, tagsDisponiveisProduto: 3, tagsDisponiveis: 5, totalLotes: 1 };
      if (path.includes('pagination'))
        return {
          dataRecords: [
            {
              produtoNome: 'Merlot',
              numero: 'L-1',
              totalLeituras: 4,
              totalTags: 10,
              produtoTagsDisponiveis: 7,
              loteClienteId: 9,
            },
          ],
          countRecords: 1,
        };
      return 9;
    });
    const port = new CustomerLotHttpAdapter(api);
    await expect(port.totals()).resolves.toEqual({
      availableTagsWithoutProduct: 2,
      availableTagsWithProduct: 3,
      availableTags: 5,
      totalLots: 1,
    });
    const page = await port.list({ page: 0, rowsPerPage: 10, searchText: '' });
    expect(page.records[0]).toEqual({
      customerLotId: 9,
      productName: 'Merlot',
      number: 'L-1',
      readingCount: 4,
      totalTags: 10,
      productAvailableTags: 7,
    });
    await port.create(save);
    expect(requests.at(-1)?.body).toMatchObject({
      produtoId: 11,
      numero: 'L-1',
      validade: null,
      validadeIndefenido: true,
    });
  });

  it("names the refused fields in the domain's names", async () => {
    const { api } = apiAnswering(
      () => ({ status: 400, errorCode: 'VALIDATION', details: [{ field: 'liberacao', key: 'X' }] }),
      400,
    );
    await expect(new CustomerLotHttpAdapter(api).create(save)).rejects.toMatchObject({
      details: [{ field: 'releaseDate' }],
    });
  });

  it('sends and reads a lot’s markets as mercados, and names their refusal markets (issue 28 §1)', async () => {
    const { api, requests } = apiAnswering(
      () => ({
        status: 400,
        errorCode: 'VALIDATION',
        details: [{ field: 'mercados', key: 'UNKNOWN_MARKET_COUNTRY', params: { code: 'XX' } }],
      }),
      400,
    );
    await expect(new CustomerLotHttpAdapter(api).create({ ...save, markets: ['BR', 'XX'] })).rejects.toMatchObject({
      details: [{ field: 'markets', key: 'UNKNOWN_MARKET_COUNTRY', params: { code: 'XX' } }],
    });
    expect(requests.at(-1)?.body).toMatchObject({ mercados: ['BR', 'XX'] });
  });
});

describe('customer lots in memory, as the server answers', () => {
  it('refuses a number the customer already has, and a lot with readings', async () => {
    const port = new MemoryCustomerLotAdapter();
    const refusal = (await port.create({ ...save, number: 'cs-2025-001' }).catch((e: unknown) => e)) as PortError;
    expect(refusal.details).toEqual([{ key: 'CUSTOMER_LOT_NUMBER_EXISTS', field: 'number' }]);
    await expect(port.remove(1)).rejects.toMatchObject({ messageKey: 'LOT_HAS_READINGS' });
    await port.remove(5);
    expect((await port.list({ page: 0, rowsPerPage: 50, searchText: '' })).total).toBe(4);
  });

  it('keeps the product of a lot that has one (error 1), and gives a lot without one its first', async () => {
    const port = new MemoryCustomerLotAdapter();
    // Lot 1 has product 11; lot 5 has none yet.
    await expect(port.update(1, { ...save, number: 'CS-2025-001', productId: 12 })).rejects.toMatchObject({
      status: 409,
      code: 1,
      messageKey: 'CUSTOMER_LOT_PRODUCT_LOCKED',
    });
    expect((await port.get(1)).productId).toBe(11);
    await port.update(1, { ...save, number: 'CS-2025-001', productId: 11 });
    await port.update(5, { ...save, number: 'NOVO-2026-001', productId: 12 });
    expect((await port.get(5)).productId).toBe(12);
  });

  it('stores markets normalized, refuses a code that is no country, and keeps them when a save leaves them out', async () => {
    const port = new MemoryCustomerLotAdapter();
    // Lot 1 is sold in BR, PT and US.
    const lot1 = { ...save, number: 'CS-2025-001', productId: 11 };
    const refusal = (await port.update(1, { ...lot1, markets: ['XX'] }).catch((e: unknown) => e)) as PortError;
    expect(refusal.details).toEqual([{ key: 'UNKNOWN_MARKET_COUNTRY', field: 'markets', params: { code: 'XX' } }]);
    const { markets, ...withoutMarkets } = lot1;
    expect(markets).toEqual([]);
    await port.update(1, withoutMarkets);
    expect((await port.get(1)).markets).toEqual(['BR', 'PT', 'US']);
    await port.update(1, { ...lot1, markets: ['ar', 'BR'] });
    expect((await port.get(1)).markets).toEqual(['AR', 'BR']);
  });
});
