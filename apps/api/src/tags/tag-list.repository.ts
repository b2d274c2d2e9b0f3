/**
 * Tags as the tag lists read them (the partner's `areaparceiro/tags`; the customer's tag list later): paged,
 * searchable by tag id, each with its lot, customer, product and reading counts, and whether any reading was a
 * possible copy (issue 27 §5); a tag's readings, each with the rules it broke (issue 28 §3). The rows are whatever
 * the call's row-level security lets through; readings are counted the same way, so a partner, who sees no readings,
 * counts none and sees no copy.
 */
import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  authenticityOfCode,
  POSSIBLE_COPY_AUTHENTICITIES,
  suspicionRulesOfCodes,
  type Page,
  type Tag,
  type TagReading,
} from '@tagtrail/domain';
import type { Database } from '../db/client';
import { containsText, orderOf, readPage, textOrder, type SortedPageQuery } from '../db/paging';
import { customerLots, customers, partnerLots, products, readings } from '../db/schema';
import { hasAuthenticity } from './reading-authenticity.sql';
import { tags } from './tags.schema';

export type TagSort = 'lot' | 'tagId' | 'customerName';

const SORT_COLUMNS: Readonly<Record<TagSort, SQL>> = {
  lot: sql`${partnerLots.createdAt}`,
  tagId: textOrder(tags.tagId),
  customerName: textOrder(customers.name),
};

// The possible copies (issue 27 §5) are counted with the rest, from the rows this already reads: a subquery of their
// own would gather the caller's tags for the readings' policy a second time (a hashed list of every tag it has).
const readingCounts = sql<ReadingCounts>`(
  select json_build_object(
    'total', count(*),
    'located', count(*) filter (where r.latitude <> 0 or r.longitude <> 0),
    'last', max(r.read_at),
    'copies', count(*) filter (where ${hasAuthenticity('r', POSSIBLE_COPY_AUTHENTICITIES)}))
  from readings r where r.tag_id = ${tags.id})`;

// The rules each reading of a page broke (issue 28 §3): a page's few readings each look theirs up by the flags'
// primary key (reading_id, rule, customer_id), which leads with reading_id; under the flags' own policy, the caller's
// customer.
const ruleCodesOfReading = sql<number[] | string | null>`(
  select coalesce(array_agg(s.rule::int order by s.rule), '{}') from reading_suspicions s
   where s.reading_id = ${readings.id})`;

/** Both drivers answer an int array as an array; anything else is a bug here. */
function ruleCodes(value: number[] | string | null): number[] {
  if (!Array.isArray(value)) throw new Error(`a reading's flags answered ${typeof value} where an array was expected`);
  return value.map(Number);
}

interface ReadingCounts {
  total: number;
  located: number;
  last: string | null;
  copies: number;
}

type TagRow = Omit<Tag, 'readingCount' | 'locatedReadingCount' | 'lastReadAt' | 'possibleCopy'> & {
  readings: ReadingCounts;
};

const toTag = ({ readings, ...row }: TagRow): Tag => ({
  ...row,
  readingCount: Number(readings.total),
  locatedReadingCount: Number(readings.located),
  lastReadAt: readings.last === null ? null : new Date(readings.last).toISOString(),
  possibleCopy: Number(readings.copies) > 0,
});

export function tagListRepository(db: Database) {
  const tagRows = () =>
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
      .leftJoin(products, sql`${products.id} = coalesce(${customerLots.productId}, ${partnerLots.productId})`);
  return {
    async list(query: SortedPageQuery<TagSort>): Promise<Page<Tag>> {
      const where = containsText(query.search, tags.tagId);
      const order = orderOf(query.direction);
      const page = await readPage(query, db.select({ total: count() }).from(tags).where(where), ({ limit, offset }) =>
        tagRows()
          .where(where)
          // Within a lot, tags read in their sequence.
          .orderBy(order(SORT_COLUMNS[query.sort]), order(partnerLots.id), asc(tags.sequence))
          .limit(limit)
          .offset(offset),
      );
      return { total: page.total, records: page.records.map(toTag) };
    },

    async get(id: number): Promise<Tag | undefined> {
      const [row] = await tagRows().where(eq(tags.id, id));
      return row === undefined ? undefined : toTag(row);
    },

    /** Switches a tag on or off; false when the caller may not (another's tag, or none). */
    async setActive(id: number, active: boolean): Promise<boolean> {
      const changed = await db.update(tags).set({ active }).where(eq(tags.id, id)).returning({ id: tags.id });
      return changed.length > 0;
    },

    /** One tag's readings, newest first; undefined when the tag is not one the caller sees. */
    async readingsOf(
      id: number,
      query: Pick<SortedPageQuery<string>, 'page' | 'records'>,
    ): Promise<Page<TagReading> | undefined> {
      const [tag] = await db
        .select({
          id: tags.id,
          customerId: sql<number>`coalesce(${customerLots.customerId}, ${partnerLots.customerId})`,
        })
        .from(tags)
        .innerJoin(partnerLots, eq(partnerLots.id, tags.partnerLotId))
        .leftJoin(customerLots, eq(customerLots.id, tags.customerLotId))
        .where(eq(tags.id, id));
      if (tag === undefined) return undefined;
      // The reading's device as the tag's customer sees it: its pseudonym, never the phone's cookie (issue 24 §1).
      const devicePseudonym = sql<string | null>`device_pseudonym(${tag.customerId}::int, ${readings.deviceId})`;
      const page = await readPage(
        query,
        db.select({ total: count() }).from(readings).where(eq(readings.tagId, id)),
        ({ limit, offset }) =>
          db
            .select({
              id: readings.id,
              deviceModel: readings.deviceModel,
              osVersion: readings.osVersion,
              deviceId: devicePseudonym,
              deviceAlias: readings.deviceAlias,
              readAt: readings.readAt,
              latitude: readings.latitude,
              longitude: readings.longitude,
              authenticity: readings.authenticity,
              suspicions: ruleCodesOfReading,
            })
            .from(readings)
            .where(eq(readings.tagId, id))
            .orderBy(desc(readings.readAt), desc(readings.id))
            .limit(limit)
            .offset(offset),
      );
      return {
        ...page,
        records: page.records.map((row) => ({
          ...row,
          readAt: row.readAt.toISOString(),
          authenticity: authenticityOfCode(row.authenticity),
          suspicions: suspicionRulesOfCodes(ruleCodes(row.suspicions)),
        })),
      };
    },
  };
}
