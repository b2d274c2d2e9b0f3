import { cmac as nobleCmac } from '@noble/ciphers/aes.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aesEncryptBlock } from './aes';
import { parseHex, toHex } from './bytes';
import { aesCmac, cmacSubkeys } from './cmac';

const hex = (text: string) => parseHex(text.replaceAll(' ', ''))!;

// RFC 4493 §4: the AES-128 key of every example, its subkeys, and the four messages with their MACs.
const RFC_4493_KEY = hex('2b7e1516 28aed2a6 abf71588 09cf4f3c');
const RFC_4493_MESSAGE = hex(
  '6bc1bee2 2e409f96 e93d7e11 7393172a ae2d8a57 1e03ac9c 9eb76fac 45af8e51 ' +
    '30c81c46 a35ce411 e5fbc119 1a0a52ef f69f2445 df4f9b17 ad2b417b e66c3710',
);
const RFC_4493_EXAMPLES = [
  { length: 0, mac: 'bb1d6929 e9593728 7fa37d12 9b756746' },
  { length: 16, mac: '070a16b4 6b4d4144 f79bdd9d d04a287c' },
  { length: 40, mac: 'dfa66747 de9ae630 30ca3261 1497c827' },
  { length: 64, mac: '51f0bebf 7e3b9d92 fc497417 79363cfe' },
];

describe('AES-CMAC', () => {
  it('derives the subkeys of RFC 4493 §4', () => {
    const { k1, k2 } = cmacSubkeys((block) => aesEncryptBlock(RFC_4493_KEY, block));
    expect(toHex(k1)).toBe(toHex(hex('fbeed618 35713366 7c85e08f 7236a8de')));
    expect(toHex(k2)).toBe(toHex(hex('f7ddac30 6ae266cc f90bc11e e46d513b')));
  });

  it.each(RFC_4493_EXAMPLES)('gives RFC 4493 §4 example MAC for a $length-byte message', ({ length, mac }) => {
    expect(toHex(aesCmac(RFC_4493_KEY, RFC_4493_MESSAGE.subarray(0, length)))).toBe(toHex(hex(mac)));
  });

  it('agrees with @noble/ciphers’ own CMAC for any key and message', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), fc.uint8Array({ maxLength: 80 }), (key, message) => {
        expect(toHex(aesCmac(key, message))).toBe(toHex(nobleCmac(message, key)));
      }),
    );
  });
});
