/** A partner's sign-in accounts in SQL: the list with search, sort and paging, and one user. */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Page, PartnerUser, SortDirection } from '@tagtrail/domain';
import type { Database } from '../db/client';
import { users } from '../db/schema';

export type PartnerUserSort = 'login' | 'name' | 'email' | 'id';

export interface PartnerUserListQuery {
  /** One-based, as on the wire. */
  readonly page: number;
  readonly records: number;
  readonly sort: PartnerUserSort;
  readonly direction: SortDirection;
  readonly search: string;
}

const columns = { id: users.id, login: users.username, name: users.name, email: users.email };

/** Names sort without regard to case; the id breaks ties so pages never overlap. */
const SORT_COLUMNS: Readonly<Record<PartnerUserSort, SQL | typeof users.id>> = {
  login: sql`lower(${users.username})`,
  name: sql`lower(${users.name})`,
  email: sql`lower(${users.email})`,
  id: users.id,
};

/** A partner's users are the partner-role accounts tied to it; nothing else is ever read through here. */
const ofPartner = (partnerId: number): SQL | undefined =>
  and(eq(users.partnerId, partnerId), eq(users.role, 'partner'));

export function partnerUserRepository(db: Database) {
  return {
    async list(partnerId: number, query: PartnerUserListQuery): Promise<Page<PartnerUser>> {
      const where = and(ofPartner(partnerId), searchCondition(query.search));
      const offset = (query.page - 1) * query.records;
      const [totals] = await db.select({ total: count() }).from(users).where(where);
      const total = totals?.total ?? 0;
      if (offset >= total) return { records: [], total };
      const order = query.direction === 'desc' ? desc : asc;
      const records = await db
        .select(columns)
        .from(users)
        .where(where)
        .orderBy(order(SORT_COLUMNS[query.sort]), asc(users.id))
        .limit(query.records)
        .offset(offset);
      return { records, total };
    },

    /** Answers undefined for an id that is not one of this partner's users, whoever else it belongs to. */
    async get(partnerId: number, id: number): Promise<PartnerUser | undefined> {
      const [row] = await db
        .select(columns)
        .from(users)
        .where(and(eq(users.id, id), ofPartner(partnerId)));
      return row;
    },
  };
}

export type PartnerUserRepository = ReturnType<typeof partnerUserRepository>;

/** Sign-in name, name or e-mail contains the text, without regard to letter case. */
function searchCondition(search: string): SQL | undefined {
  const text = search.trim();
  if (text === '') return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return or(ilike(users.username, pattern), ilike(users.name, pattern), ilike(users.email, pattern));
}
