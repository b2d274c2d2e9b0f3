import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CustomerSchema,
  DEFAULT_CUSTOMER_TAX_ID,
  EMPTY_SINGLE_READING_MESSAGES,
  emptyCustomerInput,
  SingleReadingMessagesSchema,
} from './customer.model';

describe('customer model (spec A §3, §9)', () => {
  it('defaults the tax id to twelve zeros', () => {
    expect(DEFAULT_CUSTOMER_TAX_ID).toBe('000000000000');
    expect(emptyCustomerInput.taxId).toBe('000000000000');
  });

  it('starts a new customer with no code or name and the exclusive, single-reading and linked-product flags off', () => {
    expect(emptyCustomerInput).toMatchObject({
      code: '',
      name: '',
      linkedProduct: false,
      exclusive: false,
      singleReading: false,
    });
  });

  it('keys the single-reading messages by language id 1 (Portuguese), 2 (English) and 3 (Spanish), all empty at first', () => {
    expect(EMPTY_SINGLE_READING_MESSAGES).toEqual({ 1: '', 2: '', 3: '' });
    expect(emptyCustomerInput.singleReadingMessages).toEqual({ 1: '', 2: '', 3: '' });
    expect(v.safeParse(SingleReadingMessagesSchema, { 1: 'a', 2: 'b' }).success).toBe(false);
  });

  it('carries the tenant id the server gave the customer', () => {
    const customer = { id: 4, ...emptyCustomerInput, code: 'C1', name: 'Acme', tenantId: 'tenant-7' };
    expect(v.parse(CustomerSchema, customer)).toEqual(customer);
  });
});
