/**
 * Partner › Customer › Users (spec A §2 "/cliente/{clienteId}/usuarios", column: user): the customer's users with a
 * view action, New user, and a back button to the customer.
 */
import { useMemo } from 'react';
import { Button } from '@fluentui/react-components';
import { Add20Regular, ArrowLeft20Regular, Eye20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { CustomerUserPortToken, type CustomerUserPort, type CustomerUserRow } from '@tagtrail/domain';
import { DataList, type DataListColumn } from '../lists/DataList';
import { useList } from '../lists/useList';
import { LinkButton, useNavigate } from '../navigation/navigation';
import { useService } from '../services/services';
import { Page } from '../shell/Page';
import { customerUserPaths } from './customer-user.paths';
import { useCustomerName } from './useCustomerName';

export function CustomerUserListView({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const service = useService<CustomerUserPort>(CustomerUserPortToken);
  const port = useMemo(() => service.forCustomer(customerId), [service, customerId]);
  const list = useList<CustomerUserRow>(port);
  const navigate = useNavigate();
  const customerName = useCustomerName(customerId);

  const columns = useMemo<DataListColumn<CustomerUserRow>[]>(
    () => [{ id: 'login', header: t('customerUsers.login'), text: (row) => row.login, minWidth: 140, sort: 'login' }],
    [t],
  );

  const title = customerName ? t('customerUsers.listTitleOf', { name: customerName }) : t('customerUsers.listTitle');
  return (
    <Page
      title={title}
      actions={
        <LinkButton to={customerUserPaths.customer(customerId)} appearance="subtle" icon={<ArrowLeft20Regular />}>
          {t('customerUsers.backToCustomer')}
        </LinkButton>
      }
    >
      <DataList
        label={title}
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        actionsWidth="5rem"
        rowActions={(row) => (
          <LinkButton
            to={customerUserPaths.view(customerId, row.id)}
            appearance="subtle"
            icon={<Eye20Regular />}
            aria-label={t('customerUsers.view', { login: row.login })}
            title={t('customerUsers.view', { login: row.login })}
          />
        )}
        toolbar={
          <Button
            appearance="primary"
            icon={<Add20Regular />}
            onClick={() => navigate(customerUserPaths.create(customerId))}
          >
            {t('customerUsers.new')}
          </Button>
        }
      />
    </Page>
  );
}
