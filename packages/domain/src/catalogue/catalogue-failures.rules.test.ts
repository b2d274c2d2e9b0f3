import { describe, expect, it } from 'vitest';
import { CATALOGUE_IN_USE_ERROR, PortError } from '../shared/errors';
import { catalogueDeleteFailureKey, catalogueSaveFailureKey } from './catalogue-failures.rules';
import { CATEGORY_IN_USE } from './category.rules';
import { PRODUCT_LINE_IN_USE } from './product-line.rules';
import { PRODUCT_IN_USE } from './product.rules';

describe('catalogue delete failures (spec B §8)', () => {
  it('the in-use error for categories and product lines is 547', () => {
    expect(CATALOGUE_IN_USE_ERROR).toBe(547);
  });

  it('the server names a product, category or product line still in use with its own key', () => {
    expect([PRODUCT_IN_USE, CATEGORY_IN_USE, PRODUCT_LINE_IN_USE]).toEqual([
      'PRODUCT_IN_USE',
      'CATEGORY_IN_USE',
      'PRODUCT_LINE_IN_USE',
    ]);
  });

  it('a product delete answered with error 1 shows the translated server message', () => {
    expect(catalogueDeleteFailureKey('product', new PortError(409, 1, 'PRODUCT_IN_USE'))).toBe('PRODUCT_IN_USE');
  });

  it('a category or product-line delete answered with error 547 shows the translated server message', () => {
    expect(catalogueDeleteFailureKey('category', new PortError(409, 547, 'CATEGORY_IN_USE'))).toBe('CATEGORY_IN_USE');
    expect(catalogueDeleteFailureKey('productLine', new PortError(409, '547', 'PRODUCT_LINE_IN_USE'))).toBe(
      'PRODUCT_LINE_IN_USE',
    );
  });

  it("otherwise shows 'delete message error'", () => {
    expect(catalogueDeleteFailureKey('product', new PortError(409, 547, 'X'))).toBe('DELETE_MESSAGE_ERROR');
    expect(catalogueDeleteFailureKey('category', new PortError(409, 1, 'X'))).toBe('DELETE_MESSAGE_ERROR');
    expect(catalogueDeleteFailureKey('category', new PortError(547, 547, undefined))).toBe('DELETE_MESSAGE_ERROR');
    expect(catalogueDeleteFailureKey('product', new Error('network'))).toBe('DELETE_MESSAGE_ERROR');
  });
});

describe('catalogue save failures (spec B §8)', () => {
  it('a category or product-line save answered 400 shows the translated error code', () => {
    expect(catalogueSaveFailureKey('category', new PortError(400, 'VALIDATION', 'DUPLICATE_CODE'))).toBe(
      'DUPLICATE_CODE',
    );
    expect(catalogueSaveFailureKey('productLine', new PortError(400, 'VALIDATION', 'DUPLICATE_CODE'))).toBe(
      'DUPLICATE_CODE',
    );
  });

  it("a category or product-line save answered 500 shows 'save message error'", () => {
    expect(catalogueSaveFailureKey('category', new PortError(500, 'INTERNAL', 'INTERNAL'))).toBe('SAVE_MESSAGE_ERROR');
  });

  it("any product save failure shows 'save message error'", () => {
    expect(catalogueSaveFailureKey('product', new PortError(400, 'VALIDATION', 'DUPLICATE_CODE'))).toBe(
      'SAVE_MESSAGE_ERROR',
    );
    expect(catalogueSaveFailureKey('product', new Error('network'))).toBe('SAVE_MESSAGE_ERROR');
  });
});
