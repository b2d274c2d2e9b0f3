/** Partner user (spec A §3): a sign-in account of a partner's staff. Existing users are read-only (spec A §5). */
import * as v from 'valibot';

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

export const emptyPartnerUserInput: PartnerUserInput = Object.freeze({ login: '', name: '', email: '' });
