/**
 * The promotion port's conformance suite (promotion.conformance.ts) run against the memory adapter: the cases the
 * server passes (apps/api/test/promotion-conformance.test.ts), over a customer of two demo products whose readings
 * and blocked devices are arrays the adapter reads afresh on every call.
 */
import { localDateOf } from '@tagtrail/domain';
import { describePromotionConformance } from './promotion.conformance';
import type { DemoPromotionReading } from './promotion.demo';
import { MemoryPromotionAdapter } from './promotion.memory';

const DAY_MS = 86_400_000;
const products = [
  { id: 11, name: 'Cabernet' },
  { id: 12, name: 'Merlot' },
] as const;

describePromotionConformance('memory', async () => {
  const readings: DemoPromotionReading[] = [];
  const blocked: string[] = [];
  const promotions = new MemoryPromotionAdapter([], { readings, blocked, products, winners: [], owners: {} });
  return {
    promotions,
    customerId: 1,
    productIds: [products[0].id, products[1].id],
    foreignProductId: 99,
    async read(rows) {
      for (const row of rows)
        readings.push({
          deviceId: row.device,
          tagId: row.product * 100 + row.tag,
          productId: products[row.product].id,
          categoryId: null,
          country: row.country,
          state: row.state,
          city: row.city,
          date: localDateOf(new Date(Date.now() - row.daysAgo * DAY_MS)),
        });
    },
    async block(device) {
      blocked.push(device);
    },
    // The fake keeps devices as the staff see them.
    shownAs: async (device) => device,
    prizeCodes: async (promotionId) => promotions.prizeCodesOf(promotionId),
    settle: async () => undefined,
  };
});
