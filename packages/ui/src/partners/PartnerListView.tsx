/** Admin › Partners (spec A §2): name, tax id (both sort on a click), edit and users actions, New Partner. */
import { useMemo } from 'react';
import { Button } from '@fluentui/react-components';
import { Add20Regular, Edit20Regular, People20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { formatCnpj, PartnerPortToken, type PartnerPort, type PartnerRow } from '@tagtrail/domain';
import { DataList, type DataListColumn } from '../lists/DataList';
import { useList } from '../lists/useList';
import { LinkButton, useNavigate } from '../navigation/navigation';
import { useService } from '../services/services';
import { Page } from '../shell/Page';
import { partnerPaths } from './partner.paths';

export function PartnerListView() {
  const { t } = useTranslation();
  const port = useService<PartnerPort>(PartnerPortToken);
  const list = useList<PartnerRow>(port);
  const navigate = useNavigate();

  const columns = useMemo<DataListColumn<PartnerRow>[]>(
    () => [
      { id: 'name', header: t('partners.name'), text: (p) => p.name, width: '55%', minWidth: 160, sort: 'name' },
      // The tax id is 18 characters with its mask: it never needs to be cut, and hides first on a phone.
      { id: 'taxId', header: t('partners.taxId'), text: (p) => formatCnpj(p.taxId), minWidth: 150, sort: 'taxId' },
    ],
    [t],
  );

  return (
    <Page title={t('partners.listTitle')}>
      <DataList
        label={t('partners.listTitle')}
        list={list}
        columns={columns}
        rowKey={(p) => p.id}
        rowActions={(p) => (
          <>
            <LinkButton
              to={partnerPaths.edit(p.id)}
              appearance="subtle"
              icon={<Edit20Regular />}
              aria-label={t('partners.edit', { name: p.name })}
              title={t('partners.edit', { name: p.name })}
            />
            <LinkButton
              to={partnerPaths.users(p.id)}
              appearance="subtle"
              icon={<People20Regular />}
              aria-label={t('partners.users', { name: p.name })}
              title={t('partners.users', { name: p.name })}
            />
          </>
        )}
        toolbar={
          // spec A §2 "Button New Partner": a button, as the spec and its users call it.
          <Button appearance="primary" icon={<Add20Regular />} onClick={() => navigate(partnerPaths.create)}>
            {t('partners.new')}
          </Button>
        }
      />
    </Page>
  );
}
