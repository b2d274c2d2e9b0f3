// Per-tag keys from one master key, NXP AN10922 §2.2 (AES-128): a lot keeps one secret, each tag gets its own key.
import { AES_BLOCK_LENGTH, aesEncryptBlock } from './aes';
import { cmacOfBlocks, padWithMarker } from './cmac';

const AES_128_KEY_LENGTH = 16;
const DIVERSIFICATION_CONSTANT_AES_128 = 0x01;
/** AN10922 §2.2: the CMAC input is always padded to two blocks; M is 1 to 31 bytes. */
const CMAC_INPUT_LENGTH = 2 * AES_BLOCK_LENGTH;
const UID_LENGTH = 7;

/**
 * AN10922 §2.2: CMAC(K, 01h ‖ M ‖ padding), padded with 80h 00h… to 32 bytes, the last block masked with K2 when
 * padded and K1 when M fills it exactly. Not a plain CMAC of 01h ‖ M: a short M is padded to 32 bytes, not 16.
 * Throws a RangeError for a key that is not 16 bytes or an M outside 1…31 bytes: a caller's mistake, not a tag's.
 */
export function diversifyAes128Key(masterKey: Uint8Array, diversificationInput: Uint8Array): Uint8Array {
  if (masterKey.length !== AES_128_KEY_LENGTH) throw new RangeError('the master key must be 16 bytes');
  const cmacInputLength = 1 + diversificationInput.length;
  if (diversificationInput.length < 1 || cmacInputLength > CMAC_INPUT_LENGTH) {
    throw new RangeError('the diversification input must be 1 to 31 bytes');
  }
  const input = new Uint8Array(cmacInputLength);
  input[0] = DIVERSIFICATION_CONSTANT_AES_128;
  input.set(diversificationInput, 1);
  const padded = cmacInputLength < CMAC_INPUT_LENGTH;
  const blocks = padded ? padWithMarker(input, CMAC_INPUT_LENGTH) : input;
  return cmacOfBlocks((block) => aesEncryptBlock(masterKey, block), blocks, padded);
}

/** A tag's file-read key: the lot's master key diversified with the tag's 7-byte UID as M. */
export function diversifyFileReadKey(masterKey: Uint8Array, uid: Uint8Array): Uint8Array {
  if (uid.length !== UID_LENGTH) throw new RangeError('a tag UID is 7 bytes');
  return diversifyAes128Key(masterKey, uid);
}
