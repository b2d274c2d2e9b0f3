import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import { canEditPartnerLot } from './partner-lot.model';
import {
  PARTNER_LOT_HAS_HISTORY,
  PARTNER_LOT_NOT_EDITABLE,
  partnerLotCustomerChangeErrors,
  partnerLotEditErrors,
  validatePartnerLotCustomer,
  type PartnerLotHistory,
} from './partner-lot.rules';

describe('partner-area lot edit (spec A §5)', () => {
  it('requires the customer', () => {
    expect(validatePartnerLotCustomer({ customerId: null })).toEqual([
      { key: REQUIRED_FIELD_MESSAGE, field: 'customerId' },
    ]);
    expect(validatePartnerLotCustomer({ customerId: 3 })).toEqual([]);
  });

  it('refuses to give away a lot with no free tag left, or with a product', () => {
    expect(partnerLotEditErrors({ availableTags: 0, productId: null })).toEqual([{ key: PARTNER_LOT_NOT_EDITABLE }]);
    expect(partnerLotEditErrors({ availableTags: 5, productId: 7 })).toEqual([{ key: PARTNER_LOT_NOT_EDITABLE }]);
    expect(partnerLotEditErrors({ availableTags: 5, productId: null })).toEqual([]);
  });

  it('refuses an edit exactly when the list hides the edit action', () => {
    fc.assert(
      fc.property(fc.nat(), fc.option(fc.nat(), { nil: null }), (availableTags, productId) => {
        const lot = { availableTags, productId };
        expect(partnerLotEditErrors(lot).length === 0).toBe(canEditPartnerLot(lot));
      }),
    );
  });
});

describe('a partner lot keeps its history (issue 24 §5)', () => {
  const none: PartnerLotHistory = { hasReadings: false, hasTagsInCustomerLots: false };
  const read: PartnerLotHistory = { hasReadings: true, hasTagsInCustomerLots: false };
  const taken: PartnerLotHistory = { hasReadings: false, hasTagsInCustomerLots: true };
  const refused = [{ field: 'customerId', key: PARTNER_LOT_HAS_HISTORY }];

  it('refuses to give a lot whose tags have been read to another customer', () => {
    expect(partnerLotCustomerChangeErrors(1, 2, read)).toEqual(refused);
  });

  it("refuses to give a lot with tags in a customer's lots to another customer", () => {
    expect(partnerLotCustomerChangeErrors(1, 2, taken)).toEqual(refused);
    expect(partnerLotCustomerChangeErrors(1, 2, { hasReadings: true, hasTagsInCustomerLots: true })).toEqual(refused);
  });

  it('gives a lot with history to the customer it has again', () => {
    expect(partnerLotCustomerChangeErrors(1, 1, read)).toEqual([]);
    expect(partnerLotCustomerChangeErrors(1, 1, taken)).toEqual([]);
  });

  it('gives a lot with no customer yet to its first customer, whatever its history', () => {
    expect(partnerLotCustomerChangeErrors(null, 2, read)).toEqual([]);
    expect(partnerLotCustomerChangeErrors(null, 2, taken)).toEqual([]);
  });

  it('gives a lot without readings or tags in customer lots to another customer', () => {
    expect(partnerLotCustomerChangeErrors(1, 2, none)).toEqual([]);
  });

  it('refuses to take a lot with history back from its customer (the admin’s blank customer)', () => {
    expect(partnerLotCustomerChangeErrors(1, null, read)).toEqual(refused);
    expect(partnerLotCustomerChangeErrors(1, null, taken)).toEqual(refused);
    expect(partnerLotCustomerChangeErrors(1, null, none)).toEqual([]);
  });

  const customer = fc.option(fc.integer({ min: 1, max: 4 }), { nil: null });
  const history = fc.record({ hasReadings: fc.boolean(), hasTagsInCustomerLots: fc.boolean() });

  it('property: a lot with readings or tags in customer lots never goes to a customer other than the one it has', () => {
    fc.assert(
      fc.property(customer, fc.integer({ min: 1, max: 4 }), history, (current, asked, facts) => {
        const allowed = partnerLotCustomerChangeErrors(current, asked, facts).length === 0;
        if (allowed && (facts.hasReadings || facts.hasTagsInCustomerLots))
          expect(current === null || current === asked).toBe(true);
      }),
    );
  });

  it('property: refused exactly when a lot with history would leave its customer, for another or for none', () => {
    fc.assert(
      fc.property(customer, customer, history, (current, asked, facts) => {
        const free = current === null || asked === current || !(facts.hasReadings || facts.hasTagsInCustomerLots);
        if (free) expect(partnerLotCustomerChangeErrors(current, asked, facts)).toEqual([]);
        else expect(partnerLotCustomerChangeErrors(current, asked, facts)).toEqual(refused);
      }),
    );
  });
});
