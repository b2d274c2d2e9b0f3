/**
 * NTAG 424 DNA TagTamper: the tag mirrors its tamper loop as two ASCII letters, the permanent status then the
 * current one (datasheet of NT4H2421Tx, TT status mirroring). Where the file data carries them depends on how the
 * tag was configured; nfc-developer/sdm-backend (app.py) reads them from the first two bytes, and so do we unless
 * told otherwise. The pair names follow that reader's.
 */
export type TagTamperStatus = 'secure' | 'tampered-closed' | 'tampered-open' | 'not-initialized' | 'not-supported';

const STATUS_BY_LETTERS: Readonly<Record<string, TagTamperStatus>> = {
  CC: 'secure',
  OC: 'tampered-closed',
  OO: 'tampered-open',
  II: 'not-initialized',
  NT: 'not-supported',
};

/** The status at `offset` of decrypted file data; null when the two bytes there are not a known status pair. */
export function readTagTamperStatus(fileData: Uint8Array, offset = 0): TagTamperStatus | null {
  if (!Number.isInteger(offset) || offset < 0 || offset + 2 > fileData.length) return null;
  const letters = String.fromCharCode(fileData[offset]!, fileData[offset + 1]!);
  return Object.hasOwn(STATUS_BY_LETTERS, letters) ? STATUS_BY_LETTERS[letters]! : null;
}
