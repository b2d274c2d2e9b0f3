/**
 * The calling customer's lots in SQL (spec B §7 "Lots, tags, readings"): the two cards' totals, the paged table, one
 * lot, save and delete. Row-level security shows only its lots, products and tags; every statement also names the
 * caller's customer (issue 30 §2: a sharded database routes by that filter, not by the policy).
 *
 * A lot's tags are those its sub-lots took (tags.customer_lot_id). In the table, readings are the reads of those
 * tags, and the lot's available tags (produtoTagsDisponiveis) are those not read yet: still on a shelf, waiting for
 * a shopper. The cards count the customer's lots and the free tags of the partner lots given to it (not yet taken
 * by any of its lots), split by whether the partner lot came with a product.
 */
import { and, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  validateCustomerLotRemoval,
  type CustomerLot,
  type CustomerLotRow,
  type CustomerLotSave,
  type LotTotals,
  type Page,
  type RuleError,
} from '@tagtrail/domain';
import type { Database } from '../db/client';
import { containsText, orderOf, readPage, textOrder, type SortedPageQuery } from '../db/paging';
import { products, tags } from '../db/schema';
import { customerLots, partnerLots } from './lots.schema';

export type CustomerLotSort = 'productName' | 'number' | 'readingCount' | 'totalTags' | 'id';
export type CustomerLotRemoval = { kind: 'removed' } | { kind: 'refused'; refusal: RuleError } | { kind: 'not-found' };

/**
 * The outer lot, named in full: drizzle leaves a column unqualified when a query has no join, and an unqualified
 * "id" inside these subqueries would be the tag's own.
 */
const LOT_ID = sql.raw('"customer_lots"."id"');

const readingCount = sql<number>`coalesce((select sum(t.read_count) from tags t
  where t.customer_lot_id = ${LOT_ID}), 0)::int`.mapWith(Number);
const totalTags = sql<number>`(select count(*) from tags t where t.customer_lot_id = ${LOT_ID})::int`.mapWith(Number);
const unreadTags = sql<number>`(select count(*) from tags t
  where t.customer_lot_id = ${LOT_ID} and t.read_count = 0)::int`.mapWith(Number);

const SORT_COLUMNS: Readonly<Record<CustomerLotSort, SQL | typeof customerLots.id>> = {
  productName: textOrder(products.name),
  number: textOrder(customerLots.number),
  readingCount,
  totalTags,
  id: customerLots.id,
};

/**
 * What a save stores: dates '' as null (no expiry while it is undefined), the status date only with a status; the
 * markets only when the save sends them (issue 28 §1: left out, a new lot has none and an edited one keeps its own).
 */
const storedFields = (save: CustomerLotSave) => ({
  productId: save.productId,
  number: save.number,
  manufactureDate: save.manufactureDate || null,
  releaseDate: save.releaseDate || null,
  expiryDate: save.expiryUndefined ? null : save.expiryDate || null,
  status: save.status,
  statusDate: save.statusDate || null,
  ...(save.markets === undefined ? {} : { markets: save.markets }),
});

/** A lot's product, the customer's own (the composite key holds it; the join names it for routing). */
const ofLot = and(eq(products.id, customerLots.productId), eq(products.customerId, customerLots.customerId));

