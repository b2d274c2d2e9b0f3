import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_TOO_LONG, REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import { COUNTRY_CODES } from '../suspicious-readings/country-code.model';
import { UNKNOWN_MARKET_COUNTRY } from '../suspicious-readings/market.rules';
import { emptyCustomerLotInput, type CustomerLotInput } from './customer-lot.model';
import {
  CUSTOMER_LOT_NUMBER_MAX,
  CUSTOMER_LOT_PRODUCT_LOCKED,
  DATES_RELEASE_BEFORE_FABRICATION,
  DATES_STATUS_BEFORE_FABRICATION,
  DATES_VALIDITY_BEFORE_FABRICATION,
  DATES_VALIDITY_BEFORE_RELEASE,
  LOT_HAS_READINGS,
  WRONG_DATES,
  customerLotProductErrors,
  customerLotToSave,
  validateCustomerLot,
  validateCustomerLotDates,
  validateCustomerLotRemoval,
} from './customer-lot.rules';
import { LOT_STATUS } from './lot-status.model';

const valid: CustomerLotInput = {
  ...emptyCustomerLotInput,
  productId: 7,
  number: 'L-2026-01',
  manufactureDate: '2026-01-10',
  releaseDate: '2026-01-12',
  expiryDate: '2027-01-10',
  expiryUndefined: false,
};
const keys = (input: CustomerLotInput) => validateCustomerLot(input).map((e) => e.key);

describe('customer lot save: dates (spec B §5)', () => {
  it('accepts dates in order', () => {
    expect(validateCustomerLot(valid)).toEqual([]);
  });

  it('refuses a release date before manufacture', () => {
    expect(validateCustomerLot({ ...valid, releaseDate: '2026-01-09' })).toEqual([
      { key: WRONG_DATES },
      { key: DATES_RELEASE_BEFORE_FABRICATION, field: 'releaseDate' },
    ]);
  });

  it('refuses a validity date before manufacture (and so before release)', () => {
    expect(keys({ ...valid, expiryDate: '2026-01-01' })).toEqual([
      WRONG_DATES,
      DATES_VALIDITY_BEFORE_FABRICATION,
      DATES_VALIDITY_BEFORE_RELEASE,
    ]);
  });

  it('refuses a status date before manufacture', () => {
    expect(keys({ ...valid, status: LOT_STATUS.recall, statusDate: '2026-01-01' })).toEqual([
      WRONG_DATES,
      DATES_STATUS_BEFORE_FABRICATION,
    ]);
  });

  it('refuses a validity date before release', () => {
    expect(validateCustomerLot({ ...valid, expiryDate: '2026-01-11' })).toEqual([
      { key: WRONG_DATES },
      { key: DATES_VALIDITY_BEFORE_RELEASE, field: 'expiryDate' },
    ]);
  });

  it('lists all four lines in the spec order under WRONG_DATES', () => {
    expect(
      keys({
        ...valid,
        manufactureDate: '2026-06-01',
        releaseDate: '2026-05-01',
        expiryDate: '2026-04-01',
        status: LOT_STATUS.lost,
        statusDate: '2026-03-01',
      }),
    ).toEqual([
      WRONG_DATES,
      DATES_RELEASE_BEFORE_FABRICATION,
      DATES_VALIDITY_BEFORE_FABRICATION,
      DATES_STATUS_BEFORE_FABRICATION,
      DATES_VALIDITY_BEFORE_RELEASE,
    ]);
  });

  it('allows the same day: "after" means not before (released, expiring or recalled the day it was made)', () => {
    const day = '2026-01-10';
    expect(
      validateCustomerLot({
        ...valid,
        manufactureDate: day,
        releaseDate: day,
        expiryDate: day,
        status: LOT_STATUS.recall,
        statusDate: day,
      }),
    ).toEqual([]);
  });

  it('skips the validity checks when expiry is undefined', () => {
    expect(validateCustomerLot({ ...valid, expiryUndefined: true, expiryDate: '2000-01-01' })).toEqual([]);
  });

  it('does not check the status date when status is 0: it is not sent', () => {
    expect(validateCustomerLot({ ...valid, status: LOT_STATUS.available, statusDate: '2000-01-01' })).toEqual([]);
  });

  it('checks dates first: with wrong dates, missing fields are not reported yet', () => {
    expect(keys({ ...valid, number: '', releaseDate: '2026-01-01' })).toEqual([
      WRONG_DATES,
      DATES_RELEASE_BEFORE_FABRICATION,
    ]);
  });

  it('compares only dates that are given and valid', () => {
    expect(validateCustomerLotDates({ ...valid, manufactureDate: '' })).toEqual([]);
    expect(validateCustomerLotDates({ ...valid, releaseDate: '2026-13-01' })).toEqual([]);
  });
});

