/** Customers (spec A §7 "Customers (partner area)"): the shared resource shape, plus the selects other screens cascade. */
import type { Cancellation } from '../shared/cancellation';
import type { ResourcePort } from '../shared/resource.port';
import type { Customer, CustomerInput, CustomerOption, CustomerProductOption, CustomerRow } from './customer.model';

/** The partner's customers: list (cliente/pagination/), get, create, update, remove (cliente/{id}). */
export type CustomerPort = ResourcePort<CustomerRow, Customer, CustomerInput>;
export const CustomerPortToken = Symbol.for('CustomerPort');

/** The customer and product selects of the lot forms (spec A §2: "customers depend on the partner; products on partner and customer"). */
export interface CustomerOptionsPort {
  /** Admin: a partner's customers (GET parceiro/{id}/clientes). */
  customersOfPartner(partnerId: number, signal?: Cancellation): Promise<CustomerOption[]>;
  /** Admin: a partner's customer's products (GET parceiro/{parceiroId}/clientes/{clienteId}/produtos). */
  productsOfPartnerCustomer(
    partnerId: number,
    customerId: number,
    signal?: Cancellation,
  ): Promise<CustomerProductOption[]>;
  /** Partner area: the caller's customers (GET areaparceiro/clientes). */
  myCustomers(signal?: Cancellation): Promise<CustomerOption[]>;
  /** Partner area: one of the caller's customers' products (GET areaparceiro/clientes/{id}/produtos). */
  productsOfMyCustomer(customerId: number, signal?: Cancellation): Promise<CustomerProductOption[]>;
}
export const CustomerOptionsPortToken = Symbol.for('CustomerOptionsPort');
