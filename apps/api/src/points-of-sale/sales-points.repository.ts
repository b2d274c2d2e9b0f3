/**
 * A customer's sales points in SQL (spec B §3 "Sales point: id, usuario, nome, email, usuarioId"): each is a sign-in
 * account with role `pointofsale` tied to the customer, so its id is the account's. Row-level security (0004's
 * users_of_customer_sales_points) already keeps a customer to its own; the scope here says the same in the query.
 */
import { eq, and } from 'drizzle-orm';
import type { Page, SalesPoint } from '@tagtrail/domain';
import type { Database } from '../db/client';
import type { SortedPageQuery } from '../db/paging';
import { users } from '../db/schema';
import { accountRepository, type Account, type AccountSort } from '../identity/accounts.repository';
import type { UserScope } from '../identity';

export const salesPointScope = (customerId: number): UserScope => ({ role: 'pointofsale', customerId });

const toSalesPoint = (account: Account): SalesPoint => ({ ...account, userId: account.id });

export function salesPointRepository(db: Database, customerId: number) {
  const scope = salesPointScope(customerId);
  const accounts = accountRepository(db, scope);
  return {
    async list(query: SortedPageQuery<AccountSort>): Promise<Page<SalesPoint>> {
      const page = await accounts.list(query);
      return { records: page.records.map(toSalesPoint), total: page.total };
    },

    async get(id: number): Promise<SalesPoint | undefined> {
      if (!Number.isSafeInteger(id)) return undefined;
      const account = await accounts.get(id);
      return account === undefined ? undefined : toSalesPoint(account);
    },

    /** The name only: login and e-mail are read-only once stored (spec B §5). Undefined when no such sales point. */
    async rename(id: number, name: string): Promise<number | undefined> {
      const [row] = await db
        .update(users)
        .set({ name })
        .where(and(eq(users.id, id), eq(users.role, scope.role), eq(users.customerId, customerId)))
        .returning({ id: users.id });
      return row?.id;
    },
  };
}
