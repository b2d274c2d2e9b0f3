/**
 * CustomerUserPort over an array, for stories and tests: the shared memory accounts (memory-user-accounts), without
 * the new one-time password the customer users' calls do not have.
 */
import type { CustomerUserPort, CustomerUsers } from '@tagtrail/domain';
import { MemoryUserAccounts, type MemoryUserAccountOptions } from '../memory/memory-user-accounts';
import { demoCustomerUsers, type DemoCustomerUser } from './customer-user.demo';

export type MemoryCustomerUserOptions = MemoryUserAccountOptions<'list' | 'get' | 'create' | 'remove'>;

export class MemoryCustomerUserAdapter implements CustomerUserPort {
  private readonly accounts: MemoryUserAccounts;

  constructor(seed: readonly DemoCustomerUser[] = demoCustomerUsers, options: MemoryCustomerUserOptions = {}) {
    this.accounts = new MemoryUserAccounts(
      seed.map(({ customerId, ...user }) => ({ ...user, ownerId: customerId })),
      options,
      false,
    );
  }

  forCustomer(customerId: number): CustomerUsers {
    return this.accounts.forOwner(customerId);
  }
}
