import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_CODE_EXISTS,
  CUSTOMER_CODE_LOCKED,
  CUSTOMER_IN_USE,
  DEFAULT_CUSTOMER_TAX_ID,
  emptyCustomerInput,
  SINGLE_READING_MESSAGE_REQUIRED,
} from '@tagtrail/domain';
import { demoCustomers, type DemoCustomer } from './customer.demo';
import { MemoryCustomerAdapter } from './customer.memory';

const base = { ...emptyCustomerInput, singleReadingMessages: { 1: '', 2: '', 3: '' } };
const seed: DemoCustomer[] = [
  { ...base, id: 1, partnerId: 1, code: 'MANTIQ', name: 'Café Serra da Mantiqueira', tenantId: 'mantiq-001' },
  { ...base, id: 2, partnerId: 1, code: 'AURORA', name: 'Vinícola Aurora do Vale', tenantId: 'aurora-002' },
  { ...base, id: 3, partnerId: 2, code: 'VALVER', name: 'Laticínios Vale Verde', tenantId: 'valver-003' },
];
const firstPage = { page: 0, rowsPerPage: 10, searchText: '' };

describe('memory customers', () => {
  it("lists the signed-in partner's customers by name, and only theirs", async () => {
    await expect(new MemoryCustomerAdapter(seed, { myPartnerId: 1 }).list(firstPage)).resolves.toEqual({
      records: [
        { id: 1, code: 'MANTIQ', name: 'Café Serra da Mantiqueira' },
        { id: 2, code: 'AURORA', name: 'Vinícola Aurora do Vale' },
      ],
      total: 2,
    });
  });

  it("answers another partner's customer as not found", async () => {
    await expect(new MemoryCustomerAdapter(seed, { myPartnerId: 1 }).get(3)).rejects.toMatchObject({ status: 404 });
  });

  it('creates with the default tax id for a blank one and a tenant id shaped as the server makes it', async () => {
    const port = new MemoryCustomerAdapter(seed, { myPartnerId: 1 });
    const id = await port.create({ ...base, code: ' NOVO ', name: 'Novo Cliente', taxId: '' });
    await expect(port.get(id)).resolves.toMatchObject({
      code: 'NOVO',
      taxId: DEFAULT_CUSTOMER_TAX_ID,
      tenantId: expect.stringMatching(/^novo-[0-9a-f]{6}$/),
    });
  });

  it("refuses a code another of the partner's customers has, case aside; another partner's is free", async () => {
    const port = new MemoryCustomerAdapter(seed, { myPartnerId: 1 });
    await expect(port.create({ ...base, code: 'aurora', name: 'X' })).rejects.toMatchObject({
      status: 400,
      messageKey: CUSTOMER_CODE_EXISTS,
      details: [{ key: CUSTOMER_CODE_EXISTS, field: 'code' }],
    });
    await expect(port.create({ ...base, code: 'VALVER', name: 'X' })).resolves.toBeTypeOf('number');
  });

  it('refuses a changed code on edit and single reading without any message', async () => {
    const port = new MemoryCustomerAdapter(seed, { myPartnerId: 1 });
    await expect(port.update(1, { ...base, code: 'OTHER', name: 'X' })).rejects.toMatchObject({
      messageKey: CUSTOMER_CODE_LOCKED,
    });
    await expect(port.update(1, { ...base, code: 'MANTIQ', name: 'X', singleReading: true })).rejects.toMatchObject({
      messageKey: SINGLE_READING_MESSAGE_REQUIRED,
    });
  });

  it('refuses to remove a customer in use with error 1, and removes another', async () => {
    const port = new MemoryCustomerAdapter(seed, { myPartnerId: 1, inUseIds: [1] });
    await expect(port.remove(1)).rejects.toMatchObject({ code: 1, messageKey: CUSTOMER_IN_USE });
    await port.remove(2);
    await expect(port.get(2)).rejects.toMatchObject({ status: 404 });
  });

  it('gives the demo partner customers, some of them single-reading with a message in each language', () => {
    const mine = demoCustomers.filter((customer) => customer.partnerId === demoCustomers[0]?.partnerId);
    expect(mine.length).toBeGreaterThan(2);
    const single = demoCustomers.filter((customer) => customer.singleReading);
    expect(single.length).toBeGreaterThan(0);
    for (const customer of single) expect(Object.values(customer.singleReadingMessages).every(Boolean)).toBe(true);
  });
});
