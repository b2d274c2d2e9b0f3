/**
 * CustomerPort over the API (spec A §7 "Customers (partner area)": cliente/pagination/, cliente/{id}): English
 * domain names in, Portuguese wire names out; the single-reading messages travel as the JSON map
 * leituraUnicaMensagem.
 */
import {
  customerContract,
  customerFromWire,
  customerInputToWire,
  customerRowFromWire,
  listQueryToWire,
  rowsFromWire,
  pageFromWire,
} from '@tagtrail/contract';
import type {
  Cancellation,
  Customer,
  CustomerInput,
  CustomerPort,
  CustomerRow,
  ListQuery,
  Page,
} from '@tagtrail/domain';
import type { ApiClient } from '../http/api-client';
import { renamingFields, wireFieldNames } from '../http/error-fields';

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

export class CustomerHttpAdapter implements CustomerPort {
  constructor(private readonly api: ApiClient) {}

  async list(query: ListQuery, signal?: Cancellation): Promise<Page<CustomerRow>> {
    const wire = await this.api.call(customerContract.list, { query: listQueryToWire(query), signal });
    return pageFromWire(wire, customerRowFromWire);
  }

  allRows(query: ListQuery, signal?: Cancellation): AsyncIterable<CustomerRow> {
    return rowsFromWire(
      this.api.allRecords(customerContract.list, { query: listQueryToWire(query), signal }),
      customerRowFromWire,
    );
  }

  async get(id: number, signal?: Cancellation): Promise<Customer> {
    return customerFromWire(await this.api.call(customerContract.get, { params: { id }, signal }));
  }

  create(input: CustomerInput): Promise<number> {
    return renamingFields(this.api.call(customerContract.create, { body: customerInputToWire(input) }), NAMES);
  }

  update(id: number, input: CustomerInput): Promise<number> {
    return renamingFields(
      this.api.call(customerContract.update, { params: { id }, body: customerInputToWire(input) }),
      NAMES,
    );
  }

  async remove(id: number): Promise<void> {
    await this.api.call(customerContract.remove, { params: { id } });
  }
}
