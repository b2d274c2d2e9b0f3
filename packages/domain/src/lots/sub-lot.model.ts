/** Sub-lots: the share of a partner lot linked to a customer lot (spec B §3 "Sub-lot"). */
import * as v from 'valibot';
import { InstantSchema } from '../shared/dates';

const Id = v.pipe(v.number(), v.integer());
const Sequence = v.pipe(v.number(), v.integer(), v.minValue(0));

export const SubLotSchema = v.object({
  customerLotId: Id,
  subLotId: Id,
  partnerLotNumber: v.string(),
  linkedAt: InstantSchema,
  /** Tag ids at either end of the range; null when the whole lot is used. */
  startTag: v.nullable(v.string()),
  endTag: v.nullable(v.string()),
  startSequence: Sequence,
  endSequence: Sequence,
});
export type SubLot = v.InferOutput<typeof SubLotSchema>;

/** spec B §3: sequence bounds both 0 mean the whole partner lot is used. */
export function usesWholeLot(subLot: Pick<SubLot, 'startSequence' | 'endSequence'>): boolean {
  return subLot.startSequence === 0 && subLot.endSequence === 0;
}
