import { describe, expect, it } from 'vitest';
import { createI18n, isKnownMessage } from '../i18n/i18n';
import {
  BUSINESS_RULE_ERROR,
  CUSTOMER_NOT_OF_PARTNER,
  FIELD_TOO_LONG,
  FILE_NOT_UTF8,
  INVALID_CHARACTER,
  INVALID_FILE_TYPE,
  INVALID_LOT_TYPE,
  LOT_HAS_READINGS,
  LOT_NUMBER_EXISTS,
  LOT_NUMBER_LOCKED,
  LOT_QUANTITY_LOCKED,
  LOT_TYPE_LOCKED,
  PARTNER_NOT_FOUND,
  PASSWORD_TOO_SHORT,
  PortError,
  PRODUCT_NOT_OF_CUSTOMER,
  QUANTITY_ABOVE_MAXIMUM,
  QUANTITY_BELOW_MINIMUM,
  QUANTITY_MISMATCH,
  QUANTITY_NOT_INTEGER,
  REQUIRED_FILE,
  TAG_FILE_INVALID,
  TAG_FILE_PROBLEM,
  TAG_ID_EXISTS,
  USERNAME_TAKEN,
} from '@tagtrail/domain';
import { checkTagFile, CHECK_SLICE_BYTES, tagLineCount } from './tag-file-check';
import { formatFileSize } from './file-size';
import { describeLine, describeProblem, refusalFromCheck, refusalFromError } from './tag-file-refusal';

const bytes = (text: string) => new TextEncoder().encode(text);
/** What the check reads of a File, over bytes. */
const source = (data: Uint8Array) => ({
  size: data.byteLength,
  slice: (start = 0, end = data.byteLength) => ({
    arrayBuffer: async () => data.slice(start, end).buffer as ArrayBuffer,
  }),
});

