/** A partner's sign-in accounts in SQL: the list with search, sort and paging, and one user. */
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Page, PartnerUser } from '@tagtrail/domain';
import type { Database } from '../db/client';
import { containsText, orderOf, readPage, type SortedPageQuery } from '../db/paging';
import { users } from '../db/schema';

export type PartnerUserSort = 'login' | 'name' | 'email' | 'id';

export type PartnerUserListQuery = SortedPageQuery<PartnerUserSort>;

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
    list(partnerId: number, query: PartnerUserListQuery): Promise<Page<PartnerUser>> {
      // Sign-in name, name or e-mail contains the text.
      const where = and(ofPartner(partnerId), containsText(query.search, users.username, users.name, users.email));
      return readPage(query, db.select({ total: count() }).from(users).where(where), ({ limit, offset }) =>
        db
          .select(columns)
          .from(users)
          .where(where)
          .orderBy(orderOf(query.direction)(SORT_COLUMNS[query.sort]), asc(users.id))
          .limit(limit)
          .offset(offset),
      );
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
