/**
 * Partner › Lots (spec A §2 "/lotes"): id, customer, product, order, type (NFC, QrCode or '-'), appless (only for
 * QrCode), date, used/total tags padded to 4 digits, and two actions: the QR download (enabled only for QrCode
 * lots, saved as a .txt file, busy while it comes; a menu of its two formats, `/t/` links or GS1 Digital Links,
 * issue 29 §4) and edit (shown only while free tags remain and no product is assigned). The used/total count links
 * to the customer lots that took the used tags.
 */
import { useMemo, useRef, useState } from 'react';
import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Spinner,
  Tooltip,
} from '@fluentui/react-components';
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
  type QrCodeFormat,
  type QrCodesFile,
} from '@tagtrail/domain';
import { partnerApplessLabel as applessLabel, partnerLotTypeLabel as lotTypeLabel } from './partner-lot.labels';
import { saveFile } from '../files/save-file';
import { failureMessage } from '../forms/useRecordForm';
import { formatDate } from '../i18n/format';
import { DataList, type DataListColumn } from '../lists/DataList';
import { useList } from '../lists/useList';
import { AppLink, LinkButton } from '../navigation/navigation';
import type { Notification } from '../notifications/notification';
import { useNotify } from '../notifications/notifications';
import { useService } from '../services/services';
import { Page } from '../shell/Page';
import { partnerLotPaths } from './partner-lot.paths';

/** Room for the two action buttons: the QR download and edit. */
const ACTION_WIDTH = '6rem';

/**
 * What the user is told of a saved download (issue 29 §4): of a Digital Link file, how many tags have a link and
 * that the others, whose product has no GTIN, have `/t/` links; the file is complete either way, so a warning at most.
 */
function downloadedNotice(lot: PartnerLot, fileName: string, file: QrCodesFile, format: QrCodeFormat): Notification {
  const params = { number: lot.number, file: fileName };
  if (format === 'tagtrail' || file.tags === 0)
    return { intent: 'success', messageKey: 'partnerLots.downloaded', params };
  if (file.digitalLinks === file.tags)
    return { intent: 'success', messageKey: 'partnerLots.downloadedDigitalLinks', params };
  if (file.digitalLinks === 0) return { intent: 'warning', messageKey: 'partnerLots.downloadedNoDigitalLinks', params };
  return {
    intent: 'warning',
    messageKey: 'partnerLots.downloadedSomeDigitalLinks',
    params: { ...params, links: file.digitalLinks, total: file.tags, count: file.tags - file.digitalLinks },
  };
}

/**
 * The QR download of a QrCode lot: a menu button named after the lot, offering the two formats. It does not open
 * while the lot's codes are on their way: a second download of the lot meanwhile would be ignored.
 */
function QrCodesMenu({
  lot,
  busy,
  onChoose,
}: {
  lot: PartnerLot;
  busy: boolean;
  onChoose: (format: QrCodeFormat) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const label = busy
    ? t('partnerLots.downloading', { number: lot.number })
    : t('partnerLots.download', { number: lot.number });
  return (
    <Menu open={open} onOpenChange={(_event, data) => setOpen(data.open && !busy)}>
      <Tooltip content={label} relationship="label">
        <MenuTrigger disableButtonEnhancement>
          <Button
            appearance="subtle"
            icon={busy ? <Spinner size="extra-tiny" /> : <ArrowDownload20Regular />}
            // Not disabled while busy, so focus stays on it when the menu hands it back.
            aria-busy={busy}
          />
        </MenuTrigger>
      </Tooltip>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={() => onChoose('tagtrail')}>{t('partnerLots.formatTagtrail')}</MenuItem>
          <MenuItem onClick={() => onChoose('gs1')}>{t('partnerLots.formatGs1')}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

export function PartnerLotListView() {
  const { t } = useTranslation();
  const port = useService<PartnerLotPort>(PartnerLotPortToken);
  const list = useList<PartnerLot>(port);
  const notify = useNotify();
  /** The lots whose codes are on their way; each row's button is busy on its own. */
  const [downloading, setDownloading] = useState<ReadonlySet<number>>(new Set());
  const running = useRef(new Set<number>());

  const download = async (lot: PartnerLot, format: QrCodeFormat) => {
    if (running.current.has(lot.id)) return;
    running.current.add(lot.id);
    setDownloading(new Set(running.current));
    try {
      const file = await port.downloadQrCodes(lot.id, format);
      const fileName = qrCodesFileName(lot, format);
      saveFile(file.text, fileName, 'text/plain;charset=utf-8');
      notify(downloadedNotice(lot, fileName, file, format));
    } catch (error) {
      notify({ intent: 'error', messageKey: failureMessage(error, 'partnerLots.downloadFailed') });
    } finally {
      running.current.delete(lot.id);
      setDownloading(new Set(running.current));
    }
  };

  const actions = (lot: PartnerLot) => (
    <>
      {canDownloadQrCodes(lot) ? (
        <QrCodesMenu lot={lot} busy={downloading.has(lot.id)} onChoose={(format) => void download(lot, format)} />
      ) : (
        <Tooltip content={t('partnerLots.downloadOnlyQr')} relationship="label">
          <Button appearance="subtle" icon={<ArrowDownload20Regular />} disabledFocusable />
        </Tooltip>
      )}
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