/** The caller's customer's lots: `customerId` is the signed-in customer's, never one a request names. */
export function customerLotRepository(db: Database, customerId: number) {
  const ofCustomer = eq(customerLots.customerId, customerId);
  const lotWithId = (id: number) => and(ofCustomer, eq(customerLots.id, id));
  return {
    async totals(): Promise<LotTotals> {
      const [lots] = await db.select({ total: count() }).from(customerLots).where(ofCustomer);
      // Free tags of the partner lots given to the customer (row-level security shows a customer those lots).
      const [free] = await db
        .select({
          withProduct: sql<number>`count(*) filter (where ${isNotNull(partnerLots.productId)})::int`.mapWith(Number),
          withoutProduct: sql<number>`count(*) filter (where ${isNull(partnerLots.productId)})::int`.mapWith(Number),
        })
        .from(tags)
        .innerJoin(partnerLots, eq(partnerLots.id, tags.partnerLotId))
        .where(and(eq(partnerLots.customerId, customerId), isNull(tags.customerLotId)));
      const withProduct = free?.withProduct ?? 0;
      const withoutProduct = free?.withoutProduct ?? 0;
      return {
        availableTagsWithProduct: withProduct,
        availableTagsWithoutProduct: withoutProduct,
        availableTags: withProduct + withoutProduct,
        totalLots: lots?.total ?? 0,
      };
    },

    async list(query: SortedPageQuery<CustomerLotSort>): Promise<Page<CustomerLotRow>> {
      const where = and(ofCustomer, containsText(query.search, customerLots.number, products.name));
      const order = orderOf(query.direction);
      return readPage(
        query,
        db.select({ total: count() }).from(customerLots).leftJoin(products, ofLot).where(where),
        ({ limit, offset }) =>
          db
            .select({
              customerLotId: customerLots.id,
              productName: products.name,
              number: customerLots.number,
              readingCount,
              totalTags,
              productAvailableTags: unreadTags,
            })
            .from(customerLots)
            .leftJoin(products, ofLot)
            .where(where)
            .orderBy(order(SORT_COLUMNS[query.sort]), order(customerLots.id))
            .limit(limit)
            .offset(offset),
      );
    },

    async get(id: number): Promise<CustomerLot | undefined> {
      const [row] = await db
        .select({
          id: customerLots.id,
          customerId: customerLots.customerId,
          productId: customerLots.productId,
          productName: products.name,
          number: customerLots.number,
          releaseDate: customerLots.releaseDate,
          manufactureDate: customerLots.manufactureDate,
          expiryDate: customerLots.expiryDate,
          status: customerLots.status,
          statusDate: customerLots.statusDate,
          markets: customerLots.markets,
          // The partner lot of its first sub-lot, which the form shows beside the number.
          partnerLotId: sql<number | null>`(select s.partner_lot_id from customer_sub_lots s
            where s.customer_id = ${customerId} and s.customer_lot_id = ${LOT_ID} order by s.id limit 1)`,
          partnerLotNumber: sql<string | null>`(select pl.number from customer_sub_lots s
            join partner_lots pl on pl.id = s.partner_lot_id
            where s.customer_id = ${customerId} and s.customer_lot_id = ${LOT_ID} order by s.id limit 1)`,
        })
        .from(customerLots)
        .leftJoin(products, ofLot)
        .where(lotWithId(id));
      if (row === undefined) return undefined;
      return {
        ...row,
        newProductId: null,
        releaseDate: row.releaseDate ?? '',
        manufactureDate: row.manufactureDate ?? '',
        expiryDate: row.expiryDate ?? '',
        expiryUndefined: row.expiryDate === null,
        status: row.status as CustomerLot['status'],
        statusDate: row.statusDate ?? '',
      };
    },

    /**
     * The lot's product as stored, its row locked for the request's transaction: two saves of one lot without a
     * product decide one after the other, so the second sees the first's product (issue 24 §5). Undefined when the
     * lot is not one the caller has.
     */
    async productForUpdate(id: number): Promise<{ productId: number | null } | undefined> {
      const [row] = await db
        .select({ productId: customerLots.productId })
        .from(customerLots)
        .where(lotWithId(id))
        .for('update');
      return row;
    },

    /** Whether the product is one the caller sees (its own): a foreign key alone would accept another's. */
    async ownsProduct(productId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.customerId, customerId), eq(products.id, productId)));
      return row !== undefined;
    },

    /** Whether another of the customer's lots has this number (compared without regard to case). */
    async numberTaken(number: string, exceptId: number | undefined): Promise<boolean> {
      const [row] = await db
        .select({ id: customerLots.id })
        .from(customerLots)
        .where(
          and(
            ofCustomer,
            sql`lower(${customerLots.number}) = lower(${number})`,
            exceptId === undefined ? undefined : sql`${customerLots.id} <> ${exceptId}`,
          ),
        );
      return row !== undefined;
    },

    async create(save: CustomerLotSave): Promise<number> {
      const [row] = await db
        .insert(customerLots)
        .values({ customerId, ...storedFields(save) })
        .returning({ id: customerLots.id });
      if (row === undefined) throw new Error('insert into customer_lots returned no id');
      return row.id;
    },

    async update(id: number, save: CustomerLotSave): Promise<number | undefined> {
      const [row] = await db
        .update(customerLots)
        .set(storedFields(save))
        .where(lotWithId(id))
        .returning({ id: customerLots.id });
      return row?.id;
    },

    /** Deletes the lot and frees its tags for another lot, unless validateCustomerLotRemoval refuses: once read. */
    async remove(id: number): Promise<CustomerLotRemoval> {
      const [lot] = await db.select({ id: customerLots.id, readingCount }).from(customerLots).where(lotWithId(id));
      if (lot === undefined) return { kind: 'not-found' };
      const [refusal] = validateCustomerLotRemoval(lot);
      if (refusal !== undefined) return { kind: 'refused', refusal };
      // The sub-lots go with the lot (ON DELETE CASCADE); its tags are freed (ON DELETE SET NULL).
      await db.delete(customerLots).where(lotWithId(id));
      return { kind: 'removed' };
    },
  };
}
