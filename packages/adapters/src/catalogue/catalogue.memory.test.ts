import { describe, expect, it } from 'vitest';
import { CATALOGUE_IN_USE_ERROR, emptyCategoryInput, emptyProductLineInput, type PortError } from '@tagtrail/domain';
import { MemoryCategoryAdapter } from './category.memory';
import { MemoryProductLineAdapter } from './product-line.memory';

const query = { page: 0, rowsPerPage: 10, searchText: '' };

function catalogue() {
  // Each fake asks the other lazily, as the server's two tables answer each other.
  const lines: MemoryProductLineAdapter = new MemoryProductLineAdapter(undefined, {
    usedCodes: () => categories.usedCodes(),
  });
  const categories: MemoryCategoryAdapter = new MemoryCategoryAdapter(undefined, {
    productLineCodes: () => lines.codes(),
  });
  return { lines, categories };
}

describe('the in-memory catalogue, as the server answers', () => {
  it('creates a product line and a category used in it', async () => {
    const { lines, categories } = catalogue();
    await lines.create({ ...emptyProductLineInput, code: 'ROSE', description: 'Rosés', colour: '#F9A' });
    expect((await lines.filterOptions()).map((o) => o.code)).toContain('ROSE');
    const id = await categories.create({ ...emptyCategoryInput, description: 'Rosés', usage: ['ROSE'] });
    expect(await categories.get(id)).toMatchObject({ description: 'Rosés', usage: ['ROSE'] });
    expect((await categories.all()).map((o) => o.id)).toContain(id);
  });

  it('refuses a category used in an unknown line', async () => {
    const { categories } = catalogue();
    await expect(categories.create({ ...emptyCategoryInput, description: 'X', usage: ['NOPE'] })).rejects.toMatchObject(
      { status: 400, messageKey: 'PRODUCT_LINE_NOT_FOUND' },
    );
  });

  it('refuses with error 547 to remove a line in use or a category with children', async () => {
    const { lines, categories } = catalogue();
    const refusal = (await lines.remove(1).catch((error: unknown) => error)) as PortError;
    expect(refusal).toMatchObject({ code: CATALOGUE_IN_USE_ERROR, messageKey: 'PRODUCT_LINE_IN_USE' });
    await expect(categories.remove(1)).rejects.toMatchObject({ code: 547, messageKey: 'CATEGORY_IN_USE' });
    await categories.remove(5);
    expect((await categories.list(query)).records.map((row) => row.id)).not.toContain(5);
  });
});
