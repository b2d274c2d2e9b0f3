/** Customer user (spec A §3): a sign-in account of a customer's staff, managed by its partner. */
import * as v from 'valibot';
import type { CreatedPartnerUser } from '../partners/partner-user.model';

export const CustomerUserSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  login: v.string(),
  name: v.string(),
  email: v.string(),
});
export type CustomerUser = v.InferOutput<typeof CustomerUserSchema>;

/** A row of the customer user list (spec A §2 column "user"; §7 dataRecords [usuario, usuarioId]). */
export const CustomerUserRowSchema = v.object({ id: v.pipe(v.number(), v.integer()), login: v.string() });
export type CustomerUserRow = v.InferOutput<typeof CustomerUserRowSchema>;

export const CustomerUserInputSchema = v.object({ login: v.string(), name: v.string(), email: v.string() });
export type CustomerUserInput = v.InferOutput<typeof CustomerUserInputSchema>;

/**
 * What creating a customer user answers: the new id and the account's one-time password, shown once. Customer and
 * partner users are accounts of one kind made by one machinery, so the answer is the partner user's.
 */
export type CreatedCustomerUser = CreatedPartnerUser;
