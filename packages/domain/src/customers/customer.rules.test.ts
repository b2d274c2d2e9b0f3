import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_TOO_LONG, REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import { cnpjCheckDigits, formatCnpj, INVALID_CNPJ, isCnpj } from '../shared/tax-id';
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

describe('customer tax id: a CNPJ, or the default twelve zeros meaning "not given" (spec A §3, §9; issue 8 §7)', () => {
  it('accepts the default twelve zeros and a blank tax id, which is stored as the default', () => {
    for (const taxId of ['000000000000', ' 000000000000 ', '', '  '])
      expect(validateCustomer({ ...valid, taxId }), taxId).toEqual([]);
  });

  it('accepts a CNPJ with its check digits, masked or not, numeric or alphanumeric', () => {
    for (const taxId of ['11.222.333/0001-81', '11222333000181', '12.ABC.345/01DE-35', '12abc34501de35'])
      expect(validateCustomer({ ...valid, taxId }), taxId).toEqual([]);
  });

  it('refuses any other tax id, naming the tax id: wrong check digits, fourteen zeros, other lengths', () => {
    for (const taxId of ['11.222.333/0001-82', '00.000.000/0000-00', '0000000000000', '123'])
      expect(validateCustomer({ ...valid, taxId }), taxId).toEqual([{ key: INVALID_CNPJ, field: 'taxId' }]);
  });

  it('property: a tax id is accepted exactly when it is blank, the default, or a CNPJ', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: CUSTOMER_TAX_ID_MAX }),
          fc.stringMatching(/^[0-9A-Z]{12}$/).map((base) => formatCnpj(`${base}${cnpjCheckDigits(base)}`)),
          fc.constant('000000000000'),
        ),
        (taxId) => {
          const accepted = validateCustomer({ ...valid, taxId }).length === 0;
          expect(accepted).toBe(taxId.trim() === '' || taxId.trim() === '000000000000' || isCnpj(taxId));
        },
      ),
    );
  });

  it('stores a CNPJ without its mask, upper case, and the default as twelve zeros', () => {
    expect(normaliseCustomer({ ...valid, taxId: ' 12.abc.345/01de-35 ' }).taxId).toBe('12ABC34501DE35');
    expect(normaliseCustomer({ ...valid, taxId: '000000000000' }).taxId).toBe('000000000000');
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
  it("trims the code, the name and the messages, and drops the tax id's mask", () => {
    expect(
      normaliseCustomer({
        ...valid,
        code: ' ACME ',
        name: ' Acme Foods ',
        taxId: ' 11.222.333/0001-81 ',
        singleReadingMessages: { 1: ' Olá ', 2: 'Hi ', 3: '' },
      }),
    ).toEqual({ ...valid, taxId: '11222333000181', singleReadingMessages: { 1: 'Olá', 2: 'Hi', 3: '' } });
  });

  it('stores a blank tax id as the default twelve zeros (spec A §3, §9)', () => {
    expect(normaliseCustomer({ ...valid, taxId: '  ' }).taxId).toBe('000000000000');
  });
});
