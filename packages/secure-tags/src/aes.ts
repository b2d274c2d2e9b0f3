// AES-128 as the SDM code uses it, over @noble/ciphers (pure JavaScript: the same code runs in Node and browsers).
import { cbc, ecb } from '@noble/ciphers/aes.js';

export const AES_BLOCK_LENGTH = 16;

// A noble cipher object may encrypt once (its guard against nonce reuse), so each call makes its own.
const NO_PADDING = { disablePadding: true } as const;

/** E(key, block): one 16-byte block, AES-128 in ECB. */
export function aesEncryptBlock(key: Uint8Array, block: Uint8Array): Uint8Array {
  return ecb(key, NO_PADDING).encrypt(block);
}

/** D(key, block): one 16-byte block. */
export function aesDecryptBlock(key: Uint8Array, block: Uint8Array): Uint8Array {
  return ecb(key, NO_PADDING).decrypt(block);
}

/** AES-CBC over whole blocks, no padding (SDM data is always a whole number of blocks). */
export function aesCbcEncrypt(key: Uint8Array, iv: Uint8Array, data: Uint8Array): Uint8Array {
  return cbc(key, iv, NO_PADDING).encrypt(data);
}

export function aesCbcDecrypt(key: Uint8Array, iv: Uint8Array, data: Uint8Array): Uint8Array {
  return cbc(key, iv, NO_PADDING).decrypt(data);
}
