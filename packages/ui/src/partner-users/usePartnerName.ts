/** The name of the partner a screen belongs to, for its title; undefined until known or when it cannot be read. */
import { useEffect, useState } from 'react';
import { PartnerPortToken, type PartnerPort } from '@tagtrail/domain';
import { useService } from '../services/services';

export function usePartnerName(partnerId: number): string | undefined {
  const partners = useService<PartnerPort>(PartnerPortToken);
  const [name, setName] = useState<{ id: number; name: string } | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    partners.get(partnerId, controller.signal).then(
      (partner) => setName({ id: partnerId, name: partner.name }),
      // The title falls back to the generic one; the screen's own data says whether anything is wrong.
      () => undefined,
    );
    return () => controller.abort();
  }, [partners, partnerId]);
  return name?.id === partnerId ? name.name : undefined;
}
