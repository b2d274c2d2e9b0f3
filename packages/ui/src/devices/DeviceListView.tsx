/**
 * Customer › Devices (spec B §2 "/dispositivos": model/name, id, owner, blocked indicator, edit): the phones and
 * browsers that read the customer's tags, the most recently seen first; each column sorts on a click; New device
 * for one registered by hand; every list's CSV export.
 */
import { useMemo } from 'react';
import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { DevicePortToken, isDeviceBlocked, type DevicePort, type DeviceRow } from '@tagtrail/domain';
import { DataList, type DataListColumn } from '../lists/DataList';
import { useList } from '../lists/useList';
import { LinkButton, useNavigate } from '../navigation/navigation';
import { useService } from '../services/services';
import { Page } from '../shell/Page';
import { DeviceStatusBadge } from './DeviceStatusBadge';
import { devicePaths } from './device.paths';

const useStyles = makeStyles({
  intro: { display: 'block', marginBottom: tokens.spacingVerticalM, color: tokens.colorNeutralForeground2 },
  unknown: { fontStyle: 'italic', color: tokens.colorNeutralForeground3 },
  id: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
});

export function DeviceListView() {
  const styles = useStyles();
  const { t } = useTranslation();
  const port = useService<DevicePort>(DevicePortToken);
  const list = useList<DeviceRow>(port);
  const navigate = useNavigate();

  const columns = useMemo<DataListColumn<DeviceRow>[]>(() => {
    const model = (device: DeviceRow) => (device.model === '' ? t('devices.unknownModel') : device.model);
    const status = (device: DeviceRow) => (isDeviceBlocked(device) ? t('devices.blocked') : t('devices.active'));
    return [
      {
        id: 'model',
        header: t('devices.model'),
        text: model,
        render: (device) =>
          device.model === '' ? <span className={styles.unknown}>{model(device)}</span> : device.model,
        minWidth: 120,
        priority: 1,
        sort: 'model',
      },
      {
        id: 'deviceId',
        header: t('devices.deviceId'),
        text: (device) => device.deviceId,
        render: (device) => <span className={styles.id}>{device.deviceId}</span>,
        width: '30%',
        minWidth: 120,
        priority: 3,
        sort: 'deviceId',
      },
      {
        id: 'owner',
        header: t('devices.owner'),
        text: (device) => device.owner ?? '',
        width: '22%',
        minWidth: 100,
        priority: 2,
        sort: 'owner',
      },
      {
        id: 'active',
        header: t('devices.status'),
        text: status,
        render: (device) => <DeviceStatusBadge active={device.active} />,
        width: '8rem',
        minWidth: 96,
        priority: 1,
        sort: 'active',
      },
    ];
  }, [t, styles]);

  const nameOf = (device: DeviceRow) => (device.model === '' ? device.deviceId : device.model);

  return (
    <Page title={t('devices.listTitle')}>
      <Body1 className={styles.intro}>{t('devices.intro')}</Body1>
      <DataList
        label={t('devices.listTitle')}
        list={list}
        columns={columns}
        rowKey={(device) => device.id}
        actionsWidth="3.5rem"
        rowActions={(device) => (
          <LinkButton
            to={devicePaths.edit(device.id)}
            appearance="subtle"
            icon={<Edit20Regular />}
            aria-label={t('devices.edit', { name: nameOf(device) })}
            title={t('devices.edit', { name: nameOf(device) })}
          />
        )}
        toolbar={
          <Button appearance="primary" icon={<Add20Regular />} onClick={() => navigate(devicePaths.create)}>
            {t('devices.new')}
          </Button>
        }
      />
    </Page>
  );
}
