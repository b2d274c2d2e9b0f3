/**
 * The cryptography of one SDM read (NTAG 424 DNA datasheet §9.3, AN12196 §4.4, AN12304 for LRP): PICCData under the
 * meta-read key, and the session keys a read's UID and counter derive from the file-read key for its MAC and its
 * encrypted file data. Lengths are the caller's to check: everything here assumes well-formed input.
 */
import { AES_BLOCK_LENGTH, aesCbcDecrypt, aesCbcEncrypt, aesDecryptBlock, aesEncryptBlock } from './aes';
import { concatBytes, toHex } from './bytes';
import { aesCmac } from './cmac';
import { createLrp, lrpCmac, lricbDecrypt, lricbEncrypt, type Lrp } from './lrp';

export type SdmMode = 'AES' | 'LRP';

export const KEY_LENGTH = 16;
export const UID_LENGTH = 7;
export const COUNTER_LIMIT = 0x1000000;
export const SDMMAC_LENGTH = 8;
/** AES: one encrypted block. LRP: PICCRand (8 bytes) then one LRICB block (datasheet §9.3.4). */
export const PICC_DATA_LENGTH: Record<SdmMode, number> = { AES: 16, LRP: 24 };
const PICC_RAND_LENGTH = 8;

/** Datasheet §9.3.4 Table 21: bit 7 UID mirrored, bit 6 SDMReadCtr mirrored, bits 5–4 RFU (00), bits 3–0 UID length. */
export const PICC_DATA_TAG = 0x80 | 0x40 | UID_LENGTH;

/** What a read mirrors: the UID and SDMReadCtr, the counter least significant byte first as the tag stores it. */
export function mirroredBytes(uid: Uint8Array, counter: number): Uint8Array {
  return concatBytes(uid, counterLittleEndian(counter));
}

export function counterLittleEndian(counter: number): Uint8Array {
  return Uint8Array.of(counter & 0xff, (counter >> 8) & 0xff, (counter >> 16) & 0xff);
}

/** PICCDataTag ‖ UID ‖ SDMReadCtr(LE) ‖ 5 random bytes: one block. */
export interface PiccPlaintext {
  tag: number;
  uid: Uint8Array;
  counter: number;
}

export function readPiccPlaintext(plaintext: Uint8Array): PiccPlaintext {
  const counterBytes = plaintext.subarray(1 + UID_LENGTH, 1 + UID_LENGTH + 3);
  return {
    tag: plaintext[0]!,
    uid: plaintext.slice(1, 1 + UID_LENGTH),
    counter: counterBytes[0]! | (counterBytes[1]! << 8) | (counterBytes[2]! << 16),
  };
}

export function decryptPiccData(mode: SdmMode, metaReadKey: Uint8Array, piccData: Uint8Array): Uint8Array {
  // AES: CBC with a zero IV over a single block is a plain block decryption (datasheet §9.3.4.1).
  if (mode === 'AES') return aesDecryptBlock(metaReadKey, piccData);
  const piccRand = piccData.subarray(0, PICC_RAND_LENGTH);
  return lricbDecrypt(lrpOfLotKey(metaReadKey), 0, piccRand, piccData.subarray(PICC_RAND_LENGTH));
}

/** `random` is the 5 bytes of padding AES mode needs, or PICCRand and padding (13 bytes) for LRP. */
export function encryptPiccData(
  mode: SdmMode,
  metaReadKey: Uint8Array,
  uid: Uint8Array,
  counter: number,
  random: Uint8Array,
): Uint8Array {
  const padding = mode === 'AES' ? random : random.subarray(PICC_RAND_LENGTH);
  const plaintext = concatBytes(Uint8Array.of(PICC_DATA_TAG), mirroredBytes(uid, counter), padding);
  if (mode === 'AES') return aesEncryptBlock(metaReadKey, plaintext);
  const piccRand = random.subarray(0, PICC_RAND_LENGTH);
  return concatBytes(piccRand, lricbEncrypt(lrpOfLotKey(metaReadKey), 0, piccRand, plaintext));
}

export const PICC_RANDOM_LENGTH: Record<SdmMode, number> = { AES: 5, LRP: PICC_RAND_LENGTH + 5 };

/** The session of one read: its MAC and the cipher of its file data. */
export interface SdmSession {
  /** SDMMAC: the odd bytes (1, 3, …, 15) of the full MAC (datasheet §9.3.8; MACt in AN12196 rev 1.8 §3). */
  mac(macInput: Uint8Array): Uint8Array;
  decryptFileData(encrypted: Uint8Array): Uint8Array;
  encryptFileData(plain: Uint8Array): Uint8Array;
}

export function sdmSession(mode: SdmMode, fileReadKey: Uint8Array, uid: Uint8Array, counter: number): SdmSession {
  return mode === 'AES' ? aesSession(fileReadKey, uid, counter) : lrpSession(fileReadKey, uid, counter);
}

/**
 * Datasheet §9.3.9.1: SV1 = C33C 0001 0080 ‖ UID ‖ SDMReadCtr and SV2 = 3CC3 0001 0080 ‖ UID ‖ SDMReadCtr (no zero
 * padding: with both mirrored they fill a block), each session key the CMAC of its SV under the file-read key.
 */
