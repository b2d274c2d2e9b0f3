/**
 * The calling customer's products in SQL (spec B §3 "Product"): the list with each product's category and readings,
 * one product, its writes and its delete. Row-level security shows only the caller's rows; every statement also names
 * the caller's customer (issue 30 §2: a sharded database routes by that filter, not by the policy), writes store it,
 * and the composite key products → categories refuses another customer's category.
 * A GTIN is the customer's for one product only (issue 29 §1): the unique index of 0041 holds it.
 */
import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Page, Product, ProductInput, ProductOption, ProductRow } from '@tagtrail/domain';
import type { Database } from '../db/client';
import { containsText, orderOf, readPage, textOrder, type SortedPageQuery } from '../db/paging';
import { constraintOf, FOREIGN_KEY_VIOLATION, sqlStateOf, UNIQUE_VIOLATION } from '../db/sql-errors';
import { products } from './catalogue.schema';
import { categories } from './categories.schema';

export type ProductSort = 'code' | 'name' | 'category' | 'relevance' | 'grade' | 'reads' | 'id';

export type ProductRemoval = 'removed' | 'in-use';

/** Another request stored the same GTIN for the customer first: the unique index refused the write. */
export class ProductGtinConflict extends Error {
  constructor() {
    super('GTIN already carried by another product of the customer');
    this.name = 'ProductGtinConflict';
  }
}

/**
 * The product's readings: the read counts of its tags (tags.read_count, kept by 0013's trigger), so no reading is
 * read. A tag is the product's when its customer lot names the product, or when its partner lot does and no customer
 * lot with a product of its own has taken the tag — the tag page's coalesce(customer lot, partner lot) (0014).
 * Both halves start from the product's lots through 0016's indexes; row-level security shows the caller's own.
 */
const readCount = sql<number>`(
  coalesce((select sum(tag.read_count) from customer_lots lot join tags tag on tag.customer_lot_id = lot.id
    where lot.customer_id = "products"."customer_id" and lot.product_id = "products"."id"), 0)
  + coalesce((select sum(tag.read_count) from partner_lots lot join tags tag on tag.partner_lot_id = lot.id
    left join customer_lots taken on taken.id = tag.customer_lot_id
    where lot.customer_id = "products"."customer_id" and lot.product_id = "products"."id"
      and taken.product_id is null), 0))::int`.mapWith(Number);

/**
 * spec B §3 names a list field `nota` (grade) and nothing else about it: no reading, review or rule gives a product
 * a grade, so there is none to show until one does.
 */
const grade = sql<number | null>`null::int`;

const SORT_COLUMNS: Readonly<Record<ProductSort, SQL | typeof products.id>> = {
  code: textOrder(products.code),
  name: textOrder(products.name),
  category: textOrder(categories.description),
  relevance: sql`${products.relevance}`,
  grade: sql`${grade}`,
  reads: sql`${readCount}`,
  id: products.id,
};

const rowColumns = {
  id: products.id,
  code: products.code,
  name: products.name,
  categoryDescription: categories.description,
  relevance: products.relevance,
  grade,
  reads: readCount,
};

const recordColumns = {
  id: products.id,
  code: products.code,
  name: products.name,
  description: products.description,
  categoryId: products.categoryId,
  measure: products.measure,
  unitsPerPackage: products.unitsPerPackage,
  active: products.active,
  partnerLotLinked: products.partnerLotLinked,
  manualImageUrl: products.manualImageUrl,
  manualLink: products.manualLinkUrl,
  videoImageUrl: products.videoImageUrl,
  videoLink: products.videoLinkUrl,
  shareUrl: products.shareUrl,
  shareMessage: products.shareMessage,
  relevance: products.relevance,
  gtin: products.gtin,
  customerId: products.customerId,
  thumbId: products.thumbImageId,
};

function storedFields(input: ProductInput) {
  return {
    code: input.code,
    name: input.name,
    description: input.description,
    categoryId: input.categoryId,
    measure: input.measure,
    unitsPerPackage: input.unitsPerPackage,
    active: input.active,
    partnerLotLinked: input.partnerLotLinked,
    manualImageUrl: input.manualImageUrl,
    manualLinkUrl: input.manualLink,
    videoImageUrl: input.videoImageUrl,
    videoLinkUrl: input.videoLink,
    shareUrl: input.shareUrl,
    shareMessage: input.shareMessage,
    relevance: input.relevance,
    gtin: input.gtin,
  };
}

