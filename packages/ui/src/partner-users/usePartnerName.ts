/** The name of the partner a screen belongs to, for its title; undefined until known or when it cannot be read. */
import { PartnerPortToken, type PartnerPort } from '@tagtrail/domain';
import { useService } from '../services/services';
import { useLoad } from '../services/useLoad';

export function usePartnerName(partnerId: number): string | undefined {
  const partners = useService<PartnerPort>(PartnerPortToken);
  // A failure leaves the generic title; the screen's own data says whether anything is wrong.
  const partner = useLoad((signal) => partners.get(partnerId, signal), [partners, partnerId]);
  return partner.status === 'ready' ? partner.value.name : undefined;
}
