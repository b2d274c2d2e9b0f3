import { describe, expect, it } from 'vitest';
import { apiAnswering } from '../testing/fake-api';
import { CustomerOptionsHttpAdapter } from './customer-options.http';

function options(answer: (request: Request) => unknown, status = 200) {
  const { api, requests } = apiAnswering(answer, status);
  return { options: new CustomerOptionsHttpAdapter(api), requests };
}

const wireCustomers = [
  { clienteId: 4, nome: 'Café Serra da Mantiqueira' },
  { clienteId: 3, nome: 'Vinícola Aurora do Vale' },
];
const customers = [
  { id: 4, name: 'Café Serra da Mantiqueira' },
  { id: 3, name: 'Vinícola Aurora do Vale' },
];
const wireProducts = [{ produtoId: 11, codigo: 'AURORA-CS750', nome: 'Cabernet Sauvignon Reserva 750 ml' }];
const products = [{ id: 11, code: 'AURORA-CS750', name: 'Cabernet Sauvignon Reserva 750 ml' }];

describe('the lot forms’ customer and product selects over HTTP (spec A §7)', () => {
  it("admin: reads a partner's customers from GET parceiro/{id}/clientes [clienteId, nome]", async () => {
    const { options: selects, requests } = options(() => wireCustomers);

    await expect(selects.customersOfPartner(2)).resolves.toEqual(customers);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe('/api/parceiro/2/clientes');
  });

  it("admin: reads a partner's customer's products from GET parceiro/{parceiroId}/clientes/{clienteId}/produtos", async () => {
    const { options: selects, requests } = options(() => wireProducts);

    await expect(selects.productsOfPartnerCustomer(2, 3)).resolves.toEqual(products);
    expect(requests[0]?.url.pathname).toBe('/api/parceiro/2/clientes/3/produtos');
  });

  it("partner area: reads the caller's customers and their products (areaparceiro/clientes)", async () => {
    const mine = options(() => wireCustomers);
    await expect(mine.options.myCustomers()).resolves.toEqual(customers);
    expect(mine.requests[0]?.url.pathname).toBe('/api/areaparceiro/clientes');

    const theirProducts = options(() => wireProducts);
    await expect(theirProducts.options.productsOfMyCustomer(3)).resolves.toEqual(products);
    expect(theirProducts.requests[0]?.url.pathname).toBe('/api/areaparceiro/clientes/3/produtos');
  });

  it('reports an unknown partner or a customer of another partner as not found', async () => {
    const { options: selects } = options(() => ({ status: 404, error: 'NOT_FOUND', message: 'NOT_FOUND' }), 404);

    await expect(selects.productsOfPartnerCustomer(2, 99)).rejects.toMatchObject({ status: 404 });
  });

  it('passes the abort signal to the request', async () => {
    const { options: selects } = options(() => wireCustomers);
    const controller = new AbortController();
    controller.abort();

    await expect(selects.customersOfPartner(2, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
