/**
 * Tags as the tag lists read them (the partner's `areaparceiro/tags`; the customer's tag list later): paged,
 * searchable by tag id, each with its lot, customer, product and reading counts. The rows are whatever the call's
 * row-level security lets through; readings are counted the same way, so a partner, who sees no readings, counts none.
 */
import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Page, Tag } from '@tagtrail/domain';
import type { Database } from '../db/client';
import { containsText, orderOf, readPage, textOrder, type SortedPageQuery } from '../db/paging';
import { customerLots, customers, partnerLots, products } from '../db/schema';
import { tags } from './tags.schema';

export type TagSort = 'lot' | 'tagId' | 'customerName';

const SORT_COLUMNS: Readonly<Record<TagSort, SQL>> = {
  lot: sql`${partnerLots.createdAt}`,
  tagId: textOrder(tags.tagId),
  customerName: textOrder(customers.name),
};

const readingCounts = sql<{ total: number; located: number; last: string | null }>`(
  select json_build_object(
    'total', count(*),
    'located', count(*) filter (where r.latitude <> 0 or r.longitude <> 0),
    'last', max(r.read_at))
  from readings r where r.tag_id = ${tags.id})`;

export function tagListRepository(db: Database) {
  return {
    async list(query: SortedPageQuery<TagSort>): Promise<Page<Tag>> {
      const where = containsText(query.search, tags.tagId);
      const order = orderOf(query.direction);
      const page = await readPage(query, db.select({ total: count() }).from(tags).where(where), ({ limit, offset }) =>
        db
          .select({
            id: tags.id,
            tagId: tags.tagId,
            sequence: tags.sequence,
            productName: products.name,
            partnerLotNumber: partnerLots.number,
            customerLotNumber: customerLots.number,
            customerName: customers.name,
            active: tags.active,
            readings: readingCounts,
          })
          .from(tags)
          .innerJoin(partnerLots, eq(partnerLots.id, tags.partnerLotId))
          .leftJoin(customers, eq(customers.id, partnerLots.customerId))
          .leftJoin(customerLots, eq(customerLots.id, tags.customerLotId))
          // The customer lot's product is the one the tag went out with; before that, the partner lot's.
          .leftJoin(products, sql`${products.id} = coalesce(${customerLots.productId}, ${partnerLots.productId})`)
          .where(where)
          // Within a lot, tags read in their sequence.
          .orderBy(order(SORT_COLUMNS[query.sort]), order(partnerLots.id), asc(tags.sequence))
          .limit(limit)
          .offset(offset),
      );
      return {
        total: page.total,
        records: page.records.map(({ readings, ...row }) => ({
          ...row,
          readingCount: Number(readings.total),
          locatedReadingCount: Number(readings.located),
          lastReadAt: readings.last === null ? null : new Date(readings.last).toISOString(),
        })),
      };
    },
  };
}
