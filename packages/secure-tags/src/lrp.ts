/**
 * The Leakage Resilient Primitive of NXP AN12304 over AES-128, with the parameters NTAG 424 DNA uses: 16
 * precomputed plaintexts (m = 4, a nibble per step) and 4 updated keys (q = 4). Written for the reader's side:
 * it is not hardened against the side channels LRP exists to resist on the tag.
 */
import { AES_BLOCK_LENGTH, aesDecryptBlock, aesEncryptBlock } from './aes';
import { cmac, cmacSubkeys, type BlockCipher, type CmacSubkeys } from './cmac';

const BLOCK_OF_0x55 = new Uint8Array(AES_BLOCK_LENGTH).fill(0x55);
const BLOCK_OF_0xAA = new Uint8Array(AES_BLOCK_LENGTH).fill(0xaa);
const ZERO_BLOCK = new Uint8Array(AES_BLOCK_LENGTH);
const PLAINTEXT_COUNT = 16;
const UPDATED_KEY_COUNT = 4;

/** What LRP derives from a secret key once: the plaintexts and the updated keys every evaluation uses. */
export interface Lrp {
  readonly plaintexts: readonly Uint8Array[];
  readonly updatedKeys: readonly Uint8Array[];
}

/** AN12304 Algorithm 1: h = E(k, 55…); then p_i = E(h, AA…), h = E(h, 55…), 16 times. */
export function lrpPlaintexts(key: Uint8Array): Uint8Array[] {
  let chain = aesEncryptBlock(key, BLOCK_OF_0x55);
  const plaintexts: Uint8Array[] = [];
  for (let index = 0; index < PLAINTEXT_COUNT; index++) {
    plaintexts.push(aesEncryptBlock(chain, BLOCK_OF_0xAA));
    chain = aesEncryptBlock(chain, BLOCK_OF_0x55);
  }
  return plaintexts;
}

/** AN12304 Algorithm 2: h = E(k, AA…); then k'_i = E(h, AA…), h = E(h, 55…). */
export function lrpUpdatedKeys(key: Uint8Array): Uint8Array[] {
  let chain = aesEncryptBlock(key, BLOCK_OF_0xAA);
  const updatedKeys: Uint8Array[] = [];
  for (let index = 0; index < UPDATED_KEY_COUNT; index++) {
    updatedKeys.push(aesEncryptBlock(chain, BLOCK_OF_0xAA));
    chain = aesEncryptBlock(chain, BLOCK_OF_0x55);
  }
  return updatedKeys;
}

export function createLrp(key: Uint8Array): Lrp {
  return { plaintexts: lrpPlaintexts(key), updatedKeys: lrpUpdatedKeys(key) };
}

/** The 4-bit digits of some bytes, most significant first: the steps of an LRP evaluation. */
export function nibblesOf(bytes: Uint8Array): number[] {
  const nibbles: number[] = [];
  for (const byte of bytes) nibbles.push(byte >> 4, byte & 0x0f);
  return nibbles;
}

/**
 * AN12304 Algorithm 3: y = k'; y = E(y, p[x_i]) for each nibble; with finalization one more y = E(y, 0…). Takes
 * nibbles rather than bytes because AN12304's vectors include inputs of an odd number of nibbles.
 */
export function lrpEvaluate(
  lrp: Lrp,
  updatedKeyIndex: number,
  nibbles: readonly number[],
  finalize: boolean,
): Uint8Array {
  let result = lrp.updatedKeys[updatedKeyIndex]!;
  for (const nibble of nibbles) result = aesEncryptBlock(result, lrp.plaintexts[nibble]!);
  return finalize ? aesEncryptBlock(result, ZERO_BLOCK) : result;
}

/** The counter after one block: big-endian, wrapping to zero at its own length (AN12304, LRICB). */
export function incrementCounter(counter: Uint8Array): Uint8Array {
  const next = Uint8Array.from(counter);
  for (let index = next.length - 1; index >= 0; index--) {
    next[index] = (next[index]! + 1) & 0xff;
    if (next[index] !== 0) break;
  }
  return next;
}

/**
 * LRICB (AN12304): block i is AES under the key LRP(counter + i, finalized). Whole blocks only and no padding,
 * as SDM uses it; a caller wanting AN12304's padded form pads first.
 */
export function lricbEncrypt(lrp: Lrp, updatedKeyIndex: number, counter: Uint8Array, data: Uint8Array): Uint8Array {
  return lricb(lrp, updatedKeyIndex, counter, data, aesEncryptBlock);
}

export function lricbDecrypt(lrp: Lrp, updatedKeyIndex: number, counter: Uint8Array, data: Uint8Array): Uint8Array {
  return lricb(lrp, updatedKeyIndex, counter, data, aesDecryptBlock);
}

function lricb(
  lrp: Lrp,
  updatedKeyIndex: number,
  counter: Uint8Array,
  data: Uint8Array,
  transformBlock: (key: Uint8Array, block: Uint8Array) => Uint8Array,
): Uint8Array {
  const output = new Uint8Array(data.length);
  let blockCounter = counter;
  for (let start = 0; start < data.length; start += AES_BLOCK_LENGTH) {
    const blockKey = lrpEvaluate(lrp, updatedKeyIndex, nibblesOf(blockCounter), true);
    output.set(transformBlock(blockKey, data.subarray(start, start + AES_BLOCK_LENGTH)), start);
    blockCounter = incrementCounter(blockCounter);
  }
  return output;
}

/** CMAC_LRP (AN12304): CMAC whose block cipher is the finalized LRP evaluation under updated key 0. */
export function lrpCmac(lrp: Lrp, message: Uint8Array): Uint8Array {
  const cipher: BlockCipher = (block) => lrpEvaluate(lrp, 0, nibblesOf(block), true);
  let subkeys = subkeysByLrp.get(lrp);
  if (!subkeys) subkeysByLrp.set(lrp, (subkeys = cmacSubkeys(cipher)));
  return cmac(cipher, message, subkeys);
}

// The subkeys cost 33 AES operations and depend on the key alone: kept for as long as its Lrp is.
const subkeysByLrp = new WeakMap<Lrp, CmacSubkeys>();
