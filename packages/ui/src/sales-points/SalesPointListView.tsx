/**
 * Customer › Sales points (spec B §2 "/pontovendas": login, name, e-mail; a reset-password action): each column sorts
 * on a click, edit and reset password beside each row (the reset as on the sales point's page), New sales point, and
 * every list's search, paging and CSV export.
 */
import { useMemo } from 'react';
import { Button } from '@fluentui/react-components';
import { Add20Regular, Edit20Regular, KeyReset20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { SalesPointPortToken, type SalesPointPort, type SalesPointRow } from '@tagtrail/domain';
import { DataList, type DataListColumn } from '../lists/DataList';
import { useList } from '../lists/useList';
import { LinkButton, useNavigate } from '../navigation/navigation';
import { useService } from '../services/services';
import { Page } from '../shell/Page';
import { salesPointPaths } from './sales-point.paths';
import { useSalesPointPasswordReset } from './useSalesPointPasswordReset';

export function SalesPointListView() {
  const { t } = useTranslation();
  const port = useService<SalesPointPort>(SalesPointPortToken);
  const list = useList<SalesPointRow>(port);
  const navigate = useNavigate();
  const reset = useSalesPointPasswordReset();

  const columns = useMemo<DataListColumn<SalesPointRow>[]>(
    () => [
      {
        id: 'login',
        header: t('salesPoints.login'),
        text: (row) => row.login,
        width: '30%',
        minWidth: 120,
        sort: 'login',
      },
      {
        id: 'name',
        header: t('salesPoints.name'),
        text: (row) => row.name,
        minWidth: 120,
        priority: 1,
        sort: 'name',
      },
      {
        id: 'email',
        header: t('salesPoints.email'),
        text: (row) => row.email,
        width: '30%',
        minWidth: 160,
        priority: 3,
        sort: 'email',
      },
    ],
    [t],
  );

  return (
    <Page title={t('salesPoints.listTitle')}>
      <DataList
        label={t('salesPoints.listTitle')}
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        actionsWidth="6rem"
        rowActions={(row) => (
          <>
            <LinkButton
              to={salesPointPaths.edit(row.id)}
              appearance="subtle"
              icon={<Edit20Regular />}
              aria-label={t('salesPoints.edit', { login: row.login })}
              title={t('salesPoints.edit', { login: row.login })}
            />
            <Button
              appearance="subtle"
              icon={<KeyReset20Regular />}
              disabled={reset.busy}
              aria-label={t('salesPoints.resetOf', { login: row.login })}
              title={t('salesPoints.resetOf', { login: row.login })}
              onClick={() => reset.ask({ id: row.id, login: row.login })}
            />
          </>
        )}
        toolbar={
          <Button appearance="primary" icon={<Add20Regular />} onClick={() => navigate(salesPointPaths.create)}>
            {t('salesPoints.new')}
          </Button>
        }
      />
      {reset.dialogs}
    </Page>
  );
}
