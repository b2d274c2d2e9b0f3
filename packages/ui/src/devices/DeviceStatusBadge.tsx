/** The device list's blocked indicator (spec B §2): blocked stands out, active is the quiet normal. */
import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { isDeviceBlocked } from '@tagtrail/domain';

export function DeviceStatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return isDeviceBlocked({ active }) ? (
    <Badge shape="rounded" color="danger" appearance="filled">
      {t('devices.blocked')}
    </Badge>
  ) : (
    <Badge shape="rounded" color="success" appearance="tint">
      {t('devices.active')}
    </Badge>
  );
}
