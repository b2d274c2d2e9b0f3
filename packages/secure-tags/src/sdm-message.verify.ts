/**
 * Verifying a Secure Dynamic Messaging read of an NTAG 424 DNA (datasheet §9.3, AN12196 §4.4): encrypted PICCData
 * or the plain mirror, the SDMMAC, the optional encrypted file data and its TagTamper status. Never throws: a bad
 * message, a bad key or a key function that throws is an invalid result with a reason.
 */
import { constantTimeEqual, toHex, utf8Bytes } from './bytes';
import {
  COUNTER_LIMIT,
  decryptPiccData,
  KEY_LENGTH,
  PICC_DATA_LENGTH,
  PICC_DATA_TAG,
  readPiccPlaintext,
  SDMMAC_LENGTH,
  sdmSession,
  UID_LENGTH,
  type SdmMode,
  type SdmSession,
} from './sdm-session';
import { readTagTamperStatus, type TagTamperStatus } from './tag-tamper';

export type { SdmMode } from './sdm-session';

/** A lot's keys: the file-read key is the same for every tag, or derived from each tag's UID. */
export interface SdmKeys {
  metaReadKey: Uint8Array;
  fileReadKey: Uint8Array | ((uid: Uint8Array) => Uint8Array);
}

/**
 * What the MAC covers is the URL text from SDMMACInputOffset to SDMMACOffset. Left out, it is the layout Tagtrail
 * writes: empty, or with encrypted file data that data's upper-case hex followed by `&c=`.
 */
interface MacInput {
  macInput?: string;
  encFileData?: Uint8Array | null;
  mac: Uint8Array;
}

/** A read with encrypted PICCData; its length says the mode (16 bytes AES, 24 LRP). */
export interface EncryptedSdmMessage extends MacInput {
  piccData: Uint8Array;
}

/**
 * A read with UID and counter in clear, MAC only. Nothing in it says the tag's mode: left out, both are tried, which
 * gives a forger two chances in 2^64 instead of one.
 */
export interface PlainSdmMessage extends MacInput {
  uid: Uint8Array;
  counter: number;
  mode?: SdmMode;
}

export type SdmMessage = EncryptedSdmMessage | PlainSdmMessage;

export interface SdmVerifyOptions {
  /** Where the TagTamper letters sit in the decrypted file data; null for tags without TagTamper. Default 0. */
  tagTamperStatusOffset?: number | null;
}

export type SdmRefusal =
  | 'key-length'
  | 'file-key-unavailable'
  | 'picc-data-length'
  | 'uid-length'
  | 'counter-range'
  | 'mac-length'
  | 'file-data-length'
  | 'mac-input-misses-file-data'
  | 'picc-data-tag'
  | 'mac-mismatch';

export type SdmVerification =
  | {
      valid: true;
      mode: SdmMode;
      uid: Uint8Array;
      counter: number;
      /** The decrypted SDMENCFileData, or null when the read carried none. */
      fileData: Uint8Array | null;
      tamper: TagTamperStatus | null;
    }
  | {
      valid: false;
      mode: SdmMode | null;
      reason: SdmRefusal;
      /**
       * Only when PICCData decrypted to a well-formed UID and counter but the MAC did not match: the UID it claims.
       * Nothing vouches for it; it lets a server tell the tag's owner that someone presented a bad message in that
       * tag's name, never that the tag was read.
       */
      claimedUid?: Uint8Array;
    };

/** The MAC input the tag MACs when the caller did not give the URL's text. */
export function defaultMacInput(encFileData: Uint8Array | null | undefined): string {
  return encFileData ? `${toHex(encFileData)}&c=` : '';
}

export function verifySdmMessage(keys: SdmKeys, message: SdmMessage, options: SdmVerifyOptions = {}): SdmVerification {
  const common = checkCommonParts(keys, message);
  if (common.refusal) return refuse(null, common.refusal);
  return 'piccData' in message
    ? verifyEncrypted(keys, message, common.macInput, options)
    : verifyPlain(keys, message, common.macInput, options);
}

function checkCommonParts(
  keys: SdmKeys,
  message: SdmMessage,
): { refusal: SdmRefusal; macInput?: never } | { refusal?: never; macInput: Uint8Array } {
  if (keys.metaReadKey.length !== KEY_LENGTH) return { refusal: 'key-length' };
  if (typeof keys.fileReadKey !== 'function' && keys.fileReadKey.length !== KEY_LENGTH) {
    return { refusal: 'key-length' };
  }
  if (message.mac.length !== SDMMAC_LENGTH) return { refusal: 'mac-length' };
  const { encFileData } = message;
  // Datasheet §9.3.5: SDMENCFileData is a non-empty whole number of blocks (its length a multiple of 32 hex digits).
  if (encFileData && (encFileData.length === 0 || encFileData.length % 16 !== 0)) {
    return { refusal: 'file-data-length' };
  }
  const macInput = message.macInput ?? defaultMacInput(encFileData);
  // Datasheet §9.3.7: SDMMACInputOffset must let the MAC cover the whole SDMENCFileData; an input without it would
  // let the data's bits be flipped unnoticed.
  if (encFileData && !macInput.toUpperCase().includes(toHex(encFileData))) {
    return { refusal: 'mac-input-misses-file-data' };
  }
  return { macInput: utf8Bytes(macInput) };
}

