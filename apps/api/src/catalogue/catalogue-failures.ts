/** The refusals the category and product-line calls share (spec B §8). */
import { ErrorCodes } from '@tagtrail/contract';
import { ApiFailure } from '../http/api-failure';

/** spec B §8: a category or product line still in use answers error 547 with a message key the portal translates. */
export const inUse = (messageKey: string): ApiFailure => new ApiFailure(409, ErrorCodes.inUse, messageKey);

/** A customer-scoped call always carries the caller's customer (the router refuses one without it). */
export function customerOf(caller: { readonly customerId?: number }): number {
  if (caller.customerId === undefined) throw new Error('a customer call without its customer');
  return caller.customerId;
}
