/**
 * The calling partner's customers in SQL (spec A §7 "Customers (partner area)"). No query here names a partner: the
 * call's row-level security shows only the caller's customers, and refuses a customer stored for another partner.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type {
  Customer,
  CustomerInput,
  CustomerOption,
  CustomerProductOption,
  CustomerRow,
  Page,
} from '@tagtrail/domain';
import type { Database } from '../db/client';
import { containsText, textOrder, type SortedPageQuery, tablePage } from '../db/paging';
import { partnerLots, products, users } from '../db/schema';
import { constraintOf, FOREIGN_KEY_VIOLATION, sqlStateOf, UNIQUE_VIOLATION } from '../db/sql-errors';
import { customers } from './customers.schema';

export type CustomerSort = 'code' | 'name' | 'id';

/** Why a write was refused by the database's own unique index (another request stored the code first). */
export class CustomerCodeConflict extends Error {
  constructor() {
    super('customer code already in use');
    this.name = 'CustomerCodeConflict';
  }
}

export type CustomerRemoval = 'removed' | 'in-use';

const SORT_COLUMNS: Readonly<Record<CustomerSort, SQL | typeof customers.id>> = {
  code: textOrder(customers.code),
  name: textOrder(customers.name),
  id: customers.id,
};

const rowColumns = { id: customers.id, code: customers.code, name: customers.name };

const recordColumns = {
  id: customers.id,
  code: customers.code,
  name: customers.name,
  taxId: customers.taxId,
  linkedProduct: customers.linkedProduct,
  exclusive: customers.exclusive,
  singleReading: customers.singleReading,
  singleReadingMessages: customers.singleReadingMessages,
  tenantId: customers.tenantId,
};

/**
 * The app tenant a new customer gets: its code made DNS-safe (the store pages are served at `{tenant}.{host}/store`)
 * and a random suffix, so two partners' customers with the same code never share one.
 */
export function newTenantId(code: string): string {
  const slug = code
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${slug === '' ? 'customer' : slug}-${randomBytes(3).toString('hex')}`;
}

export function messagesOf(stored: Record<string, string> | null): Customer['singleReadingMessages'] {
  return { 1: stored?.['1'] ?? '', 2: stored?.['2'] ?? '', 3: stored?.['3'] ?? '' };
}

/** Only languages with a message are kept; none at all is stored as null. */
function storedMessages(input: CustomerInput): Record<string, string> | null {
  const entries = Object.entries(input.singleReadingMessages).filter(([, message]) => message !== '');
  return entries.length === 0 ? null : Object.fromEntries(entries);
}

function storedFields(input: CustomerInput) {
  return {
    name: input.name,
    taxId: input.taxId,
    linkedProduct: input.linkedProduct,
    exclusive: input.exclusive,
    singleReading: input.singleReading,
    singleReadingMessages: storedMessages(input),
  };
}

export function customerRepository(db: Database) {
  return {
    list(query: SortedPageQuery<CustomerSort>): Promise<Page<CustomerRow>> {
      const where = containsText(query.search, customers.code, customers.name);
      return tablePage(db, query, {
        table: customers,
        rows: db.select(rowColumns).from(customers).$dynamic(),
        where,
        sortColumns: SORT_COLUMNS,
        id: customers.id,
      });
    },

    all(): Promise<CustomerRow[]> {
      return db.select(rowColumns).from(customers).orderBy(SORT_COLUMNS.name, asc(customers.id));
    },

    options(): Promise<CustomerOption[]> {
      return db
        .select({ id: customers.id, name: customers.name })
        .from(customers)
        .orderBy(SORT_COLUMNS.name, asc(customers.id));
    },

    /** The customer's products by name; undefined when the customer is not one the caller may see. */
    async productOptions(customerId: number): Promise<CustomerProductOption[] | undefined> {
      if ((await this.get(customerId)) === undefined) return undefined;
      return db
        .select({ id: products.id, code: products.code, name: products.name })
        .from(products)
        .where(eq(products.customerId, customerId))
        .orderBy(asc(sql`lower(${products.name})`), asc(products.id));
    },

    async get(id: number): Promise<Customer | undefined> {
      const [row] = await db.select(recordColumns).from(customers).where(eq(customers.id, id));
      return row === undefined ? undefined : { ...row, singleReadingMessages: messagesOf(row.singleReadingMessages) };
    },

    /** True when another customer the caller sees (not `exceptId`) has this code, in any letter case. */
    async codeTaken(code: string, exceptId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: customers.id })
        .from(customers)
        .where(
          and(
            sql`lower(${customers.code}) = lower(${code})`,
            exceptId === undefined ? undefined : ne(customers.id, exceptId),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Stores a customer of `partnerId` (row-level security refuses any partner but the caller). */
    async create(partnerId: number, input: CustomerInput): Promise<number> {
      try {
        const [row] = await db
          .insert(customers)
          .values({ partnerId, code: input.code, tenantId: newTenantId(input.code), ...storedFields(input) })
          .returning({ id: customers.id });
        if (row === undefined) throw new Error('insert into customers returned no id');
        return row.id;
      } catch (error) {
        throw conflictOf(error) ?? error;
      }
    },

    /** Every field but the code and the tenant, which stay. Undefined when there is no such customer. */
    async update(id: number, input: CustomerInput): Promise<number | undefined> {
      const [row] = await db
        .update(customers)
        .set(storedFields(input))
        .where(eq(customers.id, id))
        .returning({ id: customers.id });
      return row?.id;
    },

    /** Deletes the customer unless users, products or lots still point at it. Undefined when absent. */
    async remove(id: number): Promise<CustomerRemoval | undefined> {
      // The row lock makes a user, product or lot added meanwhile wait for this decision.
      const [existing] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, id))
        .for('update');
      if (existing === undefined) return undefined;
      const [dependents] = await db
        .select({
          users: sql<number>`(select ${count()} from ${users} where ${users.customerId} = ${id})`.mapWith(Number),
          products: sql<number>`(select ${count()} from ${products} where ${products.customerId} = ${id})`.mapWith(
            Number,
          ),
          lots: sql<number>`(select ${count()} from ${partnerLots} where ${partnerLots.customerId} = ${id})`.mapWith(
            Number,
          ),
        })
        .from(customers)
        .where(eq(customers.id, id));
      if ((dependents?.users ?? 0) + (dependents?.products ?? 0) + (dependents?.lots ?? 0) > 0) return 'in-use';
      try {
        await db.delete(customers).where(eq(customers.id, id));
      } catch (error) {
        // A dependent the counts above do not know still trips its foreign key: the same answer, nothing deleted.
        if (sqlStateOf(error) === FOREIGN_KEY_VIOLATION) return 'in-use';
        throw error;
      }
      return 'removed';
    },
  };
}

export type CustomerRepository = ReturnType<typeof customerRepository>;

function conflictOf(error: unknown): CustomerCodeConflict | undefined {
  return sqlStateOf(error) === UNIQUE_VIOLATION && constraintOf(error) === 'customers_partner_code_idx'
    ? new CustomerCodeConflict()
    : undefined;
}
