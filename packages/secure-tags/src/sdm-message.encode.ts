/**
 * Making SDM reads as a tag would, for tests and a simulated tag: what `verifySdmMessage` accepts. Throws a
 * RangeError for input no tag could produce (wrong key or UID length, counter out of range, file data that is not
 * whole blocks): a caller's mistake, not a message to judge.
 */
import { randomBytes } from '@noble/ciphers/utils.js';
import { toHex, utf8Bytes } from './bytes';
import {
  COUNTER_LIMIT,
  encryptPiccData,
  KEY_LENGTH,
  PICC_RANDOM_LENGTH,
  sdmSession,
  UID_LENGTH,
  type SdmMode,
} from './sdm-session';
import { defaultMacInput, type EncryptedSdmMessage, type PlainSdmMessage } from './sdm-message.verify';

/**
 * The URL text the MAC covers, or a function building it from the mirrored text, which the encoder only knows once
 * it has encrypted. Left out, Tagtrail's layout (see `defaultMacInput`).
 */
type MacInputTemplate<Mirrored> = string | ((mirrored: Mirrored) => string);

interface TagRead {
  mode: SdmMode;
  fileReadKey: Uint8Array;
  uid: Uint8Array;
  counter: number;
  /** Plain file data to encrypt as SDMENCFileData: a non-empty whole number of 16-byte blocks. */
  fileData?: Uint8Array | null;
}

export interface EncryptedTagRead extends TagRead {
  metaReadKey: Uint8Array;
  macInput?: MacInputTemplate<{ piccDataHex: string; encFileDataHex: string | null }>;
  /** Where the tag's random bytes come from (padding, and LRP's PICCRand); default a secure random source. */
  random?: (length: number) => Uint8Array;
}

export interface PlainTagRead extends TagRead {
  macInput?: MacInputTemplate<{ uidHex: string; counterHex: string; encFileDataHex: string | null }>;
}

export type EncodedSdmMessage = EncryptedSdmMessage & { encFileData: Uint8Array | null; macInput: string };
export type EncodedPlainSdmMessage = PlainSdmMessage & {
  mode: SdmMode;
  encFileData: Uint8Array | null;
  macInput: string;
};

export function encodeSdmMessage(read: EncryptedTagRead): EncodedSdmMessage {
  checkTagRead(read);
  if (read.metaReadKey.length !== KEY_LENGTH) throw new RangeError('the meta-read key must be 16 bytes');
  const random = (read.random ?? randomBytes)(PICC_RANDOM_LENGTH[read.mode]);
  const piccData = encryptPiccData(read.mode, read.metaReadKey, read.uid, read.counter, random);
  const session = sdmSession(read.mode, read.fileReadKey, read.uid, read.counter);
  const encFileData = read.fileData ? session.encryptFileData(read.fileData) : null;
  const macInput = fillMacInput(read.macInput, encFileData, () => ({
    piccDataHex: toHex(piccData),
    encFileDataHex: encFileData && toHex(encFileData),
  }));
  return { piccData, encFileData, macInput, mac: session.mac(utf8Bytes(macInput)) };
}

/** The plain mirror: UID and counter in clear (the counter's text most significant byte first), MAC only. */
export function encodePlainSdmMessage(read: PlainTagRead): EncodedPlainSdmMessage {
  checkTagRead(read);
  const session = sdmSession(read.mode, read.fileReadKey, read.uid, read.counter);
  const encFileData = read.fileData ? session.encryptFileData(read.fileData) : null;
  const macInput = fillMacInput(read.macInput, encFileData, () => ({
    uidHex: toHex(read.uid),
    counterHex: read.counter.toString(16).toUpperCase().padStart(6, '0'),
    encFileDataHex: encFileData && toHex(encFileData),
  }));
  return {
    mode: read.mode,
    uid: Uint8Array.from(read.uid),
    counter: read.counter,
    encFileData,
    macInput,
    mac: session.mac(utf8Bytes(macInput)),
  };
}

function checkTagRead(read: TagRead): void {
  if (read.fileReadKey.length !== KEY_LENGTH) throw new RangeError('the file-read key must be 16 bytes');
  if (read.uid.length !== UID_LENGTH) throw new RangeError('a tag UID is 7 bytes');
  if (!Number.isInteger(read.counter) || read.counter < 0 || read.counter >= COUNTER_LIMIT) {
    throw new RangeError('SDMReadCtr is a 3-byte counter');
  }
  if (read.fileData && (read.fileData.length === 0 || read.fileData.length % 16 !== 0)) {
    throw new RangeError('file data to encrypt must be a non-empty whole number of 16-byte blocks');
  }
}

function fillMacInput<Mirrored>(
  template: MacInputTemplate<Mirrored> | undefined,
  encFileData: Uint8Array | null,
  mirrored: () => Mirrored,
): string {
  if (template === undefined) return defaultMacInput(encFileData);
  const macInput = typeof template === 'string' ? template : template(mirrored());
  // The verifier refuses a MAC input that leaves the encrypted data out; a tag cannot be configured that way.
  if (encFileData && !macInput.toUpperCase().includes(toHex(encFileData))) {
    throw new RangeError('the MAC input must cover the encrypted file data');
  }
  return macInput;
}