describe('the quick check of a tag file', () => {
  it('counts the tags and finds the bad lines, as the server would', async () => {
    const check = await checkTagFile(source(bytes('04A1;KEY-1\n;KEY-2\n04A3;KEY-3\n04a1;KEY-4\n\n')));
    expect(check.kind).toBe('read');
    if (check.kind !== 'read') return;
    expect(tagLineCount(check.summary)).toBe(4);
    expect(check.summary.badLines).toEqual([
      { key: 'MISSING_FIELD', line: 2, field: 'tagId' },
      { key: 'DUPLICATE_TAG_ID', line: 4, field: 'tagId', params: { firstLine: 1 } },
    ]);
  });

  it('reads a file bigger than one slice, with a character split between slices', async () => {
    const line = 'ÉÉ;chave-visual\n';
    const lines = Math.ceil((CHECK_SLICE_BYTES * 1.5) / bytes(line).byteLength);
    const text = Array.from({ length: lines }, (_, i) => `${i}${line}`).join('');
    const check = await checkTagFile(source(bytes(text)));
    expect(check.kind === 'read' && check.summary.goodCount).toBe(lines);
  });

  it('says when the file is not UTF-8 text', async () => {
    const utf16 = new Uint8Array([0xff, 0xfe, 0x30, 0x00, 0x34, 0x00, 0xd8]);
    expect(await checkTagFile(source(utf16))).toEqual({ kind: 'notUtf8' });
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(checkTagFile(source(bytes('a;b\n')), controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('a refused tag file', () => {
  const t = createI18n('en').t;

  it("reads the server's details: the true count, each bad line, the quantity", () => {
    const error = new PortError(400, 'VALIDATION', 'TAG_FILE_INVALID', [
      { field: 'file', key: 'TAG_FILE_INVALID', params: { badLineCount: 250, listedBadLines: 2, lineCount: 900 } },
      { field: 'quantity', key: 'QUANTITY_MISMATCH', params: { expected: 900, actual: 899 } },
      { line: 12, field: 'tagId', key: 'MISSING_FIELD' },
      { line: 30, field: 'tagId', key: 'TAG_ID_EXISTS' },
    ]);
    const refusal = refusalFromError(error);
    expect(refusal?.badLineCount).toBe(250);
    expect(refusal?.lines.map((line) => describeLine(t, line))).toEqual([
      'Line 12: the tag id is missing',
      'Line 30: a tag with this id already exists',
    ]);
    expect(refusal?.problems.map((problem) => describeProblem(t, problem))).toEqual([
      'The quantity is 900, but the file holds 899 tags.',
    ]);
  });

  it('is no refusal of the file when the server refused something else', () => {
    expect(refusalFromError(new PortError(409, BUSINESS_RULE_ERROR, 'LOT_HAS_READINGS'))).toBeUndefined();
    expect(
      refusalFromError(
        new PortError(400, 'VALIDATION', 'LOT_NUMBER_EXISTS', [{ field: 'number', key: 'LOT_NUMBER_EXISTS' }]),
      ),
    ).toBeUndefined();
    expect(refusalFromError(new Error('network'))).toBeUndefined();
  });

  it('says each line problem in words, with its parameters', () => {
    const say = (key: string, field?: string, params?: Record<string, number>) =>
      describeLine(t, { line: 3, key, ...(field ? { field } : {}), ...(params ? { params } : {}) });
    expect(say('MISSING_FIELD', 'visualKey')).toBe('Line 3: the visual key is missing');
    expect(say('DUPLICATE_TAG_ID', 'tagId', { firstLine: 1 })).toBe('Line 3: the tag id repeats line 1');
    expect(say('TOO_LONG', 'tagId', { max: 64 })).toBe('Line 3: the tag id is longer than 64 characters');
    expect(say('TOO_MANY_FIELDS', undefined, { fields: 3 })).toBe(
      'Line 3: 3 fields where two are expected (tag id;visual key)',
    );
    expect(say('SOMETHING_NEW')).toBe('Line 3: the line was refused');
  });

  it("turns the browser's check into the same refusal, with the quantity compared", async () => {
    const check = await checkTagFile(source(bytes('a;1\nb;2\nc;3\n')));
    expect(refusalFromCheck(check, 3)).toBeUndefined();
    expect(refusalFromCheck(check, null)).toBeUndefined();
    expect(refusalFromCheck(check, 5)?.problems).toEqual([
      { key: 'QUANTITY_MISMATCH', params: { expected: 5, actual: 3 } },
    ]);
    expect(refusalFromCheck({ kind: 'notUtf8' }, 3)?.problems).toEqual([{ key: 'FILE_NOT_UTF8' }]);
  });
});

describe('the words for what the lot and user calls refuse', () => {
  it('knows every key the admin lot rules, the server and the partner user calls send', () => {
    const keys = [
      REQUIRED_FILE,
      INVALID_FILE_TYPE,
      QUANTITY_NOT_INTEGER,
      QUANTITY_BELOW_MINIMUM,
      QUANTITY_ABOVE_MAXIMUM,
      FIELD_TOO_LONG,
      LOT_NUMBER_LOCKED,
      INVALID_LOT_TYPE,
      TAG_FILE_INVALID,
      QUANTITY_MISMATCH,
      TAG_ID_EXISTS,
      FILE_NOT_UTF8,
      LOT_NUMBER_EXISTS,
      LOT_TYPE_LOCKED,
      LOT_QUANTITY_LOCKED,
      LOT_HAS_READINGS,
      PARTNER_NOT_FOUND,
      CUSTOMER_NOT_OF_PARTNER,
      PRODUCT_NOT_OF_CUSTOMER,
      USERNAME_TAKEN,
      PASSWORD_TOO_SHORT,
    ];
    expect(keys.filter((key) => !isKnownMessage(key))).toEqual([]);
  });

  it('says every tag file problem the parser finds in its own words, in every language', () => {
    for (const language of ['en', 'pt', 'es'] as const) {
      const say = createI18n(language).t;
      const other = describeLine(say, { line: 1, key: 'NO_SUCH_PROBLEM' });
      for (const key of [...Object.values(TAG_FILE_PROBLEM), TAG_ID_EXISTS, INVALID_CHARACTER])
        expect(describeLine(say, { line: 1, key, field: 'tagId' }), `${language} ${key}`).not.toBe(other);
    }
  });

  it("says the spec's messages", () => {
    const t = createI18n('en').t;
    expect(t('messages.REQUIRED_FILE')).toBe('required file');
    expect(t('messages.LOADING_DATA_ERROR')).toBe('loading data error');
    expect(t('messages.LOT_HAS_READINGS')).toBe('You can not delete a order with readings!');
    expect(t('lots.undefinedPartner')).toBe('undefined');
    expect([t('form.yes'), t('form.no'), t('lots.nfc'), t('lots.qrCode')]).toEqual(['yes', 'no', 'NFC', 'QrCode']);
  });
});

describe('file sizes', () => {
  it('reads as bytes, KB or MB in the reader’s language', () => {
    expect(formatFileSize(512, 'en')).toBe('512 B');
    expect(formatFileSize(1536, 'en')).toBe('1.5 KB');
    expect(formatFileSize(31_457_280, 'pt')).toBe('30 MB');
    expect(formatFileSize(1_572_864, 'pt')).toBe('1,5 MB');
  });
});
