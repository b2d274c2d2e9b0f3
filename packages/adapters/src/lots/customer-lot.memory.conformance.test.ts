/** The customer lot port's conformance cases (customer-lot.conformance.ts) run against the memory adapter. */
import type { ProductOption } from '@tagtrail/domain';
import {
  CONFORMANCE_OPTION_PRODUCTS,
  CONFORMANCE_PARTNER_LOTS,
  conformanceTagId,
  describeCustomerLotConformance,
} from './customer-lot.conformance';
import { MemoryCustomerLotAdapter } from './customer-lot.memory';

const products: readonly [ProductOption, ProductOption] = [
  { id: 41, code: 'CONF-CAB', name: 'Cabernet Conformidade' },
  { id: 42, code: 'CONF-MER', name: 'Merlot Sereno Conformidade' },
];

const optionProducts = CONFORMANCE_OPTION_PRODUCTS.map((product, index): ProductOption => ({
  id: 43 + index,
  ...product,
}));

describeCustomerLotConformance('memory', async () => {
  const port = new MemoryCustomerLotAdapter([], {
    products: [...products, ...optionProducts],
    tagsByLot: {},
    subLots: [],
    availablePartnerLots: CONFORMANCE_PARTNER_LOTS.map((lot, index) => {
      const product = lot.product === null ? null : products[lot.product];
      return {
        partnerLotId: 901 + index,
        number: lot.number,
        createdAt: lot.createdAt,
        totalTags: lot.size,
        productName: product?.name ?? null,
        productId: product?.id ?? null,
        tagIds: Array.from({ length: lot.size }, (_tag, sequence) => conformanceTagId(lot.number, sequence + 1)),
      };
    }),
  });
  return {
    port,
    // The memory adapter's lots are all of customer 1's.
    world: { customerId: 1, products, foreignProductId: 77 },
    partnerLotIds: CONFORMANCE_PARTNER_LOTS.map((_lot, index) => 901 + index),
    optionProductIds: optionProducts.map((product) => product.id),
    useElsewhere: async (id) => port.recordReading(id),
    readTagOf: async (id) => port.recordReading(id),
  };
});
