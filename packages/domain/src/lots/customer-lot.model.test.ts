import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CustomerLotSchema, emptyCustomerLotInput } from './customer-lot.model';
import { LOT_STATUS } from './lot-status.model';
import { LotTotalsSchema } from './lot-totals.model';

const stored = {
  id: 1,
  customerId: 2,
  productId: null,
  newProductId: null,
  productName: null,
  partnerLotId: null,
  partnerLotNumber: null,
  number: 'L1',
  releaseDate: '',
  manufactureDate: '2026-01-10',
  expiryDate: '',
  statusDate: '',
};

describe('customer lot model (spec B §3, §4)', () => {
  it('defaults undefined expiry to true and status to 0', () => {
    const lot = v.parse(CustomerLotSchema, stored);
    expect(lot.expiryUndefined).toBe(true);
    expect(lot.status).toBe(LOT_STATUS.available);
    expect(emptyCustomerLotInput.expiryUndefined).toBe(true);
    expect(emptyCustomerLotInput.status).toBe(LOT_STATUS.available);
  });

  it('takes only the status codes 0, 1, 5, 9', () => {
    expect(v.safeParse(CustomerLotSchema, { ...stored, status: 9 }).success).toBe(true);
    expect(v.safeParse(CustomerLotSchema, { ...stored, status: 2 }).success).toBe(false);
  });

  it('takes ISO calendar dates or empty, nothing else', () => {
    expect(v.safeParse(CustomerLotSchema, { ...stored, releaseDate: '10/01/2026' }).success).toBe(false);
    expect(v.safeParse(CustomerLotSchema, { ...stored, releaseDate: '2026-02-30' }).success).toBe(false);
  });
});

describe('lot totals (spec B §3)', () => {
  it('has four non-negative counts', () => {
    const none = { availableTagsWithoutProduct: 0, availableTagsWithProduct: 0, availableTags: 0, totalLots: 0 };
    expect(v.parse(LotTotalsSchema, none)).toEqual(none);
    expect(v.safeParse(LotTotalsSchema, { ...none, totalLots: -1 }).success).toBe(false);
  });
});
