/** The three catalogue saves against small in-memory ports. */
import { describe, expect, it } from 'vitest';
import type { Page } from '../shared/paging';
import { REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import { emptyCategoryInput, type CategoryInput } from './category.model';
import type { CategoryPort } from './category.port';
import { emptyProductInput, type ProductInput } from './product.model';
import type { ProductPort } from './product.port';
import { emptyProductLineInput, type ProductLineInput } from './product-line.model';
import type { ProductLinePort } from './product-line.port';
import { saveCategory } from './save-category.use-case';
import { saveProduct } from './save-product.use-case';
import { saveProductLine } from './save-product-line.use-case';

/** An in-memory record port that keeps what was created and updated; creates answer ids from 100. */
function recorder<Input>() {
  const created: Input[] = [];
  const updated: [number, Input][] = [];
  const port = {
    create: async (input: Input) => {
      created.push(input);
      return 100 + created.length - 1;
    },
    update: async (id: number, input: Input) => {
      updated.push([id, input]);
      return id;
    },
    remove: async () => {},
    list: async (): Promise<Page<never>> => ({ records: [], total: 0 }),
    get: async (): Promise<never> => {
      throw new Error('not used');
    },
  };
  return { created, updated, port };
}

function fakeProducts() {
  const r = recorder<ProductInput>();
  const port: ProductPort = { ...r.port, options: async () => [] };
  return { ...r, port };
}
function fakeCategories() {
  const r = recorder<CategoryInput>();
  const port: CategoryPort = { ...r.port, all: async () => [] };
  return { ...r, port };
}
function fakeProductLines() {
  const r = recorder<ProductLineInput>();
  const port: ProductLinePort = { ...r.port, filterOptions: async () => [] };
  return { ...r, port };
}

describe('saveProduct', () => {
  const product: ProductInput = {
    ...emptyProductInput,
    code: ' P1 ',
    name: 'Wine',
    description: 'Red',
    categoryId: 2,
    shareUrl: '',
  };

  it('creates a new product, normalised, and answers its id', async () => {
    const fake = fakeProducts();
    expect(await saveProduct(fake.port, undefined, product)).toEqual({ ok: true, id: 100 });
    expect(fake.created[0]).toMatchObject({ code: 'P1', shareUrl: null });
  });

  it('updates an existing product', async () => {
    const fake = fakeProducts();
    expect(await saveProduct(fake.port, 7, product)).toEqual({ ok: true, id: 7 });
    expect(fake.updated[0]?.[0]).toBe(7);
  });

  it('sends nothing when a required field is empty', async () => {
    const fake = fakeProducts();
    const result = await saveProduct(fake.port, undefined, { ...product, categoryId: null });
    expect(result).toEqual({ ok: false, errors: [{ key: REQUIRED_FIELD_MESSAGE, field: 'categoryId' }] });
    expect(fake.created).toEqual([]);
  });
});

describe('saveCategory', () => {
  it('creates a category with its usage cleaned', async () => {
    const fake = fakeCategories();
    const result = await saveCategory(fake.port, undefined, {
      ...emptyCategoryInput,
      description: 'Wines',
      usage: ['A', 'A'],
    });
    expect(result).toEqual({ ok: true, id: 100 });
    expect(fake.created[0]?.usage).toEqual(['A']);
  });

  it('updates, and refuses a category without description', async () => {
    const fake = fakeCategories();
    expect(await saveCategory(fake.port, 3, { ...emptyCategoryInput, description: 'Wines' })).toEqual({
      ok: true,
      id: 3,
    });
    expect((await saveCategory(fake.port, 3, emptyCategoryInput)).ok).toBe(false);
    expect(fake.updated).toHaveLength(1);
  });
});

describe('saveProductLine', () => {
  it('creates a product line and refuses one without code', async () => {
    const fake = fakeProductLines();
    const input = { ...emptyProductLineInput, code: 'RED', description: 'Red', colour: '#ABC' };
    expect(await saveProductLine(fake.port, undefined, input)).toEqual({ ok: true, id: 100 });
    expect(fake.created[0]?.colour).toBe('#aabbcc');
    expect(await saveProductLine(fake.port, 4, { ...input, code: '' })).toEqual({
      ok: false,
      errors: [{ key: REQUIRED_FIELD_MESSAGE, field: 'code' }],
    });
    expect(await saveProductLine(fake.port, 4, input)).toEqual({ ok: true, id: 4 });
  });
});
