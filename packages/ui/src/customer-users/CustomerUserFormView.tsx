/**
 * Partner › Customer › User (spec A §2, §5, §8): the shared user screen (user-accounts) for a customer's users;
 * creating one makes a sign-in account with role customer tied to this customer. spec A §8 ("Generic load or save
 * failure on … customer user"): a failed load or create says 'loading data error'.
 */
import { useMemo } from 'react';
import { CustomerUserPortToken, type CustomerUserPort } from '@tagtrail/domain';
import { useService } from '../services/services';
import { UserAccountFormView } from '../user-accounts/UserAccountFormView';
import { customerUserPaths } from './customer-user.paths';

export function CustomerUserFormView({ customerId, id }: { customerId: number; id?: number }) {
  const service = useService<CustomerUserPort>(CustomerUserPortToken);
  const accounts = useMemo(() => service.forCustomer(customerId), [service, customerId]);
  return (
    <UserAccountFormView
      id={id}
      accounts={accounts}
      listPath={customerUserPaths.list(customerId)}
      createFailed="messages.LOADING_DATA_ERROR"
      loadFailed="messages.LOADING_DATA_ERROR"
    />
  );
}
