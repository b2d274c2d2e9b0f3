import { describe, expect, it } from 'vitest';
import { normaliseUserAccount } from '../identity/user-account.rules';
import { INVALID_EMAIL_KEY, REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import { emptySalesPointInput, SALES_POINT_LOCKED_FIELDS } from './sales-point.model';
import {
  SALES_POINT_FIELD_READ_ONLY,
  salesPointLockedChange,
  salesPointReadOnlyFields,
  validateSalesPoint,
} from './sales-point.rules';

const valid = { login: 'store1', name: 'Store One', email: 'store1@acme.test' };

describe('sales-point form rules (spec B §5)', () => {
  it('accepts a new sales point with a login, a name and a standard e-mail', () => {
    expect(validateSalesPoint(valid, true)).toEqual([]);
  });

  it('refuses a new sales point without a login, a name or an e-mail', () => {
    expect(validateSalesPoint(emptySalesPointInput, true)).toEqual([
      { key: REQUIRED_FIELD_MESSAGE, field: 'login' },
      { key: REQUIRED_FIELD_MESSAGE, field: 'name' },
      { key: REQUIRED_FIELD_MESSAGE, field: 'email' },
    ]);
  });

  it('refuses a new sales point whose e-mail does not match a standard pattern', () => {
    expect(validateSalesPoint({ ...valid, email: 'store1@' }, true)).toEqual([
      { key: INVALID_EMAIL_KEY, field: 'email' },
    ]);
  });

  it('on edit asks only for the name: login and e-mail are read-only', () => {
    expect(validateSalesPoint({ ...valid, name: '' }, false)).toEqual([{ key: REQUIRED_FIELD_MESSAGE, field: 'name' }]);
    expect(validateSalesPoint({ ...valid, email: 'legacy value' }, false)).toEqual([]);
  });

  it('shows usuario and email read-only when editing, nothing read-only when creating', () => {
    expect(SALES_POINT_LOCKED_FIELDS).toEqual(['login', 'email']);
    expect(salesPointReadOnlyFields(true)).toEqual(['login', 'email']);
    expect(salesPointReadOnlyFields(false)).toEqual([]);
  });

  it('refuses an edit that changes the login or the e-mail', () => {
    expect(salesPointLockedChange(valid, { login: 'store2', email: 'other@acme.test' })).toEqual([
      { key: SALES_POINT_FIELD_READ_ONLY, field: 'login' },
      { key: SALES_POINT_FIELD_READ_ONLY, field: 'email' },
    ]);
    expect(salesPointLockedChange(valid, { login: ' store1 ', email: valid.email })).toEqual([]);
  });

  it('stores the fields without surrounding spaces', () => {
    expect(normaliseUserAccount({ login: ' store1', name: 'Store One ', email: ' store1@acme.test' })).toEqual(valid);
  });
});
