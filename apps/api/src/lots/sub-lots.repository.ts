/**
 * The calling customer's sub-lots in SQL (spec B §3 "Sub-lot", §7; issue 11 §3): the partner lots given to it that
 * still have free tags, the sub-lots of one of its lots, linking a range of a partner lot's tags to a lot (the tags
 * then belong to it: tags.customer_lot_id) and unlinking it. Row-level security shows the customer only the partner
 * lots given to it and the sub-lots of its own lots; every statement also names the caller's customer (issue 30 §2:
 * a sharded database routes by that filter, not by the policy).
 */
import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  validateSubLotRange,
  validateSubLotUnlink,
  type AvailablePartnerLot,
  type Page,
  type RuleError,
  type SequenceRange,
  type SubLot,
} from '@tagtrail/domain';
import type { Database } from '../db/client';
import { containsText, orderOf, readPage, textOrder, type SortedPageQuery } from '../db/paging';
import { products, tags } from '../db/schema';
import { customerLots, customerSubLots, partnerLots } from './lots.schema';

export type AvailablePartnerLotSort = 'createdAt' | 'number' | 'productName';
export type SubLotSort = 'linkedAt';

const AVAILABLE_SORT: Readonly<Record<AvailablePartnerLotSort, SQL>> = {
  createdAt: sql`${partnerLots.createdAt}`,
  number: textOrder(partnerLots.number),
  productName: textOrder(products.name),
};

/** A partner lot with at least one tag no customer lot has taken. */
const hasFreeTags = sql`exists (select 1 from tags t
  where t.partner_lot_id = ${sql.raw('"partner_lots"."id"')} and t.customer_lot_id is null)`;

/** The tags of a partner lot a stored range covers (0/0: all of them). */
function rangeTags(partnerLotId: number, range: SequenceRange): SQL | undefined {
  const whole = range.startSequence === 0 && range.endSequence === 0;
  return and(
    eq(tags.partnerLotId, partnerLotId),
    whole ? undefined : sql`${tags.sequence} between ${range.startSequence} and ${range.endSequence}`,
  );
}

/**
 * Holds, for the request's transaction, the lock under which sub-lots of one partner lot are cut: links to the lot
 * queue behind each other, and behind a partner deciding whether the lot may change hands (partner-lots.routes.ts).
 * An advisory lock: a customer may not lock the partner's row.
 */
