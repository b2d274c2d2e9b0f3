import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import { emptyCustomerInput, type Customer, type CustomerInput } from './customer.model';
import type { CustomerPort } from './customer.port';
import { CUSTOMER_CODE_LOCKED } from './customer.rules';
import { saveCustomer } from './save-customer.use-case';

function fakeCustomers(nextId = 21) {
  const calls: unknown[][] = [];
  const port: CustomerPort = {
    list: () => Promise.resolve({ records: [], total: 0 }),
    get: (id) => Promise.resolve<Customer>({ id, ...emptyCustomerInput, tenantId: 't' }),
    create: (input) => {
      calls.push(['create', input]);
      return Promise.resolve(nextId);
    },
    update: (id, input) => {
      calls.push(['update', id, input]);
      return Promise.resolve(id);
    },
    remove: () => Promise.resolve(),
  };
  return { port, calls };
}

const input: CustomerInput = { ...emptyCustomerInput, code: 'ACME', name: 'Acme Foods' };

describe('save a customer', () => {
  it('creates a new customer and answers its id', async () => {
    const { port, calls } = fakeCustomers(21);
    await expect(saveCustomer(port, undefined, { ...input, name: ' Acme Foods ', taxId: '' })).resolves.toEqual({
      ok: true,
      id: 21,
    });
    expect(calls).toEqual([['create', { ...input, taxId: '000000000000' }]]);
  });

  it('updates an existing customer that keeps its code', async () => {
    const { port, calls } = fakeCustomers();
    await expect(saveCustomer(port, { id: 5, code: 'ACME' }, { ...input, exclusive: true })).resolves.toEqual({
      ok: true,
      id: 5,
    });
    expect(calls).toEqual([['update', 5, { ...input, exclusive: true }]]);
  });

  it('refuses an edit that changes the code and never calls the port', async () => {
    const { port, calls } = fakeCustomers();
    await expect(saveCustomer(port, { id: 5, code: 'OLD' }, input)).resolves.toEqual({
      ok: false,
      errors: [{ key: CUSTOMER_CODE_LOCKED, field: 'code' }],
    });
    expect(calls).toEqual([]);
  });

  it('refuses a customer without a code or name and never calls the port', async () => {
    const { port, calls } = fakeCustomers();
    const result = await saveCustomer(port, undefined, emptyCustomerInput);
    expect(result).toEqual({
      ok: false,
      errors: [
        { key: REQUIRED_FIELD_MESSAGE, field: 'code' },
        { key: REQUIRED_FIELD_MESSAGE, field: 'name' },
      ],
    });
    expect(calls).toEqual([]);
  });
});
