import { describe, expect, it } from 'vitest';
import {
  BUSINESS_RULE_ERROR,
  emptyProductInput,
  GTIN_TAKEN,
  normalizeGtin,
  REQUIRED_FIELD_MESSAGE,
} from '@tagtrail/domain';
import { demoProducts } from './product.demo';
import { MemoryProductAdapter } from './product.memory';

const query = { page: 0, rowsPerPage: 10, searchText: '' };
const filled = { ...emptyProductInput, code: 'NEW-1', name: 'Rosé Aurora', description: 'Rosé seco', categoryId: 4 };

describe('the in-memory products, as the server answers', () => {
  it('lists the demo products with their category, readings and no grade', async () => {
    const page = await new MemoryProductAdapter().list({ ...query, searchText: 'merlot' });
    expect(page).toEqual({
      records: [
        {
          id: 2,
          code: 'AUR-ME-2022',
          name: 'Aurora Merlot 2022',
          categoryDescription: 'Merlot',
          relevance: 7,
          grade: null,
          reads: 342,
        },
      ],
      total: 1,
    });
  });

  it('creates a product with blank optional fields as null, and offers it as an option', async () => {
    const products = new MemoryProductAdapter();
    const id = await products.create({ ...filled, shareMessage: '  ', videoLink: '' });
    expect(await products.get(id)).toMatchObject({ code: 'NEW-1', shareMessage: null, videoLink: null });
    expect(await products.options()).toContainEqual({ id, code: 'NEW-1', name: 'Rosé Aurora' });
  });

  it('refuses a product without code, name, description or category with 400', async () => {
    await expect(new MemoryProductAdapter().create(emptyProductInput)).rejects.toMatchObject({
      status: 400,
      messageKey: REQUIRED_FIELD_MESSAGE,
    });
  });

  it('refuses a category the customer does not have', async () => {
    await expect(new MemoryProductAdapter().create({ ...filled, categoryId: 99 })).rejects.toMatchObject({
      status: 400,
      messageKey: 'PRODUCT_CATEGORY_NOT_FOUND',
    });
  });

  it('gives each demo product a valid GTIN of its own, as the server stores it (issue 29 §1)', () => {
    const gtins = demoProducts.map((product) => product.gtin);
    for (const gtin of gtins) expect(gtin !== null && normalizeGtin(gtin)).toBe(gtin);
    expect(new Set(gtins).size).toBe(gtins.length);
  });

  it('refuses a GTIN another product carries, in any of its spellings, but lets a product keep its own', async () => {
    const products = new MemoryProductAdapter();
    const merlot = await products.get(2);
    await expect(products.create({ ...filled, gtin: '789 8765 00002 0' })).rejects.toMatchObject({
      status: 400,
      details: [{ field: 'gtin', key: GTIN_TAKEN }],
    });
    await expect(products.update(2, { ...merlot, name: 'Aurora Merlot 2023' })).resolves.toBe(2);
  });

  it('refuses with error 1 PRODUCT_IN_USE to remove a product lots name', async () => {
    const products = new MemoryProductAdapter(undefined, { inUseIds: [1] });
    await expect(products.remove(1)).rejects.toMatchObject({ code: BUSINESS_RULE_ERROR, messageKey: 'PRODUCT_IN_USE' });
    await products.remove(2);
    await expect(products.get(2)).rejects.toMatchObject({ status: 404 });
  });

  it("answers options() as the port's method, not hidden by the memory resource's settings", async () => {
    const products = new MemoryProductAdapter(undefined, { failOn: ['create'] });
    expect(typeof products.options).toBe('function');
    const options = await products.options();
    expect(options.map((option) => option.code)).toContain('AUR-ME-2022');
    await expect(products.create(filled)).rejects.toMatchObject({ status: 500 });
  });
});
