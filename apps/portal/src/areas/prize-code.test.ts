import { describe, expect, it } from 'vitest';
import { prizeCode } from './prize-code';

describe('prize code from a path segment', () => {
  it('decodes, trims and upper-cases the code', () => {
    expect(prizeCode('hx4k-9r2t-mw7p')).toBe('HX4K-9R2T-MW7P');
    expect(prizeCode('%20t9wf%20')).toBe('T9WF');
  });

  it('is not found when empty, malformed or too long', () => {
    expect(prizeCode(undefined)).toBeUndefined();
    expect(prizeCode('%20')).toBeUndefined();
    expect(prizeCode('%E0%A4%A')).toBeUndefined();
    expect(prizeCode('A'.repeat(65))).toBeUndefined();
  });
});
