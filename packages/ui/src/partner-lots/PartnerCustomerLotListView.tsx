/**
 * Partner › Lots › Customer lots (spec A §2 "/lotes/{clienteId}/lotesClientes"): the manufacturer's lots that took
 * tags from one partner lot — product, lot, manufacture, release, validity (the text 'undefined' when the expiry is
 * not set) and situation (spec A §3: 1 recall, 5 overdue, 9 lost, anything else available). Reached from the
 * used/total count of the lot list; read-only, as the customer owns these lots.
 */
import { useMemo } from 'react';
import { Badge, type BadgeProps } from '@fluentui/react-components';
import { ArrowLeft20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  lotStatusName,
  PartnerLotPortToken,
  type LotStatusName,
  type PartnerCustomerLot,
  type PartnerLotPort,
} from '@tagtrail/domain';
import { formatDate } from '../i18n/format';
import { DataList, type DataListColumn } from '../lists/DataList';
import { useList } from '../lists/useList';
import { LinkButton } from '../navigation/navigation';
import { useService } from '../services/services';
import { useLoad } from '../services/useLoad';
import { Page } from '../shell/Page';
import { partnerLotPaths } from './partner-lot.paths';

/** How each situation stands out: available is the quiet normal, the others call for attention. */
const SITUATION_LOOK: Readonly<Record<LotStatusName, Pick<BadgeProps, 'color' | 'appearance'>>> = {
  available: { color: 'success', appearance: 'tint' },
  recall: { color: 'danger', appearance: 'filled' },
  overdue: { color: 'warning', appearance: 'tint' },
  lost: { color: 'informative', appearance: 'tint' },
};

export function PartnerCustomerLotListView({ partnerLotId }: { partnerLotId: number }) {
  const { t } = useTranslation();
  const lots = useService<PartnerLotPort>(PartnerLotPortToken);
  const port = useMemo(
    () => ({
      list: lots.customerLots.bind(lots, partnerLotId),
      allRows: lots.allCustomerLots?.bind(lots, partnerLotId),
    }),
    [lots, partnerLotId],
  );
  const list = useList<PartnerCustomerLot>(port);
  const lotNumber = usePartnerLotNumber(lots, partnerLotId);

  const columns = useMemo<DataListColumn<PartnerCustomerLot>[]>(() => {
    const situation = (lot: PartnerCustomerLot) => t(`partnerLots.situation.${lotStatusName(lot.status)}`);
    return [
      // The customer's lot number names the row: first, never hidden.
      {
        id: 'number',
        header: t('partnerLots.customerLotNumber'),
        text: (lot) => lot.customerLotNumber,
        minWidth: 110,
        sort: 'customerLotNumber',
      },
      {
        id: 'product',
        header: t('partnerLots.product'),
        text: (lot) => lot.productName ?? t('partnerLots.none'),
        minWidth: 130,
        priority: 3,
        sort: 'productName',
      },
      {
        id: 'manufacture',
        header: t('partnerLots.manufactureDate'),
        text: (lot) => formatDate(lot.manufactureDate),
        width: '7.5rem',
        priority: 4,
        sort: 'manufactureDate',
      },
      {
        id: 'release',
        header: t('partnerLots.releaseDate'),
        text: (lot) => formatDate(lot.releaseDate),
        width: '7.5rem',
        priority: 5,
        sort: 'releaseDate',
      },
      {
        id: 'validity',
        header: t('partnerLots.expiryDate'),
        // spec A §2: "validity (or the text 'undefined')".
        text: (lot) => (lot.expiryDate === '' ? t('partnerLots.expiryUndefined') : formatDate(lot.expiryDate)),
        width: '7.5rem',
        priority: 3,
        sort: 'expiryDate',
      },
      // A recall matters most: the situation outlasts the dates on a narrow screen.
      {
        id: 'situation',
        header: t('partnerLots.situationHeader'),
        text: situation,
        render: (lot) => (
          <Badge shape="rounded" {...SITUATION_LOOK[lotStatusName(lot.status)]}>
            {situation(lot)}
          </Badge>
        ),
        width: '8rem',
        minWidth: 100,
        priority: 2,
        sort: 'status',
      },
    ];
  }, [t]);

  const title =
    lotNumber === undefined
      ? t('partnerLots.customerLotsTitle')
      : t('partnerLots.customerLotsOf', { number: lotNumber });
  return (
    <Page
      title={title}
      actions={
        <LinkButton to={partnerLotPaths.list} appearance="subtle" icon={<ArrowLeft20Regular />}>
          {t('partnerLots.backToLots')}
        </LinkButton>
      }
    >
      <DataList label={title} list={list} columns={columns} rowKey={rowKeyOf} />
    </Page>
  );
}

/** The wire carries no id; a customer's lot numbers are unique, and the rest tells apart two customers' alike. */
const rowKeyOf = (lot: PartnerCustomerLot) =>
  `${lot.customerLotNumber}|${lot.productName ?? ''}|${lot.manufactureDate}|${lot.releaseDate}`;

/** The partner lot's order number, for the title; undefined until known or when it cannot be read. */
function usePartnerLotNumber(lots: PartnerLotPort, partnerLotId: number): string | undefined {
  // A failure leaves the generic title; the list itself says whether anything is wrong.
  const lot = useLoad((signal) => lots.get(partnerLotId, signal), [lots, partnerLotId]);
  return lot.status === 'ready' ? lot.value.number : undefined;
}
