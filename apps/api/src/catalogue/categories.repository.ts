/**
 * The calling customer's categories in SQL (spec B §3 "Category"): the tree, the product lines each is used in (in
 * the order given) and its segments. Row-level security shows only the caller's rows; every statement also names the
 * caller's customer (issue 30 §2: a sharded database routes by that filter, not by the policy), writes store it, and
 * the composite keys refuse a link to another customer's row.
 */
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Category, CategoryInput, CategoryOption, CategoryParents, CategoryRow, Page } from '@tagtrail/domain';
import type { Database } from '../db/client';
import { containsText, textOrder, type SortedPageQuery, tablePage } from '../db/paging';
import { FOREIGN_KEY_VIOLATION, sqlStateOf } from '../db/sql-errors';
import { products } from './catalogue.schema';
import { categories, categoryProductLines } from './categories.schema';

export type CategorySort = 'description' | 'usage' | 'relevance' | 'id';

export type CategoryRemoval = 'removed' | 'in-use';

/**
 * The codes of the lines a category is used in, in the order given. Written with aliases: drizzle leaves a column
 * unqualified in a one-table select's fields, and an unqualified "id" here would name the joined line's own.
 */
const usageCodes = sql<string[]>`(
  select coalesce(array_agg(line.code order by used.position), '{}')
  from category_product_lines used join product_lines line
    on line.id = used.product_line_id and line.customer_id = used.customer_id
  where used.category_id = "categories"."id" and used.customer_id = "categories"."customer_id")`;

const SORT_COLUMNS: Readonly<Record<CategorySort, SQL | typeof categories.id>> = {
  description: textOrder(categories.description),
  usage: textOrder(sql`array_to_string(${usageCodes}, ',')`),
  relevance: sql`${categories.relevance}`,
  id: categories.id,
};

const rowColumns = {
  id: categories.id,
  description: categories.description,
  usage: usageCodes,
  relevance: categories.relevance,
};

const recordColumns = {
  ...rowColumns,
  parentCategoryId: categories.parentCategoryId,
  active: categories.active,
  imageUrl: categories.imageUrl,
  manualImageUrl: categories.manualImageUrl,
  manualLink: categories.manualLinkUrl,
  videoImageUrl: categories.videoImageUrl,
  videoLink: categories.videoLinkUrl,
  shareUrl: categories.shareUrl,
  shareMessage: categories.shareMessage,
  segments: categories.segments,
};

function storedFields(input: CategoryInput) {
  return {
    description: input.description,
    parentCategoryId: input.parentCategoryId,
    active: input.active,
    imageUrl: input.imageUrl,
    manualImageUrl: input.manualImageUrl,
    manualLinkUrl: input.manualLink,
    videoImageUrl: input.videoImageUrl,
    videoLinkUrl: input.videoLink,
    shareUrl: input.shareUrl,
    shareMessage: input.shareMessage,
    relevance: input.relevance,
    segments: input.segments.map((segment) => segment.description),
  };
}

/** The caller's customer's categories: `customerId` is the signed-in customer's, never one a request names. */
export function categoryRepository(db: Database, customerId: number) {
  const ofCustomer = eq(categories.customerId, customerId);
  const category = (id: number) => and(ofCustomer, eq(categories.id, id));

  /** The category's lines replaced by these, in this order. */
  async function setUsage(categoryId: number, productLineIds: readonly number[]): Promise<void> {
    await db
      .delete(categoryProductLines)
      .where(and(eq(categoryProductLines.customerId, customerId), eq(categoryProductLines.categoryId, categoryId)));
    if (productLineIds.length === 0) return;
    await db
      .insert(categoryProductLines)
      .values(productLineIds.map((productLineId, position) => ({ categoryId, productLineId, customerId, position })));
  }

  return {
    list(query: SortedPageQuery<CategorySort>): Promise<Page<CategoryRow>> {
      const where = and(ofCustomer, containsText(query.search, categories.description));
      return tablePage(db, query, {
        table: categories,
        rows: db.select(rowColumns).from(categories).$dynamic(),
        where,
        sortColumns: SORT_COLUMNS,
        id: categories.id,
      });
    },

    /** Every category, by description: the selects of the product and category forms. */
    all(): Promise<CategoryOption[]> {
      return db
        .select({
          id: categories.id,
          description: categories.description,
          parentCategoryId: categories.parentCategoryId,
        })
        .from(categories)
        .where(ofCustomer)
        .orderBy(SORT_COLUMNS.description, asc(categories.id));
    },

    /** The caller's whole tree: each category's parent. */
    async parents(): Promise<CategoryParents> {
      const rows = await db
        .select({ id: categories.id, parentId: categories.parentCategoryId })
        .from(categories)
        .where(ofCustomer);
      return new Map(rows.map((row) => [row.id, row.parentId]));
    },

    async get(id: number): Promise<Category | undefined> {
      const [row] = await db.select(recordColumns).from(categories).where(category(id));
      if (row === undefined) return undefined;
      return { ...row, segments: row.segments.map((description) => ({ description })) };
    },

    /** True when the caller has this category (what a product's category must be). */
    async exists(id: number): Promise<boolean> {
      const rows = await db.select({ id: categories.id }).from(categories).where(category(id)).limit(1);
      return rows.length > 0;
    },

    async create(input: CategoryInput, productLineIds: readonly number[]): Promise<number> {
      const [row] = await db
        .insert(categories)
        .values({ customerId, ...storedFields(input) })
        .returning({ id: categories.id });
      if (row === undefined) throw new Error('insert into categories returned no id');
      await setUsage(row.id, productLineIds);
      return row.id;
    },

    /** Undefined when there is no such category. */
    async update(id: number, input: CategoryInput, productLineIds: readonly number[]): Promise<number | undefined> {
      const [row] = await db
        .update(categories)
        .set(storedFields(input))
        .where(category(id))
        .returning({ id: categories.id });
      if (row === undefined) return undefined;
      await setUsage(row.id, productLineIds);
      return row.id;
    },

    /** Deletes the category unless products or child categories use it (spec B §8 error 547). Undefined when absent. */
    async remove(id: number): Promise<CategoryRemoval | undefined> {
      // The row lock makes a product or child category added meanwhile wait for the decision.
      const [existing] = await db.select({ id: categories.id }).from(categories).where(category(id)).for('update');
      if (existing === undefined) return undefined;
      const [dependents] = await db
        .select({
          products: sql<number>`(select ${count()} from ${products}
            where ${products.customerId} = ${customerId} and ${products.categoryId} = ${id})`.mapWith(Number),
          children: sql<number>`(select ${count()} from ${categories}
            where ${categories.customerId} = ${customerId} and ${categories.parentCategoryId} = ${id})`.mapWith(Number),
        })
        .from(categories)
        .where(category(id));
      if ((dependents?.products ?? 0) + (dependents?.children ?? 0) > 0) return 'in-use';
      try {
        await db.delete(categories).where(category(id));
      } catch (error) {
        // A dependent the counts above do not see still trips its foreign key: the same answer, nothing deleted.
        if (sqlStateOf(error) === FOREIGN_KEY_VIOLATION) return 'in-use';
        throw error;
      }
      return 'removed';
    },
  };
}
