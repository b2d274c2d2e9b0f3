/** The product port's conformance cases (product.conformance.ts) run against the memory adapter of customer 1. */
import { describeProductConformance } from './product.conformance';
import { MemoryProductAdapter } from './product.memory';

describeProductConformance('memory', async () => {
  const categories = [
    { id: 1, description: 'Prod Tintos' },
    { id: 2, description: 'Prod Espumantes' },
    { id: 3, description: 'Prod Brancos' },
  ] as const;
  const inUseIds: number[] = [];
  const port = new MemoryProductAdapter([], {
    categories: () => new Map(categories.map((category) => [category.id, category.description])),
    reads: {},
    inUseIds,
  });
  return {
    port,
    // The adapter holds one customer's products: no other customer's GTIN is in it to refuse.
    world: { customerId: 1, categories, foreignCategoryId: 99, foreignGtin: '96385074' },
    useElsewhere: async (id) => {
      inUseIds.push(id);
    },
  };
});
