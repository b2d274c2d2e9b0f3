/** The name of the customer a screen belongs to, for its title; undefined until known or when it cannot be read. */
import { CustomerPortToken, type CustomerPort } from '@tagtrail/domain';
import { useService } from '../services/services';
import { useLoad } from '../services/useLoad';

export function useCustomerName(customerId: number): string | undefined {
  const customers = useService<CustomerPort>(CustomerPortToken);
  // A failure leaves the generic title; the screen's own data says whether anything is wrong.
  const customer = useLoad((signal) => customers.get(customerId, signal), [customers, customerId]);
  return customer.status === 'ready' ? customer.value.name : undefined;
}
