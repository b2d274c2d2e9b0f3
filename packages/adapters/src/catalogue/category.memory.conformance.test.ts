/**
 * The category port's conformance cases (category.conformance.ts) run against the memory adapter, over the customer's
 * two product lines and one category outside the cases.
 */
import { emptyCategoryInput } from '@tagtrail/domain';
import { describeCategoryConformance } from './category.conformance';
import { MemoryCategoryAdapter } from './category.memory';

describeCategoryConformance('memory', async () => {
  const parent = { ...emptyCategoryInput, id: 1, description: 'Categoria mãe' };
  const port = new MemoryCategoryAdapter([parent], { productLineCodes: () => ['LN-A', 'LN-B'] });
  return {
    port,
    world: { productLineCodes: ['LN-A', 'LN-B'], parentCategoryId: parent.id, foreignCategoryId: 99 },
    // A child category keeps its parent in use.
    useElsewhere: async (id) => {
      await port.create({ ...emptyCategoryInput, description: `Filha de ${id}`, parentCategoryId: id });
    },
  };
});
