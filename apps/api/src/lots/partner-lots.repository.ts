/**
 * The calling partner's lots in SQL (spec A §7 "Partner lots and tags"): the paged list, one lot, giving a lot to a
 * customer, and the customer lots fed from a lot. No query names the partner: row-level security shows only its lots
 * and its customers' lots, and refuses a customer of another.
 */
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Page, PartnerCustomerLot, PartnerLot, PartnerLotHistory, QrCodeTag } from '@tagtrail/domain';
import type { Database } from '../db/client';
import { containsText, orderOf, readPage, textOrder, type SortedPageQuery } from '../db/paging';
import { customers, products, tags } from '../db/schema';
import { customerLots, customerSubLots, partnerLots } from './lots.schema';
import { lockPartnerLotSubLots } from './sub-lots.repository';

export type PartnerLotSort = 'createdAt' | 'number' | 'customerName' | 'productName' | 'type' | 'id';

const SORT_COLUMNS: Readonly<Record<PartnerLotSort, SQL | typeof partnerLots.id>> = {
  createdAt: sql`${partnerLots.createdAt}`,
  number: textOrder(partnerLots.number),
  customerName: textOrder(customers.name),
  productName: textOrder(products.name),
  type: sql`${partnerLots.type}`,
  id: partnerLots.id,
};

/**
 * Free tags: those no customer lot has taken yet. Counted per lot shown (a page holds at most 100); when customer
 * lots arrive in bulk, a counter kept by the sub-lot writes can replace the count.
 */
const availableTags = sql<number>`(${partnerLots.quantity} - (select count(*) from tags t
  where t.partner_lot_id = ${partnerLots.id} and t.customer_lot_id is not null))::int`.mapWith(Number);

const columns = {
  id: partnerLots.id,
  customerId: partnerLots.customerId,
  customerName: customers.name,
  productId: partnerLots.productId,
  productName: products.name,
  number: partnerLots.number,
  type: partnerLots.type,
  appless: partnerLots.appless,
  createdAt: partnerLots.createdAt,
  totalTags: partnerLots.quantity,
  availableTags,
};

export type PartnerCustomerLotSort =
  'productName' | 'customerLotNumber' | 'manufactureDate' | 'releaseDate' | 'expiryDate' | 'status';

const CUSTOMER_LOT_SORT_COLUMNS: Readonly<Record<PartnerCustomerLotSort, SQL>> = {
  productName: textOrder(products.name),
  customerLotNumber: textOrder(customerLots.number),
  manufactureDate: sql`${customerLots.manufactureDate}`,
  releaseDate: sql`${customerLots.releaseDate}`,
  expiryDate: sql`${customerLots.expiryDate}`,
  status: sql`${customerLots.status}`,
};

/** The customer lots with a sub-lot cut from one partner lot. */
const fedFrom = (partnerLotId: number) =>
  inArray(
    customerLots.id,
    sql`(select ${customerSubLots.customerLotId} from ${customerSubLots} where ${customerSubLots.partnerLotId} = ${partnerLotId})`,
  );

type Row = Omit<PartnerLot, 'createdAt'> & { createdAt: Date };
const toLot = (row: Row): PartnerLot => ({ ...row, createdAt: row.createdAt.toISOString() });

