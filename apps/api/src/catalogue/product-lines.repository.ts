/**
 * The calling customer's product lines in SQL (spec B §3 "Product line"). Row-level security shows only the caller's
 * rows; every statement also names the caller's customer (issue 30 §2: a sharded database routes by that filter, not
 * by the policy), and writes store it.
 */
import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Page, ProductLine, ProductLineInput, ProductLineOption, ProductLineRow } from '@tagtrail/domain';
import type { Database } from '../db/client';
import { containsText, textOrder, type SortedPageQuery, tablePage } from '../db/paging';
import { constraintOf, FOREIGN_KEY_VIOLATION, sqlStateOf, UNIQUE_VIOLATION } from '../db/sql-errors';
import { categoryProductLines } from './categories.schema';
import { productLines } from './product-lines.schema';

export type ProductLineSort = 'description' | 'code' | 'relevance' | 'id';

/** Another request stored the same code first: the unique index refused the write. */
export class ProductLineCodeConflict extends Error {
  constructor() {
    super('product line code already in use');
    this.name = 'ProductLineCodeConflict';
  }
}

export type ProductLineRemoval = 'removed' | 'in-use';

const SORT_COLUMNS: Readonly<Record<ProductLineSort, SQL | typeof productLines.id>> = {
  description: textOrder(productLines.description),
  code: textOrder(productLines.code),
  relevance: sql`${productLines.relevance}`,
  id: productLines.id,
};

const rowColumns = {
  id: productLines.id,
  code: productLines.code,
  description: productLines.description,
  relevance: productLines.relevance,
  colour: productLines.colour,
};

const recordColumns = {
  ...rowColumns,
  imageUrl: productLines.imageUrl,
  thumbnailUrl: productLines.thumbnailUrl,
  link: productLines.linkUrl,
};

function storedFields(input: ProductLineInput) {
  return {
    code: input.code,
    description: input.description,
    imageUrl: input.imageUrl,
    thumbnailUrl: input.thumbnailUrl,
    linkUrl: input.link,
    colour: input.colour,
    relevance: input.relevance,
  };
}

/** The caller's customer's product lines: `customerId` is the signed-in customer's, never one a request names. */
export function productLineRepository(db: Database, customerId: number) {
  const ofCustomer = eq(productLines.customerId, customerId);
  const line = (id: number) => and(ofCustomer, eq(productLines.id, id));
  return {
    list(query: SortedPageQuery<ProductLineSort>): Promise<Page<ProductLineRow>> {
      const where = and(ofCustomer, containsText(query.search, productLines.code, productLines.description));
      return tablePage(db, query, {
        table: productLines,
        rows: db.select(rowColumns).from(productLines).$dynamic(),
        where,
        sortColumns: SORT_COLUMNS,
        id: productLines.id,
      });
    },

    /** Every line, most relevant first, as a category's usage is chosen from them. */
    filterOptions(): Promise<ProductLineOption[]> {
      return db
        .select({ code: productLines.code, description: productLines.description })
        .from(productLines)
        .where(ofCustomer)
        .orderBy(sql`${productLines.relevance} desc`, SORT_COLUMNS.description, asc(productLines.id));
    },

    async get(id: number): Promise<ProductLine | undefined> {
      const [row] = await db.select(recordColumns).from(productLines).where(line(id));
      return row;
    },

    /** The ids of the lines with these codes (exact, as `usage` names them), by code; unknown codes are absent. */
    async idsByCode(codes: readonly string[]): Promise<Map<string, number>> {
      if (codes.length === 0) return new Map();
      const rows = await db
        .select({ id: productLines.id, code: productLines.code })
        .from(productLines)
        .where(
          and(
            ofCustomer,
            sql`lower(${productLines.code}) in (${sql.join(
              codes.map((code) => sql`lower(${code})`),
              sql`, `,
            )})`,
          ),
        );
      const byLowerCode = new Map(rows.map((row) => [row.code.toLowerCase(), row.id]));
      return new Map(
        codes.flatMap((code) => {
          const id = byLowerCode.get(code.toLowerCase());
          return id === undefined ? [] : [[code, id] as const];
        }),
      );
    },

    /** True when another line the caller sees (not `exceptId`) has this code, in any letter case. */
    async codeTaken(code: string, exceptId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: productLines.id })
        .from(productLines)
        .where(
          and(
            ofCustomer,
            sql`lower(${productLines.code}) = lower(${code})`,
            exceptId === undefined ? undefined : ne(productLines.id, exceptId),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async create(input: ProductLineInput): Promise<number> {
      try {
        const [row] = await db
          .insert(productLines)
          .values({ customerId, ...storedFields(input) })
          .returning({ id: productLines.id });
        if (row === undefined) throw new Error('insert into product_lines returned no id');
        return row.id;
      } catch (error) {
        throw conflictOf(error) ?? error;
      }
    },

    /** Undefined when there is no such line. A category using it follows a new code, as it keeps the line's id. */
    async update(id: number, input: ProductLineInput): Promise<number | undefined> {
      try {
        const [row] = await db
          .update(productLines)
          .set(storedFields(input))
          .where(line(id))
          .returning({ id: productLines.id });
        return row?.id;
      } catch (error) {
        throw conflictOf(error) ?? error;
      }
    },

    /** Deletes the line unless a category is used in it (spec B §8 error 547). Undefined when absent. */
    async remove(id: number): Promise<ProductLineRemoval | undefined> {
      // The row lock makes a category taking this line meanwhile wait for the decision.
      const [existing] = await db.select({ id: productLines.id }).from(productLines).where(line(id)).for('update');
      if (existing === undefined) return undefined;
      const [usage] = await db
        .select({ categories: count() })
        .from(categoryProductLines)
        .where(and(eq(categoryProductLines.customerId, customerId), eq(categoryProductLines.productLineId, id)));
      if ((usage?.categories ?? 0) > 0) return 'in-use';
      try {
        await db.delete(productLines).where(line(id));
      } catch (error) {
        if (sqlStateOf(error) === FOREIGN_KEY_VIOLATION) return 'in-use';
        throw error;
      }
      return 'removed';
    },
  };
}

function conflictOf(error: unknown): ProductLineCodeConflict | undefined {
  return sqlStateOf(error) === UNIQUE_VIOLATION && constraintOf(error) === 'product_lines_customer_code_idx'
    ? new ProductLineCodeConflict()
    : undefined;
}
