// Byte helpers the SDM code shares: hex in and out, concatenation, XOR, and the constant-time comparison.

const HEX_TEXT = /^(?:[0-9a-fA-F]{2})*$/;

/** Hex of any case to bytes; null for an odd length or a character that is not a hex digit. */
export function parseHex(text: string): Uint8Array | null {
  if (!HEX_TEXT.test(text)) return null;
  const bytes = new Uint8Array(text.length / 2);
  for (let index = 0; index < bytes.length; index++) {
    bytes[index] = Number.parseInt(text.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}

/** Upper-case hex: the case the tag writes its mirrors in, so it can be compared with a URL's text. */
export function toHex(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += byte.toString(16).padStart(2, '0');
  return text.toUpperCase();
}

export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

/** `a XOR b` as a new array; both of the same length. */
export function xorBytes(a: Uint8Array, b: Uint8Array): Uint8Array {
  const result = new Uint8Array(a.length);
  for (let index = 0; index < a.length; index++) result[index] = a[index]! ^ b[index]!;
  return result;
}

/**
 * Equality whose time depends on the length only, never on where the first difference is, so a forger cannot learn
 * a MAC byte by byte from response times. Lengths are public (a MAC is always 8 bytes), so a length mismatch may
 * answer early.
 */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a[index]! ^ b[index]!;
  return difference === 0;
}

/** The UTF-8 bytes of a text: the tag MACs the URL's bytes as stored in its NDEF file. */
export function utf8Bytes(text: string): Uint8Array {
  return UTF8.encode(text);
}

const UTF8 = new TextEncoder();
