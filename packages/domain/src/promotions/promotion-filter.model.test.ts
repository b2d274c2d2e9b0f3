import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { PromotionReadingFilterSchema, readingFilterFor } from './promotion-filter.model';
import type { Promotion } from './promotion.model';

const storedPromotion: Promotion = {
  id: 7,
  customerId: 1,
  description: 'Summer draw',
  createdAt: '2026-01-02T10:00:00.000Z',
  startDate: '2026-01-10',
  endDate: '2026-02-10',
  random: false,
  prize: 'A bicycle',
  rulesManualUrl: '',
  imageUrl: '',
  winnersCount: 3,
  drawType: 2,
  entryRule: 1,
  status: 1,
  relevance: 0,
  products: [{ id: 1, promotionId: 7, productId: 11 }],
  countries: [{ id: 2, promotionId: 7, name: 'BR' }],
  states: [{ id: 3, promotionId: 7, name: 'SP' }],
  cities: [{ id: 4, promotionId: 7, name: 'Campinas' }],
};

describe('readingFilterFor', () => {
  it("sends the promotion's id, winners count, products, places and period", () => {
    expect(readingFilterFor(storedPromotion)).toEqual({
      promotionId: 7,
      quantity: 3,
      productIds: [11],
      categoryIds: [],
      countries: ['BR'],
      states: ['SP'],
      cities: ['Campinas'],
      startDate: '2026-01-10',
      endDate: '2026-02-10',
    });
  });

  it('gives a filter its schema accepts', () => {
    expect(v.safeParse(PromotionReadingFilterSchema, readingFilterFor(storedPromotion)).success).toBe(true);
  });
});
