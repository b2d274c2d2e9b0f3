import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { concatBytes, parseHex, toHex } from './bytes';
import { aesCmac } from './cmac';
import { diversifyAes128Key, diversifyFileReadKey } from './key-diversification';

const hex = (text: string) => parseHex(text)!;
const key = fc.uint8Array({ minLength: 16, maxLength: 16 });

describe('AES-128 key diversification (AN10922 §2.2)', () => {
  // AN10922 §2.2.1, the AES-128 example: M = UID 04782E21801D80 ‖ AID 3042F5 ‖ system identifier 4E585020416275.
  it('gives AN10922’s example key', () => {
    const diversified = diversifyAes128Key(
      hex('00112233445566778899AABBCCDDEEFF'),
      hex('04782E21801D803042F54E585020416275'),
    );
    expect(toHex(diversified)).toBe('A8DD63A3B89D54B37CA802473FDA9175');
  });

  it('is a plain CMAC of 01h ‖ M when M is 16 to 31 bytes (padding to 32 is then what CMAC does anyway)', () => {
    fc.assert(
      fc.property(key, fc.uint8Array({ minLength: 16, maxLength: 31 }), (master, input) => {
        expect(toHex(diversifyAes128Key(master, input))).toBe(
          toHex(aesCmac(master, concatBytes(Uint8Array.of(1), input))),
        );
      }),
    );
  });

  it('pads a short M to 32 bytes, not 16: a 7-byte UID gives another key than a plain CMAC would', () => {
    fc.assert(
      fc.property(key, fc.uint8Array({ minLength: 7, maxLength: 7 }), (master, uid) => {
        const plainCmac = aesCmac(master, concatBytes(Uint8Array.of(1), uid));
        expect(toHex(diversifyFileReadKey(master, uid))).not.toBe(toHex(plainCmac));
      }),
    );
  });

  it('gives every tag its own key', () => {
    const master = hex('00112233445566778899AABBCCDDEEFF');
    const first = diversifyFileReadKey(master, hex('04DE5F1EACC040'));
    const second = diversifyFileReadKey(master, hex('04DE5F1EACC041'));
    expect(toHex(first)).not.toBe(toHex(second));
  });

  it('refuses a master key that is not 16 bytes, an M outside 1…31 bytes and a UID that is not 7 bytes', () => {
    expect(() => diversifyAes128Key(new Uint8Array(15), new Uint8Array(7))).toThrow(RangeError);
    expect(() => diversifyAes128Key(new Uint8Array(16), new Uint8Array(0))).toThrow(RangeError);
    expect(() => diversifyAes128Key(new Uint8Array(16), new Uint8Array(32))).toThrow(RangeError);
    expect(() => diversifyFileReadKey(new Uint8Array(16), new Uint8Array(4))).toThrow(RangeError);
  });
});
