/**
 * CustomerUserPort over an array, for stories and tests; answers and refuses as the server does, and creates with
 * the same one-time password answer as partner users (memory-accounts).
 */
import {
  BUSINESS_RULE_ERROR,
  normaliseUserAccount,
  PortError,
  USERNAME_TAKEN,
  validateCustomerUser,
  type Cancellation,
  type CreatedCustomerUser,
  type CustomerUser,
  type CustomerUserInput,
  type CustomerUserPort,
  type CustomerUserRow,
  type CustomerUsers,
  type ListQuery,
  type Page,
} from '@tagtrail/domain';
import { oneTimePasswordAnswer } from '../memory/memory-accounts';
import { pageOf } from '../memory/memory-list';
import { notFoundError, simulate, validationFailure, type MemoryOptions } from '../memory/memory-options';
import { demoCustomerUsers, type DemoCustomerUser } from './customer-user.demo';

export type CustomerUserOperation = 'list' | 'get' | 'create' | 'remove';

export interface MemoryCustomerUserOptions extends MemoryOptions<CustomerUserOperation> {
  /** The clock the one-time password's expiry is counted from (tests). */
  readonly now?: () => Date;
  /** Customers that exist (the signed-in partner's): any other customer id answers 404. All by default. */
  readonly customerIds?: readonly number[];
}

export class MemoryCustomerUserAdapter implements CustomerUserPort {
  private users: DemoCustomerUser[];
  private nextId: number;

  constructor(
    seed: readonly DemoCustomerUser[] = demoCustomerUsers,
    private readonly options: MemoryCustomerUserOptions = {},
  ) {
    this.users = seed.map((user) => ({ ...user }));
    this.nextId = Math.max(0, ...seed.map((user) => user.id)) + 1;
  }

  forCustomer(customerId: number): CustomerUsers {
    return {
      list: (query: ListQuery, signal?: Cancellation): Promise<Page<CustomerUserRow>> =>
        simulate(
          this.options,
          'list',
          () => {
            // The server's default order: by login.
            const rows = this.ofCustomer(customerId)
              .map(({ id, login }) => ({ id, login }))
              .sort((a, b) => a.login.localeCompare(b.login, 'pt-BR', { sensitivity: 'base' }));
            return pageOf(rows, query, (row) => [row.login]);
          },
          signal,
        ),

      get: (id: number, signal?: Cancellation): Promise<CustomerUser> =>
        simulate(this.options, 'get', () => toCustomerUser(this.find(customerId, id)), signal),

      create: (input: CustomerUserInput): Promise<CreatedCustomerUser> =>
        simulate(this.options, 'create', () => this.create(customerId, input)),

      remove: (id: number): Promise<void> =>
        simulate(this.options, 'remove', () => {
          const user = this.find(customerId, id);
          this.users = this.users.filter((other) => other !== user);
        }),
    };
  }

  private create(customerId: number, input: CustomerUserInput): CreatedCustomerUser {
    this.checkCustomer(customerId);
    const errors = validateCustomerUser(input);
    if (errors.length > 0) throw validationFailure(errors);
    const clean = normaliseUserAccount(input);
    // Logins are unique over every account, case aside (as the server's index).
    const login = clean.login.toLowerCase();
    if (this.users.some((user) => user.login.toLowerCase() === login)) {
      throw new PortError(409, BUSINESS_RULE_ERROR, USERNAME_TAKEN);
    }
    const id = this.nextId++;
    this.users.push({ id, customerId, ...clean });
    return oneTimePasswordAnswer(id, this.options.now?.() ?? new Date());
  }

  private ofCustomer(customerId: number): DemoCustomerUser[] {
    this.checkCustomer(customerId);
    return this.users.filter((user) => user.customerId === customerId);
  }

  private checkCustomer(customerId: number): void {
    if (this.options.customerIds !== undefined && !this.options.customerIds.includes(customerId)) {
      throw notFoundError();
    }
  }

  /** Scoped by the customer, as the server: another customer's user id is not found. */
  private find(customerId: number, id: number): DemoCustomerUser {
    const user = this.ofCustomer(customerId).find((candidate) => candidate.id === id);
    if (user === undefined) throw notFoundError();
    return user;
  }
}

function toCustomerUser({ id, login, name, email }: DemoCustomerUser): CustomerUser {
  return { id, login, name, email };
}
