import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUSINESS_RULE_ERROR,
  CATALOGUE_IN_USE_ERROR,
  DELETE_MESSAGE_ERROR,
  FIELD_TOO_LONG,
  maxLengthErrors,
  PortError,
  refusalMessageKey,
  REQUIRED_FIELD_MESSAGE,
  requireFields,
  serverMessageKey,
} from './errors';

describe('required fields (spec A §5, B §5: REQUIRED_FIELD_MESSAGE)', () => {
  it('names each blank, null or missing field, in the order given', () => {
    expect(requireFields({ a: ' ', b: 'x', c: null as string | null }, ['c', 'a', 'b'])).toEqual([
      { key: REQUIRED_FIELD_MESSAGE, field: 'c' },
      { key: REQUIRED_FIELD_MESSAGE, field: 'a' },
    ]);
  });
});

describe('maximum lengths', () => {
  it('property: FIELD_TOO_LONG exactly when the trimmed text is longer than the maximum', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.nat({ max: 20 }), (text, max) => {
        const errors = maxLengthErrors(text, 'name', max);
        expect(errors).toEqual(
          text.trim().length > max ? [{ key: FIELD_TOO_LONG, field: 'name', params: { max } }] : [],
        );
      }),
    );
  });
});

describe("the server's message key (spec A §8, B §8)", () => {
  it('is shown when the refusal carries the expected error code', () => {
    expect(refusalMessageKey(new PortError(409, 1, 'CLIENT_IN_USE'), BUSINESS_RULE_ERROR, DELETE_MESSAGE_ERROR)).toBe(
      'CLIENT_IN_USE',
    );
    expect(
      refusalMessageKey(new PortError(409, 547, 'CATEGORY_IN_USE'), CATALOGUE_IN_USE_ERROR, DELETE_MESSAGE_ERROR),
    ).toBe('CATEGORY_IN_USE');
  });

  it('reads the code whether the body wrote it as a number or as text', () => {
    expect(refusalMessageKey(new PortError(409, '1', 'CLIENT_IN_USE'), BUSINESS_RULE_ERROR, DELETE_MESSAGE_ERROR)).toBe(
      'CLIENT_IN_USE',
    );
  });

  it('falls back for another code, a blank key or a failure that is not the server refusing', () => {
    for (const failure of [
      new PortError(409, 547, 'CATEGORY_IN_USE'),
      new PortError(409, 1, '  '),
      new PortError(409, 1, undefined),
      new Error('offline'),
    ])
      expect(refusalMessageKey(failure, BUSINESS_RULE_ERROR, DELETE_MESSAGE_ERROR)).toBe(DELETE_MESSAGE_ERROR);
    expect(serverMessageKey(new Error('offline'))).toBeUndefined();
  });
});

describe('port errors', () => {
  it('carry the details of a refusal when the server gave them, and none otherwise', () => {
    const details = [{ line: 3, key: 'MISSING_FIELD', field: 'visualKey' }];
    expect(new PortError(400, 'VALIDATION', 'TAG_FILE_INVALID', details).details).toEqual(details);
    expect(new PortError(409, 1, 'PARTNER_IN_USE').details).toBeUndefined();
  });
});
