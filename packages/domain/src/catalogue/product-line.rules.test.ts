import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import { DEFAULT_PRODUCT_LINE_RELEVANCE, emptyProductLineInput, ProductLineInputSchema } from './product-line.model';
import {
  INVALID_COLOUR,
  INVALID_PRODUCT_LINE_CODE,
  normaliseProductLine,
  validateProductLine,
} from './product-line.rules';

const filled = { ...emptyProductLineInput, code: 'RED', description: 'Red wines' };

describe('product-line rules (spec B §5)', () => {
  it('requires description and code', () => {
    expect(validateProductLine(emptyProductLineInput)).toEqual([
      { key: REQUIRED_FIELD_MESSAGE, field: 'description' },
      { key: REQUIRED_FIELD_MESSAGE, field: 'code' },
    ]);
    expect(validateProductLine(filled)).toEqual([]);
  });

  it('refuses a code holding a comma, since categories store product-line codes comma-separated', () => {
    expect(validateProductLine({ ...filled, code: 'A,B' })).toEqual([
      { key: INVALID_PRODUCT_LINE_CODE, field: 'code' },
    ]);
  });

  it('takes the colour as hex, or none', () => {
    expect(validateProductLine({ ...filled, colour: '#0055b8' })).toEqual([]);
    expect(validateProductLine({ ...filled, colour: '#FFF' })).toEqual([]);
    expect(validateProductLine({ ...filled, colour: '' })).toEqual([]);
    expect(validateProductLine({ ...filled, colour: 'blue' })).toEqual([{ key: INVALID_COLOUR, field: 'colour' }]);
    expect(validateProductLine({ ...filled, colour: '#12345' })).toHaveLength(1);
  });

  it('property: every six-digit hex colour is accepted and sent in lower case', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), fc.boolean(), (n, upper) => {
        const hex = `#${n.toString(16).padStart(6, '0')}`;
        const colour = upper ? hex.toUpperCase() : hex;
        expect(validateProductLine({ ...filled, colour })).toEqual([]);
        expect(normaliseProductLine({ ...filled, colour }).colour).toBe(hex);
      }),
    );
  });

  it('starts with relevance 0', () => {
    expect(DEFAULT_PRODUCT_LINE_RELEVANCE).toBe(0);
    expect(v.parse(ProductLineInputSchema, { code: 'A', description: 'B' }).relevance).toBe(0);
  });

  it('sends empty optional fields as null and the colour in lower case', () => {
    const out = normaliseProductLine({ ...filled, code: ' RED ', imageUrl: '', link: ' ', colour: '#ABCDEF' });
    expect(out).toMatchObject({ code: 'RED', imageUrl: null, link: null, thumbnailUrl: null, colour: '#abcdef' });
    expect(normaliseProductLine({ ...filled, colour: '#FA0' }).colour).toBe('#ffaa00');
    expect(normaliseProductLine({ ...filled, colour: '  ' }).colour).toBeNull();
  });
});
