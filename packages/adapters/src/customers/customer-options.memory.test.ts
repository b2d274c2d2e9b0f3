import { describe, expect, it } from 'vitest';
import { demoPartners } from '../partners/partner.demo';
import { demoPartnerCustomers, type DemoPartnerCustomer } from './customer-options.demo';
import { MemoryCustomerOptionsAdapter } from './customer-options.memory';

const seed: DemoPartnerCustomer[] = [
  {
    partnerId: 1,
    id: 1,
    code: 'MANTIQ',
    name: 'Vinícola Aurora do Vale',
    products: [
      { id: 2, code: 'AURORA-ME750', name: 'Merlot Gran Reserva 750 ml' },
      { id: 1, code: 'AURORA-CS750', name: 'Cabernet Sauvignon Reserva 750 ml' },
    ],
  },
  { partnerId: 1, id: 2, code: 'MANTIQ', name: 'Café Serra da Mantiqueira', products: [] },
  {
    partnerId: 2,
    id: 3,
    code: 'VALVER',
    name: 'Laticínios Vale Verde',
    products: [{ id: 3, code: 'VALVER-QMN500', name: 'Queijo Minas Padrão 500 g' }],
  },
];

describe('memory customer and product selects', () => {
  it("answers a partner's customers by name", async () => {
    await expect(new MemoryCustomerOptionsAdapter(seed).customersOfPartner(1)).resolves.toEqual([
      { id: 2, name: 'Café Serra da Mantiqueira' },
      { id: 1, name: 'Vinícola Aurora do Vale' },
    ]);
  });

  it('answers an empty list for a partner without customers, and not found for no such partner', async () => {
    const selects = new MemoryCustomerOptionsAdapter(seed, { partnerIds: [1, 2, 3] });

    await expect(selects.customersOfPartner(3)).resolves.toEqual([]);
    await expect(selects.customersOfPartner(77)).rejects.toMatchObject({ status: 404 });
  });

  it("answers a partner's customer's products by name, and not found for another partner's customer", async () => {
    const selects = new MemoryCustomerOptionsAdapter(seed);

    await expect(selects.productsOfPartnerCustomer(1, 1)).resolves.toEqual([
      { id: 1, code: 'AURORA-CS750', name: 'Cabernet Sauvignon Reserva 750 ml' },
      { id: 2, code: 'AURORA-ME750', name: 'Merlot Gran Reserva 750 ml' },
    ]);
    await expect(selects.productsOfPartnerCustomer(1, 3)).rejects.toMatchObject({ status: 404 });
  });

  it('answers the partner area for the signed-in partner', async () => {
    const selects = new MemoryCustomerOptionsAdapter(seed, { myPartnerId: 2 });

    await expect(selects.myCustomers()).resolves.toEqual([{ id: 3, name: 'Laticínios Vale Verde' }]);
    await expect(selects.productsOfMyCustomer(3)).resolves.toHaveLength(1);
    await expect(selects.productsOfMyCustomer(1)).rejects.toMatchObject({ status: 404 });
  });

  it('fails the calls named in failOn, and only those', async () => {
    const selects = new MemoryCustomerOptionsAdapter(seed, { failOn: ['productsOfPartnerCustomer'] });

    await expect(selects.productsOfPartnerCustomer(1, 1)).rejects.toMatchObject({ status: 500 });
    await expect(selects.customersOfPartner(1)).resolves.toHaveLength(2);
  });

  it('never answers when told so, until aborted', async () => {
    const controller = new AbortController();
    const answer = new MemoryCustomerOptionsAdapter(seed, { never: true }).customersOfPartner(1, controller.signal);

    controller.abort();

    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('answers copies, so changing an answer never changes what is stored', async () => {
    const selects = new MemoryCustomerOptionsAdapter(seed);
    const [first] = await selects.productsOfPartnerCustomer(1, 1);
    if (first) first.name = 'changed';

    const [again] = await selects.productsOfPartnerCustomer(1, 1);
    expect(again?.name).toBe('Cabernet Sauvignon Reserva 750 ml');
  });
});

describe('demo customers', () => {
  it('belong to demo partners, with distinct ids and product ids, and leave some partners without any', () => {
    const partnerIds = new Set(demoPartners.map((p) => p.id));
    expect(demoPartnerCustomers.every((customer) => partnerIds.has(customer.partnerId))).toBe(true);
    expect(new Set(demoPartnerCustomers.map((c) => c.id)).size).toBe(demoPartnerCustomers.length);
    const productIds = demoPartnerCustomers.flatMap((c) => c.products.map((p) => p.id));
    expect(new Set(productIds).size).toBe(productIds.length);
    expect(demoPartnerCustomers.every((customer) => customer.products.length > 0)).toBe(true);
    expect(new Set(demoPartnerCustomers.map((c) => c.partnerId)).size).toBeLessThan(demoPartners.length);
  });

  it('serve the memory adapter by default, the first demo partner being the signed-in one', async () => {
    const selects = new MemoryCustomerOptionsAdapter();
    await expect(selects.myCustomers()).resolves.toEqual(await selects.customersOfPartner(demoPartners[0]?.id ?? 1));
    await expect(selects.customersOfPartner(4)).resolves.toEqual([]);
  });
});
