import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import {
  LOT_FILE_ACCEPT,
  emptyAdminLotInput,
  lotFileUpload,
  type AdminLotInput,
  type FileContent,
  type LotFileInfo,
} from './admin-lot.model';
import {
  INVALID_FILE_TYPE,
  INVALID_LOT_TYPE,
  LOT_NUMBER_LOCKED,
  QUANTITY_BELOW_MINIMUM,
  QUANTITY_NOT_INTEGER,
  REQUIRED_FILE,
  adminLotToSave,
  isLotFile,
  validateAdminLot,
} from './admin-lot.rules';
import { LOT_TYPE } from './lot-type.model';

const qrLot: AdminLotInput = {
  ...emptyAdminLotInput,
  partnerId: 1,
  number: 'PO-1',
  quantity: 100,
  type: LOT_TYPE.qrCode,
};
const nfcLot: AdminLotInput = { ...qrLot, type: LOT_TYPE.nfc };
const csv: LotFileInfo = { name: 'tags.csv', mediaType: 'text/csv' };

describe('admin lot rules (spec A §5)', () => {
  it('accepts a complete QrCode lot without a file', () => {
    expect(validateAdminLot(qrLot, null)).toEqual([]);
  });

  it('requires the partner, the order number and the quantity', () => {
    expect(validateAdminLot({ ...qrLot, partnerId: null, number: ' ', quantity: null }, null)).toEqual([
      { key: REQUIRED_FIELD_MESSAGE, field: 'partnerId' },
      { key: REQUIRED_FIELD_MESSAGE, field: 'number' },
      { key: REQUIRED_FIELD_MESSAGE, field: 'quantity' },
    ]);
  });

  it('does not require customer or product: the partner assigns a customer later', () => {
    expect(validateAdminLot({ ...qrLot, customerId: null, productId: null }, null)).toEqual([]);
  });

  it('refuses a quantity below the minimum of 1', () => {
    expect(validateAdminLot({ ...qrLot, quantity: 0 }, null)).toEqual([
      { key: QUANTITY_BELOW_MINIMUM, field: 'quantity', params: { min: 1 } },
    ]);
    expect(validateAdminLot({ ...qrLot, quantity: 1 }, null)).toEqual([]);
  });

  it('refuses a quantity that is not an integer', () => {
    expect(validateAdminLot({ ...qrLot, quantity: 2.5 }, null)).toEqual([
      { key: QUANTITY_NOT_INTEGER, field: 'quantity' },
    ]);
  });

  it('refuses a type other than 1 NFC or 2 QrCode', () => {
    expect(validateAdminLot({ ...qrLot, type: 3 as AdminLotInput['type'] }, null)).toEqual([
      { key: INVALID_LOT_TYPE, field: 'type' },
    ]);
  });

  it("requires a file for an NFC lot ('required file')", () => {
    expect(validateAdminLot(nfcLot, null)).toEqual([{ key: REQUIRED_FILE, field: 'file' }]);
    expect(REQUIRED_FILE).toBe('REQUIRED_FILE');
    expect(validateAdminLot(nfcLot, csv)).toEqual([]);
  });

  it('refuses a file that is neither .csv, .txt nor plain text', () => {
    expect(validateAdminLot(nfcLot, { name: 'tags.xlsx', mediaType: 'application/vnd.ms-excel' })).toEqual([
      { key: INVALID_FILE_TYPE, field: 'file' },
    ]);
  });

  it('on edit, keeps the order number locked and asks for no file', () => {
    expect(validateAdminLot(nfcLot, null, { number: 'PO-1' })).toEqual([]);
    expect(validateAdminLot({ ...nfcLot, number: 'PO-2' }, null, { number: 'PO-1' })).toEqual([
      { key: LOT_NUMBER_LOCKED, field: 'number' },
    ]);
  });
});

describe('the tag file type (spec A §5, §9: csv, txt, plain text)', () => {
  it.each([
    ['tags.csv', ''],
    ['TAGS.TXT', ''],
    ['tags.csv', 'application/vnd.ms-excel'],
    ['tags', 'text/plain'],
    ['tags.dat', 'text/plain; charset=utf-8'],
    ['export', 'text/csv'],
  ])('accepts %s (%s)', (name, mediaType) => {
    expect(isLotFile({ name, mediaType })).toBe(true);
  });

  it.each([
    ['tags.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['tags.csv.zip', 'application/zip'],
    ['csv', ''],
    ['tags.pdf', 'application/pdf'],
  ])('refuses %s (%s)', (name, mediaType) => {
    expect(isLotFile({ name, mediaType })).toBe(false);
  });

  it('checks a chosen browser file by its name and media type, without reading it', () => {
    const chosen = (name: string, type: string): FileContent => ({
      name,
      type,
      size: 30_000_000,
      arrayBuffer: () => Promise.reject(new Error('the rules never read the content')),
    });
    expect(lotFileUpload(chosen('tags.txt', ''))).toMatchObject({ name: 'tags.txt', mediaType: '', size: 30_000_000 });
    expect(validateAdminLot(nfcLot, lotFileUpload(chosen('tags.txt', '')))).toEqual([]);
    expect(validateAdminLot(nfcLot, lotFileUpload(chosen('export', 'text/csv')))).toEqual([]);
    expect(validateAdminLot(nfcLot, lotFileUpload(chosen('tags.xlsx', 'application/vnd.ms-excel')))).toEqual([
      { key: INVALID_FILE_TYPE, field: 'file' },
    ]);
  });

  it('offers the same list to the file input', () => {
    expect(LOT_FILE_ACCEPT).toBe('.csv,.txt,text/plain,text/csv');
  });
});

describe('what an admin lot sends', () => {
  it('sends appless only for QrCode lots, and the number trimmed', () => {
    expect(adminLotToSave({ ...nfcLot, appless: true, number: ' PO-1 ' })).toMatchObject({
      appless: false,
      number: 'PO-1',
    });
    expect(adminLotToSave({ ...qrLot, appless: true }).appless).toBe(true);
  });
});

describe('admin lot rules: properties', () => {
  it('property: a quantity passes exactly when it is an integer of at least 1', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -5, max: 1_000_000 }), fc.double({ noNaN: false })), (quantity) => {
        const errors = validateAdminLot({ ...qrLot, quantity }, null);
        expect(errors.length === 0).toBe(Number.isInteger(quantity) && quantity >= 1);
      }),
    );
  });
});
