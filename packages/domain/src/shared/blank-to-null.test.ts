import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blankFieldsToNull, blankToNull } from './blank-to-null';

describe('blankToNull (spec B §5: empty optional URL and message fields are sent as null)', () => {
  it('sends an empty field as null', () => {
    expect(blankToNull('')).toBeNull();
    expect(blankToNull('   ')).toBeNull();
    expect(blankToNull(undefined)).toBeNull();
    expect(blankToNull(null)).toBeNull();
  });

  it('keeps a filled field, trimmed', () => {
    expect(blankToNull(' https://example.com/manual.pdf ')).toBe('https://example.com/manual.pdf');
  });

  it('property: the answer is null exactly when the text is blank, and is never blank otherwise', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const out = blankToNull(text);
        expect(out === null).toBe(text.trim() === '');
        if (out !== null) expect(out).toBe(text.trim());
      }),
    );
  });

  it('turns only the named fields to null', () => {
    const out = blankFieldsToNull({ a: '', b: '', c: 3 }, ['a']);
    expect(out).toEqual({ a: null, b: '', c: 3 });
  });
});
