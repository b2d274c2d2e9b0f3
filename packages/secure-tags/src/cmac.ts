// CMAC (RFC 4493) over any 128-bit block cipher: AES gives AES-CMAC, LRP's evaluation gives CMAC_LRP (AN12304).
import { AES_BLOCK_LENGTH, aesEncryptBlock } from './aes';

/** A block cipher under a fixed key: 16 bytes in, 16 new bytes out. */
export type BlockCipher = (block: Uint8Array) => Uint8Array;

/** Multiplication by x in GF(2^128) with the polynomial x^128 + x^7 + x^2 + x + 1 (RFC 4493 §2.3). */
export function doubleBlock(block: Uint8Array): Uint8Array {
  const doubled = new Uint8Array(AES_BLOCK_LENGTH);
  for (let index = 0; index < AES_BLOCK_LENGTH; index++) {
    doubled[index] = ((block[index]! << 1) | ((block[index + 1] ?? 0) >> 7)) & 0xff;
  }
  // Branch-free reduction: the mask is 0xff when the top bit was set, so key material never steers a branch.
  doubled[AES_BLOCK_LENGTH - 1]! ^= 0x87 & -(block[0]! >> 7);
  return doubled;
}

export interface CmacSubkeys {
  k1: Uint8Array;
  k2: Uint8Array;
}

/** K1 = L·x and K2 = L·x² with L = E(0^128) (RFC 4493 §2.3; CMAC_LRP of AN12304 the same with LRP as E). */
export function cmacSubkeys(cipher: BlockCipher): CmacSubkeys {
  const k1 = doubleBlock(cipher(new Uint8Array(AES_BLOCK_LENGTH)));
  return { k1, k2: doubleBlock(k1) };
}

/**
 * The CMAC chain over data already laid out in whole blocks: the last block is masked with K2 when it was padded,
 * K1 when it was complete. AN10922 needs this split, because it pads to a length of its own choosing.
 */
export function cmacOfBlocks(
  cipher: BlockCipher,
  blocks: Uint8Array,
  lastBlockPadded: boolean,
  { k1, k2 }: CmacSubkeys = cmacSubkeys(cipher),
): Uint8Array {
  const lastMask = lastBlockPadded ? k2 : k1;
  const lastStart = blocks.length - AES_BLOCK_LENGTH;
  let chain: Uint8Array = new Uint8Array(AES_BLOCK_LENGTH);
  for (let start = 0; start <= lastStart; start += AES_BLOCK_LENGTH) {
    const input = new Uint8Array(AES_BLOCK_LENGTH);
    for (let index = 0; index < AES_BLOCK_LENGTH; index++) {
      const masked = start === lastStart ? lastMask[index]! : 0;
      input[index] = chain[index]! ^ blocks[start + index]! ^ masked;
    }
    chain = cipher(input);
  }
  return chain;
}

/** ISO/IEC 9797-1 method 2 padding (0x80 then zeros) to `length`, which must leave room for the 0x80. */
export function padWithMarker(message: Uint8Array, length: number): Uint8Array {
  const padded = new Uint8Array(length);
  padded.set(message);
  padded[message.length] = 0x80;
  return padded;
}

/** The full 16-byte CMAC of a message of any length, the empty one included; subkeys the caller kept, if any. */
export function cmac(cipher: BlockCipher, message: Uint8Array, subkeys?: CmacSubkeys): Uint8Array {
  const complete = message.length > 0 && message.length % AES_BLOCK_LENGTH === 0;
  if (complete) return cmacOfBlocks(cipher, message, false, subkeys);
  const paddedLength = (Math.floor(message.length / AES_BLOCK_LENGTH) + 1) * AES_BLOCK_LENGTH;
  return cmacOfBlocks(cipher, padWithMarker(message, paddedLength), true, subkeys);
}

export function aesCmac(key: Uint8Array, message: Uint8Array): Uint8Array {
  return cmac((block) => aesEncryptBlock(key, block), message);
}
