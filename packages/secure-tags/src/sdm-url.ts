/**
 * The URL a secure tag is programmed with, and where in its NDEF file the chip writes each part at every tap (issue 27
 * §3: what `GET admin/lotes/{id}/sdm` answers an encoding station). The station writes the URL with placeholders
 * (`e=` PICCData, `m=` encrypted file data when the lot mirrors it, `c=` SDMMAC, all zeros) and sets the SDM offsets
 * these functions count: the chip then replaces the zeros with upper-case hex at each read (datasheet §9.3).
 *
 * The NDEF file of a URI record (NFC Forum NDEF and RTD URI): NLEN (2 bytes), the short record's header (TNF 1, SR,
 * MB, ME: D1), type length 1, payload length, type 'U', the URI identifier code (04 for https://, 03 for http://),
 * then the rest of the URI. An offset is a byte's place in that file, counted from NLEN's first byte.
 */
import { toHex } from './bytes';
import type { SdmMode } from './sdm-session';

/** PICCData's length in bytes, by mode: AES 16 (encrypted UID, counter and padding), LRP 24 (PICCRand first). */
const PICC_DATA_BYTES: Record<SdmMode, number> = { AES: 16, LRP: 24 };
const SDMMAC_BYTES = 8;
/** NLEN, record header, type length, payload length, type 'U', URI identifier code. */
const URI_RECORD_HEAD = 7;
/** A short record's payload length is one byte: the identifier code and the rest of the URI. */
const SHORT_RECORD_PAYLOAD_LIMIT = 255;
const URI_PREFIXES: readonly [string, number][] = [
  ['https://', 0x04],
  ['http://', 0x03],
];

export interface SdmUrlLayout {
  /** The URL to program, placeholders in place. */
  readonly url: string;
  readonly mode: SdmMode;
  /** SDMENCOffset… datasheet names: where the chip writes PICCData's hex. */
  readonly piccDataOffset: number;
  /** Where the MAC input begins: the encrypted file data's hex when mirrored, else the MAC itself (empty input). */
  readonly macInputOffset: number;
  /** Where the chip writes SDMMAC's hex. */
  readonly macOffset: number;
  /** Where the chip writes the encrypted file data's hex, and its length in bytes of hex; null when not mirrored. */
  readonly encFileDataOffset: number | null;
  readonly encFileDataLength: number | null;
  /** The whole NDEF file the station writes, placeholders included. */
  readonly ndefFile: Uint8Array;
}

/**
 * The layout of a secure lot's URL: `<lotUrl>?e=<PICCData>[&m=<file data>]&c=<SDMMAC>`. `fileDataBytes`: how many
 * bytes of file data the chip encrypts and mirrors (a multiple of 16), or none.
 */
export function sdmUrlLayout(lotUrl: string, mode: SdmMode, fileDataBytes?: number): SdmUrlLayout {
  if (lotUrl.includes('?') || lotUrl.includes('#')) throw new RangeError('the lot URL takes no query or fragment');
  if (fileDataBytes !== undefined && (fileDataBytes <= 0 || fileDataBytes % 16 !== 0))
    throw new RangeError('encrypted file data is a whole number of 16-byte blocks');
  const zeros = (bytes: number) => '0'.repeat(bytes * 2);
  const piccPart = `?e=${zeros(PICC_DATA_BYTES[mode])}`;
  const filePart = fileDataBytes === undefined ? '' : `&m=${zeros(fileDataBytes)}`;
  const url = `${lotUrl}${piccPart}${filePart}&c=${zeros(SDMMAC_BYTES)}`;
  const [prefix, code] = URI_PREFIXES.find(([start]) => url.startsWith(start)) ?? ['', 0x00];
  const rest = new TextEncoder().encode(url.slice(prefix.length));
  if (rest.length + 1 > SHORT_RECORD_PAYLOAD_LIMIT) throw new RangeError('the URL is too long for a short record');
  const at = (index: number) => URI_RECORD_HEAD + new TextEncoder().encode(url.slice(prefix.length, index)).length;
  const piccDataOffset = at(url.indexOf('?e=') + 3);
  const encFileDataOffset = fileDataBytes === undefined ? null : at(url.indexOf('&m=') + 3);
  const macOffset = at(url.lastIndexOf('&c=') + 3);
  const ndefFile = new Uint8Array(URI_RECORD_HEAD + rest.length);
  const recordLength = ndefFile.length - 2;
  ndefFile.set([recordLength >> 8, recordLength & 0xff, 0xd1, 0x01, rest.length + 1, 0x55, code]);
  ndefFile.set(rest, URI_RECORD_HEAD);
  return {
    url,
    mode,
    piccDataOffset,
    macInputOffset: encFileDataOffset ?? macOffset,
    macOffset,
    encFileDataOffset,
    encFileDataLength: fileDataBytes === undefined ? null : fileDataBytes * 2,
    ndefFile,
  };
}

/**
 * The URL a tag programmed with `layout` sends at a tap: the placeholders replaced by the message's upper-case hex,
 * as the chip writes them (for tests and a simulated tag; a real chip does this itself).
 */
export function tapUrl(
  layout: SdmUrlLayout,
  message: { piccData: Uint8Array; encFileData?: Uint8Array | null; mac: Uint8Array },
): string {
  const base = layout.url.slice(0, layout.url.indexOf('?'));
  const file = message.encFileData ? `&m=${toHex(message.encFileData)}` : '';
  if ((layout.encFileDataLength === null) !== (file === ''))
    throw new RangeError('the message and the layout disagree on file data');
  return `${base}?e=${toHex(message.piccData)}${file}&c=${toHex(message.mac)}`;
}

/** The MAC input of a tap's URL under its lot's layout: the text between the MAC-input offset and the MAC's. */
export function macInputOf(url: string): string {
  const query = url.slice(url.indexOf('?') + 1);
  const file = /(?:^|&)m=([0-9A-Fa-f]*)&c=/.exec(query);
  return file === null ? '' : `${file[1]}&c=`;
}
