import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  knownSuspicionRules,
  SUSPICION_RULES,
  SuspicionRuleSchema,
  suspicionMask,
  suspicionRuleCode,
  suspicionRuleOfCode,
  suspicionRulesOfCodes,
  suspicionRulesOfMask,
} from './suspicion-rule.model';

describe('suspicion rules (issue 28 §1)', () => {
  it('stores the rules as 1 off-market, 2 impossible-travel, 3 too-many-readings, 4 after-expiry, 5 copy', () => {
    expect(SUSPICION_RULES.map(suspicionRuleCode)).toEqual([1, 2, 3, 4, 5]);
    expect(suspicionRuleCode('off-market')).toBe(1);
    expect(suspicionRuleCode('copy')).toBe(5);
  });

  it('reads a stored code back as its rule', () => {
    expect([1, 2, 3, 4, 5].map(suspicionRuleOfCode)).toEqual([...SUSPICION_RULES]);
  });

  it('knows no rule for a code outside 1..5', () => {
    for (const code of [0, -1, 6, 1.5, Number.NaN]) expect(suspicionRuleOfCode(code)).toBeUndefined();
  });

  it('parses only the rules it knows', () => {
    expect(v.parse(SuspicionRuleSchema, 'impossible-travel')).toBe('impossible-travel');
    expect(v.safeParse(SuspicionRuleSchema, 'teleport').success).toBe(false);
  });

  it('property: every rule survives the trip to its stored code and back', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SUSPICION_RULES), (rule) => {
        expect(suspicionRuleOfCode(suspicionRuleCode(rule))).toBe(rule);
      }),
    );
  });

  it("reads a reading's stored codes as its rules, once each, in the rules' order, unknown codes left out", () => {
    expect(suspicionRulesOfCodes([5, 2, 9, 2])).toEqual(['impossible-travel', 'copy']);
    expect(suspicionRulesOfCodes([])).toEqual([]);
  });

  it('keeps only the rule names it knows, in the rules’ order', () => {
    expect(knownSuspicionRules(['copy', 'teleport', 'off-market'])).toEqual(['off-market', 'copy']);
  });

  it('property: a set of rules survives the trip to a mask and back', () => {
    fc.assert(
      fc.property(fc.subarray([...SUSPICION_RULES]), (rules) => {
        expect(suspicionRulesOfMask(suspicionMask(rules))).toEqual(rules);
      }),
    );
  });
});
