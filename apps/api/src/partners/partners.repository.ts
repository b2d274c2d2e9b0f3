/** Partner rows in SQL: list with search, sort and paging, read, write, and the delete guard. */
import { count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Page, Partner, PartnerInput } from '@tagtrail/domain';
import type { Database } from '../db/client';
import { containsText, tablePage, textOrder, type SortedPageQuery } from '../db/paging';
import { customers, partnerLots, users } from '../db/schema';
import { FOREIGN_KEY_VIOLATION, sqlStateOf } from '../db/sql-errors';
import { partners } from './partners.schema';

export type PartnerSort = 'name' | 'taxId' | 'id';

export type PartnerListQuery = SortedPageQuery<PartnerSort>;

export type PartnerRemoval =
  { readonly removed: true } | { readonly removed: false; readonly inUseBy: readonly string[] };

/**
 * What still points at a partner. A partner is deleted only when every count is zero.
 */
export const PARTNER_DEPENDENTS: readonly {
  readonly name: string;
  count(db: Database, partnerId: number): Promise<number>;
}[] = [
  { name: 'users', count: (db, partnerId) => countWhere(db, users, eq(users.partnerId, partnerId)) },
  { name: 'customers', count: (db, partnerId) => countWhere(db, customers, eq(customers.partnerId, partnerId)) },
  { name: 'lots', count: (db, partnerId) => countWhere(db, partnerLots, eq(partnerLots.partnerId, partnerId)) },
];

export async function partnerDependents(db: Database, partnerId: number): Promise<string[]> {
  const counts = await Promise.all(
    PARTNER_DEPENDENTS.map(async (dependent) => ({
      name: dependent.name,
      count: await dependent.count(db, partnerId),
    })),
  );
  return counts.filter((dependent) => dependent.count > 0).map((dependent) => dependent.name);
}

const columns = { id: partners.id, name: partners.name, taxId: partners.taxId };

/** Names sort without regard to case; the id breaks ties so pages never overlap. */
const SORT_COLUMNS: Readonly<Record<PartnerSort, SQL | typeof partners.id>> = {
  name: textOrder(partners.name),
  taxId: textOrder(partners.taxId),
  id: partners.id,
};

export function partnerRepository(db: Database) {
  return {
    list(query: PartnerListQuery): Promise<Page<Partner>> {
      const where = searchCondition(query.search);
      return tablePage(db, query, {
        table: partners,
        rows: db.select(columns).from(partners).$dynamic(),
        where,
        sortColumns: SORT_COLUMNS,
        id: partners.id,
      });
    },

    async get(id: number): Promise<Partner | undefined> {
      const [row] = await db.select(columns).from(partners).where(eq(partners.id, id));
      return row;
    },

    async create(input: PartnerInput): Promise<number> {
      const [row] = await db.insert(partners).values(input).returning({ id: partners.id });
      if (row === undefined) throw new Error('insert into partners returned no id');
      return row.id;
    },

    /** Answers undefined when there is no such partner. */
    async update(id: number, input: PartnerInput): Promise<number | undefined> {
      const [row] = await db.update(partners).set(input).where(eq(partners.id, id)).returning({ id: partners.id });
      return row?.id;
    },

    /** Answers undefined when there is no such partner; deletes nothing while anything depends on it. */
    async remove(id: number): Promise<PartnerRemoval | undefined> {
      try {
        return await db.transaction(async (tx) => {
          // The row lock makes a user (or customer, or lot) added meanwhile wait for this decision.
          const [existing] = await tx
            .select({ id: partners.id })
            .from(partners)
            .where(eq(partners.id, id))
            .for('update');
          if (existing === undefined) return undefined;
          const inUseBy = await partnerDependents(tx, id);
          if (inUseBy.length > 0) return { removed: false, inUseBy };
          await tx.delete(partners).where(eq(partners.id, id));
          return { removed: true };
        });
      } catch (error) {
        // A dependent without an entry in PARTNER_DEPENDENTS still trips its foreign key: same answer.
        if (sqlStateOf(error) === FOREIGN_KEY_VIOLATION) return { removed: false, inUseBy: ['(foreign key)'] };
        throw error;
      }
    },
  };
}

export type PartnerRepository = ReturnType<typeof partnerRepository>;

/**
 * Name or tax id contains the text, case-insensitively. Text that looks like a tax id (letters, digits and the mask's
 * punctuation, with a digit) also matches without the punctuation, since people type a CNPJ with or without dots and
 * dashes, and a CNPJ is stored without them (alphanumeric ones too, since July 2026).
 */
function searchCondition(search: string): SQL | undefined {
  const text = search.trim();
  const compact = /^[\dA-Za-z./\-\s]+$/.test(text) && /\d/.test(text) ? text.replace(/[^\dA-Za-z]/g, '') : '';
  return or(
    containsText(text, partners.name, partners.taxId),
    compact === ''
      ? undefined
      : sql`regexp_replace(${partners.taxId}, '[^0-9A-Za-z]', '', 'g') ilike ${`%${compact}%`}`,
  );
}

async function countWhere(db: Database, table: PgTable, where: SQL): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}
