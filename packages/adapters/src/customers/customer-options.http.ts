/**
 * CustomerOptionsPort over the API: the customer and product selects of the lot forms (spec A §7 "Partners":
 * parceiro/{id}/clientes and parceiro/{parceiroId}/clientes/{clienteId}/produtos for the admin; "Customers
 * (partner area)": areaparceiro/clientes and areaparceiro/clientes/{id}/produtos for the partner).
 */
import { customerOptionFromWire, customerOptionsContract, customerProductOptionFromWire } from '@tagtrail/contract';
import type { Cancellation, CustomerOption, CustomerOptionsPort, CustomerProductOption } from '@tagtrail/domain';
import type { ApiClient } from '../http/api-client';

export class CustomerOptionsHttpAdapter implements CustomerOptionsPort {
  constructor(private readonly api: ApiClient) {}

  async customersOfPartner(partnerId: number, signal?: Cancellation): Promise<CustomerOption[]> {
    const wire = await this.api.call(customerOptionsContract.customersOfPartner, { params: { id: partnerId }, signal });
    return wire.map(customerOptionFromWire);
  }

  async productsOfPartnerCustomer(
    partnerId: number,
    customerId: number,
    signal?: Cancellation,
  ): Promise<CustomerProductOption[]> {
    const wire = await this.api.call(customerOptionsContract.productsOfPartnerCustomer, {
      params: { parceiroId: partnerId, clienteId: customerId },
      signal,
    });
    return wire.map(customerProductOptionFromWire);
  }

  async myCustomers(signal?: Cancellation): Promise<CustomerOption[]> {
    const wire = await this.api.call(customerOptionsContract.myCustomers, { signal });
    return wire.map(customerOptionFromWire);
  }

  async productsOfMyCustomer(customerId: number, signal?: Cancellation): Promise<CustomerProductOption[]> {
    const wire = await this.api.call(customerOptionsContract.productsOfMyCustomer, {
      params: { id: customerId },
      signal,
    });
    return wire.map(customerProductOptionFromWire);
  }
}
