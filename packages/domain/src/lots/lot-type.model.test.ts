import { describe, expect, it } from 'vitest';
import { LOT_TYPE, MIN_LOT_QUANTITY, hasApplessOption, isLotType, lotTypeName } from './lot-type.model';

describe('lot types (spec A §9)', () => {
  it('has the codes 1 NFC and 2 QrCode', () => {
    expect(LOT_TYPE).toEqual({ nfc: 1, qrCode: 2 });
    expect(lotTypeName(1)).toBe('NFC');
    expect(lotTypeName(2)).toBe('QrCode');
  });

  it("names no other code: the list shows '-' for it", () => {
    expect(lotTypeName(0)).toBeUndefined();
    expect(lotTypeName(3)).toBeUndefined();
    expect(isLotType(3)).toBe(false);
    expect(isLotType(2)).toBe(true);
  });

  it('shows appless only for QrCode lots', () => {
    expect(hasApplessOption(LOT_TYPE.qrCode)).toBe(true);
    expect(hasApplessOption(LOT_TYPE.nfc)).toBe(false);
  });

  it('has a minimum lot quantity of 1', () => {
    expect(MIN_LOT_QUANTITY).toBe(1);
  });
});