function verifyEncrypted(
  keys: SdmKeys,
  message: EncryptedSdmMessage,
  macInput: Uint8Array,
  options: SdmVerifyOptions,
): SdmVerification {
  const mode = modeOfPiccData(message.piccData);
  if (!mode) return refuse(null, 'picc-data-length');
  const picc = readPiccPlaintext(decryptPiccData(mode, keys.metaReadKey, message.piccData));
  // A bad tag byte is only judged after the MAC, so that it costs the same time as a bad MAC and the response time
  // tells a forger nothing about what the meta-read key decrypted.
  const checked = checkMac(mode, keys, picc.uid, picc.counter, message, macInput);
  if (picc.tag !== PICC_DATA_TAG) return refuse(mode, 'picc-data-tag');
  if (checked.refusal === 'mac-mismatch') {
    return { valid: false, mode, reason: 'mac-mismatch', claimedUid: Uint8Array.from(picc.uid) };
  }
  if (checked.refusal) return refuse(mode, checked.refusal);
  return accept(mode, picc.uid, picc.counter, message, checked.session, options);
}

function verifyPlain(
  keys: SdmKeys,
  message: PlainSdmMessage,
  macInput: Uint8Array,
  options: SdmVerifyOptions,
): SdmVerification {
  if (message.uid.length !== UID_LENGTH) return refuse(message.mode ?? null, 'uid-length');
  if (!Number.isInteger(message.counter) || message.counter < 0 || message.counter >= COUNTER_LIMIT) {
    return refuse(message.mode ?? null, 'counter-range');
  }
  const modes: SdmMode[] = message.mode ? [message.mode] : ['AES', 'LRP'];
  const checks = modes.map((mode) => ({
    mode,
    ...checkMac(mode, keys, message.uid, message.counter, message, macInput),
  }));
  const passed = checks.find((check) => !check.refusal);
  if (!passed) return refuse(message.mode ?? null, checks[0]!.refusal!);
  return accept(passed.mode, message.uid, message.counter, message, passed.session!, options);
}

function checkMac(
  mode: SdmMode,
  keys: SdmKeys,
  uid: Uint8Array,
  counter: number,
  message: MacInput,
  macInput: Uint8Array,
): { refusal: SdmRefusal; session?: never } | { refusal?: never; session: SdmSession } {
  const fileReadKey = resolveFileReadKey(keys, uid);
  if (!fileReadKey) return { refusal: 'file-key-unavailable' };
  if (fileReadKey.length !== KEY_LENGTH) return { refusal: 'key-length' };
  const session = sdmSession(mode, fileReadKey, uid, counter);
  return constantTimeEqual(session.mac(macInput), message.mac) ? { session } : { refusal: 'mac-mismatch' };
}

function accept(
  mode: SdmMode,
  uid: Uint8Array,
  counter: number,
  message: MacInput,
  session: SdmSession,
  options: SdmVerifyOptions,
): SdmVerification {
  const fileData = message.encFileData ? session.decryptFileData(message.encFileData) : null;
  const tamperOffset = options.tagTamperStatusOffset === undefined ? 0 : options.tagTamperStatusOffset;
  const tamper = fileData && tamperOffset !== null ? readTagTamperStatus(fileData, tamperOffset) : null;
  return { valid: true, mode, uid: Uint8Array.from(uid), counter, fileData, tamper };
}

function resolveFileReadKey(keys: SdmKeys, uid: Uint8Array): Uint8Array | null {
  if (typeof keys.fileReadKey !== 'function') return keys.fileReadKey;
  try {
    return keys.fileReadKey(Uint8Array.from(uid));
  } catch {
    return null;
  }
}

function modeOfPiccData(piccData: Uint8Array): SdmMode | null {
  if (piccData.length === PICC_DATA_LENGTH.AES) return 'AES';
  if (piccData.length === PICC_DATA_LENGTH.LRP) return 'LRP';
  return null;
}

function refuse(mode: SdmMode | null, reason: SdmRefusal): SdmVerification {
  return { valid: false, mode, reason };
}
