/** CustomerOptionsPort over an array, for stories and tests: each partner's customers and their products. */
import type { Cancellation, CustomerOption, CustomerOptionsPort, CustomerProductOption } from '@tagtrail/domain';
import { notFoundError, simulate, type MemoryOptions } from '../memory/memory-options';
import { demoPartners } from '../partners/partner.demo';
import { demoPartnerCustomers, type DemoPartnerCustomer } from './customer-options.demo';

export type CustomerOptionsOperation =
  'customersOfPartner' | 'productsOfPartnerCustomer' | 'myCustomers' | 'productsOfMyCustomer';

export interface MemoryCustomerOptionsOptions extends MemoryOptions<CustomerOptionsOperation> {
  /** Partners that exist: any other partner id answers 404, as the server does. The demo partners by default. */
  readonly partnerIds?: readonly number[];
  /** The signed-in partner the partner-area calls answer for; the first demo partner by default. */
  readonly myPartnerId?: number;
}

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'pt-BR', { sensitivity: 'base' });

export class MemoryCustomerOptionsAdapter implements CustomerOptionsPort {
  private readonly customers: readonly DemoPartnerCustomer[];
  private readonly partnerIds: ReadonlySet<number>;

  constructor(
    seed: readonly DemoPartnerCustomer[] = demoPartnerCustomers,
    private readonly options: MemoryCustomerOptionsOptions = {},
  ) {
    this.customers = seed.map((customer) => ({ ...customer, products: customer.products.map((p) => ({ ...p })) }));
    this.partnerIds = new Set(
      options.partnerIds ?? [...demoPartners.map((p) => p.id), ...seed.map((c) => c.partnerId)],
    );
  }

  customersOfPartner(partnerId: number, signal?: Cancellation): Promise<CustomerOption[]> {
    return simulate(this.options, 'customersOfPartner', () => this.customersOf(partnerId), signal);
  }

  productsOfPartnerCustomer(
    partnerId: number,
    customerId: number,
    signal?: Cancellation,
  ): Promise<CustomerProductOption[]> {
    return simulate(this.options, 'productsOfPartnerCustomer', () => this.productsOf(partnerId, customerId), signal);
  }

  myCustomers(signal?: Cancellation): Promise<CustomerOption[]> {
    return simulate(this.options, 'myCustomers', () => this.customersOf(this.myPartnerId), signal);
  }

  productsOfMyCustomer(customerId: number, signal?: Cancellation): Promise<CustomerProductOption[]> {
    return simulate(this.options, 'productsOfMyCustomer', () => this.productsOf(this.myPartnerId, customerId), signal);
  }

  private get myPartnerId(): number {
    return this.options.myPartnerId ?? demoPartners[0]?.id ?? 1;
  }

  /** By name, as the server orders them; 404 for a partner that does not exist. */
  private customersOf(partnerId: number): CustomerOption[] {
    if (!this.partnerIds.has(partnerId)) throw notFoundError();
    return this.customers
      .filter((customer) => customer.partnerId === partnerId)
      .map(({ id, name }) => ({ id, name }))
      .sort(byName);
  }

  /** By name; 404 unless the customer is that partner's, as the server (no peeking at another partner's). */
  private productsOf(partnerId: number, customerId: number): CustomerProductOption[] {
    const customer = this.customers.find((c) => c.id === customerId && c.partnerId === partnerId);
    if (customer === undefined) throw notFoundError();
    return customer.products.map((product) => ({ ...product })).sort(byName);
  }
}