describe('customer lot save: required fields (spec B §5)', () => {
  const required = (input: CustomerLotInput) =>
    validateCustomerLot(input).map((e) => {
      expect(e.key).toBe(REQUIRED_FIELD_MESSAGE);
      return e.field;
    });

  it('requires numero, liberacao and fabricacao', () => {
    expect(required({ ...valid, number: '  ', releaseDate: '', manufactureDate: '' })).toEqual([
      'number',
      'releaseDate',
      'manufactureDate',
    ]);
  });

  it('requires validade unless expiry is undefined', () => {
    expect(required({ ...valid, expiryDate: '' })).toEqual(['expiryDate']);
    expect(required({ ...valid, expiryDate: '', expiryUndefined: true })).toEqual([]);
  });

  it('requires statusData when status is not 0', () => {
    for (const status of [LOT_STATUS.recall, LOT_STATUS.overdue, LOT_STATUS.lost])
      expect(required({ ...valid, status, statusDate: '' })).toEqual(['statusDate']);
    expect(required({ ...valid, status: LOT_STATUS.available, statusDate: '' })).toEqual([]);
  });

  it('requires a product when the lot has none', () => {
    expect(required({ ...valid, productId: null, newProductId: null })).toEqual(['newProductId']);
    expect(required({ ...valid, productId: null, newProductId: 3 })).toEqual([]);
  });

  it('counts an invalid date as empty', () => {
    expect(required({ ...valid, releaseDate: '2026-02-30' })).toEqual(['releaseDate']);
  });
});

describe('customer lot save: what is sent (spec B §5)', () => {
  it('sends validade empty when expiry is undefined', () => {
    expect(customerLotToSave({ ...valid, expiryUndefined: true }).expiryDate).toBe('');
  });

  it('sends statusData empty when status is 0', () => {
    expect(customerLotToSave({ ...valid, status: LOT_STATUS.available, statusDate: '2026-01-11' }).statusDate).toBe('');
  });

  it('keeps validade and statusData otherwise', () => {
    const sent = customerLotToSave({ ...valid, status: LOT_STATUS.recall, statusDate: '2026-01-11' });
    expect(sent).toEqual({
      productId: 7,
      number: 'L-2026-01',
      releaseDate: '2026-01-12',
      manufactureDate: '2026-01-10',
      expiryDate: '2027-01-10',
      expiryUndefined: false,
      status: LOT_STATUS.recall,
      statusDate: '2026-01-11',
      markets: [],
    });
  });

  it('sends the product chosen for a lot that had none, and the lot’s own product otherwise', () => {
    expect(customerLotToSave({ ...valid, productId: null, newProductId: 3 }).productId).toBe(3);
    expect(customerLotToSave({ ...valid, productId: 7, newProductId: 3 }).productId).toBe(7);
  });

  it('trims the lot number', () => {
    expect(customerLotToSave({ ...valid, number: '  L1 ' }).number).toBe('L1');
  });
});

