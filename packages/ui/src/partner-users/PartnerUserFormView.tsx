/**
 * Admin › Partner › User (spec A §2, §5, §8): the shared user screen (user-accounts) for a partner's users, with a
 * new one-time password for a stored user (issue 8 §8). spec A §8: a failed create says the generic insert error.
 */
import { useMemo } from 'react';
import { PartnerUserPortToken, type PartnerUserPort } from '@tagtrail/domain';
import { useService } from '../services/services';
import { UserAccountFormView } from '../user-accounts/UserAccountFormView';
import { partnerUserPaths } from './partner-user.paths';

export function PartnerUserFormView({ partnerId, id }: { partnerId: number; id?: number }) {
  const service = useService<PartnerUserPort>(PartnerUserPortToken);
  const accounts = useMemo(() => service.forPartner(partnerId), [service, partnerId]);
  return (
    <UserAccountFormView
      id={id}
      accounts={accounts}
      listPath={partnerUserPaths.list(partnerId)}
      createFailed="messages.INSERT_ERROR"
    />
  );
}
