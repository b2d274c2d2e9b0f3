import { describe, expect, it } from 'vitest';
import { isJpeg, isPng } from './image-signature';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('image signatures', () => {
  it('knows a PNG by its eight-byte signature, whatever follows', () => {
    expect(isPng(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe(true);
    expect(isPng(bytes(0x89, 0x50, 0x4e, 0x58, 0x0d, 0x0a, 0x1a, 0x0a))).toBe(false);
    expect(isPng(bytes(0x89, 0x50, 0x4e, 0x47))).toBe(false);
  });

  it('knows a JPEG by its first three bytes', () => {
    expect(isJpeg(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(isJpeg(bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61))).toBe(false);
  });

  it('knows nothing in an empty file', () => {
    expect(isPng(bytes())).toBe(false);
    expect(isJpeg(bytes())).toBe(false);
  });
});
