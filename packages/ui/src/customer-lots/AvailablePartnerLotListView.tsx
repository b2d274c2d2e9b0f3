/**
 * Customer › Partner lots available (spec B §2 "/loteassociar"; issue 11 §3): the partner lots given to the customer
 * that still have free tags — number, date received, tags, product — from which its lots take their tags (each
 * lot's "associate tags" page links them). Reached from the lot list, and back to it.
 */
import { useMemo } from 'react';
import { ArrowLeft20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { CustomerLotPortToken, type AvailablePartnerLot, type CustomerLotPort, type ListPort } from '@tagtrail/domain';
import { formatDate, formatNumber } from '../i18n/format';
import { DataList, type DataListColumn } from '../lists/DataList';
import { useList } from '../lists/useList';
import { LinkButton } from '../navigation/navigation';
import { useService } from '../services/services';
import { Page } from '../shell/Page';
import { customerLotPaths } from './customer-lot.paths';

export function AvailablePartnerLotListView() {
  const { t, i18n } = useTranslation();
  const port = useService<CustomerLotPort>(CustomerLotPortToken);
  const listPort = useMemo<ListPort<AvailablePartnerLot>>(
    () => ({ list: (query, signal) => port.availablePartnerLots(query, signal) }),
    [port],
  );
  const list = useList<AvailablePartnerLot>(listPort);
  const columns = useMemo<DataListColumn<AvailablePartnerLot>[]>(
    () => [
      { id: 'number', header: t('customerLots.partnerLot'), text: (l) => l.number, minWidth: 130, sort: 'number' },
      {
        id: 'date',
        header: t('customerLots.partnerLotDate'),
        text: (l) => formatDate(l.createdAt),
        width: '8rem',
        priority: 3,
        sort: 'createdAt',
      },
      {
        id: 'tags',
        header: t('customerLots.totalTags'),
        text: (l) => formatNumber(l.totalTags, i18n.language),
        width: '6rem',
        minWidth: 64,
        priority: 2,
      },
      {
        id: 'product',
        header: t('customerLots.product'),
        text: (l) => l.productName ?? t('customerLots.noProductShort'),
        minWidth: 140,
        priority: 4,
        sort: 'productName',
      },
    ],
    [t, i18n.language],
  );
  return (
    <Page
      title={t('customerLots.associateListTitle')}
      actions={
        <LinkButton to={customerLotPaths.list} appearance="subtle" icon={<ArrowLeft20Regular />}>
          {t('customerLots.backToList')}
        </LinkButton>
      }
    >
      <DataList
        label={t('customerLots.associateListTitle')}
        list={list}
        columns={columns}
        rowKey={(l) => l.partnerLotId}
      />
    </Page>
  );
}
