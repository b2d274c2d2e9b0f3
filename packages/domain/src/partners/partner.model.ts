/** Partner (spec A §3): a company that orders tags for its customers. */
import * as v from 'valibot';

export const PartnerSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  name: v.string(),
  taxId: v.string(),
});
export type Partner = v.InferOutput<typeof PartnerSchema>;

export const PartnerInputSchema = v.object({
  name: v.string(),
  taxId: v.string(),
});
export type PartnerInput = v.InferOutput<typeof PartnerInputSchema>;

export const emptyPartnerInput: PartnerInput = { name: '', taxId: '' };

/** Longest name and tax id we store; the spec shows no format for the tax id (spec A §5). */
export const PARTNER_NAME_MAX = 150;
export const PARTNER_TAX_ID_MAX = 30;
