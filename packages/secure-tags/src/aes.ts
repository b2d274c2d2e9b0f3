// AES-128 as the SDM code uses it, over @noble/ciphers (pure JavaScript: the same code runs in Node and browsers).
import { unsafe, cbc } from '@noble/ciphers/aes.js';

export const AES_BLOCK_LENGTH = 16;

const NO_PADDING = { disablePadding: true } as const;

/**
 * The expanded schedules of the last few keys used. A verification uses each lot key and each tag's key for several
 * blocks, and a server verifies many taps with one lot's keys: expanding a key costs as much as encrypting a few
 * blocks, and noble's one-shot ECB objects expanded it at every block (most of a tap's verification went there).
 * A few slots, found by the key's array and checked against its bytes (a key changed in place gets a new schedule,
 * never a stale one): LRP's chain of one-use keys passes through without piling up garbage, as a weak map's did.
 */
interface Schedule {
  key: Uint8Array;
  bytes: Uint8Array;
  expanded: Uint32Array;
}
const KEPT_SCHEDULES = 8;
const encryptionSchedules: Schedule[] = [];
const decryptionSchedules: Schedule[] = [];
let nextEncryptionSlot = 0;
let nextDecryptionSlot = 0;

function encryptionSchedule(key: Uint8Array): Uint32Array {
  const kept = encryptionSchedules.find((schedule) => schedule.key === key && sameBytes(schedule.bytes, key));
  if (kept !== undefined) return kept.expanded;
  const bytes = Uint8Array.from(key);
  const made = { key, bytes, expanded: unsafe.expandKeyLE(bytes) };
  encryptionSchedules[nextEncryptionSlot] = made;
  nextEncryptionSlot = (nextEncryptionSlot + 1) % KEPT_SCHEDULES;
  return made.expanded;
}

function decryptionSchedule(key: Uint8Array): Uint32Array {
  const kept = decryptionSchedules.find((schedule) => schedule.key === key && sameBytes(schedule.bytes, key));
  if (kept !== undefined) return kept.expanded;
  const bytes = Uint8Array.from(key);
  const made = { key, bytes, expanded: unsafe.expandKeyDecLE(bytes) };
  decryptionSchedules[nextDecryptionSlot] = made;
  nextDecryptionSlot = (nextDecryptionSlot + 1) % KEPT_SCHEDULES;
  return made.expanded;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false;
  return true;
}

/** A fresh, aligned copy of one block: noble's single-block functions work in place on a 4-byte-aligned array. */
function blockCopy(block: Uint8Array): Uint8Array {
  if (block.length !== AES_BLOCK_LENGTH) throw new RangeError('an AES block is 16 bytes');
  return Uint8Array.from(block);
}

/** E(key, block): one 16-byte block, AES-128 in ECB. */
export function aesEncryptBlock(key: Uint8Array, block: Uint8Array): Uint8Array {
  return unsafe.encryptBlock(encryptionSchedule(key), blockCopy(block));
}

/** D(key, block): one 16-byte block. */
export function aesDecryptBlock(key: Uint8Array, block: Uint8Array): Uint8Array {
  return unsafe.decryptBlock(decryptionSchedule(key), blockCopy(block));
}

/** AES-CBC over whole blocks, no padding (SDM data is always a whole number of blocks). */
export function aesCbcEncrypt(key: Uint8Array, iv: Uint8Array, data: Uint8Array): Uint8Array {
  return cbc(key, iv, NO_PADDING).encrypt(data);
}

export function aesCbcDecrypt(key: Uint8Array, iv: Uint8Array, data: Uint8Array): Uint8Array {
  return cbc(key, iv, NO_PADDING).decrypt(data);
}
