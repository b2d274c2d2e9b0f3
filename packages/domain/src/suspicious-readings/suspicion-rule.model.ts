/**
 * The rules that flag a reading of a product's tag as suspicious (issue 28 §1): a reading where the lot is not sold,
 * a tag that travelled faster than a plane, a tag read too often or on too many devices, a reading after the lot's
 * expiry, and a tap that suggests a copied chip.
 */
import * as v from 'valibot';

/** In the order of their stored codes (reading flags: 1 off-market … 5 copy). */
export const SUSPICION_RULES = [
  'off-market',
  'impossible-travel',
  'too-many-readings',
  'after-expiry',
  'copy',
] as const;
export const SuspicionRuleSchema = v.picklist(SUSPICION_RULES);
export type SuspicionRule = v.InferOutput<typeof SuspicionRuleSchema>;

/** The stored code of a rule: the database keeps a smallint per flag, 1 for the first rule. */
export const suspicionRuleCode = (rule: SuspicionRule): number => SUSPICION_RULES.indexOf(rule) + 1;

/**
 * The rule a stored code means; undefined for a code it does not know (a newer server's rule), which the caller
 * leaves out rather than showing as a rule it is not.
 */
export const suspicionRuleOfCode = (code: number): SuspicionRule | undefined =>
  Number.isInteger(code) && code >= 1 ? SUSPICION_RULES[code - 1] : undefined;
