/**
 * What the public reading's `code` (the full page URL a phone opened) names, read by a TagCodeReader: a tag by its
 * id (`/t/{tagId}`: QR codes and plain NFC tags), or a secure NFC tag's tap (`/s/{lot reference}?e=…[&m=…]&c=…`,
 * issue 27 §4), whose tag is only known once the server has decrypted and verified the message with its lot's keys.
 */
export type TagCode = PlainTagCode | SecureTagCode;

export interface PlainTagCode {
  readonly kind: 'plain';
  /** The tag id the link names, as stored (compared without regard to case). */
  readonly tagId: string;
}

/** A tap's Secure Dynamic Messaging parameters, as the chip wrote them into the URL (hex, any case). */
export interface SecureTagCode {
  readonly kind: 'secure';
  /** The lot's public reference: the same for every tag of the lot. */
  readonly lotReference: string;
  /** `e`: the encrypted PICCData (16 bytes AES, 24 LRP). */
  readonly piccData: string;
  /** `m`: the encrypted file data, when the lot mirrors it. */
  readonly encFileData: string | null;
  /** `c`: the SDMMAC. */
  readonly mac: string;
  /** The URL text the MAC covers (from the MAC-input offset to the MAC): `<m>&c=` when `m` is there, else empty. */
  readonly macInput: string;
}

export interface TagCodeReader {
  /** The tag a code names; undefined when the code names none (the page then says 'resource not found'). */
  read(code: string): TagCode | undefined;
}

/** A tag id: what /t/{tagId} may hold (NFC chip ids and QR hashes alike), never a path or a query. */
const TAG_ID = /^[A-Za-z0-9._~-]{1,64}$/;

/**
 * Plain tag links, absolute or a bare path: the last segment after `/t/` is the tag id. The host is not checked: a
 * tag printed for one of our domains reads on another (a staging copy, a renamed site).
 */
export const plainTagLinkReader: TagCodeReader = {
  read(code) {
    // The path alone: the scheme and host (if any) before it, the query and fragment after it, left out.
    const path = code.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').replace(/[?#].*$/s, '');
    const match = /^\/t\/([^/]+)\/?$/.exec(path);
    if (match === null) return undefined;
    let tagId: string;
    try {
      tagId = decodeURIComponent(match[1] ?? '');
    } catch {
      return undefined;
    }
    return TAG_ID.test(tagId) ? { kind: 'plain', tagId } : undefined;
  },
};

/** A secure lot's reference: 16 random bytes in base64url. */
const LOT_REFERENCE = /^[A-Za-z0-9_-]{22}$/;
/** PICCData is 16 bytes (AES) or 24 (LRP); the MAC 8; the file data whole 16-byte blocks, at most 256 bytes. */
const PICC_DATA = /^(?:[0-9A-Fa-f]{32}|[0-9A-Fa-f]{48})$/;
const SDM_MAC = /^[0-9A-Fa-f]{16}$/;
const ENC_FILE_DATA = /^(?:[0-9A-Fa-f]{32}){1,16}$/;

/**
 * Secure tag links, absolute or a bare path: `/s/{lot reference}` with `e` and `c` (and `m`) in the query, each
 * once. Anything else in the query is left alone; the values are checked for form only (the MAC is the server's).
 */
export const secureTagLinkReader: TagCodeReader = {
  read(code) {
    const match = /^(?:[a-z][a-z0-9+.-]*:\/\/[^/?#]*)?\/s\/([^/?#]+)\/?\?([^#]*)/is.exec(code);
    if (match === null) return undefined;
    const [, lotReference = '', query = ''] = match;
    if (!LOT_REFERENCE.test(lotReference)) return undefined;
    // The query's values by name (the domain has no URLSearchParams); the parameters checked hold no escapes.
    const pairs = query.split('&').map((pair) => {
      const at = pair.indexOf('=');
      return at === -1 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
    });
    const only = (name: string) => {
      const values = pairs.filter(([key]) => key === name).map(([, value]) => value);
      return values.length === 1 ? values[0] : values.length === 0 ? null : undefined;
    };
    const piccData = only('e');
    const mac = only('c');
    const encFileData = only('m');
    if (typeof piccData !== 'string' || !PICC_DATA.test(piccData)) return undefined;
    if (typeof mac !== 'string' || !SDM_MAC.test(mac)) return undefined;
    if (encFileData === undefined || (encFileData !== null && !ENC_FILE_DATA.test(encFileData))) return undefined;
    return {
      kind: 'secure',
      lotReference,
      piccData,
      encFileData,
      mac,
      macInput: encFileData === null ? '' : `${encFileData}&c=`,
    };
  },
};

/** Every link a tag carries: a secure tap's, else a plain one. */
export const tagLinkReader: TagCodeReader = {
  read: (code) => secureTagLinkReader.read(code) ?? plainTagLinkReader.read(code),
};
