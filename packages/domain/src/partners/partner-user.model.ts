/** Partner user (spec A §3): a sign-in account of a partner's staff. Existing users are read-only (spec A §5). */
import * as v from 'valibot';
import { InstantSchema } from '../shared/dates';

export const PartnerUserSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  login: v.string(),
  name: v.string(),
  email: v.string(),
});
export type PartnerUser = v.InferOutput<typeof PartnerUserSchema>;

/** A row of the partner user list (spec A §7: dataRecords [usuario, usuarioId]). */
export const PartnerUserRowSchema = v.object({ id: v.pipe(v.number(), v.integer()), login: v.string() });
export type PartnerUserRow = v.InferOutput<typeof PartnerUserRowSchema>;

export const PartnerUserInputSchema = v.object({ login: v.string(), name: v.string(), email: v.string() });
export type PartnerUserInput = v.InferOutput<typeof PartnerUserInputSchema>;

/**
 * What creating a partner user answers: the new id and the account's one-time password, which the server shows in
 * this answer only (it keeps just a hash) and which signs in until `expiresAt`, only to choose a new password.
 * `temporaryPassword` and `expiresAt` are '' when the server sent none (the spec's answer is just the id).
 */
export const CreatedPartnerUserSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  temporaryPassword: v.string(),
  /** ISO 8601 instant (UTC), or ''. */
  expiresAt: v.union([v.literal(''), InstantSchema]),
});
export type CreatedPartnerUser = v.InferOutput<typeof CreatedPartnerUserSchema>;
