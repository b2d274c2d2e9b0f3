import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import { CategoryInputSchema, DEFAULT_CATEGORY_RELEVANCE, emptyCategoryInput } from './category.model';
import { normaliseCategory, validateCategory } from './category.rules';
import { INVALID_PRODUCT_LINE_CODE } from './product-line.rules';

describe('category rules (spec B §5)', () => {
  it('requires the description', () => {
    expect(validateCategory(emptyCategoryInput)).toEqual([{ key: REQUIRED_FIELD_MESSAGE, field: 'description' }]);
    expect(validateCategory({ ...emptyCategoryInput, description: '  ' })).toHaveLength(1);
    expect(validateCategory({ ...emptyCategoryInput, description: 'Wines' })).toEqual([]);
  });

  it('refuses a product-line code holding a comma, as usage is stored comma-separated', () => {
    expect(validateCategory({ ...emptyCategoryInput, description: 'Wines', usage: ['A,B'] })).toEqual([
      { key: INVALID_PRODUCT_LINE_CODE, field: 'usage' },
    ]);
  });

  it('starts with relevance 0, active, no usage and no segments', () => {
    expect(DEFAULT_CATEGORY_RELEVANCE).toBe(0);
    expect(v.parse(CategoryInputSchema, { description: 'Wines' })).toEqual({
      ...emptyCategoryInput,
      description: 'Wines',
    });
    expect(emptyCategoryInput).toMatchObject({
      relevance: 0,
      active: true,
      usage: [],
      segments: [],
      parentCategoryId: null,
    });
  });

  it('sends empty optional URL and message fields as null', () => {
    const out = normaliseCategory({
      ...emptyCategoryInput,
      description: 'Wines',
      imageUrl: ' ',
      shareMessage: '',
      videoLink: 'https://v',
    });
    expect(out.imageUrl).toBeNull();
    expect(out.shareMessage).toBeNull();
    expect(out.videoLink).toBe('https://v');
  });

  it('keeps each product line once and drops blank segments', () => {
    const out = normaliseCategory({
      ...emptyCategoryInput,
      description: ' Wines ',
      usage: ['RED', ' RED ', '', 'WHITE'],
      segments: [{ description: 'Premium ' }, { description: '  ' }],
    });
    expect(out.description).toBe('Wines');
    expect(out.usage).toEqual(['RED', 'WHITE']);
    expect(out.segments).toEqual([{ description: 'Premium' }]);
  });
});