export async function lockPartnerLotSubLots(db: Database, partnerLotId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('partner_lot_sub_lots'), ${partnerLotId})`);
}

export type SubLotAdding = { kind: 'added' } | { kind: 'refused'; errors: RuleError[] } | { kind: 'not-found' };
export type SubLotRemoval = { kind: 'removed' } | { kind: 'refused'; refusal: RuleError } | { kind: 'not-found' };

/** The caller's customer's sub-lots: `customerId` is the signed-in customer's, never one a request names. */
export function subLotRepository(db: Database, customerId: number) {
  const customerLot = (id: number) => and(eq(customerLots.customerId, customerId), eq(customerLots.id, id));
  const givenPartnerLots = eq(partnerLots.customerId, customerId);
  const ofCustomer = eq(customerSubLots.customerId, customerId);
  return {
    async availablePartnerLots(
      query: SortedPageQuery<AvailablePartnerLotSort>,
      productId: number | undefined,
    ): Promise<Page<AvailablePartnerLot>> {
      const where = and(
        givenPartnerLots,
        hasFreeTags,
        productId === undefined ? undefined : eq(partnerLots.productId, productId),
        containsText(query.search, partnerLots.number, products.name),
      );
      const order = orderOf(query.direction);
      const page = await readPage(
        query,
        db
          .select({ total: count() })
          .from(partnerLots)
          .leftJoin(products, eq(products.id, partnerLots.productId))
          .where(where),
        ({ limit, offset }) =>
          db
            .select({
              partnerLotId: partnerLots.id,
              number: partnerLots.number,
              createdAt: partnerLots.createdAt,
              totalTags: partnerLots.quantity,
              productName: products.name,
            })
            .from(partnerLots)
            .leftJoin(products, eq(products.id, partnerLots.productId))
            .where(where)
            .orderBy(order(AVAILABLE_SORT[query.sort]), order(partnerLots.id))
            .limit(limit)
            .offset(offset),
      );
      return { ...page, records: page.records.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    },

    /** The sub-lots of one of the customer's lots, oldest first; undefined when the lot is not one it has. */
    async subLotsOf(customerLotId: number, query: SortedPageQuery<SubLotSort>): Promise<Page<SubLot> | undefined> {
      const [lot] = await db.select({ id: customerLots.id }).from(customerLots).where(customerLot(customerLotId));
      if (lot === undefined) return undefined;
      const where = and(
        ofCustomer,
        eq(customerSubLots.customerLotId, customerLotId),
        containsText(query.search, partnerLots.number),
      );
      const tagAt = (sequence: SQL) =>
        sql<string | null>`(select t.tag_id from tags t
          where t.partner_lot_id = ${customerSubLots.partnerLotId} and t.sequence = ${sequence})`;
      const whole = sql`(${customerSubLots.startSequence} = 0 and ${customerSubLots.endSequence} = 0)`;
      return readPage(
        query,
        db
          .select({ total: count() })
          .from(customerSubLots)
          .innerJoin(partnerLots, eq(partnerLots.id, customerSubLots.partnerLotId))
          .where(where),
        async ({ limit, offset }) => {
          const rows = await db
            .select({
              customerLotId: customerSubLots.customerLotId,
              subLotId: customerSubLots.id,
              partnerLotNumber: partnerLots.number,
              linkedAt: customerSubLots.createdAt,
              startTag: sql<
                string | null
              >`case when ${whole} then null else ${tagAt(sql`${customerSubLots.startSequence}`)} end`,
              endTag: sql<
                string | null
              >`case when ${whole} then null else ${tagAt(sql`${customerSubLots.endSequence}`)} end`,
              startSequence: customerSubLots.startSequence,
              endSequence: customerSubLots.endSequence,
            })
            .from(customerSubLots)
            .innerJoin(partnerLots, eq(partnerLots.id, customerSubLots.partnerLotId))
            .where(where)
            .orderBy(orderOf(query.direction)(customerSubLots.createdAt), asc(customerSubLots.id))
            .limit(limit)
            .offset(offset);
          return rows.map((row) => ({ ...row, linkedAt: row.linkedAt.toISOString() }));
        },
      );
    },

    /**
     * Links a range of a partner lot given to the customer to one of its lots, and its tags to the lot. Two links
     * to one partner lot at once would each see the other's tags free: they queue on lockPartnerLotSubLots.
     */
    async add(customerLotId: number, partnerLotId: number, range: SequenceRange): Promise<SubLotAdding> {
      const [lot] = await db.select({ id: customerLots.id }).from(customerLots).where(customerLot(customerLotId));
      if (lot === undefined) return { kind: 'not-found' };
      await lockPartnerLotSubLots(db, partnerLotId);
      const [partnerLot] = await db
        .select({ id: partnerLots.id, size: partnerLots.quantity })
        .from(partnerLots)
        .where(and(givenPartnerLots, eq(partnerLots.id, partnerLotId)));
      // Another customer's partner lot is as unknown as a missing one.
      if (partnerLot === undefined) return { kind: 'not-found' };
      const others = await db
        .select({ startSequence: customerSubLots.startSequence, endSequence: customerSubLots.endSequence })
        .from(customerSubLots)
        .where(and(ofCustomer, eq(customerSubLots.partnerLotId, partnerLotId)));
      const errors = validateSubLotRange(range, partnerLot.size, others);
      if (errors.length > 0) return { kind: 'refused', errors };
      await db.insert(customerSubLots).values({ customerId, customerLotId, partnerLotId, ...range });
      await db
        .update(tags)
        .set({ customerLotId, customerLotCustomerId: customerId })
        .where(and(rangeTags(partnerLotId, range), isNull(tags.customerLotId)));
      return { kind: 'added' };
    },

    /** Unlinks a sub-lot and frees its tags, unless validateSubLotUnlink refuses: once any of them has been read. */
    async remove(customerLotId: number, subLotId: number): Promise<SubLotRemoval> {
      const [subLot] = await db
        .select({
          partnerLotId: customerSubLots.partnerLotId,
          startSequence: customerSubLots.startSequence,
          endSequence: customerSubLots.endSequence,
        })
        .from(customerSubLots)
        .where(and(ofCustomer, eq(customerSubLots.id, subLotId), eq(customerSubLots.customerLotId, customerLotId)));
      if (subLot === undefined) return { kind: 'not-found' };
      const itsTags = and(rangeTags(subLot.partnerLotId, subLot), eq(tags.customerLotId, customerLotId));
      const [usage] = await db
        .select({ readingCount: sql<number>`coalesce(sum(${tags.readCount}), 0)::int`.mapWith(Number) })
        .from(tags)
        .where(itsTags);
      const [refusal] = validateSubLotUnlink({ readingCount: usage?.readingCount ?? 0 });
      if (refusal !== undefined) return { kind: 'refused', refusal };
      await db.update(tags).set({ customerLotId: null, customerLotCustomerId: null }).where(itsTags);
      await db.delete(customerSubLots).where(and(ofCustomer, eq(customerSubLots.id, subLotId)));
      return { kind: 'removed' };
    },
  };
}
