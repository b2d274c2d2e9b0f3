/** The reading map's conformance cases (reading-search.conformance.ts) run against the memory adapter. */
import type { MemoryMapReading } from './reading-search.memory';
import {
  CONFORMANCE_MAP_CATEGORIES,
  CONFORMANCE_MAP_PRODUCTS,
  CONFORMANCE_MAP_TAGS,
  conformanceMapReading,
  describeReadingSearchConformance,
} from './reading-search.conformance';
import { MemoryTagAdapter } from './tag.memory';

describeReadingSearchConformance('memory', async () => {
  const categoryIds = CONFORMANCE_MAP_CATEGORIES.map((_name, index) => 71 + index);
  const productIds = CONFORMANCE_MAP_PRODUCTS.map((_product, index) => 81 + index);
  const productIndex = (name: string | null) => CONFORMANCE_MAP_PRODUCTS.findIndex((one) => one.name === name);
  const categoryIdOf = (category: string | null) =>
    category === null ? null : (categoryIds[CONFORMANCE_MAP_CATEGORIES.indexOf(category)] ?? null);
  // The customer's adapter holds its own readings alone, as row-level security shows them, each with what the server
  // joins to it: its product (the customer lot's, else the partner lot's) and that product's category.
  const readings = CONFORMANCE_MAP_TAGS.flatMap((tag) =>
    tag.readings.map((one): MemoryMapReading => {
      const shown = conformanceMapReading(tag, one);
      const product = CONFORMANCE_MAP_PRODUCTS[productIndex(shown.productName)];
      return {
        ...shown,
        productId: productIds[productIndex(shown.productName)] ?? null,
        categoryId: categoryIdOf(product?.category ?? null),
        country: one.country,
        region: one.region,
        city: one.city,
      };
    }),
  );
  const port = new MemoryTagAdapter([], {
    readingMap: {
      categories: CONFORMANCE_MAP_CATEGORIES.map((name, index) => ({ id: categoryIds[index] as number, name })),
      products: CONFORMANCE_MAP_PRODUCTS.map(({ name }, index) => ({ id: productIds[index] as number, name })),
      readings,
    },
  });
  return { port, categoryIds, productIds };
});
