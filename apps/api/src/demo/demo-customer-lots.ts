/**
 * Demo customer lots: each demo lot that went to a product is cut into the manufacturer's own lots (spec B §3), one
 * sub-lot each taking a run of its tags, and the rest left free, so the partner's used/total column and the customer
 * lots behind it show real numbers. One lot per partner lot is in a situation other than available (recall,
 * overdue, lost in turn), dated; some have an undefined expiry. Dates follow the clock, as the lots' own.
 */
import { and, between, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customerLots, customerSubLots, tags } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DemoLotWithProduct {
  readonly id: number;
  readonly customerId: number;
  readonly productId: number;
  readonly number: string;
  readonly quantity: number;
  readonly createdAt: Date;
}

/** The share of a partner lot each customer lot takes, in order: about 70% used, the rest free. */
const SHARES = [0.4, 0.2, 0.1] as const;
/** Situations other than available, one per partner lot in turn (spec B §4). */
const OTHER_SITUATIONS = [1, 5, 9] as const;

const day = (instant: number) => new Date(instant).toISOString().slice(0, 10);

export async function seedDemoCustomerLots(db: Database, lots: readonly DemoLotWithProduct[]): Promise<number> {
  let made = 0;
  for (const [lotIndex, lot] of lots.entries()) {
    let nextSequence = 1;
    for (const [shareIndex, share] of SHARES.entries()) {
      const count = Math.max(1, Math.floor(lot.quantity * share));
      const first = nextSequence;
      const last = Math.min(lot.quantity, first + count - 1);
      nextSequence = last + 1;
      const made_ = lot.createdAt.getTime() + (shareIndex + 1) * 3 * DAY_MS;
      const special = shareIndex === SHARES.length - 1;
      const status = special ? (OTHER_SITUATIONS[lotIndex % OTHER_SITUATIONS.length] ?? 0) : 0;
      await insertDemoCustomerLot(db, {
        customerId: lot.customerId,
        productId: lot.productId,
        number: `L${lot.number.slice(-4)}-${String.fromCharCode(65 + shareIndex)}`,
        manufactureDate: day(made_),
        releaseDate: day(made_ + 2 * DAY_MS),
        // Every other partner lot's second customer lot keeps an undefined expiry.
        expiryDate: shareIndex === 1 && lotIndex % 2 === 0 ? null : day(made_ + 540 * DAY_MS),
        status,
        statusDate: status === 0 ? null : day(made_ + 20 * DAY_MS),
        partnerLotId: lot.id,
        firstSequence: first,
        lastSequence: last,
      });
      made++;
    }
  }
  return made;
}

/** One customer lot and its one sub-lot: the run of the partner lot's tags it takes. */
export interface DemoCustomerLot {
  readonly customerId: number;
  readonly productId: number;
  readonly number: string;
  readonly manufactureDate: string;
  readonly releaseDate: string;
  readonly expiryDate: string | null;
  /** ISO 3166-1 alpha-2 codes; none or empty: sold anywhere. */
  readonly markets?: readonly string[];
  readonly status: number;
  readonly statusDate: string | null;
  readonly partnerLotId: number;
  readonly firstSequence: number;
  readonly lastSequence: number;
}

/** The customer lot, its sub-lot and its tags' link to it; its id. */
export async function insertDemoCustomerLot(db: Database, lot: DemoCustomerLot): Promise<number> {
  const { partnerLotId, firstSequence, lastSequence, markets, ...values } = lot;
  const [customerLot] = await db
    .insert(customerLots)
    .values({ ...values, markets: [...(markets ?? [])] })
    .returning({ id: customerLots.id });
  if (customerLot === undefined) throw new Error('insert into customer_lots returned no id');
  await db.insert(customerSubLots).values({
    customerId: values.customerId,
    customerLotId: customerLot.id,
    partnerLotId,
    startSequence: firstSequence,
    endSequence: lastSequence,
  });
  await db
    .update(tags)
    .set({ customerLotId: customerLot.id, customerLotCustomerId: values.customerId })
    .where(and(eq(tags.partnerLotId, partnerLotId), between(tags.sequence, firstSequence, lastSequence)));
  return customerLot.id;
}