describe('customer lot markets (issue 28 §1)', () => {
  it('accepts a lot with no markets: it is sold anywhere', () => {
    expect(validateCustomerLot({ ...valid, markets: [] })).toEqual([]);
  });

  it('accepts markets written in any case, with spaces, and sends them upper-cased, each once, in order', () => {
    const input = { ...valid, markets: ['pt', ' BR ', 'br', 'AR'] };
    expect(validateCustomerLot(input)).toEqual([]);
    expect(customerLotToSave(input).markets).toEqual(['AR', 'BR', 'PT']);
  });

  it('refuses a code that is no country, naming the field and the code', () => {
    expect(validateCustomerLot({ ...valid, markets: ['BR', 'xx', 'UK'] })).toEqual([
      { key: UNKNOWN_MARKET_COUNTRY, field: 'markets', params: { code: 'UK' } },
      { key: UNKNOWN_MARKET_COUNTRY, field: 'markets', params: { code: 'XX' } },
    ]);
  });

  it('reports an unknown market beside the missing fields', () => {
    expect(keys({ ...valid, number: '', markets: ['XX'] })).toEqual([REQUIRED_FIELD_MESSAGE, UNKNOWN_MARKET_COUNTRY]);
  });

  it('property: a lot that passes the rules is sent with markets that are all countries, sorted and each once', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...COUNTRY_CODES, 'br', ' pt ')), (markets) => {
        const input = { ...valid, markets };
        expect(validateCustomerLot(input)).toEqual([]);
        const sent = customerLotToSave(input).markets ?? [];
        expect(sent).toEqual([...new Set(sent)].sort());
        expect(sent.every((code) => (COUNTRY_CODES as readonly string[]).includes(code))).toBe(true);
      }),
    );
  });
});

describe('a customer lot keeps its product (issue 24 §5)', () => {
  const locked = [{ key: CUSTOMER_LOT_PRODUCT_LOCKED, field: 'productId' }];

  it('refuses a save that sends another product for a lot that has one', () => {
    expect(customerLotProductErrors(7, 3)).toEqual(locked);
  });

  it('refuses a save that takes the product away', () => {
    expect(customerLotProductErrors(7, null)).toEqual(locked);
  });

  it('saves the same product again', () => {
    expect(customerLotProductErrors(7, 7)).toEqual([]);
  });

  it('gives a lot without a product its first one', () => {
    expect(customerLotProductErrors(null, 3)).toEqual([]);
    expect(customerLotProductErrors(null, null)).toEqual([]);
  });

  it('property: a save is refused exactly when the lot has a product and another is sent', () => {
    const product = fc.option(fc.integer({ min: 1, max: 4 }), { nil: null });
    fc.assert(
      fc.property(product, product, (stored, sent) => {
        const refused = customerLotProductErrors(stored, sent).length > 0;
        expect(refused).toBe(stored !== null && sent !== stored);
      }),
    );
  });

  it('property: whatever the save sends, a lot that had a product still has it after an allowed save', () => {
    const product = fc.option(fc.integer({ min: 1, max: 4 }), { nil: null });
    fc.assert(
      fc.property(product, product, (stored, sent) => {
        const after = customerLotProductErrors(stored, sent).length === 0 ? sent : stored;
        if (stored !== null) expect(after).toBe(stored);
      }),
    );
  });
});

describe('customer lot delete', () => {
  it("refuses to delete a lot with readings ('You can not delete a order with readings!')", () => {
    expect(validateCustomerLotRemoval({ readingCount: 1 })).toEqual([{ key: LOT_HAS_READINGS }]);
    expect(validateCustomerLotRemoval({ readingCount: 0 })).toEqual([]);
    expect(LOT_HAS_READINGS).toBe('LOT_HAS_READINGS');
  });
});

const day = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 11, 31) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));
const maybeDay = fc.oneof(day, fc.constant(''), fc.constant('2026-02-30'));
const lotInput: fc.Arbitrary<CustomerLotInput> = fc.record({
  productId: fc.option(fc.integer({ min: 1, max: 9 })),
  newProductId: fc.option(fc.integer({ min: 1, max: 9 })),
  number: fc.constantFrom('', ' ', 'L1', ' L2 '),
  releaseDate: maybeDay,
  manufactureDate: maybeDay,
  expiryDate: maybeDay,
  expiryUndefined: fc.boolean(),
  status: fc.constantFrom(0, 1, 5, 9),
  statusDate: maybeDay,
  markets: fc.array(fc.constantFrom('BR', 'pt', ' ar ', 'XX', 'UK', '')),
});

