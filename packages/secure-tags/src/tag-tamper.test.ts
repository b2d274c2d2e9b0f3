import { describe, expect, it } from 'vitest';
import { utf8Bytes } from './bytes';
import { readTagTamperStatus } from './tag-tamper';

describe('TagTamper status', () => {
  it.each([
    ['CC', 'secure'],
    ['OC', 'tampered-closed'],
    ['OO', 'tampered-open'],
    ['II', 'not-initialized'],
    ['NT', 'not-supported'],
  ])('reads "%s" as %s', (letters, status) => {
    expect(readTagTamperStatus(utf8Bytes(`${letters}${'x'.repeat(14)}`))).toBe(status);
  });

  it('reads the letters at the offset it is given', () => {
    expect(readTagTamperStatus(utf8Bytes('xxxxOCxxxxxxxxxx'), 4)).toBe('tampered-closed');
  });

  it('answers null for letters that are no status, and for an offset outside the data', () => {
    expect(readTagTamperStatus(utf8Bytes('xxxxxxxxxxxxxxxx'))).toBeNull();
    expect(readTagTamperStatus(utf8Bytes('cc'))).toBeNull();
    expect(readTagTamperStatus(utf8Bytes('xxxxxxxxxxxxxxCC'), 15)).toBeNull();
    expect(readTagTamperStatus(utf8Bytes('CCxx'), -1)).toBeNull();
  });
});
