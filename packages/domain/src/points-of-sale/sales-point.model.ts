/** Sales point (spec B §3): the sign-in account of a point-of-sale's staff, managed by the customer. */
import * as v from 'valibot';
import type { CreatedPartnerUser } from '../partners/partner-user.model';

export const SalesPointSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  login: v.string(),
  name: v.string(),
  email: v.string(),
  /** The sign-in account behind the sales point. */
  userId: v.pipe(v.number(), v.integer()),
});
export type SalesPoint = v.InferOutput<typeof SalesPointSchema>;

/** A row of the sales-point list (spec B §2: login, name, e-mail). */
export type SalesPointRow = SalesPoint;

export const SalesPointInputSchema = v.object({ login: v.string(), name: v.string(), email: v.string() });
export type SalesPointInput = v.InferOutput<typeof SalesPointInputSchema>;

export const emptySalesPointInput: SalesPointInput = Object.freeze({ login: '', name: '', email: '' });

/** spec B §5: "usuario and email read-only when editing". */
export const SALES_POINT_LOCKED_FIELDS = ['login', 'email'] as const;
export type SalesPointLockedField = (typeof SALES_POINT_LOCKED_FIELDS)[number];

/**
 * What creating a sales point or resetting its password answers (issue 10 §7): its id and the account's one-time
 * password, shown once (the server keeps only its hash), signing in until `expiresAt` only to choose a new password.
 * The same machinery, and so the same answer, as a partner user's.
 */
export type IssuedSalesPointPassword = CreatedPartnerUser;
