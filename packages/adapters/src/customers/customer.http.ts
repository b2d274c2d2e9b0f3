/**
 * CustomerPort over the API (spec A §7 "Customers (partner area)": cliente/pagination/, cliente/{id}): English
 * domain names in, Portuguese wire names out; the single-reading messages travel as the JSON map
 * leituraUnicaMensagem.
 */
import { customerContract, customerFromWire, customerInputWire, customerRowFromWire } from '@tagtrail/contract';
import type { Customer, CustomerInput, CustomerPort, CustomerRow } from '@tagtrail/domain';
import type { ApiClient } from '../http/api-client';
import { HttpResource, resourceWire } from '../http/http-resource';

const CUSTOMER_WIRE = resourceWire(customerContract, {
  row: customerRowFromWire,
  record: customerFromWire,
  input: customerInputWire,
});

export class CustomerHttpAdapter extends HttpResource<CustomerRow, Customer, CustomerInput> implements CustomerPort {
  constructor(api: ApiClient) {
    super(api, CUSTOMER_WIRE);
  }
}
