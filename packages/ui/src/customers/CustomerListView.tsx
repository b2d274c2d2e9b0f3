/**
 * Partner › Customers (spec A §2 "/clientes", also the area's base): code and name (both sort on a click), actions
 * edit, users and app, New customer.
 */
import { useMemo } from 'react';
import { Button } from '@fluentui/react-components';
import { Add20Regular, Edit20Regular, People20Regular, Phone20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { CustomerPortToken, type CustomerPort, type CustomerRow } from '@tagtrail/domain';
import { DataList, type DataListColumn } from '../lists/DataList';
import { useList } from '../lists/useList';
import { LinkButton, useNavigate } from '../navigation/navigation';
import { useService } from '../services/services';
import { Page } from '../shell/Page';
import { customerPaths } from './customer.paths';

export function CustomerListView() {
  const { t } = useTranslation();
  const port = useService<CustomerPort>(CustomerPortToken);
  const list = useList<CustomerRow>(port);
  const navigate = useNavigate();

  const columns = useMemo<DataListColumn<CustomerRow>[]>(
    () => [
      // Codes are short (AURORA, NORFAR): the name gets the room. Both stay on a phone.
      {
        id: 'code',
        header: t('customers.code'),
        text: (c) => c.code,
        width: '30%',
        minWidth: 80,
        priority: 1,
        sort: 'code',
      },
      { id: 'name', header: t('customers.name'), text: (c) => c.name, minWidth: 100, priority: 1, sort: 'name' },
    ],
    [t],
  );

  return (
    <Page title={t('customers.listTitle')}>
      <DataList
        label={t('customers.listTitle')}
        list={list}
        columns={columns}
        rowKey={(c) => c.id}
        // Three 32 px icon buttons and the cell's padding, so a phone's width holds code, name and every action.
        actionsWidth="7.5rem"
        rowActions={(c) => (
          <>
            <LinkButton
              to={customerPaths.edit(c.id)}
              appearance="subtle"
              icon={<Edit20Regular />}
              aria-label={t('customers.edit', { name: c.name })}
              title={t('customers.edit', { name: c.name })}
            />
            <LinkButton
              to={customerPaths.users(c.id)}
              appearance="subtle"
              icon={<People20Regular />}
              aria-label={t('customers.users', { name: c.name })}
              title={t('customers.users', { name: c.name })}
            />
            <LinkButton
              to={customerPaths.apps(c.id)}
              appearance="subtle"
              icon={<Phone20Regular />}
              aria-label={t('customers.app', { name: c.name })}
              title={t('customers.app', { name: c.name })}
            />
          </>
        )}
        toolbar={
          <Button appearance="primary" icon={<Add20Regular />} onClick={() => navigate(customerPaths.create)}>
            {t('customers.new')}
          </Button>
        }
      />
    </Page>
  );
}
