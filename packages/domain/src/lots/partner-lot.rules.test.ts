import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import { canEditPartnerLot } from './partner-lot.model';
import { PARTNER_LOT_NOT_EDITABLE, partnerLotEditErrors, validatePartnerLotCustomer } from './partner-lot.rules';

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
