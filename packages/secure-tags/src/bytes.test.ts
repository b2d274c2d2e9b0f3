import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { constantTimeEqual, parseHex, toHex } from './bytes';

describe('hex', () => {
  it('reads hex of any case', () => {
    expect(parseHex('0aFf')).toEqual(Uint8Array.of(0x0a, 0xff));
    expect(parseHex('')).toEqual(new Uint8Array());
  });

  it('refuses an odd length or a character that is not a hex digit', () => {
    expect(parseHex('abc')).toBeNull();
    expect(parseHex('0g')).toBeNull();
    expect(parseHex(' 00')).toBeNull();
    expect(parseHex('0x00')).toBeNull();
  });

  it('writes upper-case hex, as the tag mirrors it', () => {
    expect(toHex(Uint8Array.of(0x04, 0xde, 0x5f))).toBe('04DE5F');
  });

  it('reads back what it writes, whatever the bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array(), (bytes) => {
        expect(parseHex(toHex(bytes))).toEqual(bytes);
      }),
    );
  });
});

describe('constant-time comparison', () => {
  it('answers equal exactly when the bytes are the same', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 16 }), fc.uint8Array({ maxLength: 16 }), (a, b) => {
        const same = a.length === b.length && a.every((byte, index) => byte === b[index]);
        expect(constantTimeEqual(a, b)).toBe(same);
        expect(constantTimeEqual(a, Uint8Array.from(a))).toBe(true);
      }),
    );
  });

  it('refuses a difference in any single bit, first byte or last', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }), fc.nat(63), (mac, bit) => {
        const flipped = Uint8Array.from(mac);
        flipped[bit >> 3]! ^= 1 << (bit & 7);
        expect(constantTimeEqual(mac, flipped)).toBe(false);
      }),
    );
  });

  it('refuses different lengths', () => {
    expect(constantTimeEqual(new Uint8Array(8), new Uint8Array(7))).toBe(false);
  });
});
