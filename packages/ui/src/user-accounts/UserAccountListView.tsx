/**
 * A partner's or a customer's users (spec A §2: "/parceiro/{parceiroId}/usuarios", "/cliente/{clienteId}/usuarios"),
 * one list for both owners: the login — and name and e-mail when the rows carry them — with a view action, New user,
 * and a button back to the owner.
 */
import { useMemo } from 'react';
import { Button } from '@fluentui/react-components';
import { Add20Regular, ArrowLeft20Regular, Eye20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { UserAccounts } from '@tagtrail/domain';
import { DataList, type DataListColumn } from '../lists/DataList';
import { useList } from '../lists/useList';
import { LinkButton, useNavigate } from '../navigation/navigation';
import { Page } from '../shell/Page';

/** spec A §7 lists [usuario, usuarioId]; a server that also sends name and e-mail gets them shown. */
type Row = { readonly id: number; readonly login: string; readonly name?: string; readonly email?: string };

export interface UserAccountListViewProps {
  readonly accounts: UserAccounts<Row>;
  readonly title: string;
  /** Back to the owner: where, and what the button says. */
  readonly ownerPath: string;
  readonly backToOwner: string;
  readonly createPath: string;
  readonly viewPath: (id: number) => string;
}

export function UserAccountListView({
  accounts,
  title,
  ownerPath,
  backToOwner,
  createPath,
  viewPath,
}: UserAccountListViewProps) {
  const { t } = useTranslation();
  const list = useList<Row>(accounts);
  const navigate = useNavigate();

  const hasName = list.records.some((row) => Boolean(row.name));
  const hasEmail = list.records.some((row) => Boolean(row.email));
  const columns = useMemo<DataListColumn<Row>[]>(
    () => [
      {
        id: 'login',
        header: t('userAccounts.login'),
        text: (row) => row.login,
        width: hasName ? '30%' : undefined,
        minWidth: 140,
        sort: 'login',
      },
      ...(hasName
        ? [{ id: 'name', header: t('userAccounts.name'), text: (row: Row) => row.name ?? '', sort: 'name' }]
        : []),
      ...(hasEmail
        ? [
            {
              id: 'email',
              header: t('userAccounts.email'),
              text: (row: Row) => row.email ?? '',
              minWidth: 160,
              priority: 3,
              sort: 'email',
            },
          ]
        : []),
    ],
    [t, hasName, hasEmail],
  );

  return (
    <Page
      title={title}
      actions={
        <LinkButton to={ownerPath} appearance="subtle" icon={<ArrowLeft20Regular />}>
          {backToOwner}
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
            to={viewPath(row.id)}
            appearance="subtle"
            icon={<Eye20Regular />}
            aria-label={t('userAccounts.view', { login: row.login })}
            title={t('userAccounts.view', { login: row.login })}
          />
        )}
        toolbar={
          <Button appearance="primary" icon={<Add20Regular />} onClick={() => navigate(createPath)}>
            {t('userAccounts.new')}
          </Button>
        }
      />
    </Page>
  );
}
