import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import { emptyAdminLotInput, type AdminLotInput } from './admin-lot.model';
import { adminLotToSave, validateAdminLot } from './admin-lot.rules';
import { LOT_TYPE } from './lot-type.model';
import {
  INVALID_SDM_MODE,
  SDM_KEY_ALL_ZERO,
  SDM_KEY_NOT_HEX,
  SECURE_LOT_NOT_NFC,
  isSecureLotInput,
  sdmKeyError,
  secureLotToSave,
  validateSecureLot,
} from './secure-lot.rules';

const META = '00112233445566778899aabbccddeeff';
const MASTER = 'F0E1D2C3B4A5968778695A4B3C2D1E0F';
const nfcLot: AdminLotInput = { ...emptyAdminLotInput, partnerId: 1, number: 'PO-1', quantity: 2, type: LOT_TYPE.nfc };
const file = { name: 'tags.csv', mediaType: 'text/csv' };

describe('secure NFC lots (issue 27 §3)', () => {
  it('accepts an NFC lot in AES or LRP with pasted keys, or with keys left for the server to make', () => {
    for (const sdmMode of ['AES', 'LRP'] as const) {
      expect(validateSecureLot({ ...nfcLot, sdmMode, sdmMetaReadKey: META, sdmMasterKey: MASTER })).toEqual([]);
      expect(validateSecureLot({ ...nfcLot, sdmMode, sdmMetaReadKey: '', sdmMasterKey: '' })).toEqual([]);
      expect(validateSecureLot({ ...nfcLot, sdmMode })).toEqual([]);
    }
  });

  it('says nothing of a lot that asks for no secure tags', () => {
    expect(isSecureLotInput(nfcLot)).toBe(false);
    expect(validateSecureLot({ ...nfcLot, type: LOT_TYPE.qrCode, sdmMetaReadKey: ' ', sdmMasterKey: '' })).toEqual([]);
  });

  it('refuses a QrCode lot with secure tags: secure tags are NFC chips', () => {
    expect(validateSecureLot({ ...nfcLot, type: LOT_TYPE.qrCode, sdmMode: 'AES' })).toEqual([
      { key: SECURE_LOT_NOT_NFC, field: 'sdmMode' },
    ]);
  });

  it('asks for the mode once a key is typed, and refuses a mode other than AES or LRP', () => {
    expect(validateSecureLot({ ...nfcLot, sdmMetaReadKey: META })).toEqual([
      { key: REQUIRED_FIELD_MESSAGE, field: 'sdmMode' },
    ]);
    expect(validateSecureLot({ ...nfcLot, sdmMode: 'DES' as 'AES' })).toEqual([
      { key: INVALID_SDM_MODE, field: 'sdmMode' },
    ]);
  });

  it('refuses a key that is not 32 hex digits, on its own field', () => {
    expect(
      validateSecureLot({ ...nfcLot, sdmMode: 'AES', sdmMetaReadKey: META.slice(1), sdmMasterKey: `${MASTER}00` }),
    ).toEqual([
      { key: SDM_KEY_NOT_HEX, field: 'sdmMetaReadKey', params: { digits: 32 } },
      { key: SDM_KEY_NOT_HEX, field: 'sdmMasterKey', params: { digits: 32 } },
    ]);
    expect(sdmKeyError(`${META.slice(0, 31)}g`)).toBe(SDM_KEY_NOT_HEX);
    expect(sdmKeyError(`00 11 22 33 44 55 66 77 88 99 aa bb cc dd ee ff`)).toBe(SDM_KEY_NOT_HEX);
  });

  it("refuses the all-zero key: every chip's factory key is no secret", () => {
    expect(validateSecureLot({ ...nfcLot, sdmMode: 'LRP', sdmMetaReadKey: '0'.repeat(32), sdmMasterKey: '' })).toEqual([
      { key: SDM_KEY_ALL_ZERO, field: 'sdmMetaReadKey' },
    ]);
  });

  it('is part of the admin lot form on creation, and not on edit', () => {
    const secure = { ...nfcLot, type: LOT_TYPE.qrCode, sdmMode: 'AES' as const };
    expect(validateAdminLot(secure, null)).toEqual([{ key: SECURE_LOT_NOT_NFC, field: 'sdmMode' }]);
    expect(validateAdminLot({ ...nfcLot, sdmMode: 'AES', sdmMasterKey: 'x' }, file)).toEqual([
      { key: SDM_KEY_NOT_HEX, field: 'sdmMasterKey', params: { digits: 32 } },
    ]);
    expect(validateAdminLot(secure, null, { number: 'PO-1', type: LOT_TYPE.qrCode, quantity: 2 })).toEqual([]);
  });

  it('sends keys trimmed and in upper case, and no secure part when none was asked for', () => {
    expect(secureLotToSave({ sdmMode: 'AES', sdmMetaReadKey: ` ${META} ` })).toEqual({
      sdmMode: 'AES',
      sdmMetaReadKey: META.toUpperCase(),
      sdmMasterKey: '',
    });
    expect(adminLotToSave({ ...nfcLot, sdmMetaReadKey: '', sdmMasterKey: '' })).toEqual(nfcLot);
    expect(Object.keys(adminLotToSave(nfcLot))).not.toContain('sdmMode');
  });

  it('property: a key passes exactly when it is 32 hex digits, any case, not all zero', () => {
    const hexDigit = fc.constantFrom(...'0123456789abcdefABCDEF');
    const anyText = fc.oneof(
      fc.string({ minLength: 1, maxLength: 40, size: 'max' }),
      fc.array(hexDigit, { minLength: 1, maxLength: 40, size: 'max' }).map((digits) => digits.join('')),
      // A well-formed key is drawn as often as the rest, spaces around it or not.
      fc
        .tuple(fc.constantFrom('', ' ', '\t'), fc.array(hexDigit, { minLength: 32, maxLength: 32 }))
        .map(([space, digits]) => `${space}${digits.join('')}${space}`),
    );
    fc.assert(
      fc.property(anyText, (text) => {
        const key = text.trim();
        const wellFormed = /^[0-9a-fA-F]{32}$/.test(key) && !/^0+$/.test(key);
        expect(sdmKeyError(text) === undefined).toBe(wellFormed || key === '');
      }),
    );
  });
});
