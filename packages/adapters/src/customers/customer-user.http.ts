/**
 * CustomerUserPort over the API (spec A §7: areaparceiro/clientes/{id}/usuarios): the shared account calls
 * (http-user-accounts). The create answers the account's one-time password, as a partner user's does.
 */
import {
  createdPartnerUserFromWire,
  customerUserContract,
  customerUserFromWire,
  customerUserInputToWire,
  customerUserRowFromWire,
} from '@tagtrail/contract';
import type { CustomerUserPort, CustomerUsers } from '@tagtrail/domain';
import type { ApiClient } from '../http/api-client';
import { httpUserAccounts, userAccountWire } from '../http/http-user-accounts';

const CUSTOMER_USER_WIRE = userAccountWire(customerUserContract, {
  ownerParams: (id) => ({ id }),
  accountParam: 'usuarioId',
  row: customerUserRowFromWire,
  account: customerUserFromWire,
  // The same answer as a partner user's (UsuarioClienteCriadoSchema is UsuarioParceiroCriadoSchema).
  created: createdPartnerUserFromWire,
  input: customerUserInputToWire,
});

export class CustomerUserHttpAdapter implements CustomerUserPort {
  constructor(private readonly api: ApiClient) {}

  forCustomer(customerId: number): CustomerUsers {
    return httpUserAccounts(this.api, CUSTOMER_USER_WIRE, customerId);
  }
}
