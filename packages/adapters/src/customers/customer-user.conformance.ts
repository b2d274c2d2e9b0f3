/**
 * The customer users' cases (spec A §7: areaparceiro/clientes/{id}/usuarios): the shared account port's
 * (partner-user.conformance.ts), run against the memory adapter (customer-user.memory.conformance.test.ts) and the
 * HTTP adapter signed in as the customer's partner (apps/api/test/account-conformance.test.ts). A customer's users
 * have no new one-time password of their own.
 */
import type { CustomerUserPort } from '@tagtrail/domain';
import {
  describeUserAccountConformance,
  type UserAccountConformanceSubject,
} from '../partners/partner-user.conformance';

export interface CustomerUserConformanceSubject extends UserAccountConformanceSubject {
  readonly accounts: ReturnType<CustomerUserPort['forCustomer']>;
}

export function describeCustomerUserConformance(
  name: string,
  makeSubject: () => Promise<CustomerUserConformanceSubject>,
): void {
  describeUserAccountConformance(name, 'a customer’s users', 'cu', makeSubject);
}
