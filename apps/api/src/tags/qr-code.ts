/** QR code tags: their random ids (the address printed in each code is the domain's `publicTagUrl`). */
import { randomBytes } from 'node:crypto';

/** 16 random bytes, 32 lower-case hex digits: 128 bits, so nobody reaches another tag's page by guessing. */
export const QR_TAG_ID_BYTES = 16;
export const QR_TAG_ID_PATTERN = /^[0-9a-f]{32}$/;

/** `count` fresh QR tag ids, from one call to the system's random source. */
export function newQrTagIds(count: number): string[] {
  const hex = randomBytes(QR_TAG_ID_BYTES * count).toString('hex');
  const width = QR_TAG_ID_BYTES * 2;
  return Array.from({ length: count }, (_, index) => hex.slice(index * width, (index + 1) * width));
}
