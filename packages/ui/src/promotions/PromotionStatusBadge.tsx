/** A promotion's status (spec B §4) as a badge: not processed is the quiet normal, processing shows, processed is done. */
import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { PROMOTION_STATUS, PROMOTION_STATUS_KEYS, type PromotionStatus } from '@tagtrail/domain';

const COLOURS = {
  [PROMOTION_STATUS.notProcessed]: 'informative',
  [PROMOTION_STATUS.selectingAwards]: 'warning',
  [PROMOTION_STATUS.schedulingNotifications]: 'warning',
  [PROMOTION_STATUS.processed]: 'success',
} as const;

export function promotionStatusKey(status: PromotionStatus) {
  return `promotions.statuses.${PROMOTION_STATUS_KEYS[status]}` as 'promotions.statuses.PROMOTION_STATUS_PROCESSED';
}

export function PromotionStatusBadge({ status }: { status: PromotionStatus }) {
  const { t } = useTranslation();
  return (
    <Badge shape="rounded" appearance="tint" color={COLOURS[status]}>
      {t(promotionStatusKey(status))}
    </Badge>
  );
}
