/**
 * What a promotion may be limited to (spec B §3 "Promotion filter options") and the reading filter that
 * processing sends (spec B §3 "Reading filter used for processing", §7 processar/reprocessar).
 */
import * as v from 'valibot';
import { LocalDateSchema } from '../shared/dates';
import { WinnersCountSchema, type Promotion } from './promotion.model';

const Id = v.pipe(v.number(), v.integer());

export const PromotionProductOptionSchema = v.object({ id: Id, name: v.string() });
export type PromotionProductOption = v.InferOutput<typeof PromotionProductOptionSchema>;

/** A country, state or city to pick: `value` identifies it (and is what a promotion keeps as the location's name). */
export const PromotionLocationOptionSchema = v.object({ value: v.string(), description: v.string(), id: Id });
export type PromotionLocationOption = v.InferOutput<typeof PromotionLocationOptionSchema>;

export const PromotionFilterOptionsSchema = v.object({
  products: v.array(PromotionProductOptionSchema),
  countries: v.array(PromotionLocationOptionSchema),
  states: v.array(PromotionLocationOptionSchema),
  cities: v.array(PromotionLocationOptionSchema),
});
export type PromotionFilterOptions = v.InferOutput<typeof PromotionFilterOptionsSchema>;

/**
 * The readings a promotion draws from. The spec calls every list an "id list"; products and categories are
 * numeric ids, while countries, states and cities are identified by their filter option's `value` — the only
 * identifier a promotion keeps for them. An empty list does not limit.
 */
export const PromotionReadingFilterSchema = v.object({
  promotionId: Id,
  /** How many winners to pick. */
  quantity: WinnersCountSchema,
  productIds: v.array(Id),
  categoryIds: v.array(Id),
  countries: v.array(v.string()),
  states: v.array(v.string()),
  cities: v.array(v.string()),
  startDate: LocalDateSchema,
  endDate: LocalDateSchema,
});
export type PromotionReadingFilter = v.InferOutput<typeof PromotionReadingFilterSchema>;

/** The reading filter of a stored promotion: its products, places, period and winners count. A promotion has no categories. */
export function readingFilterFor(promotion: Promotion): PromotionReadingFilter {
  return {
    promotionId: promotion.id,
    quantity: promotion.winnersCount,
    productIds: promotion.products.map((p) => p.productId),
    categoryIds: [],
    countries: promotion.countries.map((c) => c.name),
    states: promotion.states.map((s) => s.name),
    cities: promotion.cities.map((c) => c.name),
    startDate: promotion.startDate,
    endDate: promotion.endDate,
  };
}
