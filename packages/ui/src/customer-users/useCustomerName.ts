/** The name of the customer a screen belongs to, for its title; undefined until known or when it cannot be read. */
import { useEffect, useState } from 'react';
import { CustomerPortToken, type CustomerPort } from '@tagtrail/domain';
import { useService } from '../services/services';

export function useCustomerName(customerId: number): string | undefined {
  const customers = useService<CustomerPort>(CustomerPortToken);
  const [name, setName] = useState<{ id: number; name: string } | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    customers.get(customerId, controller.signal).then(
      (customer) => setName({ id: customerId, name: customer.name }),
      // The title falls back to the generic one; the screen's own data says whether anything is wrong.
      () => undefined,
    );
    return () => controller.abort();
  }, [customers, customerId]);
  return name?.id === customerId ? name.name : undefined;
}
