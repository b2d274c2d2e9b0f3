/**
 * A tag's serial number in its GS1 Digital Link (issue 29 §4: `/01/{GTIN}/10/{lot}/21/{serial}`). AI 21 holds at most
 * 20 characters of GS1 character set 82. A tag id that fits is its own serial (an NFC UID: 14 hex digits). A QR tag's
 * id is 32 hex digits, 128 random bits so that no page is reached by guessing, and no 20 characters of set 82 hold
 * 128 bits (20 × log2 82 ≈ 127.2): its serial is its first 120 bits in base64url — 20 characters, all in set 82 and
 * none percent-encoded in a URI — still far beyond guessing, from which the resolver finds the tag by its id's first
 * 30 hex digits.
 */
import { QUALIFIER_MAX_LENGTH } from './digital-link';

const QR_TAG_ID = /^[0-9a-f]{32}$/i;
/** Set 82 without the characters a URI path would carry percent-encoded: a serial printed as it is. */
const PLAIN_SERIAL = /^[0-9A-Za-z\-._]+$/;
const SHORT_SERIAL = /^[0-9A-Za-z_-]{20}$/;
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** The bytes of a QR tag's id its serial keeps: 15 bytes, 120 bits, 20 base64url characters. */
const SERIAL_BYTES = 15;

/** The tag's serial in a Digital Link; undefined for an id neither fits nor is a QR tag's. */
export function tagSerialOf(tagId: string): string | undefined {
  if (tagId.length <= QUALIFIER_MAX_LENGTH && PLAIN_SERIAL.test(tagId)) return tagId;
  if (!QR_TAG_ID.test(tagId)) return undefined;
  const bytes = Array.from({ length: SERIAL_BYTES }, (_, index) =>
    Number.parseInt(tagId.slice(index * 2, index * 2 + 2), 16),
  );
  let serial = '';
  for (let index = 0; index < SERIAL_BYTES; index += 3) {
    const group = (bytes[index]! << 16) | (bytes[index + 1]! << 8) | bytes[index + 2]!;
    for (const shift of [18, 12, 6, 0]) serial += BASE64URL[(group >> shift) & 63];
  }
  return serial;
}

/**
 * The first 30 hex digits (lower case) of the QR tag id a short serial stands for; undefined when the serial is not
 * of that form. A serial of that form may also be a tag id of its own (20 such characters): look that up first.
 */
export function qrTagIdPrefixOf(serial: string): string | undefined {
  if (!SHORT_SERIAL.test(serial)) return undefined;
  let hex = '';
  for (let index = 0; index < serial.length; index += 4) {
    let group = 0;
    for (const character of serial.slice(index, index + 4)) group = (group << 6) | BASE64URL.indexOf(character);
    for (const shift of [16, 8, 0]) hex += ((group >> shift) & 255).toString(16).padStart(2, '0');
  }
  return hex;
}
