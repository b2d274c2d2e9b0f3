/**
 * Partner › Lots (spec A §2 "/lotes"): id, customer, product, order, type (NFC, QrCode or '-'), appless (only for
 * QrCode), date, used/total tags padded to 4 digits, and two actions: the QR download (enabled only for QrCode
 * lots, saved as a .txt file, busy while it comes) and edit (shown only while free tags remain and no product is
 * assigned). The used/total count links to the customer lots that took the used tags.
 */
import { useMemo, useRef, useState } from 'react';
import { Button, Spinner, Tooltip } from '@fluentui/react-components';
import { ArrowDownload20Regular, PersonArrowRight20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  canDownloadQrCodes,
  canEditPartnerLot,
  formatUsedOfTotal,
  PartnerLotPortToken,
  partnerLotUsage,
  qrCodesFileName,
  type PartnerLot,
  type PartnerLotPort,
} from '@tagtrail/domain';
import { partnerApplessLabel as applessLabel, partnerLotTypeLabel as lotTypeLabel } from './partner-lot.labels';
import { saveFile } from '../files/save-file';
import { failureMessage } from '../forms/useRecordForm';
import { formatDate } from '../i18n/format';
import { DataList, type DataListColumn } from '../lists/DataList';
import { useList } from '../lists/useList';
import { AppLink, LinkButton } from '../navigation/navigation';
import { useNotify } from '../notifications/notifications';
import { useService } from '../services/services';
import { Page } from '../shell/Page';
import { partnerLotPaths } from './partner-lot.paths';

/** Room for the two action buttons: the QR download and edit. */
const ACTION_WIDTH = '6rem';

export function PartnerLotListView() {
  const { t } = useTranslation();
  const port = useService<PartnerLotPort>(PartnerLotPortToken);
  const list = useList<PartnerLot>(port);
  const notify = useNotify();
  /** The lots whose codes are on their way; each row's button is busy on its own. */
  const [downloading, setDownloading] = useState<ReadonlySet<number>>(new Set());
  const running = useRef(new Set<number>());

  const download = async (lot: PartnerLot) => {
    if (running.current.has(lot.id)) return;
    running.current.add(lot.id);
    setDownloading(new Set(running.current));
    try {
      const text = await port.downloadQrCodes(lot.id);
      const file = qrCodesFileName(lot);
      saveFile(text, file, 'text/plain;charset=utf-8');
      notify({ intent: 'success', messageKey: 'partnerLots.downloaded', params: { number: lot.number, file } });
    } catch (error) {
      notify({ intent: 'error', messageKey: failureMessage(error, 'partnerLots.downloadFailed') });
    } finally {
      running.current.delete(lot.id);
      setDownloading(new Set(running.current));
    }
  };

  const actions = (lot: PartnerLot) => {
    const busy = downloading.has(lot.id);
    const enabled = canDownloadQrCodes(lot);
    const label = busy
      ? t('partnerLots.downloading', { number: lot.number })
      : enabled
        ? t('partnerLots.download', { number: lot.number })
        : t('partnerLots.downloadOnlyQr');
    return (
      <>
        <Tooltip content={label} relationship="label">
          <Button
            appearance="subtle"
            icon={busy ? <Spinner size="extra-tiny" /> : <ArrowDownload20Regular />}
            // Not disabled while busy, so focus stays on it; a second press is ignored.
            disabledFocusable={!enabled}
            aria-busy={busy}
            onClick={() => void download(lot)}
          />
        </Tooltip>
        {/* spec A §2: edit is shown only when free tags remain and no product is assigned. */}
        {canEditPartnerLot(lot) && (
          <LinkButton
            to={partnerLotPaths.edit(lot.id)}
            appearance="subtle"
            icon={<PersonArrowRight20Regular />}
            aria-label={t('partnerLots.edit', { number: lot.number })}
            title={t('partnerLots.edit', { number: lot.number })}
          />
        )}
      </>
    );
  };

  const columns = useMemo<DataListColumn<PartnerLot>[]>(
    () => [
      // The order number names the lot: it comes first and stays on the narrowest screen.
      { id: 'number', header: t('partnerLots.number'), text: (lot) => lot.number, minWidth: 116, sort: 'number' },
      {
        id: 'customer',
        header: t('partnerLots.customer'),
        text: (lot) => lot.customerName ?? t('partnerLots.none'),
        minWidth: 120,
        priority: 2,
        sort: 'customerName',
      },
      {
        id: 'product',
        header: t('partnerLots.product'),
        text: (lot) => lot.productName ?? t('partnerLots.none'),
        minWidth: 120,
        priority: 4,
        sort: 'productName',
      },
      {
        id: 'id',
        header: t('partnerLots.id'),
        text: (lot) => String(lot.id),
        width: '4rem',
        minWidth: 48,
        priority: 6,
      },
      {
        id: 'type',
        header: t('partnerLots.type'),
        text: (lot) => lotTypeLabel(t, lot.type),
        width: '5.5rem',
        minWidth: 72,
        priority: 3,
        sort: 'type',
      },
      {
        id: 'appless',
        header: t('partnerLots.appless'),
        text: (lot) => applessLabel(t, lot.type, lot.appless),
        width: '5.5rem',
        minWidth: 72,
        priority: 5,
      },
      {
        id: 'date',
        header: t('partnerLots.date'),
        text: (lot) => formatDate(lot.createdAt),
        width: '7rem',
        priority: 4,
        sort: 'createdAt',
      },
      {
        id: 'tags',
        header: t('partnerLots.usedTotal'),
        text: (lot) => {
          const { used, total } = partnerLotUsage(lot);
          return formatUsedOfTotal(used, total);
        },
        render: (lot) => {
          const { used, total } = partnerLotUsage(lot);
          const shown = formatUsedOfTotal(used, total);
          // The name starts with what the link shows (WCAG 2.5.3), then says it in words.
          const description = t('partnerLots.usedOfTotalLink', { shown, used, total, number: lot.number });
          return (
            <AppLink to={partnerLotPaths.customerLots(lot.id)} aria-label={description} title={description}>
              {shown}
            </AppLink>
          );
        },
        width: '8.5rem',
        minWidth: 112,
        priority: 2,
      },
    ],
    [t],
  );

  return (
    <Page title={t('partnerLots.listTitle')}>
      <DataList
        label={t('partnerLots.listTitle')}
        list={list}
        columns={columns}
        rowKey={(lot) => lot.id}
        rowActions={actions}
        actionsWidth={ACTION_WIDTH}
      />
    </Page>
  );
}
