/**
 * CustomerUserPort over the API (spec A §7: areaparceiro/clientes/{id}/usuarios): English domain names in, Portuguese
 * wire names out. The create answers the account's one-time password, shown once, as a partner user's does.
 */
import {
  createdPartnerUserFromWire,
  customerUserContract,
  customerUserFromWire,
  customerUserInputToWire,
  customerUserRowFromWire,
  listQueryToWire,
  rowsFromWire,
  pageFromWire,
} from '@tagtrail/contract';
import type {
  Cancellation,
  CreatedCustomerUser,
  CustomerUser,
  CustomerUserInput,
  CustomerUserPort,
  CustomerUserRow,
  CustomerUsers,
  ListQuery,
  Page,
} from '@tagtrail/domain';
import type { ApiClient } from '../http/api-client';
import { renamingFields, wireFieldNames } from '../http/error-fields';

const FIELDS = wireFieldNames(customerUserInputToWire, ['login', 'name', 'email']);

export class CustomerUserHttpAdapter implements CustomerUserPort {
  constructor(private readonly api: ApiClient) {}

  forCustomer(customerId: number): CustomerUsers {
    const api = this.api;
    const id = customerId;
    return {
      async list(query: ListQuery, signal?: Cancellation): Promise<Page<CustomerUserRow>> {
        const wire = await api.call(customerUserContract.list, {
          params: { id },
          query: listQueryToWire(query),
          signal,
        });
        return pageFromWire(wire, customerUserRowFromWire);
      },

      allRows(query: ListQuery, signal?: Cancellation): AsyncIterable<CustomerUserRow> {
        return rowsFromWire(
          api.allRecords(customerUserContract.list, { params: { id }, query: listQueryToWire(query), signal }),
          customerUserRowFromWire,
        );
      },

      async get(usuarioId: number, signal?: Cancellation): Promise<CustomerUser> {
        return customerUserFromWire(await api.call(customerUserContract.get, { params: { id, usuarioId }, signal }));
      },

      async create(input: CustomerUserInput): Promise<CreatedCustomerUser> {
        const answer = api.call(customerUserContract.create, { params: { id }, body: customerUserInputToWire(input) });
        // The same answer as a partner user's (UsuarioClienteCriadoSchema is UsuarioParceiroCriadoSchema).
        return createdPartnerUserFromWire(await renamingFields(answer, FIELDS));
      },

      async remove(usuarioId: number): Promise<void> {
        await api.call(customerUserContract.remove, { params: { id, usuarioId } });
      },
    };
  }
}
