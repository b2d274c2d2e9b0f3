import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import { validatePartnerLotCustomer } from './partner-lot.rules';

describe('partner-area lot edit (spec A §5)', () => {
  it('requires the customer', () => {
    expect(validatePartnerLotCustomer({ customerId: null })).toEqual([
      { key: REQUIRED_FIELD_MESSAGE, field: 'customerId' },
    ]);
    expect(validatePartnerLotCustomer({ customerId: 3 })).toEqual([]);
  });
});
