/**
 * Admin › Partner › Users (spec A §2 "/parceiro/{parceiroId}/usuarios"): the partner's users — user, and name and
 * e-mail when the rows carry them — with a view action, New user, and a back button to the partner.
 */
import { useMemo } from 'react';
import { Button } from '@fluentui/react-components';
import { Add20Regular, ArrowLeft20Regular, Eye20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { PartnerUserPortToken, type PartnerUserPort, type PartnerUserRow } from '@tagtrail/domain';
import { DataList, type DataListColumn } from '../lists/DataList';
import { useList } from '../lists/useList';
import { LinkButton, useNavigate } from '../navigation/navigation';
import { useService } from '../services/services';
import { Page } from '../shell/Page';
import { partnerUserPaths } from './partner-user.paths';
import { usePartnerName } from './usePartnerName';

/** spec A §7 lists [usuario, usuarioId]; a server that also sends name and e-mail gets them shown. */
type Row = PartnerUserRow & { readonly name?: string; readonly email?: string };

export function PartnerUserListView({ partnerId }: { partnerId: number }) {
  const { t } = useTranslation();
  const service = useService<PartnerUserPort>(PartnerUserPortToken);
  const port = useMemo(() => service.forPartner(partnerId), [service, partnerId]);
  const list = useList<Row>(port);
  const navigate = useNavigate();
  const partnerName = usePartnerName(partnerId);

  const hasName = list.records.some((row) => Boolean(row.name));
  const hasEmail = list.records.some((row) => Boolean(row.email));
  const columns = useMemo<DataListColumn<Row>[]>(
    () => [
      {
        id: 'login',
        header: t('partnerUsers.login'),
        text: (row) => row.login,
        width: hasName ? '30%' : undefined,
        minWidth: 140,
        sort: 'login',
      },
      ...(hasName
        ? [{ id: 'name', header: t('partnerUsers.name'), text: (row: Row) => row.name ?? '', sort: 'name' }]
        : []),
      ...(hasEmail
        ? [
            {
              id: 'email',
              header: t('partnerUsers.email'),
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

  const title = partnerName ? t('partnerUsers.listTitleOf', { name: partnerName }) : t('partnerUsers.listTitle');
  return (
    <Page
      title={title}
      actions={
        <LinkButton to={partnerUserPaths.partner(partnerId)} appearance="subtle" icon={<ArrowLeft20Regular />}>
          {t('partnerUsers.backToPartner')}
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
            to={partnerUserPaths.view(partnerId, row.id)}
            appearance="subtle"
            icon={<Eye20Regular />}
            aria-label={t('partnerUsers.view', { login: row.login })}
            title={t('partnerUsers.view', { login: row.login })}
          />
        )}
        toolbar={
          <Button
            appearance="primary"
            icon={<Add20Regular />}
            onClick={() => navigate(partnerUserPaths.create(partnerId))}
          >
            {t('partnerUsers.new')}
          </Button>
        }
      />
    </Page>
  );
}
