/** The two cards above the customer lot table (spec B §2 "Lot list", §3 "Lot totals"). */
import * as v from 'valibot';

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const LotTotalsSchema = v.object({
  /** Tags in the customer's lots not yet given a product. */
  availableTagsWithoutProduct: Count,
  availableTagsWithProduct: Count,
  availableTags: Count,
  totalLots: Count,
});
export type LotTotals = v.InferOutput<typeof LotTotalsSchema>;
