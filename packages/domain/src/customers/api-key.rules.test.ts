import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FIELD_TOO_LONG, REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import { API_KEY_NAME_MAX, apiKeyNameErrors, isApiKeyText } from './api-key.rules';

describe("an API key's name", () => {
  it('is required', () => {
    expect(apiKeyNameErrors('  ')).toEqual([{ key: REQUIRED_FIELD_MESSAGE, field: 'name' }]);
  });

  it('is refused exactly when longer than the limit once trimmed (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: API_KEY_NAME_MAX + 20, size: 'max' }), (name) => {
        const errors = apiKeyNameErrors(`x${name}`);
        return `x${name}`.trim().length > API_KEY_NAME_MAX ? errors[0]?.key === FIELD_TOO_LONG : errors.length === 0;
      }),
    );
  });
});

describe('the form of a key', () => {
  it('is our prefix and 256 bits in base64url', () => {
    expect(isApiKeyText(`ttk_${'A'.repeat(43)}`)).toBe(true);
    expect(isApiKeyText(`ttk_${'A'.repeat(42)}`)).toBe(false);
    expect(isApiKeyText(`whsec_${'A'.repeat(43)}`)).toBe(false);
  });
});
