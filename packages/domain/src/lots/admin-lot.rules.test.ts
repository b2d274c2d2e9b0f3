import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_TOO_LONG, REQUIRED_FIELD_MESSAGE } from '../shared/errors';
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
  LOT_NUMBER_MAX_LENGTH,
  LOT_QUANTITY_LOCKED,
  LOT_TYPE_LOCKED,
  QUANTITY_ABOVE_MAXIMUM,
  QUANTITY_BELOW_MINIMUM,
  QUANTITY_MISMATCH,
  QUANTITY_NOT_INTEGER,
  REQUIRED_FILE,
  TAG_FILE_INVALID,
  adminLotRemovalErrors,
  adminLotToSave,
  isLotFile,
  tagFileReadout,
  tagFileRefusal,
  validateAdminLot,
  type TagFileReadout,
} from './admin-lot.rules';
import { LOT_TYPE, MAX_LOT_QUANTITY } from './lot-type.model';
import { TAG_FILE_PROBLEM, TagFileParser } from './tag-file.parser';

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

  it('refuses a quantity above the maximum of a million tags', () => {
    expect(MAX_LOT_QUANTITY).toBe(1_000_000);
    expect(validateAdminLot({ ...qrLot, quantity: 1_000_001 }, null)).toEqual([
      { key: QUANTITY_ABOVE_MAXIMUM, field: 'quantity', params: { max: 1_000_000 } },
    ]);
    expect(validateAdminLot({ ...qrLot, quantity: 1_000_000 }, null)).toEqual([]);
  });

  it('refuses an order number longer than its 50 characters', () => {
    expect(validateAdminLot({ ...qrLot, number: 'P'.repeat(LOT_NUMBER_MAX_LENGTH + 1) }, null)).toEqual([
      { key: FIELD_TOO_LONG, field: 'number', params: { max: 50 } },
    ]);
    expect(validateAdminLot({ ...qrLot, number: ` ${'P'.repeat(LOT_NUMBER_MAX_LENGTH)} ` }, null)).toEqual([]);
  });

  it('on edit, keeps the order number locked and asks for no file', () => {
    const stored = { number: 'PO-1', type: LOT_TYPE.nfc, quantity: 100 };
    expect(validateAdminLot(nfcLot, null, stored)).toEqual([]);
    expect(validateAdminLot({ ...nfcLot, number: 'PO-2' }, null, stored)).toEqual([
      { key: LOT_NUMBER_LOCKED, field: 'number' },
    ]);
  });

  it('on edit, keeps the type the tags were made for', () => {
    const stored = { number: 'PO-1', type: LOT_TYPE.qrCode, quantity: 100 };
    expect(validateAdminLot(qrLot, null, stored)).toEqual([]);
    expect(validateAdminLot(nfcLot, null, stored)).toEqual([{ key: LOT_TYPE_LOCKED, field: 'type' }]);
  });

  it('on edit, keeps the quantity: the number of tags the lot holds', () => {
    const stored = { number: 'PO-1', type: LOT_TYPE.qrCode, quantity: 100 };
    expect(validateAdminLot({ ...qrLot, quantity: 101 }, null, stored)).toEqual([
      { key: LOT_QUANTITY_LOCKED, field: 'quantity' },
    ]);
    // A blank quantity is a required field, not a change.
    expect(validateAdminLot({ ...qrLot, quantity: null }, null, stored)).toEqual([
      { key: REQUIRED_FIELD_MESSAGE, field: 'quantity' },
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
  it('property: a quantity passes exactly when it is an integer from 1 to MAX_LOT_QUANTITY', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -5, max: 2_000_000 }), fc.double({ noNaN: false })), (quantity) => {
        const errors = validateAdminLot({ ...qrLot, quantity }, null);
        expect(errors.length === 0).toBe(Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_LOT_QUANTITY);
      }),
    );
  });

  it('property: any quantity from 1 to MAX_LOT_QUANTITY passes, any above fails with QUANTITY_ABOVE_MAXIMUM', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_LOT_QUANTITY }), (quantity) => {
        expect(validateAdminLot({ ...qrLot, quantity }, null)).toEqual([]);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: MAX_LOT_QUANTITY + 1, max: Number.MAX_SAFE_INTEGER }), (quantity) => {
        expect(validateAdminLot({ ...qrLot, quantity }, null)).toEqual([
          { key: QUANTITY_ABOVE_MAXIMUM, field: 'quantity', params: { max: MAX_LOT_QUANTITY } },
        ]);
      }),
    );
  });

  it('property: on edit, any change of order number, type or quantity is refused, and keeping them all passes', () => {
    const stored = { number: qrLot.number, type: qrLot.type, quantity: qrLot.quantity ?? 0 };
    fc.assert(
      fc.property(
        // Each value kept as often as changed, so the lot kept whole is drawn too.
        fc.oneof(
          fc.constant(stored.number),
          fc.string({ minLength: 1, maxLength: 20 }).filter((number) => number.trim() !== ''),
        ),
        fc.constantFrom(LOT_TYPE.nfc, LOT_TYPE.qrCode),
        fc.oneof(fc.constant(stored.quantity), fc.integer({ min: 1, max: MAX_LOT_QUANTITY })),
        (number, type, quantity) => {
          const keys = validateAdminLot({ ...qrLot, number, type, quantity }, null, stored).map((e) => e.key);
          expect(keys.includes(LOT_NUMBER_LOCKED)).toBe(number.trim() !== stored.number);
          expect(keys.includes(LOT_TYPE_LOCKED)).toBe(type !== stored.type);
          expect(keys.includes(LOT_QUANTITY_LOCKED)).toBe(quantity !== stored.quantity);
        },
      ),
    );
  });
});

