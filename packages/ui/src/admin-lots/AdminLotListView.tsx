/**
 * Admin › Lots (spec A §2 "base and /lotes"): partner ('undefined' when absent), order number, type, appless (only
 * for QrCode), date, total tags, and two action columns — edit, and delete with confirmation. A lot whose tags have
 * readings cannot be deleted ('You can not delete a order with readings!'): its delete is disabled with that reason
 * before anyone confirms, and the server's refusal says it too should readings arrive after the list was read.
 * Paging and search live in the URL.
 */
import { useMemo, useState } from 'react';
import { Button, Tooltip } from '@fluentui/react-components';
import { Add20Regular, Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { adminLotRemovalErrors, AdminLotPortToken, type AdminLotPort, type AdminLotRow } from '@tagtrail/domain';
import { ConfirmDialog } from '../forms/ConfirmDialog';
import { failureMessage } from '../forms/useRecordForm';
import { formatDate, formatNumber } from '../i18n/format';
import { translateMessage } from '../i18n/i18n';
import { DataList, type DataListColumn } from '../lists/DataList';
import { useList } from '../lists/useList';
import { LinkButton, useNavigate } from '../navigation/navigation';
import { useNotify } from '../notifications/notifications';
import { useService } from '../services/services';
import { Page } from '../shell/Page';
import { adminLotPaths } from './admin-lot.paths';
import { applessLabel, lotTypeLabel } from './admin-lot.labels';

const ACTION_WIDTH = '4.5rem';

export function AdminLotListView() {
  const { t, i18n } = useTranslation();
  const port = useService<AdminLotPort>(AdminLotPortToken);
  const list = useList<AdminLotRow>(port);
  const navigate = useNavigate();
  const notify = useNotify();
  const [deleting, setDeleting] = useState<{ row: AdminLotRow; busy: boolean } | undefined>(undefined);

  const remove = async (row: AdminLotRow) => {
    setDeleting({ row, busy: true });
    try {
      await port.remove(row.partnerLotId);
      notify({ intent: 'success', messageKey: 'lots.removed' });
      list.reload();
    } catch (error) {
      // spec A §8: LOT_HAS_READINGS comes back as error 1 and reads 'You can not delete a order with readings!'.
      notify({ intent: 'error', messageKey: failureMessage(error, 'lots.removeFailed') });
    } finally {
      setDeleting(undefined);
    }
  };

  const columns = useMemo<DataListColumn<AdminLotRow>[]>(
    () => [
      {
        id: 'partner',
        header: t('lots.partner'),
        text: (row) => row.partnerName ?? t('lots.undefinedPartner'),
        minWidth: 150,
        sort: 'partnerName',
      },
      // The order number names the lot: it stays, with the actions, on the narrowest screen.
      { id: 'number', header: t('lots.number'), text: (row) => row.number, minWidth: 120, priority: 1, sort: 'number' },
      {
        id: 'type',
        header: t('lots.type'),
        text: (row) => lotTypeLabel(t, row.type),
        width: '5.5rem',
        minWidth: 72,
        priority: 4,
      },
      {
        id: 'appless',
        header: t('lots.appless'),
        text: (row) => applessLabel(t, row.type, row.appless),
        width: '5.5rem',
        minWidth: 72,
        priority: 5,
      },
      {
        id: 'date',
        header: t('lots.date'),
        text: (row) => formatDate(row.createdAt),
        width: '7rem',
        priority: 3,
        sort: 'createdAt',
      },
      {
        id: 'totalTags',
        header: t('lots.totalTags'),
        text: (row) => formatNumber(row.totalTags, i18n.language),
        width: '6.5rem',
        minWidth: 80,
        priority: 3,
        sort: 'totalTags',
      },
      {
        id: 'edit',
        header: t('lots.editColumn'),
        width: ACTION_WIDTH,
        minWidth: 56,
        priority: 1,
        render: (row) => (
          <LinkButton
            to={adminLotPaths.edit(row.partnerLotId)}
            appearance="subtle"
            icon={<Edit20Regular />}
            aria-label={t('lots.edit', { number: row.number })}
            title={t('lots.edit', { number: row.number })}
          />
        ),
      },
      {
        id: 'delete',
        header: t('lots.deleteColumn'),
        width: ACTION_WIDTH,
        minWidth: 56,
        priority: 1,
        render: (row) => {
          const label = t('lots.delete', { number: row.number });
          const [refusal] = adminLotRemovalErrors(row);
          if (refusal === undefined)
            return (
              <Button
                appearance="subtle"
                icon={<Delete20Regular />}
                aria-label={label}
                title={label}
                onClick={() => setDeleting({ row, busy: false })}
              />
            );
          // Focusable though disabled, so keyboard and screen-reader users reach the reason too.
          return (
            <Tooltip content={translateMessage(t, refusal.key)} relationship="description" withArrow>
              <Button appearance="subtle" icon={<Delete20Regular />} aria-label={label} disabledFocusable />
            </Tooltip>
          );
        },
      },
    ],
    [t, i18n.language],
  );

  return (
    <Page title={t('lots.listTitle')}>
      <DataList
        label={t('lots.listTitle')}
        list={list}
        columns={columns}
        rowKey={(row) => row.partnerLotId}
        toolbar={
          <Button appearance="primary" icon={<Add20Regular />} onClick={() => navigate(adminLotPaths.create)}>
            {t('lots.new')}
          </Button>
        }
      />
      <ConfirmDialog
        open={deleting !== undefined}
        busy={deleting?.busy}
        title={t('lots.confirmDeleteTitle')}
        message={t('lots.confirmDeleteMessage', { number: deleting?.row.number ?? '' })}
        confirmLabel={t('form.delete')}
        cancelLabel={t('form.cancel')}
        onConfirm={() => {
          if (deleting) void remove(deleting.row);
        }}
        onCancel={() => setDeleting(undefined)}
      />
    </Page>
  );
}
