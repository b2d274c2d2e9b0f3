import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDigitalLink, parseDigitalLink, QUALIFIER_MAX_LENGTH } from './digital-link';
import { qrTagIdPrefixOf, tagSerialOf } from './tag-serial';

const qrTagId = fc
  .uint8Array({ minLength: 16, maxLength: 16 })
  .map((bytes) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join(''));

describe("a tag's serial in its Digital Link (issue 29 §4)", () => {
  it('is the tag id itself when it fits AI 21 and needs no percent-encoding (an NFC UID)', () => {
    expect(tagSerialOf('04DE5EC0000001')).toBe('04DE5EC0000001');
    expect(tagSerialOf('VK-1_2.3')).toBe('VK-1_2.3');
  });

  it('is a QR id’s first 120 bits in base64url: 20 characters, the id’s first 30 hex digits back', () => {
    // 00 01 02 … 0e in base64url: AAECAwQFBgcICQoLDA0O.
    expect(tagSerialOf('000102030405060708090a0b0c0d0e0f')).toBe('AAECAwQFBgcICQoLDA0O');
    expect(qrTagIdPrefixOf('AAECAwQFBgcICQoLDA0O')).toBe('000102030405060708090a0b0c0d0e');
    fc.assert(
      fc.property(qrTagId, (tagId) => {
        const serial = tagSerialOf(tagId)!;
        expect(serial).toMatch(/^[A-Za-z0-9_-]{20}$/);
        expect(qrTagIdPrefixOf(serial)).toBe(tagId.slice(0, 30));
      }),
    );
  });

  it('makes a Digital Link the parser reads back to the same serial', () => {
    fc.assert(
      fc.property(qrTagId, (tagId) => {
        const serial = tagSerialOf(tagId)!;
        const built = buildDigitalLink({ base: 'https://tags.example.com', gtin: '09506000134352', serial });
        expect(built.ok).toBe(true);
        if (!built.ok) return;
        expect(built.value).toBe(`https://tags.example.com/01/09506000134352/21/${serial}`);
        const parsed = parseDigitalLink(built.value);
        expect(parsed.ok && parsed.value.serial).toBe(serial);
      }),
    );
  });

  it('has none for an id too long or with characters a serial would carry encoded, unless it is a QR id', () => {
    expect(tagSerialOf('x'.repeat(QUALIFIER_MAX_LENGTH + 1))).toBeUndefined();
    expect(tagSerialOf('tag 1')).toBeUndefined();
    expect(tagSerialOf('ABCDEF0123456789ABCDEF0123456789')).toBe(tagSerialOf('abcdef0123456789abcdef0123456789'));
  });

  it('reads no QR prefix from a serial of another form', () => {
    expect(qrTagIdPrefixOf('04DE5EC0000001')).toBeUndefined();
    expect(qrTagIdPrefixOf('AAECAwQFBgcICQoLDA0O=')).toBeUndefined();
    expect(qrTagIdPrefixOf('AAECAwQFBgcICQoLDA0.')).toBeUndefined();
  });
});