export function partnerLotRepository(db: Database) {
  const joined = () =>
    db
      .select(columns)
      .from(partnerLots)
      .leftJoin(customers, eq(customers.id, partnerLots.customerId))
      .leftJoin(products, eq(products.id, partnerLots.productId));
  return {
    async list(query: SortedPageQuery<PartnerLotSort>): Promise<Page<PartnerLot>> {
      const where = containsText(query.search, partnerLots.number, customers.name, products.name);
      const order = orderOf(query.direction);
      const page = await readPage(
        query,
        db
          .select({ total: count() })
          .from(partnerLots)
          .leftJoin(customers, eq(customers.id, partnerLots.customerId))
          .leftJoin(products, eq(products.id, partnerLots.productId))
          .where(where),
        ({ limit, offset }) =>
          joined()
            .where(where)
            .orderBy(order(SORT_COLUMNS[query.sort]), order(partnerLots.id))
            .limit(limit)
            .offset(offset),
      );
      return { ...page, records: page.records.map(toLot) };
    },

    async get(id: number): Promise<PartnerLot | undefined> {
      const [row] = await joined().where(eq(partnerLots.id, id));
      return row === undefined ? undefined : toLot(row);
    },

    /** The customer lots fed from one of the partner's lots; undefined when the lot is not one it sees. */
    async customerLotsOf(
      partnerLotId: number,
      query: SortedPageQuery<PartnerCustomerLotSort>,
    ): Promise<Page<PartnerCustomerLot> | undefined> {
      const [lot] = await db.select({ id: partnerLots.id }).from(partnerLots).where(eq(partnerLots.id, partnerLotId));
      if (lot === undefined) return undefined;
      const where = and(fedFrom(partnerLotId), containsText(query.search, customerLots.number, products.name));
      const order = orderOf(query.direction);
      const page = await readPage(
        query,
        db
          .select({ total: count() })
          .from(customerLots)
          .leftJoin(products, eq(products.id, customerLots.productId))
          .where(where),
        ({ limit, offset }) =>
          db
            .select({
              productName: products.name,
              customerLotNumber: customerLots.number,
              manufactureDate: customerLots.manufactureDate,
              releaseDate: customerLots.releaseDate,
              expiryDate: customerLots.expiryDate,
              status: customerLots.status,
            })
            .from(customerLots)
            .leftJoin(products, eq(products.id, customerLots.productId))
            .where(where)
            .orderBy(order(CUSTOMER_LOT_SORT_COLUMNS[query.sort]), order(customerLots.id))
            .limit(limit)
            .offset(offset),
      );
      return {
        ...page,
        records: page.records.map((row) => ({
          ...row,
          manufactureDate: row.manufactureDate ?? '',
          releaseDate: row.releaseDate ?? '',
          expiryDate: row.expiryDate ?? '',
        })),
      };
    },

    async tagIdsInSequence(id: number): Promise<string[]> {
      const rows = await db
        .select({ tagId: tags.tagId })
        .from(tags)
        .where(eq(tags.partnerLotId, id))
        .orderBy(asc(tags.sequence));
      return rows.map((row) => row.tagId);
    },

    /**
     * The lot's tags in sequence with what their Digital Links carry (issue 29 §4): the GTIN of the tag's product —
     * its customer lot's, else the lot's, as on the tag page — and the number of the customer lot it is in. One
     * query, as the plain download: 100,000 tags.
     */
    async qrCodeTagsInSequence(id: number): Promise<QrCodeTag[]> {
      return db
        .select({ tagId: tags.tagId, gtin: products.gtin, lotNumber: customerLots.number })
        .from(tags)
        .innerJoin(partnerLots, eq(partnerLots.id, tags.partnerLotId))
        .leftJoin(customerLots, eq(customerLots.id, tags.customerLotId))
        .leftJoin(products, sql`${products.id} = coalesce(${customerLots.productId}, ${partnerLots.productId})`)
        .where(eq(tags.partnerLotId, id))
        .orderBy(asc(tags.sequence));
    },

    /**
     * The lot's customer and its history (issue 24 §5): whether any of its tags has been read (tags.read_count, kept
     * by the readings' trigger: a partner may not read the readings themselves) or is in a customer lot (a sub-lot
     * cut from the lot, or a tag a customer lot took). Read under the lock sub-lots are cut under, which the
     * request's transaction then holds: no customer takes tags from the lot, and no other edit of the lot decides,
     * until this request's answer is stored. Undefined when the lot is not one the partner sees.
     */
    async customerAndHistory(
      id: number,
    ): Promise<{ customerId: number | null; history: PartnerLotHistory } | undefined> {
      await lockPartnerLotSubLots(db, id);
      const [row] = await db
        .select({
          customerId: partnerLots.customerId,
          hasReadings: sql<boolean>`exists (select 1 from tags t where t.partner_lot_id = ${id} and t.read_count > 0)`,
          hasTagsInCustomerLots: sql<boolean>`(exists (select 1 from customer_sub_lots s where s.partner_lot_id = ${id})
            or exists (select 1 from tags t where t.partner_lot_id = ${id} and t.customer_lot_id is not null))`,
        })
        .from(partnerLots)
        .where(eq(partnerLots.id, id));
      if (row === undefined) return undefined;
      return {
        customerId: row.customerId,
        history: { hasReadings: row.hasReadings === true, hasTagsInCustomerLots: row.hasTagsInCustomerLots === true },
      };
    },

    async giveToCustomer(id: number, customerId: number): Promise<number | undefined> {
      const [row] = await db
        .update(partnerLots)
        .set({ customerId })
        .where(eq(partnerLots.id, id))
        .returning({ id: partnerLots.id });
      return row?.id;
    },
  };
}
