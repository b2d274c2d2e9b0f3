/**
 * The customer an app screen belongs to (its name for the title, its code and tenant for the layout), read once.
 * A failure leaves it undefined: the screens fall back to titles without the name, and the layout designer says so.
 */
import { useEffect, useState } from 'react';
import { CustomerPortToken, type Customer, type CustomerPort } from '@tagtrail/domain';
import { useService } from '../services/services';

export type CustomerState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly customer: Customer };

export function useCustomer(customerId: number, attempt = 0): CustomerState {
  const customers = useService<CustomerPort>(CustomerPortToken);
  const [state, setState] = useState<{ key: string; value: CustomerState } | undefined>(undefined);
  const key = `${customerId}/${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    customers.get(customerId, controller.signal).then(
      (customer) => setState({ key, value: { status: 'ready', customer } }),
      () => {
        if (!controller.signal.aborted) setState({ key, value: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [customers, customerId, key]);

  return state?.key === key ? state.value : { status: 'loading' };
}
