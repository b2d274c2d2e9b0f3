/**
 * Sign-in accounts of one owner and role, as the account lists read them (partner users for the admin, customer
 * users for a partner, sales points for a customer): the paged list with search and sort, and one account.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { sortNames, userAccountWire } from '@tagtrail/contract';
import type { Page } from '@tagtrail/domain';
import type { Database } from '../db/client';
import { containsText, textOrder, type SortedPageQuery, tablePage } from '../db/paging';
import { users } from './identity.schema';
import type { UserScope } from './users.store';

export type AccountSort = 'login' | 'name' | 'email' | 'id';

export interface Account {
  readonly id: number;
  readonly login: string;
  readonly name: string;
  readonly email: string;
}

const columns = { id: users.id, login: users.username, name: users.name, email: users.email };

/** Names sort without regard to case; the id breaks ties so pages never overlap. */
const SORT_COLUMNS: Readonly<Record<AccountSort, SQL | typeof users.id>> = {
  login: textOrder(users.username),
  name: textOrder(users.name),
  email: textOrder(users.email),
  id: users.id,
};

/** The accounts of this role tied to this partner or customer; nothing else is ever read through here. */
function ownedBy(scope: UserScope): SQL | undefined {
  return and(
    eq(users.role, scope.role),
    scope.partnerId === undefined ? undefined : eq(users.partnerId, scope.partnerId),
    scope.customerId === undefined ? undefined : eq(users.customerId, scope.customerId),
  );
}

export function accountRepository(db: Database, scope: UserScope) {
  const owned = ownedBy(scope);
  return {
    list(query: SortedPageQuery<AccountSort>): Promise<Page<Account>> {
      // Sign-in name, name or e-mail contains the text.
      const where = and(owned, containsText(query.search, users.username, users.name, users.email));
      return tablePage(db, query, {
        table: users,
        rows: db.select(columns).from(users).$dynamic(),
        where,
        sortColumns: SORT_COLUMNS,
        id: users.id,
      });
    },

    /** Undefined for an id that is not one of these accounts, whoever else it belongs to. */
    async get(id: number): Promise<Account | undefined> {
      const [row] = await db
        .select(columns)
        .from(users)
        .where(and(eq(users.id, id), owned));
      return row;
    },
  };
}

/** The account lists sort by login, name, e-mail or id, each by its wire name or the domain's. */
export const ACCOUNT_SORT_BY_NAME = sortNames(userAccountWire, ['login', 'name', 'email', 'id']);