export function aesSessionKeys(
  fileReadKey: Uint8Array,
  uid: Uint8Array,
  counter: number,
): { encryption: Uint8Array; mac: Uint8Array } {
  const mirrored = mirroredBytes(uid, counter);
  return {
    encryption: aesSessionEncryptionKey(fileReadKey, mirrored),
    mac: aesSessionMacKey(fileReadKey, mirrored),
  };
}

/** KSesSDMFileReadENC: the CMAC of SV1 = C33C 0001 0080 ‖ UID ‖ SDMReadCtr under the file-read key. */
function aesSessionEncryptionKey(fileReadKey: Uint8Array, mirrored: Uint8Array): Uint8Array {
  return aesCmac(fileReadKey, concatBytes(Uint8Array.of(0xc3, 0x3c, 0x00, 0x01, 0x00, 0x80), mirrored));
}

/** KSesSDMFileReadMAC: the CMAC of SV2 = 3CC3 0001 0080 ‖ UID ‖ SDMReadCtr under the file-read key. */
function aesSessionMacKey(fileReadKey: Uint8Array, mirrored: Uint8Array): Uint8Array {
  return aesCmac(fileReadKey, concatBytes(Uint8Array.of(0x3c, 0xc3, 0x00, 0x01, 0x00, 0x80), mirrored));
}

/**
 * Datasheet §9.3.9.2 (LRP): SV = 0001 0080 ‖ UID ‖ SDMReadCtr ‖ 1EE1, the session key CMAC_LRP(file-read key, SV).
 * Its updated key 0 MACs and its updated key 1 encrypts the file data.
 */
export function lrpSessionKey(fileReadKey: Uint8Array, uid: Uint8Array, counter: number): Uint8Array {
  const sessionVector = concatBytes(
    Uint8Array.of(0x00, 0x01, 0x00, 0x80),
    mirroredBytes(uid, counter),
    Uint8Array.of(0x1e, 0xe1),
  );
  return lrpCmac(lrpOfLotKey(fileReadKey), sessionVector);
}

/**
 * A lot's meta-read and file-read keys come back on every read, and their LRP tables (42 AES operations) and CMAC
 * subkeys (33 more) are over a third of an LRP verification, so the most recent keys' are kept. They are as secret
 * as the keys themselves, which the caller holds anyway. Session keys are new each read and never kept.
 */
function lrpOfLotKey(key: Uint8Array): Lrp {
  const cacheKey = toHex(key);
  let lrp = lotKeyLrps.get(cacheKey);
  if (lrp) {
    lotKeyLrps.delete(cacheKey);
  } else {
    lrp = createLrp(key);
    if (lotKeyLrps.size >= LOT_KEY_LRPS_KEPT) lotKeyLrps.delete(lotKeyLrps.keys().next().value!);
  }
  // Re-inserted so that the Map's insertion order is least recently used first.
  lotKeyLrps.set(cacheKey, lrp);
  return lrp;
}

const LOT_KEY_LRPS_KEPT = 256;
const lotKeyLrps = new Map<string, Lrp>();

function aesSession(fileReadKey: Uint8Array, uid: Uint8Array, counter: number): SdmSession {
  const mirrored = mirroredBytes(uid, counter);
  // The encryption key only for a read with file data: most reads carry none, and each key is a CMAC to compute.
  let encryptionKey: Uint8Array | undefined;
  const encryption = () => (encryptionKey ??= aesSessionEncryptionKey(fileReadKey, mirrored));
  // Datasheet §9.3.6.1: IV = E(KSesSDMFileReadENC, SDMReadCtr ‖ 13 zero bytes).
  const fileDataIv = () => {
    const ivInput = new Uint8Array(AES_BLOCK_LENGTH);
    ivInput.set(counterLittleEndian(counter));
    return aesEncryptBlock(encryption(), ivInput);
  };
  return {
    mac: (macInput) => truncateMac(aesCmac(aesSessionMacKey(fileReadKey, mirrored), macInput)),
    decryptFileData: (encrypted) => aesCbcDecrypt(encryption(), fileDataIv(), encrypted),
    encryptFileData: (plain) => aesCbcEncrypt(encryption(), fileDataIv(), plain),
  };
}

function lrpSession(fileReadKey: Uint8Array, uid: Uint8Array, counter: number): SdmSession {
  const session: Lrp = createLrp(lrpSessionKey(fileReadKey, uid, counter));
  const fileDataCounter = concatBytes(counterLittleEndian(counter), new Uint8Array(3));
  return {
    mac: (macInput) => truncateMac(lrpCmac(session, macInput)),
    decryptFileData: (encrypted) => lricbDecrypt(session, 1, fileDataCounter, encrypted),
    encryptFileData: (plain) => lricbEncrypt(session, 1, fileDataCounter, plain),
  };
}

function truncateMac(fullMac: Uint8Array): Uint8Array {
  const truncated = new Uint8Array(SDMMAC_LENGTH);
  for (let index = 0; index < SDMMAC_LENGTH; index++) truncated[index] = fullMac[2 * index + 1]!;
  return truncated;
}
