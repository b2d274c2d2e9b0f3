import { describe, expect, it } from 'vitest';
import {
  BUSINESS_RULE_ERROR,
  FIELD_TOO_LONG,
  PARTNER_IN_USE,
  PortError,
  REQUIRED_FIELD_MESSAGE,
} from '@tagtrail/domain';
import { failureMessage, invalidMessage } from './useRecordForm';

describe('messages after a failed save or delete', () => {
  it('shows the server message key when it refused with error 1', () => {
    expect(failureMessage(new PortError(409, BUSINESS_RULE_ERROR, PARTNER_IN_USE), 'partners.removeFailed')).toBe(
      'messages.PARTNER_IN_USE',
    );
    // The domain's refusalMessageKey decides, so an error 1 sent as text counts too.
    expect(failureMessage(new PortError(409, '1', PARTNER_IN_USE), 'partners.removeFailed')).toBe(
      'messages.PARTNER_IN_USE',
    );
  });

  it("shows the screen's own message for any other failure", () => {
    expect(failureMessage(new PortError(500, 'INTERNAL', 'INTERNAL'), 'partners.removeFailed')).toBe(
      'partners.removeFailed',
    );
    expect(failureMessage(new Error('network'), 'partners.saveFailed')).toBe('partners.saveFailed');
  });

  it("shows the screen's own message when error 1 carries a key no language knows", () => {
    expect(failureMessage(new PortError(409, BUSINESS_RULE_ERROR, 'NO_SUCH_KEY'), 'partners.removeFailed')).toBe(
      'partners.removeFailed',
    );
  });
});

describe('the message for rule failures', () => {
  it("says 'required field' when a field is missing", () => {
    expect(
      invalidMessage([
        { key: FIELD_TOO_LONG, field: 'name', params: { max: 5 } },
        { key: REQUIRED_FIELD_MESSAGE, field: 'taxId' },
      ]),
    ).toEqual({ key: 'messages.REQUIRED_FIELD_MESSAGE', params: undefined });
  });

  it('says the first rule otherwise, with its parameters', () => {
    expect(invalidMessage([{ key: FIELD_TOO_LONG, field: 'name', params: { max: 5 } }])).toEqual({
      key: 'messages.FIELD_TOO_LONG',
      params: { max: 5 },
    });
  });
});
