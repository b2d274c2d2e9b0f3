/**
 * The customer an app screen belongs to (its name for the title, its code and tenant for the layout), read once.
 * A failure leaves it unknown: the screens fall back to titles without the name, and the layout designer says so.
 */
import { CustomerPortToken, type Customer, type CustomerPort } from '@tagtrail/domain';
import { useService } from '../services/services';
import { useLoad, type Load } from '../services/useLoad';

export function useCustomer(customerId: number): Load<Customer> {
  const customers = useService<CustomerPort>(CustomerPortToken);
  return useLoad((signal) => customers.get(customerId, signal), [customers, customerId]);
}
