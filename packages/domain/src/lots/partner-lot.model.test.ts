import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDigitalLink } from '../gs1/digital-link';
import { qrTagIdPrefixOf, tagSerialOf } from '../gs1/tag-serial';
import {
  TAG_COUNT_DIGITS,
  canDownloadQrCodes,
  canEditPartnerLot,
  formatUsedOfTotal,
  partnerLotUsage,
  qrCodesFile,
  qrCodesFileName,
  readQrCodesFile,
  tagDigitalLink,
} from './partner-lot.model';

describe('used/total tag counts (spec A §2, spec B §3: each padded to 4 digits)', () => {
  it('pads both counts to 4 digits', () => {
    expect(TAG_COUNT_DIGITS).toBe(4);
    expect(formatUsedOfTotal(3, 100)).toBe('0003/0100');
    expect(formatUsedOfTotal(0, 0)).toBe('0000/0000');
  });

  it('keeps every digit of a count past 9999', () => {
    expect(formatUsedOfTotal(12345, 100000)).toBe('12345/100000');
  });

  it('shows a negative or broken count as 0 rather than a minus sign', () => {
    expect(formatUsedOfTotal(-1, Number.NaN)).toBe('0000/0000');
  });

  it('property: the text reads back as the two counts, each at least 4 digits', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (used, total) => {
        const text = formatUsedOfTotal(used, total);
        expect(text).toMatch(/^\d{4,}\/\d{4,}$/);
        expect(text.split('/').map(Number)).toEqual([used, total]);
      }),
    );
  });

  it('counts a partner lot’s used tags as those no longer available', () => {
    expect(partnerLotUsage({ totalTags: 100, availableTags: 97 })).toEqual({ used: 3, total: 100 });
  });
});

describe('partner lot actions (spec A §2)', () => {
  it('offers edit only when free tags remain and no product is assigned', () => {
    expect(canEditPartnerLot({ availableTags: 1, productId: null })).toBe(true);
    expect(canEditPartnerLot({ availableTags: 0, productId: null })).toBe(false);
    expect(canEditPartnerLot({ availableTags: 5, productId: 3 })).toBe(false);
  });

  it('enables the QR download only for type 2', () => {
    expect(canDownloadQrCodes({ type: 2 })).toBe(true);
    expect(canDownloadQrCodes({ type: 1 })).toBe(false);
  });

  it('saves the QR download as a .txt file, the Digital Link one named apart (issue 29 §4)', () => {
    expect(qrCodesFileName({ number: 'PO 12/3' })).toBe('PO_12_3.txt');
    expect(qrCodesFileName({ number: ' ' })).toBe('lot.txt');
    expect(qrCodesFileName({ number: 'PO 12/3' }, 'tagtrail')).toBe('PO_12_3.txt');
    expect(qrCodesFileName({ number: 'PO 12/3' }, 'gs1')).toBe('PO_12_3-gs1.txt');
  });
});

