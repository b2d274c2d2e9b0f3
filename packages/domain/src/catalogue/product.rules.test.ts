import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GTIN_BAD_CHECK_DIGIT, GTIN_INVALID_LENGTH, GTIN_NOT_DIGITS } from '../gs1/gtin.rules';
import { FIELD_TOO_LONG, REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import {
  emptyProductInput,
  PRODUCT_CODE_MAX,
  PRODUCT_MEASURE_MAX,
  PRODUCT_NAME_MAX,
  type ProductInput,
} from './product.model';
import { normaliseProduct, PRODUCT_REQUIRED_FIELDS, validateProduct } from './product.rules';

const filled: ProductInput = {
  ...emptyProductInput,
  code: 'P-1',
  name: 'Wine',
  description: 'Red wine',
  categoryId: 3,
};

describe('product rules (spec B §5)', () => {
  it('accepts a product with code, name, description and category', () => {
    expect(validateProduct(filled)).toEqual([]);
  });

  it('requires code, name, description and category', () => {
    expect(PRODUCT_REQUIRED_FIELDS).toEqual(['code', 'name', 'description', 'categoryId']);
    expect(validateProduct(emptyProductInput)).toEqual([
      { key: REQUIRED_FIELD_MESSAGE, field: 'code' },
      { key: REQUIRED_FIELD_MESSAGE, field: 'name' },
      { key: REQUIRED_FIELD_MESSAGE, field: 'description' },
      { key: REQUIRED_FIELD_MESSAGE, field: 'categoryId' },
    ]);
  });

  it('treats white space as empty', () => {
    expect(validateProduct({ ...filled, name: '   ' })).toEqual([{ key: REQUIRED_FIELD_MESSAGE, field: 'name' }]);
  });

  it('refuses a code, name or measure longer than its column, and takes one exactly as long', () => {
    const long = { code: 'C'.repeat(PRODUCT_CODE_MAX + 1), name: 'N'.repeat(PRODUCT_NAME_MAX + 1) };
    expect(validateProduct({ ...filled, ...long, measure: 'M'.repeat(PRODUCT_MEASURE_MAX + 1) })).toEqual([
      { key: FIELD_TOO_LONG, field: 'code', params: { max: PRODUCT_CODE_MAX } },
      { key: FIELD_TOO_LONG, field: 'name', params: { max: PRODUCT_NAME_MAX } },
      { key: FIELD_TOO_LONG, field: 'measure', params: { max: PRODUCT_MEASURE_MAX } },
    ]);
    expect(
      validateProduct({ ...filled, code: 'C'.repeat(PRODUCT_CODE_MAX), measure: 'M'.repeat(PRODUCT_MEASURE_MAX) }),
    ).toEqual([]);
  });

  it('does not require the optional fields', () => {
    expect(validateProduct({ ...filled, measure: null, shareUrl: null, unitsPerPackage: null, gtin: null })).toEqual(
      [],
    );
  });

  it('refuses a GTIN that is not 8, 12, 13 or 14 digits ending in its check digit, on the gtin field (issue 29 §1)', () => {
    expect(validateProduct({ ...filled, gtin: '7891234A' })).toEqual([{ key: GTIN_NOT_DIGITS, field: 'gtin' }]);
    expect(validateProduct({ ...filled, gtin: '1234567' })).toEqual([
      { key: GTIN_INVALID_LENGTH, field: 'gtin', params: { lengths: '8, 12, 13, 14' } },
    ]);
    // GS1 Digital Link's example product 9506000134352, its last digit changed.
    expect(validateProduct({ ...filled, gtin: '9506000134353' })).toEqual([
      { key: GTIN_BAD_CHECK_DIGIT, field: 'gtin' },
    ]);
  });

  it('takes a GTIN of any of its lengths, grouped by spaces as printed under a barcode, or none', () => {
    for (const gtin of ['96385074', '036000291452', '9 506000 134352', '09506000134352', '', '  '])
      expect(validateProduct({ ...filled, gtin }), gtin).toEqual([]);
  });

  it('sends a GTIN as its 14 digits, and a blank one as null', () => {
    expect(normaliseProduct({ ...filled, gtin: ' 9 506000 134352 ' }).gtin).toBe('09506000134352');
    expect(normaliseProduct({ ...filled, gtin: '96385074' }).gtin).toBe('00000096385074');
    expect(normaliseProduct({ ...filled, gtin: '10614141000415' }).gtin).toBe('10614141000415');
    expect(normaliseProduct({ ...filled, gtin: '  ' }).gtin).toBeNull();
    expect(normaliseProduct({ ...filled, gtin: null }).gtin).toBeNull();
  });

  it('sends empty optional URL and message fields as null', () => {
    const out = normaliseProduct({
      ...filled,
      manualImageUrl: '',
      manualLink: ' ',
      videoImageUrl: '',
      videoLink: '',
      shareUrl: '',
      shareMessage: '  ',
      measure: '',
    });
    expect(out).toMatchObject({
      manualImageUrl: null,
      manualLink: null,
      videoImageUrl: null,
      videoLink: null,
      shareUrl: null,
      shareMessage: null,
      measure: null,
    });
  });

  it('keeps filled optional fields and trims the required ones', () => {
    const out = normaliseProduct({
      ...filled,
      code: ' P-1 ',
      videoLink: 'https://v.example/1',
      shareMessage: 'Try it',
    });
    expect(out.code).toBe('P-1');
    expect(out.videoLink).toBe('https://v.example/1');
    expect(out.shareMessage).toBe('Try it');
    expect(out.relevance).toBe(filled.relevance);
  });

  it('property: a valid product stays valid once normalised, and normalising twice changes nothing', () => {
    const text = fc.string({ minLength: 1 }).filter((s) => s.trim() !== '');
    // An optional link is a web address, blank or missing.
    const optional = fc.option(fc.oneof(fc.webUrl(), fc.constant('  '), fc.constant('')), { nil: null });
    fc.assert(
      fc.property(
        text,
        text,
        text,
        fc.integer({ min: 1, max: 1000 }),
        optional,
        optional,
        (code, name, description, categoryId, shareUrl, videoLink) => {
          const input: ProductInput = {
            ...emptyProductInput,
            code,
            name,
            description,
            categoryId,
            shareUrl,
            videoLink,
          };
          const once = normaliseProduct(input);
          expect(validateProduct(once)).toEqual([]);
          expect(normaliseProduct(once)).toEqual(once);
          expect(once.shareUrl === null || once.shareUrl.trim() !== '').toBe(true);
        },
      ),
    );
  });
});
