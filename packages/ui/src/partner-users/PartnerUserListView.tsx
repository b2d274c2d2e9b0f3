/** Admin › Partner › Users (spec A §2 "/parceiro/{parceiroId}/usuarios"): the shared user list for a partner. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PartnerUserPortToken, type PartnerUserPort } from '@tagtrail/domain';
import { useService } from '../services/services';
import { UserAccountListView } from '../user-accounts/UserAccountListView';
import { partnerUserPaths } from './partner-user.paths';
import { usePartnerName } from './usePartnerName';

export function PartnerUserListView({ partnerId }: { partnerId: number }) {
  const { t } = useTranslation();
  const service = useService<PartnerUserPort>(PartnerUserPortToken);
  const accounts = useMemo(() => service.forPartner(partnerId), [service, partnerId]);
  const partnerName = usePartnerName(partnerId);
  return (
    <UserAccountListView
      accounts={accounts}
      title={partnerName ? t('partnerUsers.listTitleOf', { name: partnerName }) : t('partnerUsers.listTitle')}
      ownerPath={partnerUserPaths.partner(partnerId)}
      backToOwner={t('partnerUsers.backToPartner')}
      createPath={partnerUserPaths.create(partnerId)}
      viewPath={(id) => partnerUserPaths.view(partnerId, id)}
    />
  );
}
