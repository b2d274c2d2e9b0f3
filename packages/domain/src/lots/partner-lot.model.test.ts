import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TAG_COUNT_DIGITS,
  canDownloadQrCodes,
  canEditPartnerLot,
  formatUsedOfTotal,
  partnerLotUsage,
  qrCodesFileName,
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

  it('saves the QR download as a .txt file', () => {
    expect(qrCodesFileName({ number: 'PO 12/3' })).toBe('PO_12_3.txt');
    expect(qrCodesFileName({ number: ' ' })).toBe('lot.txt');
  });
});