describe('a refused tag file: its details, in order', () => {
  const readout = (text: string): TagFileReadout => {
    const parser = new TagFileParser(() => undefined);
    parser.feed(text);
    return tagFileReadout(parser.end());
  };

  it('answers nothing for a good file of as many tags as the quantity', () => {
    expect(tagFileRefusal(readout('A;1\nB;2\n'), 2)).toEqual([]);
  });

  it('heads a file with bad lines with TAG_FILE_INVALID and the true count, then lists each bad line', () => {
    expect(tagFileRefusal(readout('A;1\nB\n\nA;3\n'), 3)).toEqual([
      { key: TAG_FILE_INVALID, field: 'file', params: { badLineCount: 2, listedBadLines: 2, lineCount: 4 } },
      { line: 2, key: TAG_FILE_PROBLEM.missingField, field: 'visualKey' },
      { line: 4, key: TAG_FILE_PROBLEM.duplicateTagId, field: 'tagId', params: { firstLine: 1 } },
    ]);
  });

  it('says QUANTITY_MISMATCH, with the expected and actual counts, when the quantity differs from the tags', () => {
    expect(tagFileRefusal(readout('A;1\nB;2\n'), 3)).toEqual([
      { key: QUANTITY_MISMATCH, field: 'quantity', params: { expected: 3, actual: 2 } },
    ]);
  });

  it('puts the summary first, the mismatch second and the lines after, whoever listed them', () => {
    const refusal = tagFileRefusal(
      { tagLineCount: 1, badLineCount: 3, lineCount: 9, badLines: [{ line: 7, key: 'TAG_ID_EXISTS', field: 'tagId' }] },
      2,
    );
    expect(refusal.map((detail) => detail.key)).toEqual([TAG_FILE_INVALID, QUANTITY_MISMATCH, 'TAG_ID_EXISTS']);
    expect(refusal[0]?.params).toEqual({ badLineCount: 3, listedBadLines: 1, lineCount: 9 });
  });
});

describe('deleting an admin lot (spec A §8)', () => {
  it("refuses a lot whose tags have been read ('You can not delete a order with readings!')", () => {
    expect(adminLotRemovalErrors({ hasReadings: true })).toEqual([{ key: 'LOT_HAS_READINGS' }]);
  });

  it('allows a lot none of whose tags has been read', () => {
    expect(adminLotRemovalErrors({ hasReadings: false })).toEqual([]);
  });
});
