/**
 * CustomerPort over the API (spec A §7 "Customers (partner area)": cliente/pagination/, cliente/{id}): English
 * domain names in, Portuguese wire names out; the single-reading messages travel as the JSON map
 * leituraUnicaMensagem.
 */
import { customerContract, customerFromWire, customerInputToWire, customerRowFromWire } from '@tagtrail/contract';
import type { Customer, CustomerInput, CustomerPort, CustomerRow } from '@tagtrail/domain';
import type { ApiClient } from '../http/api-client';
import { wireFieldNames } from '../http/error-fields';
import { HttpResource, resourceWire } from '../http/http-resource';

const FIELDS = wireFieldNames(customerInputToWire, [
  'code',
  'name',
  'taxId',
  'linkedProduct',
  'exclusive',
  'singleReading',
  // Probed too, though the codec turns it into JSON text: a wire field holding the whole map maps below.
  'singleReadingMessages',
]);
// The messages are one wire field holding the whole map: its refusal names the domain's map.
const NAMES = { ...FIELDS, leituraUnicaMensagem: 'singleReadingMessages' };

const CUSTOMER_WIRE = resourceWire(customerContract, {
  row: customerRowFromWire,
  record: customerFromWire,
  input: customerInputToWire,
  fieldNames: NAMES,
});

export class CustomerHttpAdapter extends HttpResource<CustomerRow, Customer, CustomerInput> implements CustomerPort {
  constructor(api: ApiClient) {
    super(api, CUSTOMER_WIRE);
  }
}