/** A product's category, the customer's own (the composite key holds it; the join names it for routing). */
const ofProduct = and(eq(categories.id, products.categoryId), eq(categories.customerId, products.customerId));

/** The caller's customer's products: `customerId` is the signed-in customer's, never one a request names. */
export function productRepository(db: Database, customerId: number) {
  const ofCustomer = eq(products.customerId, customerId);
  const product = (id: number) => and(ofCustomer, eq(products.id, id));
  return {
    list(query: SortedPageQuery<ProductSort>): Promise<Page<ProductRow>> {
      const where = and(ofCustomer, containsText(query.search, products.code, products.name, categories.description));
      return readPage(
        query,
        db.select({ total: count() }).from(products).leftJoin(categories, ofProduct).where(where),
        ({ limit, offset }) =>
          db
            .select(rowColumns)
            .from(products)
            .leftJoin(categories, ofProduct)
            .where(where)
            .orderBy(orderOf(query.direction)(SORT_COLUMNS[query.sort]), asc(products.id))
            .limit(limit)
            .offset(offset),
      );
    },

    /** Every product, by name: the selects of the lot forms and the reading filters. */
    options(): Promise<ProductOption[]> {
      return db
        .select({ id: products.id, code: products.code, name: products.name })
        .from(products)
        .where(ofCustomer)
        .orderBy(SORT_COLUMNS.name, asc(products.id));
    },

    async get(id: number): Promise<Product | undefined> {
      const [row] = await db.select(recordColumns).from(products).where(product(id));
      return row;
    },

    /** True when another product the caller sees (not `exceptId`) carries this GTIN, as stored (14 digits). */
    async gtinTaken(gtin: string, exceptId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(ofCustomer, eq(products.gtin, gtin), exceptId === undefined ? undefined : ne(products.id, exceptId)))
        .limit(1);
      return rows.length > 0;
    },

    async create(input: ProductInput): Promise<number> {
      try {
        const [row] = await db
          .insert(products)
          .values({ customerId, ...storedFields(input) })
          .returning({ id: products.id });
        if (row === undefined) throw new Error('insert into products returned no id');
        return row.id;
      } catch (error) {
        throw conflictOf(error) ?? error;
      }
    },

    /** Undefined when there is no such product. */
    async update(id: number, input: ProductInput): Promise<number | undefined> {
      try {
        const [row] = await db
          .update(products)
          .set(storedFields(input))
          .where(product(id))
          .returning({ id: products.id });
        return row?.id;
      } catch (error) {
        throw conflictOf(error) ?? error;
      }
    },

    /** Deletes the product unless a partner or customer lot names it (spec B §8 error 1). Undefined when absent. */
    async remove(id: number): Promise<ProductRemoval | undefined> {
      // The row lock makes a lot naming the product meanwhile wait for the decision.
      const [existing] = await db.select({ id: products.id }).from(products).where(product(id)).for('update');
      if (existing === undefined) return undefined;
      const [lots] = await db
        .select({
          total:
            sql<number>`((select count(*) from partner_lots where customer_id = ${customerId} and product_id = ${id})
            + (select count(*) from customer_lots where customer_id = ${customerId} and product_id = ${id}))::int`.mapWith(
              Number,
            ),
        })
        .from(products)
        .where(product(id));
      if ((lots?.total ?? 0) > 0) return 'in-use';
      try {
        await db.delete(products).where(product(id));
      } catch (error) {
        // A lot row-level security hides from the caller (another customer's partner lot) still trips its key.
        if (sqlStateOf(error) === FOREIGN_KEY_VIOLATION) return 'in-use';
        throw error;
      }
      return 'removed';
    },
  };
}

function conflictOf(error: unknown): ProductGtinConflict | undefined {
  return sqlStateOf(error) === UNIQUE_VIOLATION && constraintOf(error) === 'products_customer_gtin_idx'
    ? new ProductGtinConflict()
    : undefined;
}
