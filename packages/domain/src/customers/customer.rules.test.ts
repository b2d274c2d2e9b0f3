import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_TOO_LONG, REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import {
  CUSTOMER_CODE_MAX,
  CUSTOMER_NAME_MAX,
  CUSTOMER_TAX_ID_MAX,
  emptyCustomerInput,
  type CustomerInput,
} from './customer.model';
import {
  CUSTOMER_CODE_LOCKED,
  customerCodeChange,
  normaliseCustomer,
  SINGLE_READING_MESSAGE_REQUIRED,
  validateCustomer,
} from './customer.rules';

const valid: CustomerInput = { ...emptyCustomerInput, code: 'ACME', name: 'Acme Foods' };
const blank = fc.constantFrom('', ' ', '\t', '  \n');

describe('customer form rules (spec A §5)', () => {
  it('accepts a customer with a code and a name', () => {
    expect(validateCustomer(valid)).toEqual([]);
  });

  it('refuses a customer without a code', () => {
    expect(validateCustomer({ ...valid, code: '' })).toEqual([{ key: REQUIRED_FIELD_MESSAGE, field: 'code' }]);
  });

  it('refuses a customer without a name', () => {
    expect(validateCustomer({ ...valid, name: ' ' })).toEqual([{ key: REQUIRED_FIELD_MESSAGE, field: 'name' }]);
  });

  it('refuses a code, name or tax id longer than a customer keeps', () => {
    expect(validateCustomer({ ...valid, code: 'c'.repeat(CUSTOMER_CODE_MAX) })).toEqual([]);
    expect(
      validateCustomer({
        ...valid,
        code: 'c'.repeat(CUSTOMER_CODE_MAX + 1),
        name: 'n'.repeat(CUSTOMER_NAME_MAX + 1),
        taxId: '1'.repeat(CUSTOMER_TAX_ID_MAX + 1),
      }),
    ).toEqual([
      { key: FIELD_TOO_LONG, field: 'code', params: { max: CUSTOMER_CODE_MAX } },
      { key: FIELD_TOO_LONG, field: 'name', params: { max: CUSTOMER_NAME_MAX } },
      { key: FIELD_TOO_LONG, field: 'taxId', params: { max: CUSTOMER_TAX_ID_MAX } },
    ]);
  });

  it('property: a blank code or name is always refused with the required-field message', () => {
    fc.assert(
      fc.property(blank, blank, (code, name) => {
        expect(validateCustomer({ ...valid, code, name })).toEqual([
          { key: REQUIRED_FIELD_MESSAGE, field: 'code' },
          { key: REQUIRED_FIELD_MESSAGE, field: 'name' },
        ]);
      }),
    );
  });

  it('with single reading on, refuses a customer whose language messages are all empty', () => {
    expect(
      validateCustomer({ ...valid, singleReading: true, singleReadingMessages: { 1: '', 2: ' ', 3: '' } }),
    ).toEqual([{ key: SINGLE_READING_MESSAGE_REQUIRED, field: 'singleReadingMessages' }]);
  });

  it('with single reading on, accepts a customer with a message in at least one language', () => {
    for (const id of [1, 2, 3] as const) {
      const messages = { 1: '', 2: '', 3: '', [id]: 'Already read' };
      expect(validateCustomer({ ...valid, singleReading: true, singleReadingMessages: messages })).toEqual([]);
    }
  });

  it('with single reading off, does not ask for a message', () => {
    expect(validateCustomer({ ...valid, singleReading: false })).toEqual([]);
  });
});

describe('customer code locked on edit (spec A §5)', () => {
  it('refuses an edit that changes the code', () => {
    expect(customerCodeChange({ code: 'ACME' }, { code: 'ACME2' })).toEqual([
      { key: CUSTOMER_CODE_LOCKED, field: 'code' },
    ]);
  });

  it('accepts an edit that keeps the code, surrounding spaces aside', () => {
    expect(customerCodeChange({ code: 'ACME' }, { code: ' ACME ' })).toEqual([]);
  });

  it('property: the code may never change, whatever the two codes are', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        const refused = customerCodeChange({ code: before }, { code: after }).length > 0;
        return refused === (before.trim() !== after.trim());
      }),
    );
  });
});

describe('what a customer is stored as', () => {
  it('trims the code, the name, the tax id and the messages', () => {
    expect(
      normaliseCustomer({
        ...valid,
        code: ' ACME ',
        name: ' Acme Foods ',
        taxId: ' 123 ',
        singleReadingMessages: { 1: ' Olá ', 2: 'Hi ', 3: '' },
      }),
    ).toEqual({ ...valid, taxId: '123', singleReadingMessages: { 1: 'Olá', 2: 'Hi', 3: '' } });
  });

  it('stores a blank tax id as the default twelve zeros (spec A §3, §9)', () => {
    expect(normaliseCustomer({ ...valid, taxId: '  ' }).taxId).toBe('000000000000');
  });
});