/** Lots the rules take: a product, a number, dates in order (made, released, status, expiry), known markets. */
const validLotInput: fc.Arbitrary<CustomerLotInput> = fc
  .record({
    days: fc.array(day, { minLength: 4, maxLength: 4 }).map((days) => [...days].sort()),
    productId: fc.integer({ min: 1, max: 9 }),
    number: fc.constantFrom('L1', ' L2 '),
    expiryUndefined: fc.boolean(),
    status: fc.constantFrom(0, 1, 5, 9),
    markets: fc.array(fc.constantFrom('BR', 'pt', ' ar ')),
  })
  .map(({ days: [manufactureDate, releaseDate, statusDate, expiryDate], ...rest }) => ({
    ...rest,
    newProductId: null,
    manufactureDate: manufactureDate!,
    releaseDate: releaseDate!,
    statusDate: statusDate!,
    expiryDate: expiryDate!,
  }));

describe('customer lot save: properties', () => {
  it('property: the valid lots drawn below pass the rules', () => {
    fc.assert(
      fc.property(validLotInput, (input) => {
        expect(validateCustomerLot(input)).toEqual([]);
      }),
    );
  });

  it('property: dates come first — WRONG_DATES and required-field errors never come together', () => {
    fc.assert(
      fc.property(lotInput, (input) => {
        const found = keys(input);
        if (found.includes(WRONG_DATES)) {
          expect(found[0]).toBe(WRONG_DATES);
          expect(found).not.toContain(REQUIRED_FIELD_MESSAGE);
        }
      }),
    );
  });

  it('property: with expiry undefined, no validity line is ever given', () => {
    fc.assert(
      fc.property(lotInput, (input) => {
        const found = keys({ ...input, expiryUndefined: true });
        expect(found).not.toContain(DATES_VALIDITY_BEFORE_FABRICATION);
        expect(found).not.toContain(DATES_VALIDITY_BEFORE_RELEASE);
      }),
    );
  });

  it('property: the dates lines appear in the spec order', () => {
    const order = [
      DATES_RELEASE_BEFORE_FABRICATION,
      DATES_VALIDITY_BEFORE_FABRICATION,
      DATES_STATUS_BEFORE_FABRICATION,
      DATES_VALIDITY_BEFORE_RELEASE,
    ];
    fc.assert(
      fc.property(lotInput, (input) => {
        const lines = keys(input).filter((k) => order.includes(k));
        expect(lines).toEqual([...lines].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
      }),
    );
  });

  it('property: what is sent has no validade when expiry is undefined and no statusData when status is 0', () => {
    fc.assert(
      fc.property(lotInput, (input) => {
        const sent = customerLotToSave(input);
        if (input.expiryUndefined) expect(sent.expiryDate).toBe('');
        if (input.status === LOT_STATUS.available) expect(sent.statusDate).toBe('');
      }),
    );
  });

  it('property: a lot that passes the rules is sent with every required value', () => {
    fc.assert(
      // Random lots rarely pass (about 1 in 300): valid ones are drawn half the time.
      fc.property(fc.oneof(lotInput, validLotInput), (input) => {
        if (validateCustomerLot(input).length > 0) return;
        const sent = customerLotToSave(input);
        expect(sent.number).not.toBe('');
        expect(sent.productId).not.toBeNull();
        expect(sent.releaseDate <= (sent.expiryDate || '9999-12-31')).toBe(true);
        expect(sent.manufactureDate <= sent.releaseDate).toBe(true);
        if (sent.status !== LOT_STATUS.available) expect(sent.statusDate).not.toBe('');
        if (!sent.expiryUndefined) expect(sent.expiryDate).not.toBe('');
      }),
    );
  });

  it('refuses a lot number longer than a lot keeps, naming the field', () => {
    const long = validateCustomerLot({
      ...emptyCustomerLotInput,
      productId: 1,
      number: 'L'.repeat(CUSTOMER_LOT_NUMBER_MAX + 1),
      manufactureDate: '2026-03-01',
      releaseDate: '2026-03-02',
    });
    expect(long).toEqual([{ key: FIELD_TOO_LONG, field: 'number', params: { max: CUSTOMER_LOT_NUMBER_MAX } }]);
  });
});
