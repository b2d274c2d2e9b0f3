/**
 * The calling partner's lots in SQL (spec A §7 "Partner lots and tags"): the paged list, one lot, and giving a lot to
 * a customer. No query names the partner: row-level security shows only its lots, and refuses a customer of another.
 */
import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Page, PartnerLot } from '@tagtrail/domain';
import type { Database } from '../db/client';
import { containsText, orderOf, readPage, textOrder, type SortedPageQuery } from '../db/paging';
import { customers, products, tags } from '../db/schema';
import { partnerLots } from './lots.schema';

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

    async tagIdsInSequence(id: number): Promise<string[]> {
      const rows = await db
        .select({ tagId: tags.tagId })
        .from(tags)
        .where(eq(tags.partnerLotId, id))
        .orderBy(asc(tags.sequence));
      return rows.map((row) => row.tagId);
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
