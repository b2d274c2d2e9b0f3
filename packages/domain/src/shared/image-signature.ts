/**
 * What a file's first bytes say it is. DESIGN "Server": uploads are checked by content, never by name or declared
 * type, so a renamed file is known for what it is; the forms check the same way before sending.
 */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff] as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

export function isPng(bytes: Uint8Array): boolean {
  return startsWith(bytes, PNG_SIGNATURE);
}

export function isJpeg(bytes: Uint8Array): boolean {
  return startsWith(bytes, JPEG_SIGNATURE);
}
