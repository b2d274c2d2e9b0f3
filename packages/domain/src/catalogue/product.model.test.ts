import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRODUCT_RELEVANCE,
  emptyProductInput,
  PRODUCT_NAME_DISPLAY_LIMIT,
  ProductInputSchema,
  ProductSchema,
  truncate,
} from './product.model';

describe('product model', () => {
  it('product relevance defaults to 0 (spec B §3, §9)', () => {
    expect(DEFAULT_PRODUCT_RELEVANCE).toBe(0);
    expect(emptyProductInput.relevance).toBe(0);
    const parsed = v.parse(ProductInputSchema, { code: 'A1', name: 'Wine', description: 'Red', categoryId: 2 });
    expect(parsed.relevance).toBe(0);
  });

  it('a new product starts active, with no partner lot, no category and every optional field null', () => {
    expect(emptyProductInput).toMatchObject({
      active: true,
      partnerLotLinked: false,
      categoryId: null,
      measure: null,
      unitsPerPackage: null,
      manualImageUrl: null,
      manualLink: null,
      videoImageUrl: null,
      videoLink: null,
      shareUrl: null,
      shareMessage: null,
      gtin: null,
    });
    expect(v.is(ProductInputSchema, emptyProductInput)).toBe(true);
  });

  it('a stored product without a thumbnail or customer reads them as null', () => {
    const parsed = v.parse(ProductSchema, { id: 1, code: 'A', name: 'N', description: 'D', categoryId: 1 });
    expect(parsed.thumbId).toBeNull();
    expect(parsed.customerId).toBeNull();
    expect(parsed.gtin).toBeNull();
  });
});

describe('truncate (spec B §2, §9: product name cut at 100 characters)', () => {
  it('the limit is 100 characters', () => {
    expect(PRODUCT_NAME_DISPLAY_LIMIT).toBe(100);
  });

  it('leaves a name of 100 characters alone', () => {
    const name = 'x'.repeat(100);
    expect(truncate(name)).toBe(name);
  });

  it('cuts a name of 101 characters to 100, ending with an ellipsis', () => {
    const cut = truncate('x'.repeat(101));
    expect(cut).toHaveLength(100);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.slice(0, 99)).toBe('x'.repeat(99));
  });

  it('never splits a surrogate pair', () => {
    const cut = truncate('a'.repeat(98) + '😀😀😀');
    expect(cut).toBe('a'.repeat(98) + '…');
  });

  it('property: truncate never exceeds 100 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300, size: 'max' }), (text) => {
        expect(truncate(text).length).toBeLessThanOrEqual(PRODUCT_NAME_DISPLAY_LIMIT);
      }),
    );
  });

  it('property: text within the limit is unchanged, longer text keeps its start', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 250, size: 'max' }), (text) => {
        const cut = truncate(text);
        if (text.length <= PRODUCT_NAME_DISPLAY_LIMIT) expect(cut).toBe(text);
        else expect(text.startsWith(cut.slice(0, -1))).toBe(true);
      }),
    );
  });
});
