/**
 * CustomerPort over an array, for stories and tests: the signed-in partner's customers only, answering and refusing
 * as the server does (a code unique within the partner, case aside; the code locked on edit; a customer in use kept).
 */
import {
  BUSINESS_RULE_ERROR,
  CUSTOMER_CODE_EXISTS,
  CUSTOMER_IN_USE,
  customerCodeChange,
  normaliseCustomer,
  PortError,
  validateCustomer,
  type Cancellation,
  type Customer,
  type CustomerInput,
  type CustomerPort,
  type CustomerRow,
  type ListQuery,
  type Page,
} from '@tagtrail/domain';
import { serverPage, type ServerList } from '../memory/memory-list';
import { notFoundError, simulate, validationFailure, type MemoryOptions } from '../memory/memory-options';
import { demoPartners } from '../partners/partner.demo';
import { demoCustomers, type DemoCustomer } from './customer.demo';

export interface MemoryCustomerOptions extends MemoryOptions {
  /** The signed-in partner; the first demo partner by default. Other partners' customers are not found. */
  readonly myPartnerId?: number;
  /** Customers that still have users, products or lots: removing one is refused with CUSTOMER_IN_USE. */
  readonly inUseIds?: readonly number[];
}

/** As the server's list (customers.repository.ts): code or name searched, by name unless told otherwise. */
const CUSTOMER_LIST: ServerList<CustomerRow> = {
  searchIn: (row) => [row.code, row.name],
  sorts: { code: (row) => row.code, name: (row) => row.name, id: (row) => row.id },
  byDefault: { valueOf: (row) => row.name, direction: 'asc' },
  idOf: (row) => row.id,
};

/**
 * The app tenant of a new customer, shaped as the server's (customers.repository.ts newTenantId): the code made safe
 * for a host name, and six hex digits, here from the id rather than a random source so stories stay alike.
 */
function tenantIdOf(code: string, id: number): string {
  const slug = code
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  const suffix = ((id * 2_654_435_761) >>> 8).toString(16).padStart(6, '0').slice(-6);
  return `${slug === '' ? 'customer' : slug}-${suffix}`;
}

export class MemoryCustomerAdapter implements CustomerPort {
  private customers: DemoCustomer[];
  private nextId: number;

  constructor(
    seed: readonly DemoCustomer[] = demoCustomers,
    private readonly options: MemoryCustomerOptions = {},
  ) {
    this.customers = seed.map((customer) => ({
      ...customer,
      singleReadingMessages: { ...customer.singleReadingMessages },
    }));
    this.nextId = Math.max(0, ...seed.map((customer) => customer.id)) + 1;
  }

  list(query: ListQuery, signal?: Cancellation): Promise<Page<CustomerRow>> {
    return simulate(
      this.options,
      'list',
      () =>
        serverPage(
          this.mine().map(({ id, code, name }) => ({ id, code, name })),
          query,
          CUSTOMER_LIST,
        ),
      signal,
    );
  }

  get(id: number, signal?: Cancellation): Promise<Customer> {
    return simulate(this.options, 'get', () => toCustomer(this.find(id)), signal);
  }

  create(input: CustomerInput): Promise<number> {
    return simulate(this.options, 'create', () => {
      const clean = this.checked(input, undefined);
      const id = this.nextId++;
      this.customers.push({
        id,
        partnerId: this.myPartnerId,
        ...clean,
        tenantId: tenantIdOf(clean.code, id),
      });
      return id;
    });
  }

  update(id: number, input: CustomerInput): Promise<number> {
    return simulate(this.options, 'update', () => {
      const customer = this.find(id);
      Object.assign(customer, this.checked(input, customer));
      return id;
    });
  }

  remove(id: number): Promise<void> {
    return simulate(this.options, 'remove', () => {
      this.find(id);
      // spec A §8: refused with error 1 and a message key the view shows translated.
      if (this.options.inUseIds?.includes(id)) throw new PortError(409, BUSINESS_RULE_ERROR, CUSTOMER_IN_USE);
      this.customers = this.customers.filter((customer) => customer.id !== id);
    });
  }

  private get myPartnerId(): number {
    return this.options.myPartnerId ?? demoPartners[0]?.id ?? 1;
  }

  private mine(): DemoCustomer[] {
    return this.customers.filter((customer) => customer.partnerId === this.myPartnerId);
  }

  /** Scoped by the partner, as the server: another partner's customer is not found. */
  private find(id: number): DemoCustomer {
    const customer = this.mine().find((candidate) => candidate.id === id);
    if (customer === undefined) throw notFoundError();
    return customer;
  }

  /** The server checks the rules again and stores trimmed values; so does this fake. */
  private checked(input: CustomerInput, existing: DemoCustomer | undefined): CustomerInput {
    const errors = [...validateCustomer(input), ...(existing ? customerCodeChange(existing, input) : [])];
    if (errors.length > 0) throw validationFailure(errors);
    const clean = normaliseCustomer(input);
    const code = clean.code.toLowerCase();
    const taken = this.mine().some((other) => other !== existing && other.code.toLowerCase() === code);
    // As the server: a refusal of the code field, not a failure of the whole save.
    if (taken) throw validationFailure([{ key: CUSTOMER_CODE_EXISTS, field: 'code' }]);
    return clean;
  }
}

function toCustomer({ partnerId: _partnerId, ...customer }: DemoCustomer): Customer {
  return { ...customer, singleReadingMessages: { ...customer.singleReadingMessages } };
}
