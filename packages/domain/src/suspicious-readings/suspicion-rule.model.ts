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

/**
 * The rules of a reading's stored codes, once each and in SUSPICION_RULES order; codes it does not know are left out
 * (suspicionRuleOfCode).
 */
export const suspicionRulesOfCodes = (codes: Iterable<number>): SuspicionRule[] => {
  const known = new Set(codes);
  return SUSPICION_RULES.filter((rule) => known.has(suspicionRuleCode(rule)));
};

/** The rules as one number, a bit per rule (bit 0: code 1): how the reading map's columns carry a reading's flags. */
export const suspicionMask = (rules: readonly SuspicionRule[]): number =>
  rules.reduce((mask, rule) => mask | (1 << (suspicionRuleCode(rule) - 1)), 0);

/** The rules a mask of suspicionMask holds, in SUSPICION_RULES order; bits of no known rule are left out. */
export const suspicionRulesOfMask = (mask: number): SuspicionRule[] =>
  SUSPICION_RULES.filter((rule) => (mask & (1 << (suspicionRuleCode(rule) - 1))) !== 0);

/** The names of rules as a wire or a newer server may send them: the known ones, once, in SUSPICION_RULES order. */
export const knownSuspicionRules = (names: readonly string[]): SuspicionRule[] =>
  SUSPICION_RULES.filter((rule) => names.includes(rule));