describe('the QR download as GS1 Digital Links (issue 29 §4)', () => {
  const site = 'https://tags.example.com/';
  const qrTagId = '0123456789abcdef0123456789abcdef';
  const gtin = '07898765000013';

  it('links a tag to its GTIN, its customer lot and its serial, read back by parseDigitalLink', () => {
    const link = tagDigitalLink(site, { tagId: qrTagId, gtin, lotNumber: 'S2026-01' });
    expect(link).toBe(`https://tags.example.com/01/${gtin}/10/S2026-01/21/${tagSerialOf(qrTagId)!}`);
    const parsed = parseDigitalLink(link!);
    expect(parsed.ok && parsed.value).toMatchObject({ gtin, lot: 'S2026-01', serial: tagSerialOf(qrTagId) });
    expect(qrTagIdPrefixOf(tagSerialOf(qrTagId)!)).toBe(qrTagId.slice(0, 30));
  });

  it('leaves AI 10 out for a tag in no customer lot, or in one whose number AI 10 may not hold', () => {
    const noLot = `https://tags.example.com/01/${gtin}/21/${tagSerialOf(qrTagId)!}`;
    expect(tagDigitalLink(site, { tagId: qrTagId, gtin, lotNumber: null })).toBe(noLot);
    expect(tagDigitalLink(site, { tagId: qrTagId, gtin, lotNumber: 'Safra 2026' })).toBe(noLot);
    expect(tagDigitalLink(site, { tagId: qrTagId, gtin, lotNumber: 'L'.repeat(21) })).toBe(noLot);
    expect(tagDigitalLink(site, { tagId: qrTagId, gtin, lotNumber: '' })).toBe(noLot);
  });

  it('has no Digital Link for a tag without GTIN, with an id no serial holds, or on a site no link can have', () => {
    expect(tagDigitalLink(site, { tagId: qrTagId, gtin: null, lotNumber: 'S1' })).toBeUndefined();
    expect(tagDigitalLink(site, { tagId: 'not a tag id of any kind, far too long', gtin, lotNumber: null })).toBe(
      undefined,
    );
    expect(tagDigitalLink('tags.example.com', { tagId: qrTagId, gtin, lotNumber: null })).toBeUndefined();
  });

  it('writes one line a tag in order, a /t/ link for each tag without a Digital Link, and counts the Digital Links', () => {
    const tags = [
      { tagId: qrTagId, gtin, lotNumber: 'S1' },
      { tagId: 'nfc 04:A1', gtin: null, lotNumber: null },
    ];
    expect(qrCodesFile(site, tags, 'gs1')).toEqual({
      text: `https://tags.example.com/01/${gtin}/10/S1/21/${tagSerialOf(qrTagId)!}\nhttps://tags.example.com/t/nfc%2004%3AA1\n`,
      tags: 2,
      digitalLinks: 1,
    });
    expect(qrCodesFile(site, tags, 'tagtrail')).toEqual({
      text: `https://tags.example.com/t/${qrTagId}\nhttps://tags.example.com/t/nfc%2004%3AA1\n`,
      tags: 2,
      digitalLinks: 0,
    });
  });

  it('reads a downloaded file back to the counts it was written with', () => {
    const tags = [
      { tagId: qrTagId, gtin, lotNumber: 'S1' },
      { tagId: 'nfc-1', gtin: null, lotNumber: null },
      { tagId: 'nfc-2', gtin, lotNumber: null },
    ];
    for (const format of ['gs1', 'tagtrail'] as const) {
      const file = qrCodesFile(site, tags, format);
      expect(readQrCodesFile(file.text, format)).toEqual(file);
    }
    expect(readQrCodesFile('', 'gs1')).toEqual({ text: '', tags: 0, digitalLinks: 0 });
  });

  it('property: every line of a gs1 file is its tag’s Digital Link or its /t/ link, and the count is of the first', () => {
    const tag = fc.record({
      tagId: fc.oneof(fc.stringMatching(/^[0-9a-f]{32}$/), fc.string({ maxLength: 40 })),
      gtin: fc.constantFrom(gtin, '00000000000000', null),
      lotNumber: fc.option(fc.string({ maxLength: 24 })),
    });
    fc.assert(
      fc.property(fc.array(tag, { maxLength: 8 }), (tags) => {
        const file = qrCodesFile(site, tags, 'gs1');
        expect(readQrCodesFile(file.text, 'gs1')).toEqual(file);
        const lines = file.text.split('\n').slice(0, -1);
        expect(lines).toHaveLength(tags.length);
        const links = lines.filter((line) => parseDigitalLink(line).ok);
        expect(file.digitalLinks).toBe(links.length);
        lines.forEach((line, index) => {
          const parsed = parseDigitalLink(line);
          if (parsed.ok) expect(parsed.value.serial).toBe(tagSerialOf(tags[index]!.tagId));
          else expect(line).toBe(`https://tags.example.com/t/${encodeURIComponent(tags[index]!.tagId)}`);
        });
      }),
    );
  });
});
