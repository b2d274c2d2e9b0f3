/** Partner › Customer › Users (spec A §2 "/cliente/{clienteId}/usuarios"): the shared user list for a customer. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerUserPortToken, type CustomerUserPort } from '@tagtrail/domain';
import { useService } from '../services/services';
import { UserAccountListView } from '../user-accounts/UserAccountListView';
import { customerUserPaths } from './customer-user.paths';
import { useCustomerName } from './useCustomerName';

export function CustomerUserListView({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const service = useService<CustomerUserPort>(CustomerUserPortToken);
  const accounts = useMemo(() => service.forCustomer(customerId), [service, customerId]);
  const customerName = useCustomerName(customerId);
  return (
    <UserAccountListView
      accounts={accounts}
      title={customerName ? t('customerUsers.listTitleOf', { name: customerName }) : t('customerUsers.listTitle')}
      ownerPath={customerUserPaths.customer(customerId)}
      backToOwner={t('customerUsers.backToCustomer')}
      createPath={customerUserPaths.create(customerId)}
      viewPath={(id) => customerUserPaths.view(customerId, id)}
    />
  );
}
