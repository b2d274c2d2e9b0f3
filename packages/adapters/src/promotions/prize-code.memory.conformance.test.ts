/**
 * The point of sale's conformance suite (prize-code.conformance.ts) run against the memory adapters: two tills and the
 * customer area's promotions over one store of prize codes, as the server keeps one table for them all.
 */
import { describePointOfSaleRedemptionConformance } from './prize-code.conformance';
import { MemoryPointOfSaleRedemptionAdapter, MemoryPrizeCodes } from './prize-code.memory';
import { MemoryPromotionAdapter } from './promotion.memory';

const PRIZE = 'Caixa com 6 vinhos Reserva';
const CODES = ['HX4K9R2TMW7PQ', 'QJ7N3VX8CK2DZ', 'T9WF6PZ4RB3MY', 'ZC8H2MK5VN9WA', 'B6RTY3QE8XJ5N', 'W2GX7HD9FP4KS'];

describePointOfSaleRedemptionConformance('memory', async () => {
  const openPrizes = [...CODES, 'K7MQ9XTR4WHPA', 'R3VZ8NCK6GJDE'].map((code) => ({
    code,
    promotionId: 7,
    prize: PRIZE,
  }));
  const store = new MemoryPrizeCodes(openPrizes.map((p) => ({ ...p, withdrawnAt: null, withdrawal: null })));
  return {
    till: new MemoryPointOfSaleRedemptionAdapter(store),
    otherTill: new MemoryPointOfSaleRedemptionAdapter(store),
    customerArea: new MemoryPromotionAdapter([], { prizeCodes: store, winners: [] }),
    openPrizes,
    // The fake holds one customer's codes: another's is one it does not have.
    foreignCode: 'W5HB2PFY7QMSN',
  };
});
